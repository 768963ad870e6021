"""The Architects public board images, from the public view only (rules §2.3-§2.6, §4.4-§4.5, §12).

Three phone-sized images. The main one: the game's progress, who acts and what they decide
(or the final scores), the nine large-circle locations with each colour's workers and count,
the Tax Stand's silver, and the Black Market's three spaces with what they give and who is on
them (only the showing face of each card pile, never a hidden side). The ``town`` image: the
Guildhall's spaces in reading order (the two reset spaces marked), the Cathedral's levels, the
virtue track with what each stretch bars, the Prison, and the piles. The ``workshop`` image:
the apprentice display, two rows of four, with each card's skills, ability and skip coins.
"""

from collections.abc import Sequence

from engine.architects.board import CATHEDRAL, GUILDHALL_ROWS, MARKET_COST, TABLES, VIRTUE_MAX, VIRTUE_VP
from engine.architects.text.names import LOCATION
from engine.architects.views import ApprenticeFace, PublicView
from i18n import _, n_
from renderers.architects.look import (
    BARRED,
    BODY,
    COIN,
    GAP,
    HEADLINE,
    LARGE,
    MARGIN,
    PALETTE,
    PLACES,
    RESET_SPACE,
    SECTION,
    SMALL,
    TINY,
    WIDTH,
    ability,
    amount,
    doing,
    signed,
)
from renderers.architects.parts import BADGE, badges, counted_badges, heading, panel, skill_tags, tokens
from renderers.kit import Canvas, draw_badge, draw_tag, drawn, seat_chip, seat_name, seat_style, text_width
from renderers.kit import palette as colours
from renderers.kit.mirror import facing
from renderers.kit.words import series

RIGHT = WIDTH - MARGIN
HEADER = MARGIN + 62
RULES_LINE = 24  # the line naming the optional rules in play, under the settings
STATUS = 92
PLACE_ROW = 44
MARKET_ROW = 46
MARKET_NOTE = 26
LEVEL_ROW = 40
GUILD_ROW = 44
CELL = (WIDTH - 2 * MARGIN) / (VIRTUE_MAX + 1)
CARD_HEIGHT = 178
CARD_GAP = 8
TO_ACT = _("TO ACT")
EMPTY = _("empty")


def check(view: object) -> PublicView:
    """``view`` if it is a public view (a seat's view would risk its secrets on the public picture)."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")
    return view


def progress(view: PublicView, names: Sequence[str]) -> str:
    """Where the game stands, in a few words."""
    if view.step == "over":
        return _("Game over")
    if view.draft_round:
        return _("Opening draft, pick {round}", round=view.draft_round)
    if view.step == "starter":
        return _("Starting apprentices: {name} picks", name=seat_name(names, view.waiting_on[0]))
    turn = view.seats[view.active].turns
    return _("{name}'s turn {number}", name=seat_name(names, view.active), number=turn)


def settings(view: PublicView) -> str:
    """The game's settings and the state of the Guildhall, in one line."""
    sides = _("variable characters") if view.variable else _("standard boards")
    parts = [
        n_("{n} player", "{n} players", view.players),
        sides,
        _("Guildhall {filled} of {spaces}", filled=len(view.guildhall), spaces=view.guildhall_spaces),
    ]
    if view.final_turns > 0 and view.step != "over":
        parts.append(n_("final round: {n} turn left", "final round: {n} turns left", view.final_turns))
    return series(parts, " \u00b7 ")


# The main image --------------------------------------------------------------------------------------------------


def optional_rules(view: PublicView) -> str:
    """The optional rules in play (lobby options), in one line; empty for the base rules."""
    return _("Optional: {rules}.", rules=series(view.rules)) if view.rules else ""


def _header(view: PublicView) -> float:
    return HEADER + (RULES_LINE if view.rules else 0)


def main_height(view: PublicView) -> float:
    """The height :func:`render_main` draws."""
    status = _final_height(view) if view.step == "over" else STATUS
    places = SECTION + len(PLACES) * PLACE_ROW + GAP
    market = SECTION + 3 * MARKET_ROW + MARKET_NOTE
    return _header(view) + status + GAP + places + market + MARGIN


def render_main(view: PublicView, names: Sequence[str]) -> bytes:
    """The main board image, as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        canvas = facing(canvas)  # right to left in Persian: x from the right edge
        canvas.text((MARGIN, MARGIN), progress(view, names), HEADLINE, colours.INK, "la", True, RIGHT - MARGIN)
        canvas.text((MARGIN, MARGIN + 36), settings(view), TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
        if view.rules:
            canvas.text((MARGIN, HEADER), optional_rules(view), TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
        y = _header(view)
        y = _final(canvas, view, names, y) if view.step == "over" else _status(canvas, view, names, y)
        y = _places(canvas, view, y + GAP)
        y = _market(canvas, view, y)
        return y + MARGIN

    return drawn(WIDTH, main_height(view), colours.PAPER, paint).png(PALETTE)


def _status(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    panel(canvas, (MARGIN, y, RIGHT, y + STATUS), colours.ATTENTION, 3)
    middle = y + 28
    tag = draw_tag(canvas, (MARGIN + 14, middle), TO_ACT, TINY, colours.ATTENTION)
    x = tag[2] + 10
    waiting = view.waiting_on
    if len(waiting) == 1:
        seat_chip(canvas, x, middle, waiting[0], names, LARGE, RIGHT - 14 - x)
        what = doing(view.step)
    else:
        badges(canvas, x, middle, waiting)
        what = _("each {doing}", doing=doing(view.step, you=True))
    canvas.text((MARGIN + 14, y + 66), what, SMALL, colours.INK, "lm", max_width=RIGHT - MARGIN - 28)
    return y + STATUS


def ranked(view: PublicView) -> list[tuple[int, int, int]]:
    """(place, seat, score) best first; equal scores share a place (the engine's tie-breakers are in the log)."""
    scores = view.scores or tuple(0 for _ in view.seats)
    order = sorted(range(view.players), key=lambda seat: (-scores[seat], seat))
    return [(1 + sum(other > scores[seat] for other in scores), seat, scores[seat]) for seat in order]


def _final_height(view: PublicView) -> float:
    return 40 + 34 * view.players


def _final(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    height = _final_height(view)
    panel(canvas, (MARGIN, y, RIGHT, y + height), colours.ATTENTION, 3)
    canvas.text((MARGIN + 14, y + 10), _("FINAL SCORES"), TINY, colours.MUTED, "la", bold=True)
    for row, (place, seat, score) in enumerate(ranked(view)):
        middle = y + 40 + row * 34 + 14
        canvas.text((MARGIN + 14, middle), _("{place}.", place=place), BODY, colours.INK, "lm", bold=True)
        seat_chip(canvas, MARGIN + 46, middle, seat, names, LARGE, RIGHT - 120 - MARGIN - 46)
        canvas.text((RIGHT - 14, middle), _("{score} VP", score=score), BODY, colours.INK, "rm", bold=True)
    return y + height


def _places(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, _("Locations: workers by colour"))
    top = y
    panel(canvas, (MARGIN, top - 4, RIGHT, top + len(PLACES) * PLACE_ROW + 4))
    for index, (key, name, hint) in enumerate(PLACES):
        row = top + index * PLACE_ROW
        if index:
            canvas.line([(MARGIN + 10, row), (RIGHT - 10, row)], colours.LINE, 1)
        canvas.text((MARGIN + 12, row + 5), name, SMALL, colours.INK, "la", bold=True, max_width=200)
        if key == "tax_stand":
            hint = _("tax pile: {silver} Silver", silver=view.tax)
        canvas.text((MARGIN + 12, row + 26), hint, TINY, colours.MUTED, "la", max_width=190)
        counts = view.locations.get(key, ())
        if not counted_badges(canvas, 212, row + PLACE_ROW / 2, counts, SMALL):
            canvas.text((212, row + PLACE_ROW / 2), _("no workers"), TINY, colours.MUTED, "lm")
    return top + len(PLACES) * PLACE_ROW + GAP


def _market(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, _("Black Market (1 worker each; -1 virtue)"))
    for index, letter in enumerate("ABC"):
        row = y + index * MARKET_ROW
        middle = row + (MARKET_ROW - 6) / 2
        panel(canvas, (MARGIN, row, RIGHT, row + MARKET_ROW - 6))
        draw_tag(canvas, (MARGIN + 10, middle), letter, SMALL, colours.INK)
        canvas.text(
            (MARGIN + 46, middle), _("{silver} Silver", silver=MARKET_COST[letter]), SMALL, colours.INK, "lm", bold=True
        )
        x = MARGIN + 140
        if letter == "B":
            text = _("hire 1 apprentice, or draw 5 building cards, keep 1")
            canvas.text((x, middle), text, TINY, colours.INK, "lm", max_width=RIGHT - 60 - x)
        else:
            tokens(canvas, x, middle, view.small_market if letter == "A" else view.large_market)
        seat = view.market[index]
        if seat >= 0:
            draw_badge(canvas, (RIGHT - 12 - BADGE, middle), BADGE, seat_style(seat))
        else:
            canvas.text((RIGHT - 12, middle), _("free"), TINY, colours.MUTED, "rm")
    y += 3 * MARKET_ROW
    note = _(
        "Barred at virtue 10 or more. Card piles: Small {small}, Large {large}.",
        small=view.small_pile,
        large=view.large_pile,
    )
    canvas.text((MARGIN, y + 2), note, TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
    return y + MARKET_NOTE


# The town image: Guildhall, Cathedral, virtue, Prison ------------------------------------------------------------


def _stack(view: PublicView) -> int:
    """The most seats sharing one virtue space (at least 1): the virtue track's cells are that tall."""
    shared = [sum(seat.virtue == value for seat in view.seats) for value in range(VIRTUE_MAX + 1)]
    return max(1, *shared)


def town_height(view: PublicView) -> float:
    """The height :func:`render_town` draws."""
    guild = SECTION + GUILDHALL_ROWS * GUILD_ROW + 30 + GAP
    cathedral = SECTION + (len(CATHEDRAL) + 1) * LEVEL_ROW + GAP
    virtue = SECTION + 48 + _stack(view) * (2 * BADGE + 4) + 30 + GAP
    prison = SECTION + 36 + GAP
    piles = 26
    return MARGIN + guild + cathedral + virtue + prison + piles + MARGIN


def render_town(view: PublicView, names: Sequence[str]) -> bytes:
    """The Guildhall, Cathedral, virtue track and Prison image, as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        canvas = facing(canvas)  # right to left in Persian: x from the right edge
        y = _guildhall(canvas, view, MARGIN)
        y = _cathedral(canvas, view, y)
        y = _virtue(canvas, view, y)
        y = _prison(canvas, view, y)
        piles = _(
            "Building deck {buildings} \u00b7 apprentice deck {apprentices} \u00b7 rewards left {rewards}",
            buildings=view.building_deck,
            apprentices=view.apprentice_deck,
            rewards=view.rewards_left,
        )
        canvas.text((MARGIN, y + 2), piles, TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
        return y + 26 + MARGIN

    return drawn(WIDTH, town_height(view), colours.PAPER, paint).png(PALETTE)


def _guildhall(canvas: Canvas, view: PublicView, y: float) -> float:
    filled, spaces = len(view.guildhall), view.guildhall_spaces
    y = heading(canvas, y, _("Guildhall: {filled} of {spaces} spaces filled", filled=filled, spaces=spaces))
    columns = view.players + 1
    resets = TABLES[view.players].reset_spaces if view.players in TABLES else ()
    width = min(88.0, (RIGHT - MARGIN) / columns)
    for number in range(1, view.guildhall_spaces + 1):
        row, column = divmod(number - 1, columns)
        left, top = MARGIN + column * width, y + row * GUILD_ROW
        box = (left, top, left + width - 4, top + GUILD_ROW - 4)
        reset, cycle = number in resets, number in view.cycle_spaces
        canvas.box(box, RESET_SPACE if reset or cycle else colours.PANEL, colours.LINE, 2, radius=6)
        middle = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        if number <= len(view.guildhall):
            draw_badge(canvas, middle, BADGE, seat_style(view.guildhall[number - 1]))
        else:
            mark = _("{number} reset", number=number) if reset else _("{number} cycle", number=number) if cycle else ""
            canvas.text(middle, mark or str(number), TINY, colours.MUTED, "mm")
    y += GUILDHALL_ROWS * GUILD_ROW
    if view.overflow:
        used = canvas.text((MARGIN, y + 14), _("Beside it (final round):"), TINY, colours.MUTED, "lm")
        badges(canvas, MARGIN + used + 8, y + 14, view.overflow)
    else:
        note = _("Filling a reset space resets the Black Market; the last one ends the game.")
        if view.cycle_spaces:
            note = _(
                "A reset space resets the Black Market; a cycle space cycles the apprentices; the last one ends it."
            )
        canvas.text((MARGIN, y + 14), note, TINY, colours.MUTED, "lm", max_width=RIGHT - MARGIN)
    return y + 30 + GAP


def _cathedral_columns() -> tuple[float, float]:
    """Where a Cathedral row's VP and cost start: after the widest level and VP words (90 and 150 in English)."""
    levels = max(
        text_width(_("Level {level}", level=level), SMALL, bold=True) for level in range(1, len(CATHEDRAL) + 1)
    )
    scores = max(text_width(_("{score} VP", score=found.vp), SMALL, bold=True) for found in CATHEDRAL)
    vp = max(MARGIN + 90, MARGIN + 12 + levels + 12)
    return vp, max(MARGIN + 150, vp + scores + 12)


def _cathedral(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, _("Cathedral (barred at virtue 4 or less)"))
    top = y
    panel(canvas, (MARGIN, top - 4, RIGHT, top + (len(CATHEDRAL) + 1) * LEVEL_ROW + 4))
    vp_x, cost_x = _cathedral_columns()
    for row, level in enumerate(range(len(CATHEDRAL), -1, -1)):
        middle = top + row * LEVEL_ROW + LEVEL_ROW / 2
        there = [seat.seat for seat in view.seats if seat.cathedral == level]
        badges_x = RIGHT - 12 - len(there) * (2 * BADGE + 6)
        if level:
            found = CATHEDRAL[level - 1]
            cost = amount(found.cost) if found.cost.total else _("{n} Stone/Wood", n=found.mix)
            canvas.text((MARGIN + 12, middle), _("Level {level}", level=level), SMALL, colours.INK, "lm", bold=True)
            canvas.text((vp_x, middle), _("{score} VP", score=found.vp), SMALL, colours.INK, "lm", bold=True)
            room = n_("{n} space", "{n} spaces", found.spaces)
            line = _("{cost} \u00b7 {spaces}", cost=cost, spaces=room)
            canvas.text((cost_x, middle), line, TINY, colours.MUTED, "lm", max_width=max(220, badges_x - 8 - cost_x))
        else:
            canvas.text((MARGIN + 12, middle), _("Not started (0 VP)"), SMALL, colours.MUTED, "lm")
        badges(canvas, badges_x, middle, there)
    return top + (len(CATHEDRAL) + 1) * LEVEL_ROW + GAP


def _virtue(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, _("Virtue track (final VP below each space)"))
    stack = _stack(view)
    height = 48 + stack * (2 * BADGE + 4)
    for value in range(VIRTUE_MAX + 1):
        left = MARGIN + value * CELL
        barred = value <= 4 or value >= 10
        canvas.box((left, y, left + CELL - 2, y + height), BARRED if barred else colours.PANEL, colours.LINE, 2, 4)
        centre = left + (CELL - 2) / 2
        canvas.text((centre, y + 4), str(value), TINY, colours.INK, "ma", bold=True)
        vp = VIRTUE_VP[value]
        canvas.text((centre, y + 24), signed(vp) if vp else "0", TINY, colours.MUTED, "ma")
        there = [seat.seat for seat in view.seats if seat.virtue == value]
        for index, seat in enumerate(there):
            middle = y + 48 + index * (2 * BADGE + 4) + BADGE
            draw_badge(canvas, (centre, middle), BADGE, seat_style(seat))
    y += height
    spans = ((0, 4, _("no Cathedral")), (5, 9, _("no limits")), (10, 14, _("no Black Market")))
    for first, last, words in spans:
        centre = MARGIN + (first + last + 1) * CELL / 2
        canvas.text((centre, y + 15), words, TINY, colours.INK if first != 5 else colours.MUTED, "mm")
    return y + 30 + GAP


def _prison(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, LOCATION["prison"])
    counts = [seat.prison for seat in view.seats]
    if not counted_badges(canvas, MARGIN, y + 14, counts, BODY):
        canvas.text((MARGIN, y + 14), EMPTY, SMALL, colours.MUTED, "lm")
    return y + 36 + GAP


# The workshop image: the apprentice display ----------------------------------------------------------------------


def workshop_height(view: PublicView) -> float:
    """The height :func:`render_workshop` draws."""
    rows = max(1, len(view.display))
    return MARGIN + SECTION + 24 + rows * (CARD_HEIGHT + CARD_GAP) + 26 + MARGIN


def render_workshop(view: PublicView) -> bytes:
    """The apprentice display (two rows of four, with skip coins), as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        canvas = facing(canvas)  # right to left in Persian: x from the right edge
        y = heading(canvas, MARGIN, _("Workshop: apprentices for hire"))
        columns = max((len(row) for row in view.display), default=4)
        width = (RIGHT - MARGIN - (columns - 1) * CARD_GAP) / columns
        for column in range(columns):
            x = MARGIN + column * (width + CARD_GAP)
            canvas.text((x + width / 2, y + 10), _("column {number}", number=column + 1), TINY, colours.MUTED, "mm")
        y += 24
        for cards in view.display or ((),):
            for column, card in enumerate(cards):
                x = MARGIN + column * (width + CARD_GAP)
                _apprentice(canvas, (x, y, x + width, y + CARD_HEIGHT), card)
            y += CARD_HEIGHT + CARD_GAP
        note = _(
            "Reach: 1 column per worker there (up to 4); coins skip cards. Deck: {deck}.", deck=view.apprentice_deck
        )
        canvas.text((MARGIN, y + 4), note, TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
        return y + 26 + MARGIN

    return drawn(WIDTH, workshop_height(view), colours.PAPER, paint).png(PALETTE)


def _apprentice(canvas: Canvas, box: tuple[float, float, float, float], card: ApprenticeFace | None) -> None:
    left, top, right, bottom = box
    if card is None:
        canvas.box(box, colours.SHADE, colours.LINE, 2, radius=10)
        canvas.text(((left + right) / 2, (top + bottom) / 2), EMPTY, TINY, colours.MUTED, "mm")
        return
    canvas.box(box, colours.WHITE, colours.INK, 2, radius=10)
    inner = right - left - 16
    canvas.text_fit((left + 8, top + 8), card.name, SMALL, TINY, inner, colours.INK, "la", bold=True)
    skill_tags(canvas, left + 8, top + 44, card.skills, room=inner)
    canvas.paragraph((left + 8, top + 62), ability(card.id), TINY, colours.INK, inner, 4, 1.2)
    if card.coins:
        centre = (left + 20, bottom - 20)
        canvas.circle(centre, 13, COIN, colours.INK, 2)
        canvas.text(centre, str(card.coins), TINY, colours.INK, "mm", bold=True)
        canvas.text((left + 40, bottom - 20), n_("coin", "coins", card.coins), TINY, colours.INK, "lm")
