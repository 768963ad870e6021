"""The digital dream cards: 72 line-icon pictures plus 8 reserves (rules/dreams.md §6.2).

The engine stores only card ids ("D01".."D72"). The renderer maps an id to its Lucide glyph
name and looks the glyph up by that name in the icon font's name map, never by code point.
A reserve may replace a deck card that playtesting finds weak; the deck size stays 72.
"""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DreamCard:
    """One dream picture: its stable id, the name players use, and its Lucide glyph name."""

    id: str
    name: str
    glyph: str


DECK: tuple[DreamCard, ...] = (
    DreamCard("D01", "Bird", "bird"),
    DreamCard("D02", "Cat", "cat"),
    DreamCard("D03", "Dog", "dog"),
    DreamCard("D04", "Fish", "fish"),
    DreamCard("D05", "Rabbit", "rabbit"),
    DreamCard("D06", "Rat", "rat"),
    DreamCard("D07", "Snail", "snail"),
    DreamCard("D08", "Squirrel", "squirrel"),
    DreamCard("D09", "Turtle", "turtle"),
    DreamCard("D10", "Panda", "panda"),
    DreamCard("D11", "Shrimp", "shrimp"),
    DreamCard("D12", "Pine tree", "tree-pine"),
    DreamCard("D13", "Palm tree", "tree-palm"),
    DreamCard("D14", "Leafy tree", "tree-deciduous"),
    DreamCard("D15", "Flower", "flower"),
    DreamCard("D16", "Rose", "rose"),
    DreamCard("D17", "Leaf", "leaf"),
    DreamCard("D18", "Clover", "clover"),
    DreamCard("D19", "Sprout", "sprout"),
    DreamCard("D20", "Mountain", "mountain"),
    DreamCard("D21", "Sun", "sun"),
    DreamCard("D22", "Moon", "moon"),
    DreamCard("D23", "Storm cloud", "cloud-lightning"),
    DreamCard("D24", "Snowflake", "snowflake"),
    DreamCard("D25", "Rainbow", "rainbow"),
    DreamCard("D26", "Flame", "flame"),
    DreamCard("D27", "Apple", "apple"),
    DreamCard("D28", "Banana", "banana"),
    DreamCard("D29", "Cherries", "cherry"),
    DreamCard("D30", "Grapes", "grape"),
    DreamCard("D31", "Carrot", "carrot"),
    DreamCard("D32", "Pizza slice", "pizza"),
    DreamCard("D33", "Cake", "cake"),
    DreamCard("D34", "Ice-cream cone", "ice-cream-cone"),
    DreamCard("D35", "Croissant", "croissant"),
    DreamCard("D36", "Candy cane", "candy-cane"),
    DreamCard("D37", "Anchor", "anchor"),
    DreamCard("D38", "Axe", "axe"),
    DreamCard("D39", "Anvil", "anvil"),
    DreamCard("D40", "Amphora", "amphora"),
    DreamCard("D41", "Bell", "bell"),
    DreamCard("D42", "Bicycle", "bike"),
    DreamCard("D43", "Binoculars", "binoculars"),
    DreamCard("D44", "Bomb", "bomb"),
    DreamCard("D45", "Bone", "bone"),
    DreamCard("D46", "Camera", "camera"),
    DreamCard("D47", "Car", "car"),
    DreamCard("D48", "Castle", "castle"),
    DreamCard("D49", "Trophy", "trophy"),
    DreamCard("D50", "Crown", "crown"),
    DreamCard("D51", "Gem", "gem"),
    DreamCard("D52", "Drum", "drum"),
    DreamCard("D53", "Feather", "feather"),
    DreamCard("D54", "Ghost", "ghost"),
    DreamCard("D55", "Guitar", "guitar"),
    DreamCard("D56", "Hammer", "hammer"),
    DreamCard("D57", "Hourglass", "hourglass"),
    DreamCard("D58", "Key", "key"),
    DreamCard("D59", "Desk lamp", "lamp-desk"),
    DreamCard("D60", "Magnet", "magnet"),
    DreamCard("D61", "Microscope", "microscope"),
    DreamCard("D62", "Piano", "piano"),
    DreamCard("D63", "Aeroplane", "plane"),
    DreamCard("D64", "Rocket", "rocket"),
    DreamCard("D65", "Sailboat", "sailboat"),
    DreamCard("D66", "Scissors", "scissors"),
    DreamCard("D67", "Ship", "ship"),
    DreamCard("D68", "Skull", "skull"),
    DreamCard("D69", "Sword", "sword"),
    DreamCard("D70", "Telescope", "telescope"),
    DreamCard("D71", "Tent", "tent"),
    DreamCard("D72", "Umbrella", "umbrella"),
)

RESERVES: tuple[DreamCard, ...] = (
    DreamCard("R01", "Tractor", "tractor"),
    DreamCard("R02", "Church", "church"),
    DreamCard("R03", "Lorry", "truck"),
    DreamCard("R04", "Wine glass", "wine"),
    DreamCard("R05", "Ferris wheel", "ferris-wheel"),
    DreamCard("R06", "Piggy bank", "piggy-bank"),
    DreamCard("R07", "Kayak", "kayak"),
    DreamCard("R08", "T-shirt", "shirt"),
)

DECK_SIZE = 72
DREAMS_PER_ROUND = 4  # image numbers 1..4: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right (§4 Phase 1)

CARDS_BY_ID: dict[str, DreamCard] = {card.id: card for card in DECK + RESERVES}


def card(card_id: str) -> DreamCard:
    """The dream card with this id."""
    return CARDS_BY_ID[card_id]
