"""The digital dream cards: 72 line-icon pictures plus 8 reserves (rules/dreams.md §6.2).

The engine stores only card ids ("D01".."D72"). The renderer maps an id to its Lucide glyph
name and looks the glyph up by that name in the icon font's name map, never by code point.
A reserve may replace a deck card that playtesting finds weak; the deck size stays 72.
"""

from dataclasses import dataclass

from i18n import _p


@dataclass(frozen=True, slots=True)
class DreamCard:
    """One dream picture: its stable id, the name players use (a message: said in the reader's language), its glyph."""

    id: str
    name: str
    glyph: str


DECK: tuple[DreamCard, ...] = (
    DreamCard("D01", _p("dream", "Bird"), "bird"),
    DreamCard("D02", _p("dream", "Cat"), "cat"),
    DreamCard("D03", _p("dream", "Dog"), "dog"),
    DreamCard("D04", _p("dream", "Fish"), "fish"),
    DreamCard("D05", _p("dream", "Rabbit"), "rabbit"),
    DreamCard("D06", _p("dream", "Rat"), "rat"),
    DreamCard("D07", _p("dream", "Snail"), "snail"),
    DreamCard("D08", _p("dream", "Squirrel"), "squirrel"),
    DreamCard("D09", _p("dream", "Turtle"), "turtle"),
    DreamCard("D10", _p("dream", "Panda"), "panda"),
    DreamCard("D11", _p("dream", "Shrimp"), "shrimp"),
    DreamCard("D12", _p("dream", "Pine tree"), "tree-pine"),
    DreamCard("D13", _p("dream", "Palm tree"), "tree-palm"),
    DreamCard("D14", _p("dream", "Leafy tree"), "tree-deciduous"),
    DreamCard("D15", _p("dream", "Flower"), "flower"),
    DreamCard("D16", _p("dream", "Rose"), "rose"),
    DreamCard("D17", _p("dream", "Leaf"), "leaf"),
    DreamCard("D18", _p("dream", "Clover"), "clover"),
    DreamCard("D19", _p("dream", "Sprout"), "sprout"),
    DreamCard("D20", _p("dream", "Mountain"), "mountain"),
    DreamCard("D21", _p("dream", "Sun"), "sun"),
    DreamCard("D22", _p("dream", "Moon"), "moon"),
    DreamCard("D23", _p("dream", "Storm cloud"), "cloud-lightning"),
    DreamCard("D24", _p("dream", "Snowflake"), "snowflake"),
    DreamCard("D25", _p("dream", "Rainbow"), "rainbow"),
    DreamCard("D26", _p("dream", "Flame"), "flame"),
    DreamCard("D27", _p("dream", "Apple"), "apple"),
    DreamCard("D28", _p("dream", "Banana"), "banana"),
    DreamCard("D29", _p("dream", "Cherries"), "cherry"),
    DreamCard("D30", _p("dream", "Grapes"), "grape"),
    DreamCard("D31", _p("dream", "Carrot"), "carrot"),
    DreamCard("D32", _p("dream", "Pizza slice"), "pizza"),
    DreamCard("D33", _p("dream", "Cake"), "cake"),
    DreamCard("D34", _p("dream", "Ice-cream cone"), "ice-cream-cone"),
    DreamCard("D35", _p("dream", "Croissant"), "croissant"),
    DreamCard("D36", _p("dream", "Candy cane"), "candy-cane"),
    DreamCard("D37", _p("dream", "Anchor"), "anchor"),
    DreamCard("D38", _p("dream", "Axe"), "axe"),
    DreamCard("D39", _p("dream", "Anvil"), "anvil"),
    DreamCard("D40", _p("dream", "Amphora"), "amphora"),
    DreamCard("D41", _p("dream", "Bell"), "bell"),
    DreamCard("D42", _p("dream", "Bicycle"), "bike"),
    DreamCard("D43", _p("dream", "Binoculars"), "binoculars"),
    DreamCard("D44", _p("dream", "Bomb"), "bomb"),
    DreamCard("D45", _p("dream", "Bone"), "bone"),
    DreamCard("D46", _p("dream", "Camera"), "camera"),
    DreamCard("D47", _p("dream", "Car"), "car"),
    DreamCard("D48", _p("dream", "Castle"), "castle"),
    DreamCard("D49", _p("dream", "Trophy"), "trophy"),
    DreamCard("D50", _p("dream", "Crown"), "crown"),
    DreamCard("D51", _p("dream", "Gem"), "gem"),
    DreamCard("D52", _p("dream", "Drum"), "drum"),
    DreamCard("D53", _p("dream", "Feather"), "feather"),
    DreamCard("D54", _p("dream", "Ghost"), "ghost"),
    DreamCard("D55", _p("dream", "Guitar"), "guitar"),
    DreamCard("D56", _p("dream", "Hammer"), "hammer"),
    DreamCard("D57", _p("dream", "Hourglass"), "hourglass"),
    DreamCard("D58", _p("dream", "Key"), "key"),
    DreamCard("D59", _p("dream", "Desk lamp"), "lamp-desk"),
    DreamCard("D60", _p("dream", "Magnet"), "magnet"),
    DreamCard("D61", _p("dream", "Microscope"), "microscope"),
    DreamCard("D62", _p("dream", "Piano"), "piano"),
    DreamCard("D63", _p("dream", "Aeroplane"), "plane"),
    DreamCard("D64", _p("dream", "Rocket"), "rocket"),
    DreamCard("D65", _p("dream", "Sailboat"), "sailboat"),
    DreamCard("D66", _p("dream", "Scissors"), "scissors"),
    DreamCard("D67", _p("dream", "Ship"), "ship"),
    DreamCard("D68", _p("dream", "Skull"), "skull"),
    DreamCard("D69", _p("dream", "Sword"), "sword"),
    DreamCard("D70", _p("dream", "Telescope"), "telescope"),
    DreamCard("D71", _p("dream", "Tent"), "tent"),
    DreamCard("D72", _p("dream", "Umbrella"), "umbrella"),
)

RESERVES: tuple[DreamCard, ...] = (
    DreamCard("R01", _p("dream", "Tractor"), "tractor"),
    DreamCard("R02", _p("dream", "Church"), "church"),
    DreamCard("R03", _p("dream", "Lorry"), "truck"),
    DreamCard("R04", _p("dream", "Wine glass"), "wine"),
    DreamCard("R05", _p("dream", "Ferris wheel"), "ferris-wheel"),
    DreamCard("R06", _p("dream", "Piggy bank"), "piggy-bank"),
    DreamCard("R07", _p("dream", "Kayak"), "kayak"),
    DreamCard("R08", _p("dream", "T-shirt"), "shirt"),
)

DECK_SIZE = 72
DREAMS_PER_ROUND = 4  # image numbers 1..4: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right (§4 Phase 1)

CARDS_BY_ID: dict[str, DreamCard] = {card.id: card for card in DECK + RESERVES}


def card(card_id: str) -> DreamCard:
    """The dream card with this id."""
    return CARDS_BY_ID[card_id]
