"""The star legend, the players and the god track of the main sheet (rules/dreams.md §6.8, §7).

Everything here is public: colours, scores, the stars each seat still holds, who deals,
who must act, and who has already guessed (never what, §7).
"""

from collections.abc import Sequence
from functools import cache

from PIL import Image

from engine.dreams.views import PLAYER_COLOURS, PublicView, SeatSummary
from i18n import _
from renderers.dreams.layout import (
    BODY,
    CAPTION,
    INNER,
    LARGE,
    LEGEND_HEIGHT,
    MARGIN,
    PLAYER_GAP,
    PLAYER_ROW,
    SMALL,
    TAG,
    TRACK_BADGE,
    TRACK_NUMBER_BAND,
    TRACK_PER_ROW,
    TRACK_ROW_GAP,
    WIDTH,
    marker_lines,
    track_row_height,
    track_rows,
    track_space,
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
    STAR_WORDS,
    hex_colour,
    seat_colour,
    seat_letter,
    seat_marker,
    seat_name,
)
from renderers.kit import Canvas, Colour, Point, Shape, draw_badge, draw_tag, ink_on, layer, tag_width
from renderers.kit import palette as colours
from renderers.kit.language import current

_BADGE = 15  # the radius of a seat's disc in a player row (its letter is 16 px)
_CHIP_SLOT = 27  # the width of each star in the chip of stars still in hand
_STATUS_X = 262  # where a player row's chip and tags start, from the row's left edge


def seat_tags(view: PublicView, seat: int) -> list[tuple[str, Colour]]:
    """The words beside a seat's name, with their colours: what the seat is doing, whether it deals."""
    tags: list[tuple[str, Colour]] = []
    if view.phase == "placing" and seat == view.to_act:
        tags.append((_("PLACING"), colours.ATTENTION))
    if view.phase == "guessing":
        if view.seats[seat].guessed:
            tags.append((_("GUESSED"), GUESSED_TAG))
        else:
            tags.append((_("TO GUESS"), colours.ATTENTION))
    if view.seats[seat].dealer and view.phase != "over":
        tags.append((_("DEALER"), colours.SHADE))
    return tags


def draw_players(canvas: Canvas, view: PublicView, names: Sequence[str], top: float) -> float:
    """A caption, then one row per seat: colour and letter, name, stars still in hand, tags, god points.

    Returns the y below the last row.
    """
    left, right = MARGIN, WIDTH - MARGIN
    canvas.text((left, top), _("PLAYERS"), SMALL, colours.MUTED, "la", bold=True)
    canvas.text((right - 8, top), _("GOD POINTS"), SMALL, colours.MUTED, "ra", bold=True)
    y = top + CAPTION
    for index, summary in enumerate(view.seats):
        if index:
            y += PLAYER_GAP
        _player_row(canvas, view, names, summary, (left, y))
        y += PLAYER_ROW
    return y


def _player_row(canvas: Canvas, view: PublicView, names: Sequence[str], summary: SeatSummary, corner: Point) -> None:
    left, top = corner
    right = left + INNER
    middle = top + PLAYER_ROW / 2
    acting = summary.seat in view.waiting_on
    fill = ACTING_ROW if acting else colours.PANEL
    outline, line = (colours.ATTENTION, 3) if acting else (colours.LINE, 2)
    canvas.box((left, top, right, top + PLAYER_ROW), fill, outline, line, radius=12)
    colour = seat_colour(summary)
    canvas.circle((left + 24, middle), _BADGE, colour, colours.INK, 2.5)
    canvas.text((left + 24, middle), seat_letter(summary), SMALL, ink_on(colour), "mm", bold=True)
    score_width = canvas.text((right - 14, middle), str(summary.score), LARGE, colours.INK, "rm", bold=True)
    tags = seat_tags(view, summary.seat)
    busy = view.phase == "placing" or bool(tags)
    name_end = left + _STATUS_X if busy else right - 14 - score_width
    canvas.text(
        (left + 48, middle), seat_name(names, summary.seat), BODY, colours.INK, "lm", True, name_end - left - 58
    )
    x = left + _STATUS_X
    if view.phase == "placing":
        x += _stars_in_hand(canvas, summary, (x, middle)) + 8
    for text, tag_fill in tags:
        needed = tag_width(text, TAG)
        if x + needed > right - 14 - score_width - 8:
            break
        draw_tag(canvas, (x, middle), text, TAG, tag_fill)
        x += needed + 6


def _stars_in_hand(canvas: Canvas, summary: SeatSummary, at: Point) -> float:
    """A night chip with the seat's three stars: a star for each still in hand, a dot for each placed."""
    left, middle = at
    width = _CHIP_SLOT * len(STAR_KINDS) + 8
    canvas.box((left, middle - 15, left + width, middle + 15), NIGHT, radius=15)
    for index, kind in enumerate(STAR_KINDS):
        centre = (left + 4 + _CHIP_SLOT * (index + 0.5), middle)
        if kind in summary.stars_left:
            fill, outline = STAR_LOOKS[kind]
            canvas.shape(Shape.STAR, centre, 13, fill, outline, 1.2 if kind != "grey" else 1.0)
        else:
            canvas.circle(centre, 3.5, SKY_DOT)
    return width


@cache
def star_legend(language: str) -> Image.Image:
    """The night strip showing the three star kinds and a star's tag, drawn once per process and language."""

    def paint(canvas: Canvas) -> None:
        canvas.box((0, 0, INNER, LEGEND_HEIGHT), NIGHT, radius=12)
        x = 26.0
        middle = LEGEND_HEIGHT / 2
        for kind in STAR_KINDS:
            fill, outline = STAR_LOOKS[kind]
            canvas.shape(Shape.STAR, (x, middle), 13, fill, outline, 1.2 if kind != "grey" else 1.0)
            x += 20 + canvas.text((x + 20, middle), STAR_WORDS[kind], SMALL, SKY_LABEL, "lm", bold=True) + 30
        first = PLAYER_COLOURS[0]  # the first seat's colour and letter, as its third star would show
        sample = f"{first.letter}3"
        draw_tag(canvas, (x, middle), sample, TAG, hex_colour(first.hex), NIGHT)
        x += tag_width(sample, TAG) + 10
        canvas.text((x, middle), _("owner, order placed"), SMALL, SKY_LABEL, "lm", max_width=INNER - x - 10)

    return layer(INNER, LEGEND_HEIGHT, colours.PAPER, paint)


def draw_legend(canvas: Canvas, view: PublicView, top: float) -> None:
    """Under the sky: what the three star kinds and a star's tag look like, and the piles."""
    canvas.layer(star_legend(current()), (MARGIN, top))
    piles = _("Deck {deck} cards \u00b7 discard pile {discards}", deck=view.deck_size, discards=view.discard_size)
    canvas.text((MARGIN + 4, top + LEGEND_HEIGHT + 8), piles, SMALL, colours.MUTED, "la", max_width=INNER)


@cache
def god_track_scale(first: int, last: int, goal: int, height: int, language: str) -> Image.Image:
    """One row of the god track, spaces ``first``..``last`` numbered, without markers; drawn once per row and height.

    Numbered in ``language``'s digits.
    """
    step = INNER / TRACK_PER_ROW

    def paint(canvas: Canvas) -> None:
        for index, value in enumerate(range(first, last + 1)):
            cell = (index * step, 0, (index + 1) * step, height)
            canvas.box(cell, GOAL_FILL if value == goal else colours.PANEL, colours.LINE, 2)
            canvas.text(((cell[0] + cell[2]) / 2, 5), value, 18, colours.INK, "ma", bold=True)

    return layer(INNER, height, colours.PAPER, paint)


def draw_god_track(canvas: Canvas, view: PublicView, top: float) -> float:
    """The god track 0-20 in rows of seven, one marker (colour and letter) per seat; returns the y below it."""
    caption = _("GOD TRACK \u00b7 the game ends after the round someone reaches {goal}", goal=view.goal)
    canvas.text((MARGIN, top), caption, SMALL, colours.MUTED, "la", bold=True, max_width=INNER)
    y = top + CAPTION
    step = INNER / TRACK_PER_ROW
    pitch = 2 * TRACK_BADGE + 2
    for index, spaces in enumerate(track_rows(view.track_max)):
        if index:
            y += TRACK_ROW_GAP
        height = track_row_height(marker_lines(view, spaces))
        canvas.layer(god_track_scale(spaces.start, spaces.stop - 1, view.goal, height, current()), (MARGIN, y))
        for column, space in enumerate(spaces):
            stack = [summary for summary in view.seats if track_space(view, summary) == space]
            centre_x = MARGIN + (column + 0.5) * step
            for place, summary in enumerate(stack):
                line, side = divmod(place, 2)
                in_line = min(2, len(stack) - line * 2)
                x = centre_x + (side - (in_line - 1) / 2) * pitch
                marker_y = y + TRACK_NUMBER_BAND + TRACK_BADGE + 1 + line * pitch
                draw_badge(canvas, (x, marker_y), TRACK_BADGE, seat_marker(summary))
        y += height
    return y
