"""The Mangrovia island image, from the public view only (rules §3.2-§3.7).

Top to bottom: the game's progress and who acts (or the final scores); the building landscape,
drawn from the board data module alone (``engine/mangrovia/board.py``: the grid, each space's
position, landscape(s), cost, chief icons, area and amulet ring, each path's statue with its
points), with every hut, double hut, neutral hut, totem tile and stone circle tile on it (and the
space of a hut waiting for its payment outlined); the
oracle rock with the birds on the active landscapes; the totem stack and the legend. A real map
swaps in by changing the data module: nothing here names a space.
"""

from collections.abc import Sequence
from functools import cache

from engine.mangrovia.board import (
    AMULETS,
    AREA_CENTRES,
    AREA_SPACES,
    GRID,
    LANDSCAPES,
    PATHS,
    SPACE,
    SPACES,
    STONE,
    TOTEM,
    Space,
)
from engine.mangrovia.text.names import PIER_ACTION
from engine.mangrovia.views import PublicView
from i18n import _, n_
from renderers.kit import Canvas, draw_tag, drawn, layer, seat_chip, text_width, wrap
from renderers.kit import palette as colours
from renderers.kit.language import current
from renderers.kit.words import series
from renderers.mangrovia.look import (
    AMULET_RING,
    BADGE,
    BODY,
    GAP,
    HEADLINE,
    LAND_COLOURS,
    LAND_NAMES,
    LARGE,
    MARGIN,
    PALETTE,
    SECTION,
    SMALL,
    TINY,
    VARIANTS,
    WIDTH,
    doing,
    ink_for,
    land_letter,
    still_to_do,
    tile_code,
)
from renderers.mangrovia.parts import amulet_value, heading, hut, panel, ranked

RIGHT = WIDTH - MARGIN
HEADER = MARGIN + 62
STATUS = 76
STATUE_WIDTH = 48  # the column of the horizontal paths' statues
STATUE_HEIGHT = 64  # the row of the vertical paths' statues, then the column numbers (c1...)
COLUMN_NUMBERS = 46  # where the column numbers sit in it
ROW_NUMBERS = 26  # the column right of the map with the row numbers (r1...)
COLUMNS, ROWS = GRID
MAP_LEFT = MARGIN + STATUE_WIDTH
CELL = (RIGHT - MAP_LEFT - ROW_NUMBERS) / COLUMNS
MAP_HEIGHT = STATUE_HEIGHT + ROWS * CELL
ORACLE = 58
LEGEND = _(
    "Cost in a square: valuables; in a disc: amulets. +n: chief points. Red ring: amulet space. "
    "N: neutral hut. \u00d72: double hut. T5: totem tile 5. Statues: points for most / second most huts."
)
TILE_LEGEND = {
    "all": _("Tiles: VA-HD statue (wins ties on that path), 3V valuables 3, 2A amulet 2, L* any landscape."),
    "statues": _("Tiles: VA-HD statue (wins ties on that path)."),
    "others": _("Tiles: 3V valuables 3, 2A amulet 2, L* any landscape."),
}
LEGEND_LINES = 4
LEGEND_LINE = TINY * 1.25


def check(view: object) -> PublicView:
    """``view`` if it is a public view (a seat's view would risk its secrets on the public picture)."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_public needs a PublicView, not {type(view).__name__}")
    return view


def progress(view: PublicView) -> str:
    """Where the game stands, in a few words: "Round 3 · pier 7"."""
    if view.step == "over":
        return _("Game over")
    if view.pier == 0:
        return _("Round {round} \u00b7 bowls", round=view.round)
    return _("Round {round} \u00b7 pier {pier}", round=view.round, pier=view.pier)


def settings(view: PublicView) -> str:
    """The table's settings and whether this round is the last, in one line."""
    last = view.ending and view.step != "over"
    if VARIANTS.get(view.variant):
        variant = VARIANTS[view.variant]
        if last:
            return n_(
                "{n} player \u00b7 variant: {variant} \u00b7 last round",
                "{n} players \u00b7 variant: {variant} \u00b7 last round",
                view.players,
                variant=variant,
            )
        return n_(
            "{n} player \u00b7 variant: {variant}",
            "{n} players \u00b7 variant: {variant}",
            view.players,
            variant=variant,
        )
    if last:
        return n_("{n} player \u00b7 last round", "{n} players \u00b7 last round", view.players)
    return n_("{n} player", "{n} players", view.players)


def what(view: PublicView, *, you: bool = False) -> str:
    """What the seat to act decides, in words after its name (with ``you``, said to that seat).

    At a pier: what its action still holds (all of it until the owner starts); paying: for which
    hut on which space (outlined on the map), and what follows at the pier.
    """
    if view.step == "pier" and view.pier:
        pier = view.pier
        if view.opening:
            action = PIER_ACTION[pier]
            return (
                _("act at pier {pier}: {action}", pier=pier, action=action)
                if you
                else _("acts at pier {pier}: {action}", pier=pier, action=action)
            )
        left = still_to_do(view.parts)
        return (
            _("act at pier {pier}, still to do: {left}", pier=pier, left=left)
            if you
            else _("acts at pier {pier}, still to do: {left}", pier=pier, left=left)
        )
    if view.step == "pay" and view.space:
        facts = {"space": view.space, "pier": view.pier}
        if view.parts:
            facts["left"] = still_to_do(view.parts)
        return _PAYING[(you, bool(view.double), bool(view.parts))](facts)
    if view.step in ("pay", "return") and view.pier:
        return _("{doing} (pier {pier})", doing=doing(view.step, you=you), pier=view.pier)
    return doing(view.step, you=you)


_PAYING = {
    (False, False, False): lambda facts: _("pays for the hut on {space} (outlined; pier {pier})", **facts),
    (False, True, False): lambda facts: _("pays for the double hut on {space} (outlined; pier {pier})", **facts),
    (True, False, False): lambda facts: _("pay for the hut on {space} (outlined; pier {pier})", **facts),
    (True, True, False): lambda facts: _("pay for the double hut on {space} (outlined; pier {pier})", **facts),
    (False, False, True): lambda facts: _("pays for the hut on {space} (outlined; pier {pier}); then {left}", **facts),
    (False, True, True): lambda facts: _(
        "pays for the double hut on {space} (outlined; pier {pier}); then {left}", **facts
    ),
    (True, False, True): lambda facts: _("pay for the hut on {space} (outlined; pier {pier}); then {left}", **facts),
    (True, True, True): lambda facts: _(
        "pay for the double hut on {space} (outlined; pier {pier}); then {left}", **facts
    ),
}
"""The payment step in words, by (said to the payer, a double hut, more of the pier's action after)."""


def cell_box(space: Space) -> tuple[float, float, float, float]:
    """Where a space is drawn on the map (relative to the map's top-left corner)."""
    left = STATUE_WIDTH + (space.x - 1) * CELL
    top = STATUE_HEIGHT + (space.y - 1) * CELL
    return left + 2, top + 2, left + CELL - 2, top + CELL - 2


def spot(space: Space) -> tuple[float, float]:
    """The centre of a space's hut (relative to the map), in its lower-right corner."""
    _left, _top, right, bottom = cell_box(space)
    return right - BADGE - 3, bottom - BADGE - 3


def _legend(view: PublicView) -> list[str]:
    tiles = TILE_LEGEND.get(view.variant, "")
    text = _("{legend} {tiles}", legend=LEGEND, tiles=tiles) if tiles else LEGEND
    return wrap(text, TINY, RIGHT - MARGIN, LEGEND_LINES)


def main_height(view: PublicView) -> float:
    """The height :func:`render_main` draws."""
    status = _final_height(view) if view.step == "over" else STATUS
    oracle = SECTION + ORACLE + GAP
    totem = 26
    legend = len(_legend(view)) * LEGEND_LINE
    return HEADER + status + GAP + MAP_HEIGHT + GAP + oracle + totem + legend + MARGIN


def render_main(view: PublicView, names: Sequence[str]) -> bytes:
    """The island image, as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        canvas.text((MARGIN, MARGIN), progress(view), HEADLINE, colours.INK, "la", True, RIGHT - MARGIN)
        canvas.text((MARGIN, MARGIN + 36), settings(view), TINY, colours.MUTED, "la", max_width=RIGHT - MARGIN)
        y = HEADER
        y = _final(canvas, view, names, y) if view.step == "over" else _status(canvas, view, names, y)
        y += GAP
        canvas.layer(map_layer(current()), (MARGIN, y))
        _pieces(canvas, view, MARGIN, y)
        y += MAP_HEIGHT + GAP
        y = _oracle(canvas, view, y)
        stack = series(view.totem_stack) or _("none")
        canvas.text(
            (MARGIN, y + 2), _("Totem tiles left, top first: {tiles}", tiles=stack), TINY, colours.INK, "la", bold=True
        )
        y += 26
        for line in _legend(view):
            canvas.text((MARGIN, y), line, TINY, colours.MUTED, "la")
            y += LEGEND_LINE
        return y + MARGIN

    return drawn(WIDTH, main_height(view), colours.PAPER, paint).png(PALETTE)


def _status(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    panel(canvas, (MARGIN, y, RIGHT, y + STATUS), colours.ATTENTION, 3)
    middle = y + 24
    tag = draw_tag(canvas, (MARGIN + 12, middle), _("TO ACT"), TINY, colours.ATTENTION)
    x = tag[2] + 10
    if view.waiting_on:
        seat_chip(canvas, x, middle, view.waiting_on[0], names, LARGE, RIGHT - 12 - x)
    canvas.text((MARGIN + 12, y + 56), what(view), SMALL, colours.INK, "lm", max_width=RIGHT - MARGIN - 24)
    return y + STATUS


def _final_height(view: PublicView) -> float:
    return 40 + 34 * view.players


def _final(canvas: Canvas, view: PublicView, names: Sequence[str], y: float) -> float:
    height = _final_height(view)
    panel(canvas, (MARGIN, y, RIGHT, y + height), colours.ATTENTION, 3)
    canvas.text((MARGIN + 12, y + 10), _("Final scores (ties: most amulet value)"), TINY, colours.MUTED, "la", True)
    for row, (place, seat, score) in enumerate(ranked(view)):
        middle = y + 40 + row * 34 + 14
        canvas.text((MARGIN + 12, middle), _("{place}.", place=place), BODY, colours.INK, "lm", bold=True)
        seat_chip(canvas, MARGIN + 44, middle, seat, names, LARGE, RIGHT - 220 - MARGIN)
        canvas.text(
            (RIGHT - 110, middle), _("amulets {value}", value=amulet_value(view, seat)), TINY, colours.MUTED, "rm"
        )
        canvas.text((RIGHT - 12, middle), _("{score} pts", score=score), BODY, colours.INK, "rm", bold=True)
    return y + height


# The static map: spaces, statues, areas -----------------------------------------------------------------------


@cache
def map_layer(language: str) -> object:
    """The building landscape without pieces: drawn once per process."""
    return layer(round(RIGHT - MARGIN), round(MAP_HEIGHT), colours.PAPER, _paint_map)


def _paint_map(canvas: Canvas) -> None:
    for path in PATHS:
        if path.vertical:
            centre = STATUE_WIDTH + (path.index - 0.5) * CELL
            canvas.text((centre, 2), path.key, SMALL, colours.INK, "ma", bold=True)
            canvas.text((centre, 24), f"{path.first}/{path.second}", TINY, colours.MUTED, "ma", bold=True)
        else:
            middle = STATUE_HEIGHT + (path.index - 0.5) * CELL
            canvas.text((STATUE_WIDTH / 2 - 2, middle - 10), path.key, SMALL, colours.INK, "mm", bold=True)
            canvas.text((STATUE_WIDTH / 2 - 2, middle + 11), f"{path.first}/{path.second}", TINY, colours.MUTED, "mm")
    # Every space is named by its column and row in the texts ("c3r2"): the numbers frame the map.
    for column in range(1, COLUMNS + 1):
        centre = STATUE_WIDTH + (column - 0.5) * CELL
        canvas.text((centre, COLUMN_NUMBERS), f"c{column}", TINY, colours.MUTED, "ma", bold=True)
    for row in range(1, ROWS + 1):
        middle = STATUE_HEIGHT + (row - 0.5) * CELL
        canvas.text(
            (STATUE_WIDTH + COLUMNS * CELL + ROW_NUMBERS / 2 + 1, middle),
            f"r{row}",
            TINY,
            colours.MUTED,
            "mm",
            bold=True,
        )
    for space in SPACES:
        _space(canvas, space)
    for area, spaces in AREA_SPACES.items():
        boxes = [cell_box(SPACE[space]) for space in spaces]
        outline = (min(b[0] for b in boxes) - 2, min(b[1] for b in boxes) - 2, max(b[2] for b in boxes) + 2,
                   max(b[3] for b in boxes) + 2)  # fmt: skip
        canvas.box(outline, None, colours.INK, 3, radius=6)
        x, y = AREA_CENTRES[area]
        left, top = STATUE_WIDTH + (x - 1) * CELL, STATUE_HEIGHT + (y - 1) * CELL
        words = (_("Stone"), _("circle")) if area == STONE else (_("Totem"), _("area"))
        canvas.text((left + CELL / 2, top + 14), words[0], TINY, colours.INK, "mm", bold=True)
        canvas.text((left + CELL / 2, top + 31), words[1], TINY, colours.INK, "mm", bold=True)


def _space(canvas: Canvas, space: Space) -> None:
    left, top, right, bottom = cell_box(space)
    first = space.lands[0]
    canvas.box((left, top, right, bottom), LAND_COLOURS[first], colours.INK, 1, radius=5)
    if len(space.lands) > 1:  # a dual-landscape space: its lower half in the second landscape
        middle = (top + bottom) / 2
        canvas.box((left + 1, middle, right - 1, bottom - 1), LAND_COLOURS[space.lands[1]], radius=4)
    letters = "/".join(land_letter(land) for land in space.lands)
    canvas.text((left + 5, top + 4), letters, TINY, ink_for(first), "la", bold=True)
    amount = str(space.cost)
    if space.currency == AMULETS:
        centre = (right - 14, top + 14)
        canvas.circle(centre, 12, colours.WHITE, colours.INK, 1.5)
        canvas.text(centre, amount, TINY, colours.INK, "mm", bold=True)
    else:
        width = 10 + 9 * len(amount)
        canvas.box((right - 3 - width, top + 3, right - 3, top + 25), colours.WHITE, colours.INK, 1, radius=3)
        canvas.text((right - 3 - width / 2, top + 14), amount, TINY, colours.INK, "mm", bold=True)
    lower = space.lands[-1]
    if space.chief:
        canvas.text((left + 3, bottom - 4), f"+{space.chief}", TINY, ink_for(lower), "ld", bold=True)
    if space.amulet_space:
        x, y = spot(space)
        canvas.circle((x, y), BADGE + 1, AMULET_RING)
        canvas.circle((x, y), BADGE - 2, LAND_COLOURS[lower])


# The pieces: huts, totem tiles, stone circle tiles --------------------------------------------------------------


def _pieces(canvas: Canvas, view: PublicView, x: float, y: float) -> None:
    if view.space in SPACE:  # the space whose hut waits for its payment
        left, top, right, bottom = cell_box(SPACE[view.space])
        canvas.box((x + left - 2, y + top - 2, x + right + 2, y + bottom + 2), None, colours.ATTENTION, 6, radius=6)
        canvas.box((x + left + 3, y + top + 3, x + right - 3, y + bottom - 3), None, colours.WHITE, 2, radius=4)
    for space_id, owner in sorted(view.huts.items()):
        space = SPACE[space_id]
        cx, cy = spot(space)
        hut(canvas, (x + cx, y + cy), owner)
        if space_id in view.doubles:  # "×2" on a white label left of the hut
            left, top, _right, _bottom = cell_box(space)
            canvas.box((x + left + 1, y + top + 21, x + left + 23, y + top + 38), colours.WHITE, colours.INK, 1, 4)
            canvas.text((x + left + 12, y + top + 29.5), "\u00d72", TINY, colours.INK, "mm", bold=True)
        if space_id in view.totems:
            left, _top, _right, bottom = cell_box(space)
            canvas.text((x + left + 3, y + bottom - 4), f"T{view.totems[space_id]}", TINY,
                        ink_for(space.lands[-1]), "ld", bold=True)  # fmt: skip
    for space_id, tile in sorted(view.stones.items()):
        if space_id in view.huts:
            continue
        _left, _top, right, _bottom = cell_box(SPACE[space_id])
        _x, cy = spot(SPACE[space_id])
        code = tile_code(tile)
        width = text_width(code, TINY, bold=True) + 8
        box = (x + right - 4 - width, y + cy - 12, x + right - 4, y + cy + 12)
        canvas.box(box, colours.WHITE, colours.INK, 2, radius=5)
        canvas.text(((box[0] + box[2]) / 2, y + cy), code, TINY, colours.INK, "mm", bold=True)
    tx, ty = AREA_CENTRES[TOTEM]
    left, top = STATUE_WIDTH + (tx - 1) * CELL, STATUE_HEIGHT + (ty - 1) * CELL
    nxt = _("next {tile}", tile=view.totem_stack[0]) if view.totem_stack else _("none")
    canvas.text((x + left + CELL / 2, y + top + 48), nxt, TINY, colours.MUTED, "mm", bold=True)


def _oracle(canvas: Canvas, view: PublicView, y: float) -> float:
    y = heading(canvas, y, _("Oracle rock: birds on the active landscapes"))
    width = (RIGHT - MARGIN - 3 * 8) / len(LANDSCAPES)
    for index, land in enumerate(LANDSCAPES):
        left = MARGIN + index * (width + 8)
        box = (left, y, left + width, y + ORACLE)
        active = land in view.birds
        canvas.box(box, LAND_COLOURS[land], colours.INK, 3 if active else 1, radius=8)
        canvas.text((left + 10, y + 16), LAND_NAMES[land], SMALL, ink_for(land), "lm", bold=True)
        if active:
            draw_tag(canvas, (left + 10, y + 40), _("BIRD"), TINY, colours.WHITE, colours.INK)
    return y + ORACLE + GAP
