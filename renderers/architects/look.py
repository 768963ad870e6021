"""How Architects of the West Kingdom pieces look, and the words its images use (rules §2).

Every image is ``WIDTH`` pixels wide and no text is under ``TINY`` pixels: 15 on 560 shows
10.7 pixels high once a phone shows the image 400 wide. Seats are the kit's seat styles
(colour, number and shape); a goods token is its colour with its name or initial written on
it, and a skill is named in words, so no colour carries meaning alone.
"""

from engine.architects.apprentices import APPRENTICE, Trade
from engine.architects.goods import GOODS, Goods
from renderers.kit import Colour, mix
from renderers.kit import palette as colours
from renderers.kit.png import KIT_SOLIDS, FixedPalette, ramps

WIDTH = 560
MARGIN = 14
GAP = 12
HEADLINE = 26
LARGE = 24
BODY = 19
SMALL = 17
TINY = 15  # the smallest text of every image
SECTION = TINY + 13  # a section title and the space below it

GOOD_NAMES = {"clay": "Clay", "wood": "Wood", "stone": "Stone", "gold": "Gold", "marble": "Marble", "silver": "Silver"}
# Told apart by everyone (CIEDE2000 >= 20 under every simulated vision, tests/renderers/test_vision.py),
# each with its name written on it in ink or white at a contrast of 4.5 or more.
GOOD_COLOURS: dict[str, Colour] = {
    "clay": (186, 117, 64),
    "wood": (95, 47, 34),
    "stone": (110, 106, 125),
    "gold": (251, 217, 19),
    "marble": (240, 248, 236),
    "silver": (144, 162, 246),
}
SKILL_NAMES = {"CAR": "Carpentry", "TIL": "Tiling", "MAS": "Masonry"}
# A skill is drawn in the colour of what its craft works: carpentry wood, tiling clay, masonry stone.
SKILL_COLOURS: dict[str, Colour] = {
    "CAR": GOOD_COLOURS["wood"],
    "TIL": GOOD_COLOURS["clay"],
    "MAS": GOOD_COLOURS["stone"],
}
COIN: Colour = (236, 200, 80)  # skip coins on the apprentice display
RESET_SPACE: Colour = mix(colours.VERMILLION, colours.WHITE, 0.7)  # a Guildhall space that resets the Black Market
BARRED: Colour = mix(colours.INK, colours.WHITE, 0.86)  # a virtue where a place is barred
CARD: Colour = (248, 240, 222)  # a building card's face
CARD_EDGE: Colour = (150, 120, 80)

PLACES = (
    ("quarry", "Quarry", "Stone = workers"),
    ("forest", "Forest", "Wood = workers"),
    ("mines", "Mines", "Clay +1, or Gold 1 per 2"),
    ("silversmith", "Silversmith", "Silver = workers + 1"),
    ("storehouse", "King's Storehouse", "1 trade per worker"),
    ("workshop", "Workshop", "hire, or draw building cards"),
    ("town_centre", "Town Centre", "1 capture per worker"),
    ("tax_stand", "Tax Stand", "take the tax, -2 virtue"),
    ("guardhouse", "Guardhouse", "1 action per worker"),
)
PLACE_NAMES = {key: name for key, name, _ in PLACES} | {"black_market": "Black Market", "guildhall": "Guildhall"}

# What each waiting decision is, after a player's name ("Ana places a worker").
DOINGS: dict[str, tuple[str, str]] = {
    "draft": ("picks a building card (opening draft)", "pick a building card (opening draft)"),
    "place": ("places a worker", "place a worker"),
    "retrieve": ("retrieves workers", "retrieve workers"),
    "trade": ("trades at the King's Storehouse", "trade at the King's Storehouse"),
    "capture": ("captures workers", "capture workers"),
    "guard": ("takes a Guardhouse action", "take a Guardhouse action"),
    "dismiss": ("dismisses an apprentice", "dismiss an apprentice"),
    "keep": ("keeps 1 of the drawn building cards", "keep 1 of the drawn building cards"),
    "offering": ("discards a card for the Cathedral", "discard a card for the Cathedral"),
    "gain": ("chooses a gain", "choose a gain"),
    "tavern": ("hires with the Tavern", "hire with the Tavern"),
    "barracks": ("uses the Barracks", "use the Barracks"),
    "church": ("uses the Church", "use the Church"),
    "library": ("uses the Library", "use the Library"),
    "overflow": ("uses excess virtue", "use excess virtue"),
    "gatekeeper": ("releases workers (Gatekeeper)", "release workers (Gatekeeper)"),
    "reset_order": ("orders the Gatekeeper and the Squire", "order the Gatekeeper and the Squire"),
    "hand_limit": ("discards down to 6 cards", "discard down to 6 cards"),
    "dungeon": ("times the Dungeon's virtue loss", "time the Dungeon's virtue loss"),
    "starter": ("picks a starting apprentice", "pick a starting apprentice"),
}

ABILITIES: dict[str, str] = {
    "acolyte_card": "Cathedral advance: +1 building card",
    "acolyte_clay": "Cathedral advance: +2 Clay",
    "acolyte_silver": "Cathedral advance: +2 Silver",
    "collector_clay": "Paying off a debt: +2 Clay",
    "collector_stone": "Paying off a debt: +2 Stone",
    "collector_wood": "Paying off a debt: +2 Wood",
    "conspirator": "Town Centre: 1 Silver less",
    "gatekeeper": "Market reset: free 2 from Prison",
    "illusionist": "Black Market: no virtue loss",
    "jeweller": "Silversmith: +1 Silver",
    "labourer": "All three skills",
    "miner": "Mines: +1 Clay",
    "pickpocket": "Tax Stand: +1 Gold",
    "squire_gold": "Reset, none in Prison: +1 Gold",
    "squire_marble": "Reset, none in Prison: +1 Marble",
    "squire_virtue": "Reset, none in Prison: +2 Virtue",
    "stonecutter": "Quarry: +1 Stone",
    "swindler_clay": "Black Market: +2 Clay",
    "swindler_stone": "Black Market: +1 Stone",
    "swindler_wood": "Black Market: +1 Wood",
    "thief": "Tax Stand: lose 1 virtue less",
    "trickster": "Black Market: 1 Silver less",
    "woodcutter": "Forest: +1 Wood",
}

EFFECTS: dict[str, str] = {
    "gain_stone": "Now: gain 4 Stone",
    "gain_silver": "Now: gain 4 Silver",
    "gain_clay": "Now: gain 4 Clay",
    "gain_marble": "Now: gain 2 Marble",
    "gain_wood": "Now: gain 4 Wood",
    "steeple": "End: +2 VP if highest in the Cathedral",
    "most_stone": "End: +2 VP for the most Stone",
    "most_wood": "End: +2 VP for the most Wood",
    "most_clay": "End: +2 VP for the most Clay",
    "most_silver": "End: +2 VP for the most Silver",
    "tavern": "Now: hire 1 apprentice free",
    "hut_TIL": "End: +1 VP per Tiling apprentice",
    "hut_CAR": "End: +1 VP per Carpentry apprentice",
    "hut_MAS": "End: +1 VP per Masonry apprentice",
    "trading_post": "End: +1 virtue per 4 Clay/Wood/Stone",
    "treasury": "Now: gain 1 Gold or 3 Silver",
    "university": "End: +2 VP with no unpaid debt",
    "watchtower": "Now: 3+ in Prison lose 1 virtue",
    "aqueduct": "End: +1 VP per building",
    "armoury": "Now: 1 free capture",
    "barracks": "Now: free your held workers or 1 capture",
    "betting_house": "Now: take 1 debt",
    "castle": "End: +1 virtue per 2 Gold",
    "chapel": "End: +2 virtue if highest in the Cathedral",
    "church": "Now: may destroy 1 debt",
    "clay_pit": "Now: gain 1 Gold or 1 Marble",
    "drafting_room": "Now: draw 2 building cards",
    "dungeon": "End: lose 2 virtue",
    "fortress": "Now: 2 free captures",
    "fountain": "End: each debt costs 1 VP less",
    "gamblers_den": "End: each debt costs 1 VP more",
    "hideout": "Now: free all yours from Prison",
    "keep": "End: +1 VP per 3 held workers",
    "library": "Now: may discard 1 card for 2 Gold",
    "lighthouse": "End: +1 VP per 4 virtue",
    "moneylender": "End: +1 VP per paid debt",
    "monument": "Now: everyone +1 virtue",
    "observatory": "End: +1 virtue per 2 Marble",
    "palace": "Now: 1 Gold per 4 virtue",
    "reservoir": "End: +1 virtue per 2 paid debts",
}


def amount(goods: Goods, short: bool = False) -> str:
    """An amount in words, "2 Clay + 1 Gold" (or "2 Cl 1 Go" when ``short``); "nothing" when empty."""
    if short:
        return " ".join(f"{count} {GOOD_NAMES[name][:2]}" for name, count in goods.items()) or "-"
    return " + ".join(f"{count} {GOOD_NAMES[name]}" for name, count in goods.items()) or "nothing"


def _trade(trade: Trade) -> str:
    gets = [amount(trade.get)] if trade.get.total else []
    if trade.virtue:
        gets.append(f"{trade.virtue} virtue")
    return f"Trade: {amount(trade.pay)} \u2192 {' + '.join(gets)}"


def ability(card: str) -> str:
    """What a face-up apprentice does, in a few words (empty for an unknown card)."""
    found = APPRENTICE.get(card)
    if found is None:
        return ""
    if found.trade is not None:
        return _trade(found.trade)
    return ABILITIES.get(found.ability, "")


def effect(key: str) -> str:
    """What a building does, in a few words."""
    return EFFECTS.get(key, "")


def doing(step: str, *, you: bool = False) -> str:
    """What the waiting seat is deciding: "places a worker" or, with ``you``, "place a worker"."""
    said, spoken = DOINGS.get(step, ("decides", "decide"))
    return spoken if you else said


def ink_for(good: str) -> Colour:
    """The text colour on a token of ``good``."""
    return colours.ink_on(GOOD_COLOURS[good])


def _palette() -> FixedPalette:
    """Every colour an Architects image paints, and the edges between them (see renderers/kit/png.py)."""
    goods = tuple(GOOD_COLOURS[name] for name in GOODS)
    skills = tuple(SKILL_COLOURS.values())
    pieces = (COIN, RESET_SPACE, BARRED, CARD, CARD_EDGE)
    solids = (*KIT_SOLIDS, *goods, *skills, *pieces)
    grounds = (colours.PANEL, colours.PAPER, colours.WHITE, CARD)
    text = (
        *ramps((colours.INK, colours.MUTED), grounds),
        *ramps((colours.INK,), (*goods, *colours.SEAT_COLOURS, COIN, RESET_SPACE, BARRED)),
        *ramps((colours.WHITE,), (colours.ATTENTION, *goods, *skills, *colours.SEAT_COLOURS)),
    )
    edges = (
        *ramps((colours.INK, colours.ATTENTION), (*grounds, RESET_SPACE, BARRED)),
        *ramps(colours.SEAT_COLOURS, (*grounds, RESET_SPACE, BARRED)),
        *ramps((*goods, *skills, COIN, CARD_EDGE, colours.LINE), grounds),
    )
    return FixedPalette("architects", solids, text, edges)


PALETTE = _palette()

CATHEDRAL_NOTE = (
    "Cathedral levels: 1 Gold (2 VP), 4 Stone/Wood (4), 1 Marble (7), 8 Stone/Wood (12), 2 Gold + 2 Marble (20)."
)
