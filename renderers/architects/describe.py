"""Text alternatives of the Architects pictures, built from the same views (DESIGN.md "Renderers").

Plain text of at most ``DESCRIPTION_LIMIT`` characters, most important facts first, written to
fit: each player's figures are in their own tableau's text, not repeated on the main board's, and
a hand too long for the limit is told in less detail per card, never cut. The public texts are
built from the public view alone, so they can name no card in a hand and no hidden side of a
Black Market card.
"""

from collections.abc import Sequence

from engine.architects.views import BuildingFace, PlayerView, PublicView, SeatView
from i18n import Text, _, listed, n_
from renderers import DESCRIPTION_LIMIT
from renderers.architects.board import check, optional_rules, ranked, settings
from renderers.architects.hand import check as check_seat
from renderers.architects.hand import groups
from renderers.architects.look import (
    CATHEDRAL_NOTE,
    PLACES,
    SKILL_NAMES,
    ability,
    amount,
    doing,
    effect,
    signed,
)
from renderers.architects.tableau import character_line
from renderers.kit import seat_text
from renderers.kit.language import said
from renderers.kit.words import series


def _progress(view: PublicView, names: Sequence[str]) -> Text:
    if view.step == "over":
        return _("Architects of the West Kingdom, game over.")
    if view.draft_round:
        return _("Architects of the West Kingdom, opening draft, pick {round}.", round=view.draft_round)
    if view.step == "starter":
        return _("Architects of the West Kingdom, starting apprentices.")
    turn = view.seats[view.active].turns
    return _("Architects of the West Kingdom, {name}'s turn {number}.", name=seat_text(names, view.active), number=turn)


def _acting(view: PublicView, names: Sequence[str]) -> str:
    if view.step == "over":
        places = [
            _("{place}. {name} {score} VP", place=place, name=seat_text(names, seat), score=score)
            for place, seat, score in ranked(view)
        ]
        return _("Final scores: {places}.", places=series(places))
    if not view.waiting_on:
        return ""
    waiting = series([seat_text(names, seat) for seat in view.waiting_on])
    return _("To act: {names} ({doing}).", names=waiting, doing=doing(view.step))


def _within(parts: Sequence[str], limit: int) -> str:
    """Whole parts said in the picture's language, joined in order within ``limit``: one that does not fit is left out.

    The texts are written to fit; this only keeps a freak case (every player's name 32 characters
    long) whole, saying how much was left out.
    """
    text = ""
    for index, part in enumerate(parts):
        part = said(part)
        candidate = f"{text} {part}" if text else part
        if len(candidate) > limit:
            left = len(parts) - index
            note = said(
                n_("({n} more part in the game's other texts.)", "({n} more parts in the game's other texts.)", left)
            )
            while text and len(f"{text} {note}") > limit:
                text = text[: text.rstrip(".").rfind(". ") + 1] if ". " in text else ""
            return f"{text} {note}".strip()
        text = candidate
    return text


def skills(codes: Sequence[str]) -> Text:
    """Skills by name: "Carpentry", "Tiling and Masonry"."""
    return listed([SKILL_NAMES[code] for code in codes])


def _workers(counts: Sequence[int], names: Sequence[str]) -> str:
    return series(
        [_("{name} {count}", name=seat_text(names, seat), count=number) for seat, number in enumerate(counts) if number]
    )


def _player_line(player: PlayerView, names: Sequence[str]) -> Text:
    parts = [
        _("virtue {virtue}", virtue=player.virtue),
        _("Cathedral level {level}", level=player.cathedral),
        amount(player.goods) if player.goods.total else _("no goods"),
        n_("{n} building card in hand", "{n} building cards in hand", player.hand_size),
        n_("{n} apprentice", "{n} apprentices", len(player.apprentices)),
        n_("{n} building", "{n} buildings", len(player.buildings)),
    ]
    if player.debts:
        parts.append(n_("{n} unpaid debt", "{n} unpaid debts", player.debts))
    return _("{name}: {facts}.", name=seat_text(names, player.seat), facts=series(parts))


def describe_public(view: PublicView, names: Sequence[str]) -> str:
    """What the main public image shows, in words (the whole picture's summary)."""
    check(view)
    parts = [_progress(view, names), _acting(view, names), _("{settings}.", settings=settings(view))]
    parts.append(optional_rules(view))
    parts.append(_("Each player's goods, cards and debts are in their tableau's picture."))
    places = [
        _("{place}: {workers}", place=name, workers=workers)
        for key, name, _hint in PLACES
        if (workers := _workers(view.locations.get(key, ()), names))
    ]
    if places:
        parts.append(_("Workers: {places}.", places=series(places, "; ")))
    else:
        parts.append(_("Workers: none on the locations."))
    parts.append(_("Tax Stand: {silver} Silver.", silver=view.tax))
    held = series(
        [
            _("{letter} {name}", letter=letter, name=seat_text(names, seat))
            for letter, seat in zip("ABC", view.market, strict=False)
            if seat >= 0
        ]
    )
    small, large = amount(view.small_market), amount(view.large_market)
    if held:
        parts.append(
            _("Black Market A gives {small}, C gives {large}; taken: {held}.", small=small, large=large, held=held)
        )
    else:
        parts.append(_("Black Market A gives {small}, C gives {large}; all free.", small=small, large=large))
    return _within([part for part in parts if part], DESCRIPTION_LIMIT)


def describe_town(view: PublicView, names: Sequence[str]) -> str:
    """What the Guildhall, Cathedral, virtue and Prison image shows, in words."""
    check(view)
    filled = [seat_text(names, seat) for seat in view.guildhall]
    parts = [
        _(
            "Guildhall: {filled} of {spaces} spaces filled.",
            filled=len(view.guildhall),
            spaces=view.guildhall_spaces,
        )
    ]
    if filled:
        parts.append(_("In order: {names}.", names=series(filled)))
    if view.cycle_spaces:
        parts.append(_("Spaces {spaces} cycle the apprentices.", spaces=series(view.cycle_spaces)))
    levels = [_("{name} level {level}", name=seat_text(names, p.seat), level=p.cathedral) for p in view.seats]
    parts.append(_("Cathedral: {levels}.", levels=series(levels)))
    virtues = [_("{name} {count}", name=seat_text(names, p.seat), count=p.virtue) for p in view.seats]
    parts.append(_("Virtue: {virtues}.", virtues=series(virtues)))
    prison = _workers([p.prison for p in view.seats], names)
    parts.append(_("Prison: {workers}.", workers=prison) if prison else _("Prison: empty."))
    parts.append(CATHEDRAL_NOTE)
    parts.append(
        _(
            "Building deck {buildings}, apprentice deck {apprentices}, rewards left {rewards}.",
            buildings=view.building_deck,
            apprentices=view.apprentice_deck,
            rewards=view.rewards_left,
        )
    )
    return _within(parts, DESCRIPTION_LIMIT)


def describe_workshop(view: PublicView) -> str:
    """What the apprentice display image shows, in words."""
    check(view)
    parts: list[str] = [_("Workshop apprentices for hire.")]
    for row_number, row in enumerate(view.display, start=1):
        cards: list[str] = []
        for column, card in enumerate(row, start=1):
            if card is None:
                cards.append(_("{column}: empty", column=column))
            elif card.coins:
                cards.append(
                    n_(
                        "{column}: {name} ({skills}, {n} skip coin; {ability})",
                        "{column}: {name} ({skills}, {n} skip coins; {ability})",
                        card.coins,
                        column=column,
                        name=card.name,
                        skills=skills(card.skills),
                        ability=ability(card.id),
                    )
                )
            else:
                cards.append(
                    _(
                        "{column}: {name} ({skills}; {ability})",
                        column=column,
                        name=card.name,
                        skills=skills(card.skills),
                        ability=ability(card.id),
                    )
                )
        parts.append(_("Row {row}: {cards}.", row=row_number, cards=series(cards, "; ")))
    return _within(parts, DESCRIPTION_LIMIT)


def describe_tableau(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """What one seat's tableau image shows, in words."""
    player = check(view).seats[seat]
    parts: list[str] = [_player_line(player, names)]
    if player.character:
        parts.append(_("{line}.", line=character_line(player)))
    parts.append(
        n_(
            "Workers: {supply} in supply, {prison} in Prison; {n} debt paid.",
            "Workers: {supply} in supply, {prison} in Prison; {n} debts paid.",
            player.paid,
            supply=player.supply,
            prison=player.prison,
        )
    )
    if player.apprentices:
        hired = [_("{name} ({skills})", name=a.name, skills=skills(a.skills)) for a in player.apprentices]
        parts.append(_("Apprentices: {apprentices}.", apprentices=series(hired, "; ")))
    if player.buildings:
        built = [_("{name} {score} VP", name=b.name, score=b.vp) for b in player.buildings]
        parts.append(_("Buildings: {buildings}.", buildings=series(built)))
    held = _workers(player.held, names)
    if held:
        parts.append(_("Holds captured workers: {workers}.", workers=held))
    return _within(parts, DESCRIPTION_LIMIT)


def _card(card: BuildingFace, detail: int) -> Text:
    """A building card in words: everything (detail 2), without its effect (1), or its name and VP (0)."""
    if not detail:
        return _("{name} ({score} VP)", name=card.name, score=card.vp)
    facts = [_("{score} VP", score=card.vp)]
    if card.skills:
        facts.append(_("needs {skills}", skills=skills(card.skills)))
    facts.append(_("costs {goods}", goods=amount(card.cost)))
    if card.virtue:
        facts.append(_("{virtue} virtue", virtue=signed(card.virtue)))
    does = effect(card.effect) if detail > 1 else ""
    if does:
        return _("{name} ({facts}; {does})", name=card.name, facts=series(facts), does=does)
    return _("{name} ({facts})", name=card.name, facts=series(facts))


def describe_private(seat_view: SeatView, names: Sequence[str]) -> str:
    """What the seat's hand image shows, in words."""
    check_seat(seat_view)
    view = seat_view.public
    player = view.seats[seat_view.seat]
    parts: list[str] = [
        _(
            "Your building cards, {name}; you have {goods}.",
            name=seat_text(names, seat_view.seat),
            goods=amount(player.goods),
        )
    ]
    if seat_view.seat in view.waiting_on:
        parts.append(_("Your turn: you {doing}.", doing=doing(view.step, you=True)))
    for detail in (2, 1, 0):  # as much of each card as the limit has room for, the same for every card
        text = " ".join(said(part) for part in [*parts, *_groups(seat_view, detail)])
        if len(text) <= DESCRIPTION_LIMIT:
            return text
    return _within([*parts, *_groups(seat_view, 0)], DESCRIPTION_LIMIT)


def _groups(seat_view: SeatView, detail: int) -> list[Text]:
    """The seat's card groups, one sentence each, each card told at ``detail``."""
    return [
        _("{title}: {cards}.", title=title, cards=series([_card(card, detail) for card in cards], "; ") or _("none"))
        for title, cards in groups(seat_view)
    ]
