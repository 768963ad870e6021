"""The reveal of a round, a sheet of its own: the true vision, the mortal, the round's sky, every guess and the points.

rules/dreams.md §4 Phase 4-5 and §10 A21: one combined reveal, the mortal first, then the
gods in seat order. Drawn from ``PublicView.last_reveal``, which the view fills only once
the round's secrets are public; the sheet joins the picture right after the reveal and at
the end of the game (:func:`is_fresh`). One column as wide as the main sheet, so the
round's sky is as large and its tags as readable as the live one.
"""

from collections.abc import Sequence

from engine.dreams.views import PublicView, RoundReveal, ScoreLine
from i18n import _
from renderers.dreams.cards import badge_room, card_height, draw_dream_card
from renderers.dreams.layout import BODY, GAP, LARGE, MARGIN, SMALL, TAG, TITLE, WIDTH, sky_layout, sky_side
from renderers.dreams.look import GOD_TAG, NIGHT, PALETTE, WINNER_ROW, seat_colour, seat_letter, seat_name, seat_text
from renderers.dreams.sky import draw_sky
from renderers.kit import Canvas, draw_tag, drawn, ink_on, tag_width, text_width
from renderers.kit import palette as colours
from renderers.kit.words import series

VISION_SIDE = 150
_BADGE_ROOM = badge_room(VISION_SIDE)
_VISION_TOP = 40  # below the heading
_VISION_BLOCK = _BADGE_ROOM + round(card_height(VISION_SIDE))
ROW = 62  # one seat of the table: name, role and points, then its guess and awards
_ROW_GAP = 6
_TABLE_HEAD = SMALL + 12
_ROUND_X = WIDTH - MARGIN - 86  # the right edge of the round's points


def is_fresh(view: PublicView) -> bool:
    """Whether the picture should show the latest reveal: the game is over, or no star of the new round is down."""
    if view.last_reveal is None:
        return False
    return view.phase == "over" or (view.phase == "placing" and not view.stars)


def sky_top() -> int:
    """Where the round's sky starts on the reveal sheet."""
    return _VISION_TOP + _VISION_BLOCK + GAP


def reveal_height(view: PublicView) -> int:
    """Height of the reveal sheet for ``view``."""
    count = len(view.seats)
    table = _TABLE_HEAD + count * ROW + max(0, count - 1) * _ROW_GAP
    return sky_top() + sky_side(view) + GAP + table + MARGIN


def said(line: ScoreLine, reveal: RoundReveal, names: Sequence[str], plain: bool = False) -> str:
    """What a seat's guess said: "accused Ben", "named 2 (Cat)", or "no guess" (``plain``: names as typed)."""
    if line.accused is not None:
        return _("accused {name}", name=(seat_text if plain else seat_name)(names, line.accused))
    if line.image is not None:
        dream = reveal.dreams[line.image - 1] if 0 < line.image <= len(reveal.dreams) else None
        if dream is not None:
            return _("named {image} ({name})", image=line.image, name=dream.name)
        return _("named {image}", image=line.image)
    return _("no guess")


def awards(line: ScoreLine) -> list[str]:
    """The seat's awards in short words for the picture, e.g. ["+3 undetected", "+1 not accused"]."""
    named = (
        (line.undetected, lambda points: _("+{points} undetected", points=points)),
        (line.true_vision, lambda points: _("+{points} true vision", points=points)),
        (line.identified_mortal, lambda points: _("+{points} found the mortal", points=points)),
        # the row's own god: nobody accused them
        (line.unsuspected, lambda points: _("+{points} not accused", points=points)),
    )
    return [words(points) for points, words in named if points]


def award_reasons(line: ScoreLine, who: str) -> list[str]:
    """The awards with their reasons, for text: ["+2 for finding the mortal", "+1 as no other god accused Ann"]."""
    named = (
        (line.undetected, lambda points: _("+{points} as no god accused them", points=points)),
        (line.true_vision, lambda points: _("+{points} for naming the true vision", points=points)),
        (line.identified_mortal, lambda points: _("+{points} for finding the mortal", points=points)),
        (line.unsuspected, lambda points: _("+{points} as no other god accused {name}", points=points, name=who)),
    )
    return [words(points) for points, words in named if points]


def winners(view: PublicView) -> tuple[int, ...]:
    """Seats with the most god points, once the game is over (§5: ties share the victory)."""
    if view.phase != "over" or not view.seats:
        return ()
    best = max(summary.score for summary in view.seats)
    return tuple(summary.seat for summary in view.seats if summary.score == best)


def render_reveal(view: PublicView, names: Sequence[str]) -> bytes:
    """The reveal sheet of ``view``'s latest round, as PNG bytes (public: drawn from the public view)."""
    if not isinstance(view, PublicView):
        raise TypeError(f"render_reveal needs a PublicView, not {type(view).__name__}")
    reveal = view.last_reveal
    if reveal is None:
        raise ValueError("nothing revealed yet")

    def paint(canvas: Canvas) -> float:
        heading = _("REVEAL OF ROUND {round}", round=reveal.round)
        canvas.text((MARGIN, 12), heading, SMALL, colours.MUTED, "la", bold=True)
        if view.phase == "over":
            canvas.text((WIDTH - MARGIN, 12), _("GAME OVER"), SMALL, colours.MUTED, "ra", bold=True)
        _vision_and_mortal(canvas, view, reveal, names)
        y = sky_top()
        sky = sky_layout(view, y)
        draw_sky(canvas, sky, reveal.sky, view.seats)
        y += sky.side + GAP
        return _score_table(canvas, view, reveal, names, y) + MARGIN

    return drawn(WIDTH, reveal_height(view), colours.PAPER, paint).png(PALETTE)


def _vision_and_mortal(canvas: Canvas, view: PublicView, reveal: RoundReveal, names: Sequence[str]) -> None:
    """The true vision framed in gold, and beside it, in words, which image it was and who was the mortal."""
    vision = reveal.true_vision
    card_left = MARGIN + _BADGE_ROOM
    draw_dream_card(canvas, (card_left, _VISION_TOP + _BADGE_ROOM), VISION_SIDE, vision, vision=True)
    left = card_left + VISION_SIDE + 28
    room = WIDTH - MARGIN - left
    y = _VISION_TOP + 10
    canvas.text((left, y), _("THE TRUE VISION"), SMALL, colours.MUTED, "la", bold=True)
    y += SMALL + 8
    canvas.text(
        (left, y),
        _("{image} \u00b7 {name}", image=reveal.true_image, name=vision.name),
        TITLE,
        colours.INK,
        "la",
        True,
        room,
    )
    y += TITLE + 22
    canvas.text((left, y), _("THE MORTAL"), SMALL, colours.MUTED, "la", bold=True)
    middle = y + SMALL + 28
    summary = view.seats[reveal.mortal]
    colour = seat_colour(summary)
    canvas.circle((left + 17, middle), 17, colour, colours.INK, 2.5)
    canvas.text((left + 17, middle), seat_letter(summary), SMALL + 2, ink_on(colour), "mm", bold=True)
    canvas.text((left + 44, middle), seat_name(names, reveal.mortal), TITLE, colours.INK, "lm", True, room - 44)


def _score_table(canvas: Canvas, view: PublicView, reveal: RoundReveal, names: Sequence[str], top: float) -> float:
    """One row per seat, the mortal first: name and role, the round's points and the total, then guess and awards."""
    left, right = MARGIN, WIDTH - MARGIN
    canvas.text((left + 8, top), _("GUESSES AND POINTS"), SMALL, colours.MUTED, "la", bold=True)
    canvas.text((_ROUND_X, top), _("ROUND"), SMALL, colours.MUTED, "ra", bold=True)
    canvas.text((right - 10, top), _("TOTAL"), SMALL, colours.MUTED, "ra", bold=True)
    best = winners(view)
    y = top + _TABLE_HEAD
    for index, line in enumerate(reveal.lines):
        if index:
            y += _ROW_GAP
        winner = line.seat in best
        fill, outline = (WINNER_ROW, colours.INK) if winner else (colours.PANEL, colours.LINE)
        canvas.box((left, y, right, y + ROW), fill, outline, 2, radius=12)
        upper, lower = y + 20, y + 45
        summary = view.seats[line.seat]
        colour = seat_colour(summary)
        canvas.circle((left + 22, upper), 15, colour, colours.INK, 2.5)
        canvas.text((left + 22, upper), seat_letter(summary), SMALL, ink_on(colour), "mm", bold=True)
        mortal = line.role == "mortal"
        role_fill = NIGHT if mortal else GOD_TAG
        if winner:
            role = _("MORTAL \u00b7 WINS") if mortal else _("GOD \u00b7 WINS")
        else:
            role = _("MORTAL") if mortal else _("GOD")
        room = _ROUND_X - 60 - (left + 46) - tag_width(role, TAG) - 10
        name_width = canvas.text((left + 46, upper), seat_name(names, line.seat), BODY, colours.INK, "lm", True, room)
        draw_tag(canvas, (left + 46 + name_width + 10, upper), role, TAG, role_fill)
        canvas.text((_ROUND_X, upper), f"+{line.points}", LARGE, colours.INK, "rm", bold=True)
        canvas.text((right - 10, upper), str(line.total), LARGE, colours.INK, "rm", bold=True)
        won = _("\u00b7 {awards}", awards=series(awards(line)) or _("no points"))  # kept whole: the guess is cut
        room = right - 10 - (left + 46) - 6 - text_width(won, SMALL)
        guess_width = canvas.text((left + 46, lower), said(line, reveal, names), SMALL, colours.INK, "lm", False, room)
        canvas.text((left + 46 + guess_width + 6, lower), won, SMALL, colours.INK, "lm")
        y += ROW
    return y
