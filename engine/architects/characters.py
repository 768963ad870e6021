"""Player boards (§2.11): the five colours, and the character on each board's variable side."""

from dataclasses import dataclass

from engine.architects.goods import Goods

COLOURS = ("blue", "green", "purple", "red", "yellow")
THERESE, CAROLINE, ADA, FREDERICK, RUDOLF = "Therese", "Caroline", "Ada", "Frederick", "Rudolf"


@dataclass(frozen=True, slots=True)
class Character:
    """A variable-side character: its start (prisoners, virtue, goods incl. silver, debts, extra card) (§2.11)."""

    name: str
    colour: str
    prisoners: int
    virtue: int
    goods: Goods
    debts: int = 0
    extra_card: bool = False


CHARACTERS: tuple[Character, ...] = (
    Character(THERESE, "blue", 4, 5, Goods(silver=5), extra_card=True),
    Character(CAROLINE, "green", 8, 3, Goods(silver=10, marble=1), debts=1),
    Character(ADA, "purple", 0, 11, Goods(gold=1), extra_card=True),
    Character(FREDERICK, "red", 0, 7, Goods(silver=4, stone=1)),
    Character(RUDOLF, "yellow", 0, 9, Goods(silver=3, wood=1)),
)
CHARACTER: dict[str, Character] = {character.name: character for character in CHARACTERS}
RUDOLF_APPRENTICES = 6
