"""The 10 double-sided Black Market cards (§2.9): the Small-Market side and the Large-Market side of each."""

from dataclasses import dataclass

from engine.architects.goods import Goods

G = Goods


@dataclass(frozen=True, slots=True)
class MarketCard:
    """One card: ``small`` is what space A gives, ``large`` what space C gives."""

    id: str
    small: Goods
    large: Goods


MARKET_CARDS: tuple[MarketCard, ...] = (
    MarketCard("K01", G(marble=1), G(marble=2, wood=2)),
    MarketCard("K02", G(gold=2), G(marble=1, gold=1, stone=1, wood=1)),
    MarketCard("K03", G(marble=1, stone=1), G(marble=2, stone=2)),
    MarketCard("K04", G(gold=1, wood=1), G(gold=1, stone=1, wood=2)),
    MarketCard("K05", G(marble=1, wood=1), G(marble=1, stone=2, wood=1)),
    MarketCard("K06", G(marble=1), G(marble=2, stone=2)),
    MarketCard("K07", G(gold=2), G(marble=1, stone=2, wood=1)),
    MarketCard("K08", G(marble=1, stone=1), G(gold=1, stone=1, wood=2)),
    MarketCard("K09", G(gold=1, wood=1), G(marble=1, gold=1, stone=1, wood=1)),
    MarketCard("K10", G(marble=1, wood=1), G(marble=2, wood=2)),
)
MARKET_CARD: dict[str, MarketCard] = {card.id: card for card in MARKET_CARDS}
