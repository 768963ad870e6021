"""Text alternatives of the Architects pictures, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first, written to
fit: each player's figures are in their own tableau's text, not repeated on the main board's, and
a hand too long for the limit is told in less detail per card, never cut. The public texts are
built from the public view alone, so they can name no card in a hand and no hidden side of a
Black Market card.
"""

from collections.abc import Sequence

from engine.architects.views import BuildingFace, PlayerView, PublicView, SeatView
from engine.core.words import listed, plural
from renderers import DESCRIPTION_LIMIT
from renderers.architects.board import check, optional_rules, ranked, settings
from renderers.architects.hand import check as check_seat
from renderers.architects.hand import groups
from renderers.architects.look import CATHEDRAL_NOTE, PLACES, SKILL_NAMES, ability, amount, doing, effect
from renderers.architects.tableau import CHARACTERS
from renderers.kit import seat_text


def _progress(view: PublicView, names: Sequence[str]) -> str:
    if view.step == "over":
        return "Architects of the West Kingdom, game over."
    if view.draft_round:
        return f"Architects of the West Kingdom, opening draft, pick {view.draft_round}."
    if view.step == "starter":
        return "Architects of the West Kingdom, starting apprentices."
    turn = view.seats[view.active].turns
    return f"Architects of the West Kingdom, {seat_text(names, view.active)}'s turn {turn}."


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if view.step == "over":
        return (
            "Final scores: "
            + ", ".join(f"{place}. {seat_text(names, seat)} {score} VP" for place, seat, score in ranked(view))
            + "."
        )
    waiting = ", ".join(seat_text(names, seat) for seat in view.waiting_on)
    return f"To act: {waiting} ({doing(view.step)})." if waiting else ""


def _within(parts: Sequence[str], limit: int) -> str:
    """Whole parts joined, in order, within ``limit``: a part that does not fit is left out, never cut.

    The texts are written to fit; this only keeps a freak case (every player's name 32 characters
    long) whole, saying how much was left out.
    """
    text = ""
    for index, part in enumerate(parts):
        candidate = f"{text} {part}" if text else part
        if len(candidate) > limit:
            left = len(parts) - index
            note = f"({plural(left, 'more part')} in the game's other texts.)"
            while text and len(f"{text} {note}") > limit:
                text = text[: text.rstrip(".").rfind(". ") + 1] if ". " in text else ""
            return f"{text} {note}".strip()
        text = candidate
    return text


def skills(codes: Sequence[str]) -> str:
    """Skills by name: "Carpentry", "Tiling and Masonry"."""
    return listed([SKILL_NAMES[code] for code in codes])


def _workers(counts: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(f"{seat_text(names, seat)} {number}" for seat, number in enumerate(counts) if number > 0)


def _player_line(player: PlayerView, names: Sequence[str]) -> str:
    goods = amount(player.goods)
    parts = [
        f"virtue {player.virtue}",
        f"Cathedral level {player.cathedral}",
        goods if player.goods.total else "no goods",
        plural(player.hand_size, "building card") + " in hand",
        plural(len(player.apprentices), "apprentice"),
        plural(len(player.buildings), "building"),
    ]
    if player.debts:
        parts.append(plural(player.debts, "unpaid debt"))
    return f"{seat_text(names, player.seat)}: {', '.join(parts)}."


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the main public image shows, in words (the whole picture's summary)."""
    check(view)
    parts = [_progress(view, names), _acting(view, names), settings(view) + ".", optional_rules(view)]
    parts.append("Each player's goods, cards and debts are in their tableau's picture.")
    places = [f"{name}: {_workers(view.locations.get(key, ()), names)}" for key, name, _ in PLACES]
    parts.append("Workers: " + "; ".join(place for place in places if not place.endswith(": ")) + ".")
    parts.append(f"Tax Stand: {view.tax} Silver.")
    held = ", ".join(
        f"{letter} {seat_text(names, seat)}" for letter, seat in zip("ABC", view.market, strict=False) if seat >= 0
    )
    parts.append(
        f"Black Market A gives {amount(view.small_market)}, C gives {amount(view.large_market)}"
        + (f"; taken: {held}." if held else "; all free.")
    )
    return _within([part for part in parts if part], DESCRIPTION_LIMIT)


def describe_town(view: PublicView, names: Sequence[str]) -> str:
    """What the Guildhall, Cathedral, virtue and Prison image shows, in words."""
    check(view)
    filled = [seat_text(names, seat) for seat in view.guildhall]
    parts = [f"Guildhall: {len(view.guildhall)} of {view.guildhall_spaces} spaces filled."]
    if filled:
        parts.append("In order: " + ", ".join(filled) + ".")
    if view.cycle_spaces:
        parts.append("Spaces " + ", ".join(map(str, view.cycle_spaces)) + " cycle the apprentices.")
    parts.append("Cathedral: " + ", ".join(f"{seat_text(names, p.seat)} level {p.cathedral}" for p in view.seats) + ".")
    parts.append("Virtue: " + ", ".join(f"{seat_text(names, p.seat)} {p.virtue}" for p in view.seats) + ".")
    prison = _workers([p.prison for p in view.seats], names)
    parts.append(f"Prison: {prison}." if prison else "Prison: empty.")
    parts.append(CATHEDRAL_NOTE)
    parts.append(
        f"Building deck {view.building_deck}, apprentice deck {view.apprentice_deck}, rewards left {view.rewards_left}."
    )
    return _within(parts, DESCRIPTION_LIMIT)


def describe_workshop(view: PublicView) -> str:
    """What the apprentice display image shows, in words."""
    check(view)
    parts = ["Workshop apprentices for hire."]
    for row_number, row in enumerate(view.display, start=1):
        cards = []
        for column, card in enumerate(row, start=1):
            if card is None:
                cards.append(f"{column}: empty")
                continue
            coins = f", {plural(card.coins, 'skip coin')}" if card.coins else ""
            cards.append(f"{column}: {card.name} ({skills(card.skills)}{coins}; {ability(card.id)})")
        parts.append(f"Row {row_number}: " + "; ".join(cards) + ".")
    return _within(parts, DESCRIPTION_LIMIT)


def describe_tableau(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """What one seat's tableau image shows, in words."""
    player = check(view).seats[seat]
    parts = [_player_line(player, names)]
    if player.character:
        parts.append(f"{player.character} ({player.colour} board): {CHARACTERS.get(player.character, '')}.")
    parts.append(f"Workers: {player.supply} in supply, {player.prison} in Prison; {plural(player.paid, 'debt')} paid.")
    if player.apprentices:
        parts.append("Apprentices: " + "; ".join(f"{a.name} ({skills(a.skills)})" for a in player.apprentices) + ".")
    if player.buildings:
        parts.append("Buildings: " + ", ".join(f"{b.name} {b.vp} VP" for b in player.buildings) + ".")
    held = _workers(player.held, names)
    if held:
        parts.append(f"Holds captured workers: {held}.")
    return _within(parts, DESCRIPTION_LIMIT)


def _card(card: BuildingFace, detail: int) -> str:
    """A building card in words: everything (detail 2), without its effect (1), or its name and VP (0)."""
    if not detail:
        return f"{card.name} ({card.vp} VP)"
    needs = f", needs {skills(card.skills)}" if card.skills else ""
    virtue = f", {card.virtue:+d} virtue" if card.virtue else ""
    does = f"; {effect(card.effect)}" if detail > 1 and effect(card.effect) else ""
    return f"{card.name} ({card.vp} VP{needs}, costs {amount(card.cost)}{virtue}{does})"


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's hand image shows, in words."""
    check_seat(seat_view)
    view = seat_view.public
    player = view.seats[seat_view.seat]
    parts = [f"Your building cards, {seat_text(names, seat_view.seat)}; you have {amount(player.goods)}."]
    if seat_view.seat in view.waiting_on:
        parts.append(f"Your turn: you {doing(view.step, you=True)}.")
    for detail in (2, 1, 0):  # as much of each card as the limit has room for, the same for every card
        text = " ".join([*parts, *_groups(seat_view, detail)])
        if len(text) <= DESCRIPTION_LIMIT:
            return text
    return _within([*parts, *_groups(seat_view, 0)], DESCRIPTION_LIMIT)


def _groups(seat_view: SeatView, detail: int) -> list[str]:
    """The seat's card groups, one sentence each, each card told at ``detail``."""
    return [
        f"{title}: {'; '.join(_card(card, detail) for card in cards) or 'none'}." for title, cards in groups(seat_view)
    ]
