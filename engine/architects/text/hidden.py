"""What no seat sees, in words: the lines a finished game's replay shows beside every seat's view (§12)."""

from collections.abc import Sequence

from engine.architects.market import MARKET_CARD
from engine.architects.rewards import REWARD
from engine.architects.text.names import apprentice, building, goods, virtue
from engine.core import seat_ref
from engine.core.words import commas, plus, semicolons
from i18n import Text, _, _p, n_

NOTHING = _p("architects", "none")


def building_deck(cards_top_first: Sequence[str]) -> Text:
    """The building deck in order."""
    return n_(
        "Building deck ({n} card, top first): {cards}",
        "Building deck ({n} cards, top first): {cards}",
        len(cards_top_first),
        cards=commas([building(card) for card in cards_top_first]) or NOTHING,
    )


def apprentice_deck(cards_top_first: Sequence[str]) -> Text:
    """The apprentice deck in order."""
    return n_(
        "Apprentice deck ({n} card, top first): {cards}",
        "Apprentice deck ({n} cards, top first): {cards}",
        len(cards_top_first),
        cards=commas([apprentice(card) for card in cards_top_first]) or NOTHING,
    )


def reward(card: str) -> str:
    """A Cathedral reward card: "1 Virtue + 3 Silver", "1 Virtue + 1 building card"."""
    found = REWARD[card]
    parts = [virtue(found.virtue)]
    if found.goods.items():
        parts.append(goods(found.goods))
    if found.cards:
        parts.append(n_("{n} building card", "{n} building cards", found.cards))
    return plus(parts)


def reward_pile(cards_top_first: Sequence[str]) -> Text:
    """The Cathedral reward pile in order."""
    return _(
        "Reward pile (top first): {rewards}", rewards=semicolons([reward(card) for card in cards_top_first]) or NOTHING
    )


def rewards_unused(cards: Sequence[str]) -> Text:
    """The reward cards returned to the box unseen at set-up."""
    return _(
        "Rewards left in the box unseen: {rewards}", rewards=semicolons([reward(card) for card in cards]) or NOTHING
    )


def small_market_pile(cards_top_first: Sequence[str]) -> Text:
    """The Black Market cards with their Small-Market side up, each with its hidden Large-Market side."""
    faces = [
        _("Small {small} / Large {large}", small=goods(MARKET_CARD[card].small), large=goods(MARKET_CARD[card].large))
        for card in cards_top_first
    ]
    return _("Black Market cards under the Small Market (top first): {cards}", cards=semicolons(faces) or NOTHING)


def draft_holding(round_number: int, seat: int, cards: Sequence[str], picked: str) -> Text:
    """What a seat holds in the opening draft's round, and the card it picked (a secret choice)."""
    said = {"round": round_number, "player": seat_ref(seat), "cards": commas([building(c) for c in cards]) or NOTHING}
    if picked:
        return _(
            "Opening draft, round {round}: {player} holds {cards}; picked {building}", **said, building=building(picked)
        )
    return _p("architects", "Opening draft, round {round}: {player} holds {cards}; not picked yet", **said)
