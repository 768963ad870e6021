"""One seat's details image: everything of the seat besides its estate (rules §2.5, §2.11, §5, §7, §9).

The private picture starts with the seat's estate (estate_sheet.py, its reachable spaces
ringed); this phone-sized image follows it, built from the seat's view only, top to bottom:
the seat, its VP and the phase; its dice with their values, who acts now and what the ring
means; while it chooses its board (§7), both sides of the dealt board; its VP by category;
silverlings, workers, track space and empty spaces; storage (with a tile waiting for room),
goods storage, sold goods per type and bonus tiles won; the knowledge tiles in its estate
with what each does; and the legend.
"""

from collections.abc import Sequence
from dataclasses import replace

from engine.burgundy.views import EstateView, PublicView, SeatView, TileFace
from engine.core import fill_names
from i18n import _, listed, n_
from renderers.burgundy import main_board
from renderers.burgundy.estate import draw_estate
from renderers.burgundy.final import CATEGORIES
from renderers.burgundy.look import PALETTE, doing
from renderers.burgundy.offer import explained, explained_height
from renderers.burgundy.pieces import (
    BODY,
    GAP,
    HEADLINE,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TINY,
    WIDTH,
    draw_goods_stack,
    legend,
    legend_height,
    panel,
    seat_chip,
    section_title,
)
from renderers.burgundy.supplies import (
    chosen_die,
    dice_rolled,
    draw_counter,
    draw_dice,
    draw_sold,
    draw_storage,
    draw_won_bonus,
)
from renderers.kit import Canvas, draw_tag, drawn, seat_name, tag_width
from renderers.kit import palette as colours
from renderers.kit.language import said

_RIGHT = WIDTH - MARGIN
_INNER = _RIGHT - MARGIN - 28  # the width inside a panel
_HEADER = MARGIN + 66
_TURN = 196
_DIE = 52
_DEALT_GRID = 480  # the height of a dealt side's estate: hexes as big as on the estate image
_POINTS_ROW = 28
_BONUS_SIDE = 60


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's details image, as PNG bytes."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    view = seat_view.public
    estate = view.estates[seat_view.seat]

    def paint(canvas: Canvas) -> float:
        y = _header(canvas, seat_view, estate, names)
        y = _turn(canvas, seat_view, estate, names, y)
        if _shows_dealt(estate):
            y = _dealt_sides(canvas, estate, y)
        y = _points(canvas, estate, y)
        y = _supplies(canvas, view, estate, y)
        faces = _knowledge_faces(estate)
        title = _("Knowledge tiles in your estate ({n})", n=len(faces))
        y = explained(canvas, title, faces, y) if faces else _no_knowledge(canvas, y, title)
        y = legend(canvas, y, ringed=True)
        return y + MARGIN - GAP

    return drawn(WIDTH, private_height(seat_view), colours.PAPER, paint).png(PALETTE)


def private_height(seat_view: SeatView) -> float:
    """The height :func:`render_private` draws, section by section, without drawing."""
    estate = seat_view.public.estates[seat_view.seat]
    y = _HEADER + _TURN + GAP + (_dealt_height(estate) if _shows_dealt(estate) else 0)
    y += _points_height() + _supplies_height(estate)
    faces = _knowledge_faces(estate)
    y += explained_height(faces) if faces else _NO_KNOWLEDGE
    return y + legend_height(ringed=True) + MARGIN - GAP


def _header(canvas: Canvas, seat_view: SeatView, estate: EstateView, names: Sequence[str]) -> float:
    """The seat's name (and YOUR TURN), its VP on the right; the phase and round below."""
    view = seat_view.public
    middle = MARGIN + 16
    score = canvas.text((_RIGHT, middle), _("{vp} VP", vp=estate.score), HEADLINE, colours.INK, "rm", bold=True)
    mine = seat_view.seat in view.waiting_on
    tag = tag_width(_("YOUR TURN"), TINY) + 10 if mine else 0
    used = seat_chip(canvas, MARGIN, middle, seat_view.seat, names, LARGE, _RIGHT - score - 16 - tag - MARGIN)
    if mine:
        draw_tag(canvas, (MARGIN + used + 10, middle), _("YOUR TURN"), TINY, colours.ATTENTION)
    progress = main_board.progress_text(view)
    if view.stage == "playing":
        progress = _("{progress} \u00b7 region bonus +{bonus} VP", progress=progress, bonus=view.phase_bonus)
    canvas.text((MARGIN, MARGIN + 40), progress, TINY, colours.MUTED, "la", max_width=_RIGHT - MARGIN)
    return _HEADER


def _turn(canvas: Canvas, seat_view: SeatView, estate: EstateView, names: Sequence[str], y: float) -> float:
    """The seat's dice (the chosen one on a dark plate), who decides now, and the seat's situation in words."""
    view = seat_view.public
    mine = seat_view.seat in view.waiting_on
    outline, width = (colours.ATTENTION, 4) if mine else (colours.LINE, 2)
    panel(canvas, (MARGIN, y, _RIGHT, y + _TURN), outline=outline, width=width)
    x = MARGIN + 14
    canvas.text((x, y + 12), _("YOUR DICE"), TINY, colours.MUTED, "la", bold=True)
    if dice_rolled(estate):
        draw_dice(canvas, x + 6, y + 40, _DIE, estate, chosen_die(estate, view), values=True)
    else:
        canvas.text((x, y + 64), _("not rolled yet"), SMALL, colours.MUTED, "lm")
    _now(canvas, seat_view, names, x + 160, y, _RIGHT - 14)
    line_y = y + 142
    for line in _situation(seat_view, estate, names)[:2]:
        canvas.text((x, line_y), line, SMALL, colours.INK, "la", max_width=_INNER)
        line_y += 24
    return y + _TURN + GAP


def _now(canvas: Canvas, seat_view: SeatView, names: Sequence[str], x: float, y: float, right: float) -> None:
    """Who is deciding now and, when it is another seat, that seat's dice (H5)."""
    view = seat_view.public
    canvas.text((x, y + 12), _("NOW"), TINY, colours.MUTED, "la", bold=True)
    if view.stage == "over":
        canvas.text((x, y + 50), _("The game is over."), BODY, colours.INK, "lm", bold=True)
        return
    if seat_view.seat in view.waiting_on:
        canvas.paragraph(
            (x, y + 36), _("You {doing}.", doing=doing(view.decision, you=True)), SMALL, colours.INK, right - x, 3
        )
        return
    waiting = [seat for seat in view.waiting_on if seat != seat_view.seat]
    if not waiting:
        canvas.text((x, y + 50), _("Nothing asked of anyone."), SMALL, colours.MUTED, "lm")
        return
    more = f"+{len(waiting) - 1}" if len(waiting) > 1 else ""
    room = right - x - (tag_width(more, TINY) + 8 if more else 0)
    used = seat_chip(canvas, x, y + 50, waiting[0], names, LARGE, room)
    if more:
        canvas.text((x + used + 8, y + 50), more, SMALL, colours.MUTED, "lm", bold=True)
    other = view.estates[waiting[0]]
    if dice_rolled(other) and view.stage == "playing":
        used = draw_dice(canvas, x + 4, y + 76, 34, other, chosen_die(other, view)) + 12
        canvas.paragraph((x + used, y + 76), doing(view.decision), TINY, colours.INK, right - x - used, 2)
    else:
        canvas.paragraph((x, y + 76), doing(view.decision), TINY, colours.INK, right - x, 2)


def _situation(seat_view: SeatView, estate: EstateView, names: Sequence[str]) -> list[str]:
    """One or two lines: the seat's board (or its secret choice, or where its choice stands), what the ring means."""
    view = seat_view.public
    lines: list[str] = []
    if seat_view.secret_choice:
        choice = fill_names(seat_view.secret_choice, [seat_name(names, seat) for seat in range(view.players)])
        lines.append(_("Secret choice: {choice}", choice=said(choice).split(": ", 1)[-1]))
    elif estate.board:
        lines.append(
            _("Estate No. {board}, start castle on space {space}", board=estate.board, space=estate.castle_space)
        )
    elif estate.has_chosen:
        lines.append(_("Board chosen, not revealed yet"))
    elif estate.seat in view.waiting_on:
        lines.append(_("Choose your board and start castle"))
    elif estate.dealt:
        lines.append(_("You choose your board after the players before you"))
    reach = view.reach
    if reach is not None and reach.seat == seat_view.seat:
        count = len(reach.spaces)
        spaces = n_("{n} space", "{n} spaces", count)
        placing = placing_tile(estate, reach.tile)
        what = _("your {tile}", tile=placing.label) if placing is not None else _("a stored tile")
        how = _("without a die") if reach.die is None else _("with your {die}", die=reach.die)
        lines.append(_("Ringed: {spaces} for {tile} {how}", spaces=spaces, tile=what, how=how))
    return lines


def placing_tile(estate: EstateView, tile_id: str) -> TileFace | None:
    """The stored tile being placed, by the id the view's ``reach`` names."""
    return next((tile for tile in estate.storage if tile_id and tile.id == tile_id), None)


def _shows_dealt(estate: EstateView) -> bool:
    """Whether the seat still has to choose between the two sides of its dealt board (§7)."""
    return bool(estate.dealt_colours) and not estate.has_chosen


def _dealt_height(estate: EstateView) -> float:
    return SECTION_TITLE + len(estate.dealt_colours) * (40 + _DEALT_GRID + 8 + GAP)


def _dealt_sides(canvas: Canvas, estate: EstateView, y: float) -> float:
    """Both sides of the dealt board, one under the other, while this seat's choice is pending (§7)."""
    dealt = listed([_("No. {board}", board=board) for board in estate.dealt], "or")
    y = section_title(canvas, MARGIN, y, _("Your dealt board: {boards}", boards=dealt))
    for board, side in zip(estate.dealt, estate.dealt_colours, strict=True):
        height = 40 + _DEALT_GRID + 8
        panel(canvas, (MARGIN, y, _RIGHT, y + height))
        canvas.text((MARGIN + 14, y + 20), _("No. {board}", board=board), BODY, colours.INK, "lm", bold=True)
        box = (MARGIN + 6, y + 40, _RIGHT - 6, y + 40 + _DEALT_GRID)
        draw_estate(canvas, replace(estate, colours=side, placed={}), box, {}, gap=1.5)
        y += height + GAP
    return y


def _points_height() -> float:
    return SECTION_TITLE + 12 + -(-len(CATEGORIES) // 3) * _POINTS_ROW + 6 + GAP


def _points(canvas: Canvas, estate: EstateView, y: float) -> float:
    """The seat's VP by category (§6), three to a row."""
    y = section_title(canvas, MARGIN, y, _("Your {vp} VP by category", vp=estate.score))
    height = _points_height() - SECTION_TITLE - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    column = _INNER / 3
    for index, (key, title) in enumerate(CATEGORIES):
        row, col = divmod(index, 3)
        left = MARGIN + 14 + col * column
        middle = y + 12 + row * _POINTS_ROW + _POINTS_ROW / 2
        value = estate.points.get(key, 0)
        shade = colours.INK if value else colours.MUTED
        used = canvas.text((left, middle), value, SMALL, shade, "lm", bold=True)
        canvas.text((left + max(used, 22) + 6, middle), title, TINY, shade, "lm", max_width=column - 34)
    return y + height + GAP


_COUNTERS = 82
_STORAGE = 104
_GOODS = 84
_SOLD = 76


def _bonus_rows(estate: EstateView) -> int:
    per_row = max(1, int((_INNER + 6) // (_BONUS_SIDE + 6)))
    return -(-len(estate.bonus_tiles) // per_row)


def _supplies_height(estate: EstateView) -> float:
    rows = _bonus_rows(estate)
    bonus = 30 + (rows * (_BONUS_SIDE + 6) - 6 if rows else 24) + 12
    return _COUNTERS + _STORAGE + _GOODS + _SOLD + bonus + GAP


def _supplies(canvas: Canvas, view: PublicView, estate: EstateView, y: float) -> float:
    """Silverlings, workers, track, empty spaces; storage, goods storage, sold goods, bonus tiles won (§2.11)."""
    height = _supplies_height(estate) - GAP
    panel(canvas, (MARGIN, y, _RIGHT, y + height))
    x = MARGIN + 14
    top = y

    def label(text: str) -> None:
        canvas.text((x, top + 12), text, TINY, colours.MUTED, "la", bold=True)

    middle = top + 34
    used = draw_counter(canvas, x, middle, "coin", estate.silverlings, 30)
    canvas.text((x, middle + 30), _("silverlings"), TINY, colours.MUTED, "la")
    worker_x = x + max(used + 30, 130)
    draw_counter(canvas, worker_x, middle, "worker", estate.workers, 30)
    canvas.text((worker_x, middle + 30), _("workers"), TINY, colours.MUTED, "la")
    facts_x = worker_x + 130
    room = _RIGHT - 14 - facts_x
    canvas.text(
        (facts_x, middle - 12), _("track space {space}", space=estate.track_space), SMALL, colours.INK, "lm", True, room
    )
    canvas.text(
        (facts_x, middle + 14), _("{n} empty spaces", n=estate.empty_spaces), SMALL, colours.INK, "lm", True, room
    )
    top += _COUNTERS

    reach = view.reach
    marked = reach.tile if reach is not None and reach.seat == estate.seat else ""
    held = view.held if view.active == estate.seat else None
    if held is not None:
        label(_("STORAGE ({n} of 3) \u00b7 discard one for the new tile", n=len(estate.storage)))
    else:
        label(_("STORAGE ({n} of 3)", n=len(estate.storage)))
    draw_storage(canvas, x, top + 66, 36, estate, marked, held)
    top += _STORAGE

    label(_("GOODS STORAGE"))
    for index in range(3):
        left = x + index * (_INNER / 3)
        stack = estate.goods[index] if index < len(estate.goods) else None
        goods_middle = top + 56
        if stack is None:
            canvas.dashed_box((left, goods_middle - 20, left + 40, goods_middle + 20), colours.LINE, 2, 6)
        else:
            draw_goods_stack(canvas, left, goods_middle, 40, stack.goods, stack.count)
    top += _GOODS

    label(_("SOLD GOODS ({n})", n=sum(estate.sold)))
    draw_sold(canvas, x, top + 52, 32, estate, _INNER / 6)
    top += _SOLD

    label(_("BONUS TILES WON"))
    if estate.bonus_tiles:
        draw_won_bonus(canvas, x, top + 36 + _BONUS_SIDE / 2, _BONUS_SIDE, estate, _INNER)
    else:
        canvas.text((x, top + 36), _("none yet"), SMALL, colours.MUTED, "la")
    return y + height + GAP


def _knowledge_faces(estate: EstateView) -> list[TileFace]:
    return sorted((tile for tile in estate.placed.values() if tile.kind == "knowledge"), key=lambda tile: tile.number)


_NO_KNOWLEDGE = SECTION_TITLE + 44 + GAP


def _no_knowledge(canvas: Canvas, y: float, title: str) -> float:
    y = section_title(canvas, MARGIN, y, title)
    panel(canvas, (MARGIN, y, _RIGHT, y + 44))
    note = _("None yet: a yellow tile acts from the moment it is placed.")
    canvas.text((MARGIN + 14, y + 22), note, TINY, colours.MUTED, "lm", max_width=_INNER)
    return y + 44 + GAP
