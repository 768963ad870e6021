"""The players column, the legend under the cards and the god track (rules/dreams.md §6.8, §7).

Everything here is public: colours, scores, the stars each seat still holds, who deals,
who must act, and who has already guessed (never what, §7).
"""

import math
from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.dreams.views import PublicView, SeatSummary
from renderers.dreams.layout import (
    BODY,
    CARDS_HEIGHT,
    CARDS_WIDTH,
    GAP,
    LARGE,
    MARGIN,
    PLAYERS_LEFT,
    PLAYERS_RIGHT,
    SMALL,
    TRACK_CAPTION,
    TRACK_HEIGHT,
    WIDTH,
    main_height,
    track_top,
)
from renderers.dreams.look import (
    ACTING_ROW,
    GOAL_FILL,
    GUESSED_TAG,
    NIGHT,
    SKY_DOT,
    SKY_LABEL,
    STAR_KINDS,
    STAR_LOOKS,
    seat_colour,
    seat_marker,
    seat_name,
)
from renderers.kit import (
    Box,
    Canvas,
    Colour,
    Point,
    SeatStyle,
    Shape,
    draw_badge,
    draw_tag,
    draw_track,
    ink_on,
    layer,
    tag_width,
)
from renderers.kit import palette as colours

_TAG = 16
_ROW_GAP = 8


def seat_tags(view: PublicView, seat: int) -> list[tuple[str, Colour]]:
    """The words under a seat's name, with their colours: what the seat is doing, whether it deals."""
    tags: list[tuple[str, Colour]] = []
    if view.phase == "placing" and seat == view.to_act:
        tags.append(("PLACING", colours.ATTENTION))
    if view.phase == "guessing":
        if view.seats[seat].guessed:
            tags.append(("GUESSED", GUESSED_TAG))
        else:
            tags.append(("TO GUESS", colours.ATTENTION))
    if view.seats[seat].dealer and view.phase != "over":
        tags.append(("DEALER", colours.SHADE))
    return tags


def draw_players(canvas: Canvas, view: PublicView, names: Sequence[str], top: float) -> None:
    """One row per seat: colour and letter, name, god points, stars still in hand, tags."""
    left, right = PLAYERS_LEFT, PLAYERS_RIGHT
    canvas.text((left, top), "PLAYERS", SMALL, colours.MUTED, "la", bold=True)
    y = top + SMALL + 10
    room = main_height(view) - (y - top)
    count = max(1, len(view.seats))
    height = min(84.0, (room - (count - 1) * _ROW_GAP) / count)
    for summary in view.seats:
        _player_row(canvas, view, names, summary, (left, y), right - left, height)
        y += height + _ROW_GAP


def _player_row(
    canvas: Canvas,
    view: PublicView,
    names: Sequence[str],
    summary: SeatSummary,
    corner: Point,
    width: float,
    height: float,
) -> None:
    left, top = corner
    acting = summary.seat in view.waiting_on
    fill = ACTING_ROW if acting else colours.PANEL
    outline, line = (colours.ATTENTION, 3) if acting else (colours.LINE, 2)
    canvas.box((left, top, left + width, top + height), fill, outline, line, radius=14)
    tags = seat_tags(view, summary.seat)
    two_lines = view.phase == "placing" or bool(tags)
    upper = top + height * (0.31 if two_lines else 0.5)
    lower = top + height * 0.72
    colour = seat_colour(summary)
    canvas.circle((left + 26, upper), 17, colour, colours.INK, 2.5)
    canvas.text((left + 26, upper), summary.letter, 20, ink_on(colour), "mm", bold=True)
    score_width = canvas.text((left + width - 14, upper), str(summary.score), LARGE, colours.INK, "rm", bold=True)
    name_room = width - 52 - score_width - 24
    canvas.text((left + 52, upper), seat_name(names, summary.seat), BODY, colours.INK, "lm", True, name_room)
    x = left + 14
    if view.phase == "placing":
        x += _stars_in_hand(canvas, summary, (x, lower)) + 10
    for text, tag_fill in tags:
        needed = tag_width(text, _TAG)
        if x + needed > left + width - 10:
            break
        draw_tag(canvas, (x, lower), text, _TAG, tag_fill)
        x += needed + 8


def _stars_in_hand(canvas: Canvas, summary: SeatSummary, at: Point) -> float:
    """A small night chip with the seat's three stars: a star for each still in hand, a dot for each placed."""
    left, middle = at
    slot = 24
    width = slot * len(STAR_KINDS) + 8
    canvas.box((left, middle - 13, left + width, middle + 13), NIGHT, radius=13)
    for index, kind in enumerate(STAR_KINDS):
        centre = (left + 4 + slot * (index + 0.5), middle)
        if kind in summary.stars_left:
            fill, outline = STAR_LOOKS[kind]
            canvas.shape(Shape.STAR, centre, 10, fill, outline, 1.0)
        else:
            canvas.circle(centre, 3, SKY_DOT)
    return width


_LEGEND_HEIGHT = 52


@cache
def star_legend() -> Image.Image:
    """The night strip showing the three star kinds and a star's tag, drawn once per process."""

    def paint(canvas: Canvas) -> None:
        canvas.box((0, 0, CARDS_WIDTH, _LEGEND_HEIGHT), NIGHT, radius=14)
        x = 28.0
        middle = _LEGEND_HEIGHT / 2
        for kind in STAR_KINDS:
            fill, outline = STAR_LOOKS[kind]
            canvas.shape(Shape.STAR, (x, middle), 14, fill, outline, 1.2 if kind != "grey" else 1.0)
            x += 22 + canvas.text((x + 22, middle), kind, SMALL, SKY_LABEL, "lm", bold=True) + 34
        sample = "Y3"
        draw_tag(canvas, (x, middle), sample, 15, colours.YELLOW, NIGHT)
        x += tag_width(sample, 15) + 10
        canvas.text((x, middle), "owner, order", SMALL, SKY_LABEL, "lm", max_width=CARDS_WIDTH - x - 10)

    return layer(CARDS_WIDTH, _LEGEND_HEIGHT, colours.PAPER, paint)


@cache
def god_track_scale(track_max: int, goal: int) -> Image.Image:
    """The god track's numbered spaces without markers, drawn once per length and goal."""
    width = WIDTH - 2 * MARGIN
    fills = {goal: GOAL_FILL}
    return layer(
        width,
        TRACK_HEIGHT,
        colours.PAPER,
        lambda c: draw_track(c, (0, 0, width, TRACK_HEIGHT), 0, track_max, {}, fills),
    )


def draw_legend(canvas: Canvas, view: PublicView, top: float) -> None:
    """Under the cards: what the three star kinds and a star's tag look like, and the piles."""
    left = MARGIN
    y = top + CARDS_HEIGHT + 14
    canvas.layer(star_legend(), (left, y))
    canvas.text(
        (left, y + _LEGEND_HEIGHT + 14),
        f"Deck {view.deck_size} cards \u00b7 discard pile {view.discard_size}",
        SMALL,
        colours.MUTED,
        "la",
        max_width=CARDS_WIDTH,
    )


def draw_god_track(canvas: Canvas, view: PublicView, main_top: float) -> float:
    """The god track 0-20 with one marker (colour and letter) per seat; returns the y below it."""
    y = track_top(main_top, view)
    caption = f"GOD TRACK \u00b7 the game ends after the round in which someone reaches {view.goal}"
    canvas.text((MARGIN, y), caption, SMALL, colours.MUTED, "la", bold=True, max_width=WIDTH - 2 * MARGIN)
    y += TRACK_CAPTION
    box = (MARGIN, y, WIDTH - MARGIN, y + TRACK_HEIGHT)
    canvas.layer(god_track_scale(view.track_max, view.goal), (MARGIN, y))
    stacks: dict[int, list[SeatStyle]] = {}
    for summary in view.seats:
        stacks.setdefault(max(0, min(summary.score, view.track_max)), []).append(seat_marker(summary))
    _draw_markers(canvas, box, view.track_max + 1, stacks)
    return y + TRACK_HEIGHT + GAP


def _draw_markers(canvas: Canvas, box: Box, spaces: int, stacks: dict[int, list[SeatStyle]]) -> None:
    """Every marker at one size, fitted to the tallest stack, so a lone marker never looks more important."""
    left, top, right, bottom = box
    step = (right - left) / spaces
    area_top, area_bottom = top + TRACK_HEIGHT * 0.36, bottom - TRACK_HEIGHT * 0.05
    height = area_bottom - area_top
    tallest = max((len(stack) for stack in stacks.values()), default=1)

    def room(columns: int) -> float:  # half the space a marker gets with this many per row
        return min(step / (2 * columns), height / (2 * math.ceil(tallest / columns)))

    columns = max((1, 2, 3), key=room)
    half = min(room(columns), 19.5)
    radius = half * 0.92
    for space, stack in stacks.items():
        centre_x = left + (space + 0.5) * step
        for index, style in enumerate(stack):
            row, column = divmod(index, columns)
            in_row = min(columns, len(stack) - row * columns)
            x = centre_x + (column - (in_row - 1) / 2) * 2 * half
            y = area_bottom - half - row * 2 * half
            draw_badge(canvas, (x, y), radius, style)
