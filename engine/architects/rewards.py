"""The 11 Cathedral reward cards (§2.10)."""

from dataclasses import dataclass

from engine.architects.goods import Goods


@dataclass(frozen=True, slots=True)
class Reward:
    """One reward card: virtue, goods and building cards drawn."""

    id: str
    virtue: int
    goods: Goods = Goods()
    cards: int = 0


REWARDS: tuple[Reward, ...] = (
    Reward("R01", 1, Goods(silver=3)),
    Reward("R02", 1, Goods(silver=3)),
    Reward("R03", 1, Goods(wood=2)),
    Reward("R04", 1, Goods(wood=2)),
    Reward("R05", 1, Goods(stone=2)),
    Reward("R06", 1, Goods(stone=2)),
    Reward("R07", 1, cards=1),
    Reward("R08", 1, cards=1),
    Reward("R09", 2),
    Reward("R10", 2),
    Reward("R11", 1, Goods(gold=1)),
)
REWARD: dict[str, Reward] = {card.id: card for card in REWARDS}
EMPTY_PILE_VIRTUE = 1  # an empty reward pile gives 1 Virtue instead (§15 #26)
