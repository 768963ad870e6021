"""How Architects of the West Kingdom pieces look, and the words its images use (rules §2).

Every image is ``WIDTH`` pixels wide and no text is under ``TINY`` pixels: 15 on 560 shows
10.7 pixels high once a phone shows the image 400 wide. Seats are the kit's seat styles
(colour, number and shape); a goods token is its colour with its name or initial written on
it, and a skill is named in words, so no colour carries meaning alone.
"""

from engine.architects.apprentices import APPRENTICE, Trade
from engine.architects.goods import GOODS, Goods
from engine.architects.text.names import GOOD, LOCATION, SKILL
from engine.architects.text.names import goods as goods_words
from i18n import Text, _, _p
from renderers.kit import Colour, mix
from renderers.kit import palette as colours
from renderers.kit.language import digits
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

GOOD_NAMES: dict[str, Text] = GOOD  # the engine's words for the goods, said in the picture's language
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
SKILL_NAMES: dict[str, Text] = SKILL
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

PLACES: tuple[tuple[str, Text, Text], ...] = (
    ("quarry", LOCATION["quarry"], _("Stone = workers")),
    ("forest", LOCATION["forest"], _("Wood = workers")),
    ("mines", LOCATION["mines"], _("Clay +1, or Gold 1 per 2")),
    ("silversmith", LOCATION["silversmith"], _("Silver = workers + 1")),
    ("storehouse", LOCATION["storehouse"], _("1 trade per worker")),
    ("workshop", LOCATION["workshop"], _("hire, or draw building cards")),
    ("town_centre", LOCATION["town_centre"], _("1 capture per worker")),
    ("tax_stand", LOCATION["tax_stand"], _("take the tax, -2 virtue")),
    ("guardhouse", LOCATION["guardhouse"], _("1 action per worker")),
)
PLACE_NAMES = {key: name for key, name, _hint in PLACES} | {
    "black_market": LOCATION["black_market"],
    "guildhall": LOCATION["guildhall"],
}

# What each waiting decision is, after a player's name ("Ana places a worker").
DOINGS: dict[str, tuple[Text, Text]] = {
    "draft": (_("picks a building card (opening draft)"), _("pick a building card (opening draft)")),
    "place": (_("places a worker"), _("place a worker")),
    "retrieve": (_("retrieves workers"), _("retrieve workers")),
    "trade": (_("trades at the King's Storehouse"), _("trade at the King's Storehouse")),
    "capture": (_("captures workers"), _("capture workers")),
    "guard": (_("takes a Guardhouse action"), _("take a Guardhouse action")),
    "dismiss": (_("dismisses an apprentice"), _("dismiss an apprentice")),
    "keep": (_("keeps 1 of the drawn building cards"), _("keep 1 of the drawn building cards")),
    "offering": (_("discards a card for the Cathedral"), _("discard a card for the Cathedral")),
    "gain": (_("chooses a gain"), _("choose a gain")),
    "tavern": (_("hires with the Tavern"), _("hire with the Tavern")),
    "barracks": (_("uses the Barracks"), _("use the Barracks")),
    "church": (_("uses the Church"), _("use the Church")),
    "library": (_("uses the Library"), _("use the Library")),
    "overflow": (_("uses excess virtue"), _("use excess virtue")),
    "gatekeeper": (_("releases workers (Gatekeeper)"), _("release workers (Gatekeeper)")),
    "reset_order": (_("orders the Gatekeeper and the Squire"), _("order the Gatekeeper and the Squire")),
    "hand_limit": (_("discards down to 6 cards"), _("discard down to 6 cards")),
    "dungeon": (_("times the Dungeon's virtue loss"), _("time the Dungeon's virtue loss")),
    "starter": (_("picks a starting apprentice"), _("pick a starting apprentice")),
}

ABILITIES: dict[str, Text] = {
    "acolyte_card": _("Cathedral advance: +1 building card"),
    "acolyte_clay": _("Cathedral advance: +2 Clay"),
    "acolyte_silver": _("Cathedral advance: +2 Silver"),
    "collector_clay": _("Paying off a debt: +2 Clay"),
    "collector_stone": _("Paying off a debt: +2 Stone"),
    "collector_wood": _("Paying off a debt: +2 Wood"),
    "conspirator": _("Town Centre: 1 Silver less"),
    "gatekeeper": _("Market reset: free 2 from Prison"),
    "illusionist": _("Black Market: no virtue loss"),
    "jeweller": _("Silversmith: +1 Silver"),
    "labourer": _("All three skills"),
    "miner": _("Mines: +1 Clay"),
    "pickpocket": _("Tax Stand: +1 Gold"),
    "squire_gold": _("Reset, none in Prison: +1 Gold"),
    "squire_marble": _("Reset, none in Prison: +1 Marble"),
    "squire_virtue": _("Reset, none in Prison: +2 Virtue"),
    "stonecutter": _("Quarry: +1 Stone"),
    "swindler_clay": _("Black Market: +2 Clay"),
    "swindler_stone": _("Black Market: +1 Stone"),
    "swindler_wood": _("Black Market: +1 Wood"),
    "thief": _("Tax Stand: lose 1 virtue less"),
    "trickster": _("Black Market: 1 Silver less"),
    "woodcutter": _("Forest: +1 Wood"),
}

EFFECTS: dict[str, Text] = {
    "gain_stone": _("Now: gain 4 Stone"),
    "gain_silver": _("Now: gain 4 Silver"),
    "gain_clay": _("Now: gain 4 Clay"),
    "gain_marble": _("Now: gain 2 Marble"),
    "gain_wood": _("Now: gain 4 Wood"),
    "steeple": _("End: +2 VP if highest in the Cathedral"),
    "most_stone": _("End: +2 VP for the most Stone"),
    "most_wood": _("End: +2 VP for the most Wood"),
    "most_clay": _("End: +2 VP for the most Clay"),
    "most_silver": _("End: +2 VP for the most Silver"),
    "tavern": _("Now: hire 1 apprentice free"),
    "hut_TIL": _("End: +1 VP per Tiling apprentice"),
    "hut_CAR": _("End: +1 VP per Carpentry apprentice"),
    "hut_MAS": _("End: +1 VP per Masonry apprentice"),
    "trading_post": _("End: +1 virtue per 4 Clay/Wood/Stone"),
    "treasury": _("Now: gain 1 Gold or 3 Silver"),
    "university": _("End: +2 VP with no unpaid debt"),
    "watchtower": _("Now: 3+ in Prison lose 1 virtue"),
    "aqueduct": _("End: +1 VP per building"),
    "armoury": _("Now: 1 free capture"),
    "barracks": _("Now: free your held workers or 1 capture"),
    "betting_house": _("Now: take 1 debt"),
    "castle": _("End: +1 virtue per 2 Gold"),
    "chapel": _("End: +2 virtue if highest in the Cathedral"),
    "church": _("Now: may destroy 1 debt"),
    "clay_pit": _("Now: gain 1 Gold or 1 Marble"),
    "drafting_room": _("Now: draw 2 building cards"),
    "dungeon": _("End: lose 2 virtue"),
    "fortress": _("Now: 2 free captures"),
    "fountain": _("End: each debt costs 1 VP less"),
    "gamblers_den": _("End: each debt costs 1 VP more"),
    "hideout": _("Now: free all yours from Prison"),
    "keep": _("End: +1 VP per 3 held workers"),
    "library": _("Now: may discard 1 card for 2 Gold"),
    "lighthouse": _("End: +1 VP per 4 virtue"),
    "moneylender": _("End: +1 VP per paid debt"),
    "monument": _("Now: everyone +1 virtue"),
    "observatory": _("End: +1 virtue per 2 Marble"),
    "palace": _("Now: 1 Gold per 4 virtue"),
    "reservoir": _("End: +1 virtue per 2 paid debts"),
}


def amount(goods: Goods) -> str:
    """An amount in words, "2 Clay + 1 Gold"; "nothing" when empty (the engine's words: one vocabulary)."""
    return goods_words(goods)


def signed(value: int) -> str:
    """A change with its sign, "+2" or "-1", in the picture's digits."""
    return digits(f"{value:+d}")


def _trade(trade: Trade) -> Text:
    pay = amount(trade.pay)
    if not trade.virtue:
        return _("Trade: {pay} \u2192 {get}", pay=pay, get=amount(trade.get))
    if not trade.get.total:
        return _("Trade: {pay} \u2192 {virtue} virtue", pay=pay, virtue=trade.virtue)
    return _("Trade: {pay} \u2192 {get} + {virtue} virtue", pay=pay, get=amount(trade.get), virtue=trade.virtue)


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


DECIDES = (_("decides"), _("decide"))


def doing(step: str, *, you: bool = False) -> str:
    """What the waiting seat is deciding: "places a worker" or, with ``you``, "place a worker"."""
    said, spoken = DOINGS.get(step, DECIDES)
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

CATHEDRAL_NOTE = _(
    "Cathedral levels: 1 Gold (2 VP), 4 Stone/Wood (4), 1 Marble (7), 8 Stone/Wood (12), 2 Gold + 2 Marble (20)."
)

# A player board's colour and its character (the variable side, §2.11), as the tableau names them.
COLOUR_NAMES: dict[str, Text] = {
    "blue": _p("architects colour", "blue"),
    "green": _p("architects colour", "green"),
    "purple": _p("architects colour", "purple"),
    "red": _p("architects colour", "red"),
    "yellow": _p("architects colour", "yellow"),
}
CHARACTER_NAMES: dict[str, Text] = {
    "Therese": _p("architects", "Therese"),
    "Caroline": _p("architects", "Caroline"),
    "Ada": _p("architects", "Ada"),
    "Frederick": _p("architects", "Frederick"),
    "Rudolf": _p("architects", "Rudolf"),
}
CHARACTERS: dict[str, Text] = {
    "Therese": _("Gold and Marble count as one resource"),
    "Caroline": _("+1 building card with each Black Market action"),
    "Ada": _("ignores 1 tax on every payment"),
    "Frederick": _("no card discarded at the Cathedral"),
    "Rudolf": _("hires for 1 Silver less; 6 apprentices"),
}
