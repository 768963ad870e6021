"""How Castles of Burgundy components look (rules/castles-of-burgundy.md §2.2-§2.8, §2.11.2).

Every hex colour of the game keeps its colour from the box and gets a letter (B, A, K, C,
M, S, the colour codes of §2.11.2), so no player has to tell beige, light green and yellow
apart: a space or tile is always readable by its letter, a building by its two-letter
code, an animal by its head count and species, a knowledge tile by its number in a white
disc, and a castle, mine or ship by its pictogram. Goods tiles carry their number 1-6 (the
only thing that matters, §2.7); their colours follow the display mapping of §2.7.
"""

from dataclasses import dataclass

from engine.burgundy.views import TileFace, tile_effect
from i18n import Text, _, _p
from renderers.kit import Colour, mix
from renderers.kit import palette as colours
from renderers.kit.png import KIT_SOLIDS, FixedPalette, ramps


@dataclass(frozen=True, slots=True)
class Kind:
    """One hex-tile type as drawn: its colour, its letter and its names."""

    key: str  # the view's tile kind: "building", "animal", ...
    letter: str  # §2.11.2 colour code
    colour_name: str  # the colour on the box: "beige", ...
    name: str  # what it is called in a legend
    colour: Colour


KINDS: tuple[Kind, ...] = (
    Kind("building", "B", _p("burgundy colour", "beige"), _p("burgundy", "building"), (226, 196, 146)),
    Kind("animal", "A", _p("burgundy colour", "light green"), _p("burgundy", "animal"), (146, 196, 88)),
    Kind("knowledge", "K", _p("burgundy colour", "yellow"), _p("burgundy", "knowledge"), (244, 204, 46)),
    Kind("castle", "C", _p("burgundy colour", "dark green"), _p("burgundy", "castle"), (40, 106, 64)),
    Kind("mine", "M", _p("burgundy colour", "grey"), _p("burgundy", "mine"), (132, 132, 138)),
    Kind("ship", "S", _p("burgundy colour", "blue"), _p("burgundy", "ship"), (58, 118, 196)),
)
BY_KEY: dict[str, Kind] = {kind.key: kind for kind in KINDS}
BY_LETTER: dict[str, Kind] = {kind.letter: kind for kind in KINDS}
UNKNOWN = Kind("", "?", _p("burgundy colour", "unknown"), _p("burgundy", "unknown"), colours.SHADE)

# Building codes (§2.3): two letters, unique, shown on the tile; full names in the legend.
BUILDING_CODES: dict[str, tuple[Text, Text]] = {
    "warehouse": (_p("burgundy code", "Wh"), _p("burgundy short", "Warehouse")),
    "carpenter": (_p("burgundy code", "Cp"), _p("burgundy short", "Carpenter")),
    "church": (_p("burgundy code", "Ch"), _p("burgundy short", "Church")),
    "market": (_p("burgundy code", "Mk"), _p("burgundy short", "Market")),
    "boarding_house": (_p("burgundy code", "Bh"), _p("burgundy short", "Boarding h.")),
    "bank": (_p("burgundy code", "Bk"), _p("burgundy short", "Bank")),
    "city_hall": (_p("burgundy code", "Ci"), _p("burgundy short", "City hall")),
    "watchtower": (_p("burgundy code", "Wt"), _p("burgundy short", "Watchtower")),
}
BUILDING_LEGEND: dict[str, str] = {
    "warehouse": _p("burgundy", "Warehouse"),
    "carpenter": _p("burgundy", "Carpenter's workshop"),
    "church": _p("burgundy", "Church"),
    "market": _p("burgundy", "Market"),
    "boarding_house": _p("burgundy", "Boarding house"),
    "bank": _p("burgundy", "Bank"),
    "city_hall": _p("burgundy", "City hall"),
    "watchtower": _p("burgundy", "Watchtower"),
}
SPECIES: dict[str, str] = {
    "cow": _p("burgundy", "cow"),
    "pig": _p("burgundy", "pig"),
    "sheep": _p("burgundy", "sheep"),
    "chicken": _p("burgundy", "hen"),
}

# §2.7 display colours: 1 turquoise, 2 purple, 3 pink, 4 red, 5 brown, 6 orange.
GOODS_COLOURS: dict[int, Colour] = {
    1: (70, 190, 200),
    2: (126, 78, 160),
    3: (238, 146, 186),
    4: (200, 44, 44),
    5: (132, 86, 46),
    6: (242, 144, 30),
}
SILVER: Colour = (200, 204, 212)
WORKER: Colour = (214, 170, 110)
BLACK_DEPOT: Colour = (44, 42, 46)


def kind_of(key: str) -> Kind:
    """The look of a tile kind; an unknown kind is drawn plain grey with "?"."""
    return BY_KEY.get(key, UNKNOWN)


def space_kind(code: str) -> Kind:
    """The look of an estate space from its colour code (B, A, K, C, M, S)."""
    return BY_LETTER.get(code, UNKNOWN)


START_TAG: Colour = mix(colours.YELLOW, colours.WHITE, 0.35)  # the seat that starts the round
WINNER_ROW: Colour = mix(colours.YELLOW, colours.WHITE, 0.6)  # first place in the final scores
USED_PIPS: Colour = mix(colours.INK, colours.SHADE, 0.55)  # a used die
COIN_CENTRE: Colour = mix(SILVER, colours.INK, 0.18)
BLACK_SLOT: Colour = mix(BLACK_DEPOT, colours.WHITE, 0.85)  # an empty black-depot space


def empty_fill(kind: Kind) -> Colour:
    """The fill of an empty space or slot of ``kind``: a pale tint, so placed tiles stand out."""
    return mix(kind.colour, colours.WHITE, 0.58)


def strong_fill(kind: Kind) -> Colour:
    """The fill of an empty space the chosen die can fill: less pale, so it stands out."""
    return mix(kind.colour, colours.WHITE, 0.3)


def space_edge(kind: Kind) -> Colour:
    """The outline of an empty estate space of ``kind``."""
    return mix(kind.colour, colours.INK, 0.25)


def unsold_fill(goods: int) -> Colour:
    """A goods type none of which is sold yet: a pale tint of its colour."""
    return mix(goods_colour(goods), colours.WHITE, 0.75)


def goods_colour(goods: int) -> Colour:
    """The display colour of goods type ``goods``."""
    return GOODS_COLOURS.get(goods, colours.SHADE)


def building_code(tile: TileFace) -> str:
    """A building's two-letter code ("Bk")."""
    return BUILDING_CODES.get(tile.name, ("?", ""))[0]


def tile_words(tile: TileFace) -> str:
    """A short caption for a tile big enough to carry one ("Bank", "cow", "Castle")."""
    if tile.kind == "building":
        return BUILDING_CODES.get(tile.name, ("", tile.label))[1]
    if tile.kind == "animal":
        return SPECIES.get(tile.name, tile.name)
    if tile.kind == "knowledge":
        return _("knowl.")
    return tile.label


def _palette() -> FixedPalette:
    """Every colour a Burgundy image paints, and the edges between them (see renderers/kit/png.py)."""
    kinds = tuple(kind.colour for kind in KINDS)
    goods = tuple(GOODS_COLOURS.values())
    spaces = tuple(fill(kind) for kind in KINDS for fill in (empty_fill, strong_fill))
    space_edges = tuple(space_edge(kind) for kind in (*KINDS, UNKNOWN))
    unsold = tuple(unsold_fill(number) for number in GOODS_COLOURS)
    pieces = (SILVER, COIN_CENTRE, WORKER, BLACK_DEPOT, BLACK_SLOT, START_TAG, WINNER_ROW, USED_PIPS)
    solids = (*KIT_SOLIDS, *kinds, *spaces, *goods, *pieces, *space_edges, *unsold, empty_fill(UNKNOWN))
    grounds = (colours.PANEL, colours.PAPER)
    text = (
        *ramps((colours.INK, colours.MUTED), grounds),
        *ramps((colours.INK,), (colours.WHITE, *spaces, *kinds, *goods, WORKER, START_TAG, WINNER_ROW)),
        *ramps((colours.WHITE,), (colours.INK, colours.ATTENTION, *kinds, *goods)),
    )
    edges = (
        *ramps((colours.INK, colours.ATTENTION), (*grounds, colours.WHITE, *kinds, *goods, *spaces)),
        *ramps(space_edges, (*grounds, *spaces)),
        *ramps((colours.LINE,), (*grounds, colours.WHITE)),
        *ramps((colours.WHITE,), (colours.ATTENTION, *spaces, *kinds)),
        *ramps((*kinds, *goods, WORKER, SILVER), grounds),
    )
    return FixedPalette("burgundy", solids, text, edges)


PALETTE = _palette()

# What each decision kind of the view means: (after a player's name, addressed to the player).
DOINGS: dict[str, tuple[str, str]] = {
    "estate": (_("chooses an estate board and start castle"), _("choose an estate board and start castle")),
    "turn": (_("chooses a die, buys, or ends the turn"), _("choose a die, buy, or end your turn")),
    "die_action": (_("chooses an action for a die"), _("choose an action for your die")),
    "castle": (_("takes a castle's bonus action"), _("take your castle's bonus action")),
    "depot": (_("chooses a tile from a depot"), _("choose a tile from the depot")),
    "buy": (_("chooses a depot to buy from"), _("choose a depot to buy from")),
    "space": (_("chooses an estate space"), _("choose an estate space")),
    "discard": (_("discards a stored tile (storage full)"), _("discard a stored tile (storage full)")),
    "ship": (_("chooses where the ship takes goods"), _("choose where your ship takes goods")),
    "ship_goods": (_("chooses which goods to keep"), _("choose which goods to keep")),
    "warehouse": (_("chooses goods for the warehouse"), _("choose goods for your warehouse")),
    "workshop": (_("takes a tile with a building's effect"), _("take a tile with your building's effect")),
    "city_hall": (_("adds a tile with the city hall"), _("add a tile with your city hall")),
}


def doing(decision: str, *, you: bool = False) -> str:
    """What the waiting seat is deciding, in words: "chooses a die..." or, with ``you``, "choose a die..."."""
    said, spoken = DOINGS.get(decision, (_("decides"), _("decide")))
    return spoken if you else said


def tile_and_effect(tile: TileFace) -> str:
    """A tile and what it does, as the key picture and its text write it: "Knowledge 22: 4 VP per bank."."""
    name = _("Knowledge {number}", number=tile.number) if tile.kind == "knowledge" else tile.label
    return _("{tile}: {effect}", tile=name, effect=tile_effect(tile))
