"""Text alternatives of the Biblios images, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first:
when space runs out, the last facts are shortened or left out, never the dice or the bid.
"""

from collections.abc import Sequence

from engine.biblios.views import CardFace, PublicView, SeatView
from renderers import DESCRIPTION_LIMIT
from renderers.biblios.final import ordinal, tie_break_reason
from renderers.biblios.look import CATEGORIES, church_text, seat_text
from renderers.biblios.piles import discard_groups
from renderers.biblios.standings import places
from renderers.kit import count

_PLACES = {"self": "kept", "auction": "to the auction pile", "public": "to the public space"}


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the public board shows, in words."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_public needs a PublicView, not {type(view).__name__}")
    parts = [_progress(view), _dice(view)]
    if view.church_card is not None:
        parts.append(_church(view, names))
    if view.phase == "gift":
        parts.extend(_gift(view, names))
    elif view.phase == "auction":
        parts.extend(_auction(view, names))
    else:
        parts.extend(_final(view, names))
    if view.phase != "over":
        waiting = ", ".join(seat_text(names, seat) for seat in view.waiting_on)
        if waiting:
            parts.append(f"Waiting on {waiting}.")
        parts.append(
            f"Piles: draw {view.draw_pile}, auction {view.auction_pile}, discards {view.discard_pile} "
            f"({len(view.face_up_discards)} face up)."
        )
        parts.append(_players(view, names))
    return fit(parts)


def describe_piles(view: PublicView) -> str:
    """What the piles sheet shows, in words: the piles' sizes, then every face-up discard."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_piles needs a PublicView, not {type(view).__name__}")
    parts = [
        f"Biblios piles: draw pile {view.draw_pile}, auction pile {view.auction_pile}, discards {view.discard_pile} "
        f"({len(view.face_up_discards)} face up), {view.removed_face_down} removed at setup."
    ]
    groups = discard_groups(view.face_up_discards)
    if groups:
        listed = "; ".join(group[0].label + (f" x{len(group)}" if len(group) > 1 else "") for group in groups)
        parts.append(f"Face-up discards: {listed}.")
    else:
        parts.append("No face-up discards yet.")
    return fit(parts)


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private picture shows, in words."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"describe_private needs a SeatView, not {type(seat_view).__name__}")
    view = seat_view.public
    hand = seat_view.hand
    parts = [f"Your hand, {seat_text(names, seat_view.seat)}: {count(len(hand), 'card')}, {seat_view.gold} gold."]
    if seat_view.seat in view.waiting_on:
        parts.append("It is your turn.")
    if seat_view.drawn is not None:
        parts.append(f"Just drawn, to place: {seat_view.drawn.label}.")
    for index, category in enumerate(CATEGORIES):
        cards = sorted(
            (card for card in hand if card.kind == "category" and card.category == category.code),
            key=lambda card: card.letter,
        )
        if cards:
            listed = ", ".join(f"{card.value} {card.letter}" for card in cards)
            total = sum(card.value for card in cards)
            parts.append(f"{category.name} {total} (die {view.dice[index]}): {listed}.")
    gold = sorted((card.value for card in hand if card.kind == "gold"), reverse=True)
    if gold:
        parts.append(f"Gold {seat_view.gold}: {', '.join(str(value) for value in gold)}.")
    if seat_view.set_aside is not None:
        parts.append(f"Kept this turn: {seat_view.set_aside.label}.")
    if seat_view.my_auction_cards:
        parts.append(f"You put in the auction pile: {_labels(seat_view.my_auction_cards)}.")
    parts.append(_progress(view))
    parts.append(_dice(view))
    if view.auction_card is not None:
        parts.append(f"Under auction: {view.auction_card.label}. {_bid(view, names)}")
    return fit(parts)


def fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Join ``parts`` in order within ``limit`` characters, shortening the first that does not fit."""
    text = ""
    for part in parts:
        candidate = f"{text} {part}" if text else part
        if len(candidate) <= limit:
            text = candidate
            continue
        room = limit - len(text) - 2
        if room >= 40:
            text = f"{text} {part[: room - 1].rstrip()}\u2026"
        break
    return text


def _progress(view: PublicView) -> str:
    if view.phase == "gift":
        return f"Biblios, gift phase, turn {view.gift_turn} of {view.gift_turns_total}."
    if view.phase == "auction":
        return f"Biblios, auction phase, card {view.auction_number} of {view.auctions_total}."
    return "Biblios, game over."


def _dice(view: PublicView) -> str:
    values = ", ".join(f"{category.name} {value}" for category, value in zip(CATEGORIES, view.dice, strict=True))
    return f"Dice: {values}."


def _church(view: PublicView, names: Sequence[str]) -> str:
    card = view.church_card
    assert card is not None
    who = f", {seat_text(names, view.waiting_on[0])} chooses" if view.waiting_on else ""
    return f"Church card in play: {church_text(card)}{who}."


def _labels(cards: Sequence[CardFace]) -> str:
    return ", ".join(card.label for card in cards)


def _gift(view: PublicView, names: Sequence[str]) -> list[str]:
    placed = "; ".join(f"card {index} {_PLACES.get(place, place)}" for index, place in enumerate(view.placements, 1))
    active = seat_text(names, view.active)
    verb = "allocated" if len(view.placements) >= view.cards_to_allocate else "allocates"
    parts = [f"{active} {verb} {count(view.cards_to_allocate, 'card')}" + (f": {placed}." if placed else ".")]
    parts.append(f"Public space: {_labels(view.public_space)}." if view.public_space else "Public space: empty.")
    return parts


def _bid(view: PublicView, names: Sequence[str]) -> str:
    if view.high_bidder is None or view.high_bid <= 0:
        return "No bid yet."
    bid = count(view.high_bid, "card") if view.bid_unit == "cards" else f"{view.high_bid} gold"
    return f"High bid {bid} by {seat_text(names, view.high_bidder)}."


def _auction(view: PublicView, names: Sequence[str]) -> list[str]:
    parts: list[str] = []
    if view.auction_card is not None:
        parts.append(f"Under auction: {view.auction_card.label}.")
    parts.append(_bid(view, names))
    if view.awaiting_payment and view.high_bidder is not None:
        parts.append(f"{seat_text(names, view.high_bidder)} decides whether to pay.")
    passed = [seat_text(names, s.seat) for s in view.seats if s.passed and not s.excluded]
    excluded = [seat_text(names, s.seat) for s in view.seats if s.excluded]
    if passed:
        parts.append(f"Passed: {', '.join(passed)}.")
    if excluded:
        parts.append(f"Excluded: {', '.join(excluded)}.")
    return parts


def _final(view: PublicView, names: Sequence[str]) -> list[str]:
    ranked = places(view)
    parts: list[str] = []
    if ranked is not None and view.vp is not None:
        order = sorted(range(view.players), key=lambda seat: (ranked[seat], seat))
        standings = ", ".join(f"{ordinal(ranked[seat])} {seat_text(names, seat)} {view.vp[seat]} VP" for seat in order)
        parts.append(f"Final: {standings}.")
        reason = tie_break_reason(view)
        if reason:
            parts.append(reason)
    for score, category in zip(view.scores or (), CATEGORIES, strict=False):
        if score.winner is None:
            parts.append(f"{category.name} (die {score.die}): nobody.")
        else:
            winner = seat_text(names, score.winner)
            parts.append(f"{category.name} (die {score.die}): {winner} with {score.totals[score.winner]}.")
    return parts


def _players(view: PublicView, names: Sequence[str]) -> str:
    rows = [
        f"{seat_text(names, s.seat)} {count(s.hand_size, 'card')}, spent {s.spent}, paid {s.gold_paid} gold"
        for s in view.seats
    ]
    return "Players: " + "; ".join(rows) + "."
