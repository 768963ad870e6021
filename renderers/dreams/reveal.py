"""The reveal of a round: its sky beside the true vision, every role, every guess and the points by award.

rules/dreams.md §4 Phase 4-5 and §10 A21: one combined reveal, the mortal first, then the
gods in seat order. Drawn from ``PublicView.last_reveal``, which the view fills only once
the round's secrets are public.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, RoundReveal, ScoreLine
from renderers.dreams.cards import badge_room, card_height, draw_dream_card
from renderers.dreams.layout import BODY, GAP, LARGE, MARGIN, SMALL, WIDTH
from renderers.dreams.look import GOD_TAG, NIGHT, WINNER_ROW, seat_colour, seat_name, seat_text
from renderers.dreams.sky import SkyLayout, draw_sky
from renderers.kit import Canvas, draw_tag, ink_on
from renderers.kit import palette as colours

SKY_CELL = 28
SKY_MARGIN = 24
VISION_SIDE = 240
ROW = 52
_TAG = 17
_HEADING = SMALL + 12 + LARGE + 18  # the section's title and headline
_BADGE_ROOM = badge_room(VISION_SIDE)


def is_fresh(view: PublicView) -> bool:
    """Whether the board should show the latest reveal: the game is over, or no star of the new round is down."""
    if view.last_reveal is None:
        return False
    return view.phase == "over" or (view.phase == "placing" and not view.stars)


def reveal_height(view: PublicView) -> int:
    """Height of the reveal section for ``view``."""
    sky = SKY_CELL * view.sky_size + 2 * SKY_MARGIN
    table = ROW * (len(view.seats) + 1)
    vision = _BADGE_ROOM + card_height(VISION_SIDE)
    return round(_HEADING + max(sky, table, vision) + GAP)


def said(line: ScoreLine, reveal: RoundReveal, names: Sequence[str], plain: bool = False) -> str:
    """What a seat's guess said: "accused Ben", "named 2 (Cat)", or "no guess" (``plain``: names as typed)."""
    if line.accused is not None:
        return f"accused {(seat_text if plain else seat_name)(names, line.accused)}"
    if line.image is not None:
        dream = reveal.dreams[line.image - 1] if 0 < line.image <= len(reveal.dreams) else None
        return f"named {line.image} ({dream.name})" if dream is not None else f"named {line.image}"
    return "no guess"


def awards(line: ScoreLine) -> list[str]:
    """The seat's awards in short words for the picture, e.g. ["+3 undetected", "+1 not accused"]."""
    named = (
        (line.undetected, "undetected"),
        (line.true_vision, "true vision"),
        (line.identified_mortal, "found the mortal"),
        (line.unsuspected, "not accused"),  # the row's own god: nobody accused them
    )
    return [f"+{points} {words}" for points, words in named if points]


def award_reasons(line: ScoreLine, who: str) -> list[str]:
    """The awards with their reasons, for text: ["+2 for finding the mortal", "+1 as no other god accused Ann"]."""
    named = (
        (line.undetected, "as no god accused them"),
        (line.true_vision, "for naming the true vision"),
        (line.identified_mortal, "for finding the mortal"),
        (line.unsuspected, f"as no other god accused {who}"),
    )
    return [f"+{points} {words}" for points, words in named if points]


def winners(view: PublicView) -> tuple[int, ...]:
    """Seats with the most god points, once the game is over (§5: ties share the victory)."""
    if view.phase != "over" or not view.seats:
        return ()
    best = max(summary.score for summary in view.seats)
    return tuple(summary.seat for summary in view.seats if summary.score == best)


def draw_reveal(canvas: Canvas, view: PublicView, names: Sequence[str], top: float) -> float:
    """The reveal section from ``top``; returns the y below it."""
    reveal = view.last_reveal
    assert reveal is not None, "nothing revealed yet"
    panel = (MARGIN / 2, top - GAP / 2, WIDTH - MARGIN / 2, top + reveal_height(view) - GAP / 4)
    canvas.box(panel, colours.PANEL, colours.LINE, 2, radius=18)
    y = top + 6
    canvas.text((MARGIN, y), f"REVEAL OF ROUND {reveal.round}", SMALL, colours.MUTED, "la", bold=True)
    y += SMALL + 12
    vision = reveal.true_vision
    headline = (
        f"The true vision was image {reveal.true_image}, {vision.name}. "
        f"The mortal was {seat_name(names, reveal.mortal)}."
    )
    canvas.text((MARGIN, y), headline, LARGE, colours.INK, "la", bold=True, max_width=WIDTH - 2 * MARGIN)
    y += LARGE + 18
    layout = SkyLayout(MARGIN, y, view.sky_size, SKY_CELL, SKY_MARGIN)
    draw_sky(canvas, layout, reveal.sky, view.seats)
    card_left = MARGIN + layout.side + GAP + _BADGE_ROOM
    draw_dream_card(canvas, (card_left, y + _BADGE_ROOM), VISION_SIDE, vision, vision=True)
    table_left = card_left + VISION_SIDE + GAP + 12
    _score_table(canvas, view, reveal, names, table_left, y)
    return top + reveal_height(view)


def _score_table(
    canvas: Canvas, view: PublicView, reveal: RoundReveal, names: Sequence[str], left: float, top: float
) -> None:
    right = WIDTH - MARGIN - 8
    guess_x = left + 262
    award_x = left + 482
    points_x = right - 66
    heading = top + SMALL / 2
    for x, label in ((left, "PLAYER"), (guess_x, "GUESS"), (award_x, "AWARDS")):
        canvas.text((x, heading), label, SMALL - 4, colours.MUTED, "lm", bold=True)
    canvas.text((points_x, heading), "ROUND", SMALL - 4, colours.MUTED, "rm", bold=True)
    canvas.text((right, heading), "TOTAL", SMALL - 4, colours.MUTED, "rm", bold=True)
    best = winners(view)
    y = top + ROW
    for line in reveal.lines:
        middle = y + ROW / 2 - 4
        if line.seat in best:
            canvas.box((left - 8, y - 2, right + 8, y + ROW - 6), WINNER_ROW, radius=10)
        summary = view.seats[line.seat]
        colour = seat_colour(summary)
        canvas.circle((left + 16, middle), 16, colour, colours.INK, 2)
        canvas.text((left + 16, middle), summary.letter, 18, ink_on(colour), "mm", bold=True)
        role, fill = ("MORTAL", NIGHT) if line.role == "mortal" else ("GOD", GOD_TAG)
        canvas.text((left + 40, middle), seat_name(names, line.seat), BODY, colours.INK, "lm", True, 118)
        draw_tag(canvas, (left + 164, middle), role, _TAG, fill)
        guess = said(line, reveal, names)
        canvas.text((guess_x, middle), guess, SMALL, colours.INK, "lm", max_width=award_x - guess_x - 12)
        won = awards(line) or ["no points"]
        for index, words in enumerate(won[:2]):
            offset = (index - (min(len(won), 2) - 1) / 2) * SMALL
            canvas.text(
                (award_x, middle + offset), words, SMALL - 2, colours.MUTED, "lm", max_width=points_x - 44 - award_x
            )
        canvas.text((points_x, middle), f"+{line.points}", BODY + 2, colours.INK, "rm", bold=True)
        canvas.text((right, middle), str(line.total), BODY + 2, colours.INK, "rm", bold=True)
        y += ROW
