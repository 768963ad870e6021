"""Resources and silver (§0, §2.1): amounts as one frozen value, costs and gains alike."""

from dataclasses import dataclass

RESOURCES = ("clay", "wood", "stone", "gold", "marble")
GOODS = (*RESOURCES, "silver")


@dataclass(frozen=True, slots=True)
class Goods:
    """An amount of resources and silver: a cost, a gain, a card's face."""

    clay: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    marble: int = 0
    silver: int = 0

    def items(self) -> list[tuple[str, int]]:
        """The non-zero amounts, in the order of :data:`GOODS`."""
        return [(name, getattr(self, name)) for name in GOODS if getattr(self, name)]

    def __add__(self, other: "Goods") -> "Goods":
        return Goods(*(getattr(self, name) + getattr(other, name) for name in GOODS))

    @property
    def total(self) -> int:
        """How many tokens in all."""
        return sum(getattr(self, name) for name in GOODS)


NOTHING = Goods()
