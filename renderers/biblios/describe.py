"""Text alternatives of the Biblios images, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first:
when space runs out, the last facts are shortened or left out, never the dice or the bid.
"""

from collections.abc import Sequence

from engine.biblios.views import CardFace, PublicView, SeatView
from i18n import _, n_
from renderers import DESCRIPTION_LIMIT
from renderers.biblios.final import ordinal, tie_break_reason
from renderers.biblios.look import CATEGORIES, church_text, seat_text
from renderers.biblios.piles import discard_groups
from renderers.biblios.standings import places
from renderers.kit.language import said
from renderers.kit.words import series

_PLACES = {
    "self": lambda index: _("card {number} kept", number=index),
    "auction": lambda index: _("card {number} to the auction pile", number=index),
    "public": lambda index: _("card {number} to the public space", number=index),
}


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
        waiting = series([seat_text(names, seat) for seat in view.waiting_on])
        if waiting:
            parts.append(_("Waiting on {names}.", names=waiting))
        parts.append(
            _(
                "Piles: draw {draw}, auction {auction}, discards {discards} ({face_up} face up).",
                draw=view.draw_pile,
                auction=view.auction_pile,
                discards=view.discard_pile,
                face_up=len(view.face_up_discards),
            )
        )
        parts.append(_players(view, names))
    return fit(parts)


def describe_piles(view: PublicView) -> str:
    """What the piles sheet shows, in words: the piles' sizes, then every face-up discard."""
    if not isinstance(view, PublicView):
        raise TypeError(f"describe_piles needs a PublicView, not {type(view).__name__}")
    parts = [
        _(
            "Biblios piles: draw pile {draw}, auction pile {auction}, discards {discards} ({face_up} face up), "
            "{removed} removed at setup.",
            draw=view.draw_pile,
            auction=view.auction_pile,
            discards=view.discard_pile,
            face_up=len(view.face_up_discards),
            removed=view.removed_face_down,
        )
    ]
    groups = discard_groups(view.face_up_discards)
    if groups:
        listed = series(
            [
                _("{card} x{n}", card=group[0].label, n=len(group)) if len(group) > 1 else group[0].label
                for group in groups
            ],
            "; ",
        )
        parts.append(_("Face-up discards: {cards}.", cards=listed))
    else:
        parts.append(_("No face-up discards yet."))
    return fit(parts)


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's private picture shows, in words."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"describe_private needs a SeatView, not {type(seat_view).__name__}")
    view = seat_view.public
    hand = seat_view.hand
    parts = [
        n_(
            "Your hand, {name}: {n} card, {gold} gold.",
            "Your hand, {name}: {n} cards, {gold} gold.",
            len(hand),
            name=seat_text(names, seat_view.seat),
            gold=seat_view.gold,
        )
    ]
    if seat_view.seat in view.waiting_on:
        parts.append(_("It is your turn."))
    if seat_view.drawn is not None:
        parts.append(_("Just drawn, to place: {card}.", card=seat_view.drawn.label))
    for index, category in enumerate(CATEGORIES):
        cards = sorted(
            (card for card in hand if card.kind == "category" and card.category == category.code),
            key=lambda card: card.letter,
        )
        if cards:
            listed = series([_("{value} {letter}", value=card.value, letter=card.letter) for card in cards])
            total = sum(card.value for card in cards)
            parts.append(
                _(
                    "{category} {total} (die {die}): {cards}.",
                    category=category.name,
                    total=total,
                    die=view.dice[index],
                    cards=listed,
                )
            )
    gold = sorted((card.value for card in hand if card.kind == "gold"), reverse=True)
    if gold:
        parts.append(_("Gold {total}: {values}.", total=seat_view.gold, values=series(gold)))
    if seat_view.set_aside is not None:
        parts.append(_("Kept this turn: {card}.", card=seat_view.set_aside.label))
    if seat_view.my_auction_cards:
        parts.append(_("You put in the auction pile: {cards}.", cards=_labels(seat_view.my_auction_cards)))
    parts.append(_progress(view))
    parts.append(_dice(view))
    if view.auction_card is not None:
        parts.append(_("Under auction: {card}.", card=view.auction_card.label))
        parts.append(_bid(view, names))
    return fit(parts)


def fit(parts: Sequence[str], limit: int = DESCRIPTION_LIMIT) -> str:
    """Join ``parts`` in order within ``limit`` characters, shortening the first that does not fit."""
    text = ""
    for part in (said(part) for part in parts):
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
        return _("Biblios, gift phase, turn {turn} of {turns}.", turn=view.gift_turn, turns=view.gift_turns_total)
    if view.phase == "auction":
        return _("Biblios, auction phase, card {card} of {cards}.", card=view.auction_number, cards=view.auctions_total)
    return _("Biblios, game over.")


def _dice(view: PublicView) -> str:
    values = series(
        [
            _("{category} {value}", category=category.name, value=value)
            for category, value in zip(CATEGORIES, view.dice, strict=True)
        ]
    )
    return _("Dice: {values}.", values=values)


def _church(view: PublicView, names: Sequence[str]) -> str:
    card = view.church_card
    assert card is not None
    if view.waiting_on:
        return _(
            "Church card in play: {effect}, {name} chooses.",
            effect=church_text(card),
            name=seat_text(names, view.waiting_on[0]),
        )
    return _("Church card in play: {effect}.", effect=church_text(card))


def _labels(cards: Sequence[CardFace]) -> str:
    return series([card.label for card in cards])


def _gift(view: PublicView, names: Sequence[str]) -> list[str]:
    placed = series(
        [
            _PLACES[place](index) if place in _PLACES else _("card {number} {place}", number=index, place=place)
            for index, place in enumerate(view.placements, 1)
        ],
        "; ",
    )
    active = seat_text(names, view.active)
    total = view.cards_to_allocate
    if len(view.placements) >= total:
        if placed:
            line = n_("{name} allocated {n} card: {placed}.", "{name} allocated {n} cards: {placed}.", total,
                      name=active, placed=placed)  # fmt: skip
        else:
            line = n_("{name} allocated {n} card.", "{name} allocated {n} cards.", total, name=active)
    elif placed:
        line = n_("{name} allocates {n} card: {placed}.", "{name} allocates {n} cards: {placed}.", total,
                  name=active, placed=placed)  # fmt: skip
    else:
        line = n_("{name} allocates {n} card.", "{name} allocates {n} cards.", total, name=active)
    parts = [line]
    if view.public_space:
        parts.append(_("Public space: {cards}.", cards=_labels(view.public_space)))
    else:
        parts.append(_("Public space: empty."))
    return parts


def _bid(view: PublicView, names: Sequence[str]) -> str:
    if view.high_bidder is None or view.high_bid <= 0:
        return _("No bid yet.")
    bidder = seat_text(names, view.high_bidder)
    if view.bid_unit == "cards":
        return n_("High bid {n} card by {name}.", "High bid {n} cards by {name}.", view.high_bid, name=bidder)
    return _("High bid {n} gold by {name}.", n=view.high_bid, name=bidder)


def _auction(view: PublicView, names: Sequence[str]) -> list[str]:
    parts: list[str] = []
    if view.auction_card is not None:
        parts.append(_("Under auction: {card}.", card=view.auction_card.label))
    parts.append(_bid(view, names))
    if view.awaiting_payment and view.high_bidder is not None:
        parts.append(_("{name} decides whether to pay.", name=seat_text(names, view.high_bidder)))
    passed = [seat_text(names, s.seat) for s in view.seats if s.passed and not s.excluded]
    excluded = [seat_text(names, s.seat) for s in view.seats if s.excluded]
    if passed:
        parts.append(_("Passed: {names}.", names=series(passed)))
    if excluded:
        parts.append(_("Excluded: {names}.", names=series(excluded)))
    return parts


def _final(view: PublicView, names: Sequence[str]) -> list[str]:
    ranked = places(view)
    parts: list[str] = []
    if ranked is not None and view.vp is not None:
        order = sorted(range(view.players), key=lambda seat: (ranked[seat], seat))
        standings = series(
            [
                _("{place} {name} {vp} VP", place=ordinal(ranked[seat]), name=seat_text(names, seat), vp=view.vp[seat])
                for seat in order
            ]
        )
        parts.append(_("Final: {standings}.", standings=standings))
        reason = tie_break_reason(view)
        if reason:
            parts.append(reason)
    for score, category in zip(view.scores or (), CATEGORIES, strict=False):
        if score.winner is None:
            parts.append(_("{category} (die {die}): nobody.", category=category.name, die=score.die))
        else:
            winner = seat_text(names, score.winner)
            parts.append(
                _(
                    "{category} (die {die}): {name} with {total}.",
                    category=category.name,
                    die=score.die,
                    name=winner,
                    total=score.totals[score.winner],
                )
            )
    return parts


def _players(view: PublicView, names: Sequence[str]) -> str:
    rows = [
        n_(
            "{name} {n} card, spent {spent}, paid {gold} gold",
            "{name} {n} cards, spent {spent}, paid {gold} gold",
            s.hand_size,
            name=seat_text(names, s.seat),
            spent=s.spent,
            gold=s.gold_paid,
        )
        for s in view.seats
    ]
    return _("Players: {rows}.", rows=series(rows, "; "))
