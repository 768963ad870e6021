"""One seat's private picture: its estate in full, its dice and what the chosen die can reach (rules §2.11, §5, §9).

Built from the seat's view only: the big estate with the colour letter and die number of
every space and the placed tiles; the highlighted spaces of the current decision (the
view's ``reach``) with their worker cost; the two dice; storage, goods storage, silverlings,
workers, VP by category, sold goods, bonus tiles won and the knowledge tiles with what they
do; and, in the variant, the seat's own secret board choice until everyone has chosen.
"""

from collections.abc import Sequence
from dataclasses import replace

from engine.burgundy.views import EstateView, PublicView, SeatView, TileFace, tile_effect
from engine.core import fill_names
from renderers.burgundy.board import HEADER_HEIGHT, header
from renderers.burgundy.estate import draw_estate, reach_for
from renderers.burgundy.final import CATEGORIES
from renderers.burgundy.look import PALETTE, doing, kind_of
from renderers.burgundy.pieces import (
    BODY,
    GAP,
    LARGE,
    MARGIN,
    SECTION_TITLE,
    SMALL,
    TINY,
    WIDTH,
    draw_goods_stack,
    draw_mark,
    hexagon,
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
from renderers.kit import Box, Canvas, draw_tag, drawn, seat_name
from renderers.kit import palette as colours

_ESTATE_BOX = 700  # width of the big estate's panel
_SIDE_X = MARGIN + _ESTATE_BOX + GAP


def render_private(seat_view: SeatView, names: Sequence[str]) -> bytes:
    """The seat's private picture, as PNG bytes."""
    if not isinstance(seat_view, SeatView):
        raise TypeError(f"render_private needs a SeatView, not {type(seat_view).__name__}")
    view = seat_view.public
    estate = view.estates[seat_view.seat]

    def paint(canvas: Canvas) -> float:
        y = header(canvas, view, "YOUR ESTATE")
        y = _turn_strip(canvas, seat_view, estate, names, y)
        y = _estate_and_supplies(canvas, view, estate, y)
        y = _knowledge(canvas, estate, y)
        y = legend(canvas, y, ringed=True)
        return y + MARGIN - GAP

    return drawn(WIDTH, private_height(estate), colours.PAPER, paint).png(PALETTE)


_STRIP_HEIGHT = 150
_ESTATE_HEIGHT = 640
_KNOWLEDGE_ROW = 58


def private_height(estate: EstateView) -> float:
    """The height :func:`render_private` draws, section by section, without drawing."""
    y = HEADER_HEIGHT + _STRIP_HEIGHT + GAP + _ESTATE_HEIGHT + GAP + _knowledge_height(estate)
    return y + legend_height(ringed=True) + MARGIN - GAP


def _knowledge_rows(count: int) -> tuple[int, int]:
    """Columns and rows of the knowledge list for ``count`` tiles."""
    columns = 2 if count > 3 else 1
    return columns, -(-count // columns)


def _knowledge_height(estate: EstateView) -> float:
    count = len(_knowledge_faces(estate))
    return SECTION_TITLE + (_knowledge_rows(count)[1] * _KNOWLEDGE_ROW + 16 if count else 64) + GAP


def _turn_strip(canvas: Canvas, seat_view: SeatView, estate: EstateView, names: Sequence[str], y: float) -> float:
    """Whose turn it is, this seat's dice (the chosen one ringed) and the current decision."""
    view = seat_view.public
    height = _STRIP_HEIGHT
    mine = seat_view.seat in view.waiting_on
    outline, width = (colours.ATTENTION, 4) if mine else (colours.LINE, 2)
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height), outline=outline, width=width)
    x = MARGIN + 20
    used = seat_chip(canvas, x, y + 34, seat_view.seat, names, LARGE, 420)
    if mine:
        draw_tag(canvas, (x + used + 14, y + 34), "YOUR TURN", TINY, colours.ATTENTION)
    line_y = y + 80
    for line in _situation(seat_view, estate, names)[:2]:
        canvas.text((x, line_y), line, SMALL, colours.INK, "la", max_width=560)
        line_y += 32
    dice_x = MARGIN + 640
    canvas.text((dice_x, y + 14), "YOUR DICE", TINY - 2, colours.MUTED, "la", bold=True)
    if dice_rolled(estate):
        draw_dice(canvas, dice_x, y + 40, 74, estate, chosen_die(estate, view), values=True)
    else:
        canvas.text((dice_x, y + 76), "not rolled yet", SMALL, colours.MUTED, "lm")
    _current_player(canvas, seat_view, names, dice_x + 210, y, WIDTH - MARGIN - 18)
    return y + height + GAP


def _situation(seat_view: SeatView, estate: EstateView, names: Sequence[str]) -> list[str]:
    """One or two lines under the seat's name: its board, its secret choice, what the ring means."""
    view = seat_view.public
    lines: list[str] = []
    if seat_view.secret_choice:
        choice = fill_names(seat_view.secret_choice, [seat_name(names, seat) for seat in range(view.players)])
        lines.append(f"Secret choice: {choice.split(': ', 1)[-1]}")
    elif estate.board:
        lines.append(f"Estate No. {estate.board}, start castle on space {estate.castle_space}")
    elif estate.dealt:
        lines.append("Dealt: " + " or ".join(f"No. {board}" for board in estate.dealt))
    reach = view.reach
    if reach is not None and reach.seat == seat_view.seat:
        count = len(reach.spaces)
        spaces = f"{count} space{'s' if count != 1 else ''}"
        placing = placing_tile(estate, reach.tile)
        what = f"your {placing.label}" if placing is not None else "a stored tile"
        how = "without a die" if reach.die is None else f"with your {reach.die}"
        lines.append(f"Ringed: {spaces} for {what} {how}")
    return lines


def placing_tile(estate: EstateView, tile_id: str) -> TileFace | None:
    """The stored tile being placed, by the id the view's ``reach`` names."""
    return next((tile for tile in estate.storage if tile_id and tile.id == tile_id), None)


def _current_player(
    canvas: Canvas, seat_view: SeatView, names: Sequence[str], x: float, y: float, right: float
) -> None:
    """Who is deciding now and, when it is another seat, that seat's dice (H5)."""
    view = seat_view.public
    canvas.text((x, y + 14), "NOW", TINY - 2, colours.MUTED, "la", bold=True)
    if view.stage == "over":
        canvas.text((x, y + 60), "The game is over.", BODY, colours.INK, "lm", bold=True)
        return
    waiting = [seat for seat in view.waiting_on if seat != seat_view.seat]
    if seat_view.seat in view.waiting_on:
        canvas.paragraph((x, y + 44), f"You {doing(view.decision, you=True)}.", SMALL, colours.INK, right - x, 3)
        return
    if not waiting:
        canvas.text((x, y + 60), "Nothing asked of anyone.", SMALL, colours.MUTED, "lm")
        return
    used = seat_chip(canvas, x, y + 58, waiting[0], names, BODY, right - x)
    if len(waiting) > 1:
        canvas.text((x + used + 10, y + 58), f"+{len(waiting) - 1}", SMALL, colours.MUTED, "lm")
    other = view.estates[waiting[0]]
    if dice_rolled(other) and view.stage == "playing":
        draw_dice(canvas, x, y + 86, 42, other, chosen_die(other, view))
        canvas.text((x + 110, y + 106), doing(view.decision), TINY - 2, colours.INK, "lm", max_width=right - x - 110)
    else:
        canvas.text((x, y + 104), doing(view.decision), TINY, colours.INK, "lm", max_width=right - x)


def _estate_and_supplies(canvas: Canvas, view: PublicView, estate: EstateView, y: float) -> float:
    """The big estate on the left, the supplies column on the right."""
    height = _ESTATE_HEIGHT
    panel(canvas, (MARGIN, y, MARGIN + _ESTATE_BOX, y + height))
    box = (MARGIN + 8, y + 8, MARGIN + _ESTATE_BOX - 8, y + height - 8)
    draw_estate(canvas, estate, box, reach_for(estate, view.reach), gap=2.5)
    if not estate.colours:
        _not_revealed(canvas, view, estate, box)
    reach = view.reach
    marked = reach.tile if reach is not None and reach.seat == estate.seat else ""
    held = view.held if view.active == estate.seat else None
    _supplies(canvas, estate, _SIDE_X, y, WIDTH - MARGIN, marked, held)
    return y + height + GAP


def _not_revealed(canvas: Canvas, view: PublicView, estate: EstateView, box: Box) -> None:
    """Over the seat's estate while its board is not chosen or not revealed (§7)."""
    centre_x, centre_y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    if estate.has_chosen:
        text = "Board chosen, not revealed yet"
    elif estate.seat in view.waiting_on:
        text = "Choose your board and start castle"
    else:
        text = "You choose your board after the players before you"
    if estate.dealt_colours and not estate.has_chosen and estate.seat in view.waiting_on:
        _dealt_sides(canvas, estate, box, text)
        return
    canvas.box((box[0] + 60, centre_y - 60, box[2] - 60, centre_y + 60), colours.PANEL, colours.INK, 3, radius=16)
    canvas.text((centre_x, centre_y - 18), text, BODY, colours.INK, "mm", bold=True, max_width=box[2] - box[0] - 150)
    if estate.dealt:
        dealt = " or ".join(f"No. {board}" for board in estate.dealt)
        canvas.text((centre_x, centre_y + 24), f"dealt {dealt}", SMALL, colours.MUTED, "mm")


def _dealt_sides(canvas: Canvas, estate: EstateView, box: Box, heading: str) -> None:
    """Both sides of the dealt board, side by side, while this seat's choice is pending (§7)."""
    canvas.box(box, colours.PANEL, radius=12)
    centre_x = (box[0] + box[2]) / 2
    canvas.text((centre_x, box[1] + 24), heading, BODY, colours.INK, "mm", bold=True, max_width=box[2] - box[0] - 20)
    half = (box[2] - box[0]) / 2
    for index, (board, side) in enumerate(zip(estate.dealt, estate.dealt_colours, strict=True)):
        left = box[0] + index * half
        side_box = (left + 6, box[1] + 60, left + half - 6, box[3] - 40)
        draw_estate(canvas, replace(estate, colours=side, placed={}), side_box, {}, gap=1.5)
        canvas.text(((side_box[0] + side_box[2]) / 2, box[3] - 20), f"No. {board}", BODY, colours.INK, "mm", True)


def _supplies(
    canvas: Canvas, estate: EstateView, x: float, y: float, right: float, marked: str, held: TileFace | None
) -> None:
    """VP and its breakdown, silverlings, workers, storage, goods, sold goods, track, bonus tiles."""
    panel(canvas, (x, y, right, y + 640))
    x += 20
    inner = right - 20 - x

    def label(text: str, top: float) -> None:
        canvas.text((x, top), text, TINY - 2, colours.MUTED, "la", bold=True)

    used = canvas.text((x, y + 16), str(estate.score), 64, colours.INK, "la", bold=True)
    canvas.text((x + used + 10, y + 68), "VP", LARGE, colours.INK, "ls", bold=True)
    column = (inner - 220) / 3
    for index, (key, title) in enumerate(CATEGORIES):
        row, col = divmod(index, 3)
        left = x + 220 + col * column
        top = y + 18 + row * 28
        value = estate.points.get(key, 0)
        canvas.text(
            (left, top), f"{title} {value}", TINY, colours.INK if value else colours.MUTED, "la", max_width=column - 6
        )
    top = y + 112
    used = draw_counter(canvas, x, top + 24, "coin", estate.silverlings, LARGE + 8)
    canvas.text((x, top + 58), "silverlings", TINY, colours.MUTED, "la")
    worker_x = x + max(used + 40, 200)
    draw_counter(canvas, worker_x, top + 24, "worker", estate.workers, LARGE + 8)
    canvas.text((worker_x, top + 58), "workers", TINY, colours.MUTED, "la")
    canvas.text((x + 400, top + 6), f"track space {estate.track_space}", TINY, colours.INK, "la", True, inner - 400)
    canvas.text((x + 400, top + 36), f"{estate.empty_spaces} empty spaces", TINY, colours.INK, "la", True, inner - 400)
    top = y + 208
    waiting = " \u00b7 discard one for the new tile" if held is not None else ""
    label(f"STORAGE ({len(estate.storage)} of 3){waiting}", top)
    draw_storage(canvas, x, top + 84, 54, estate, marked, held)
    top = y + 364
    label("GOODS STORAGE", top)
    for index in range(3):
        left = x + index * (inner / 3)
        stack = estate.goods[index] if index < len(estate.goods) else None
        middle = top + 64
        if stack is None:
            canvas.dashed_box((left, middle - 30, left + 60, middle + 30), colours.LINE, 2, 8)
        else:
            draw_goods_stack(canvas, left, middle, 60, stack.goods, stack.count)
    top = y + 462
    label(f"SOLD GOODS ({sum(estate.sold)})", top)
    draw_sold(canvas, x, top + 46, 38, estate, inner / 6)
    top = y + 546
    label("BONUS TILES WON", top)
    if estate.bonus_tiles:
        draw_won_bonus(canvas, x, top + 54, 52, estate, inner)
    else:
        canvas.text((x, top + 54), "none yet", SMALL, colours.MUTED, "lm")


def _knowledge_faces(estate: EstateView) -> list[TileFace]:
    return sorted((tile for tile in estate.placed.values() if tile.kind == "knowledge"), key=lambda tile: tile.number)


def _knowledge(canvas: Canvas, estate: EstateView, y: float) -> float:
    """The knowledge tiles in the estate with what each does (§2.5)."""
    faces = _knowledge_faces(estate)
    y = section_title(canvas, MARGIN, y, f"Knowledge tiles in your estate ({len(faces)})")
    if not faces:
        panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + 64))
        canvas.text(
            (MARGIN + 20, y + 32),
            "None yet: a yellow tile acts from the moment it is placed.",
            SMALL,
            colours.MUTED,
            "lm",
        )
        return y + 64 + GAP
    row = _KNOWLEDGE_ROW
    columns, rows = _knowledge_rows(len(faces))
    height = rows * row + 16
    panel(canvas, (MARGIN, y, WIDTH - MARGIN, y + height))
    column_width = (WIDTH - 2 * MARGIN - 20) / columns
    for index, face in enumerate(faces):
        column, line = divmod(index, rows)
        left = MARGIN + 16 + column * column_width
        middle = y + 8 + line * row + row / 2
        kind = kind_of("knowledge")
        hexagon(canvas, (left + 24, middle), 26, kind.colour, colours.INK, 2)
        draw_mark(canvas, (left + 24, middle), 26, face, kind)
        canvas.paragraph(
            (left + 60, middle - 22), tile_effect(face), TINY, colours.INK, column_width - 76, 2, line_height=1.15
        )
    return y + height + GAP
