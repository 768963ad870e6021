"""One player's tableau as its own phone-sized image (rules §2.11-§2.12, §5.3-§5.6), from the public view only.

Top to bottom: the seat's name with its colour and character (and what the character does),
its resources and silver as six counters, then virtue, Cathedral level, hand size, debts and
workers, the apprentices it has hired with what they do, the buildings it has built, and the
captured workers of other players it holds.
"""

from collections.abc import Sequence

from engine.architects.board import APPRENTICE_LIMIT, VIRTUE_VP
from engine.architects.goods import GOODS
from engine.architects.views import PlayerView, PublicView
from i18n import Text, _, n_
from renderers.architects.look import (
    BODY,
    CHARACTER_NAMES,
    CHARACTERS,
    COLOUR_NAMES,
    GAP,
    GOOD_COLOURS,
    GOOD_NAMES,
    LARGE,
    MARGIN,
    PALETTE,
    SECTION,
    SMALL,
    TINY,
    WIDTH,
    ability,
    effect,
    ink_for,
    signed,
)
from renderers.architects.parts import counted_badges, heading, panel, skill_tags, skills_width
from renderers.kit import Canvas, draw_tag, drawn, in_language, seat_chip, tag_width
from renderers.kit import palette as colours
from renderers.kit.mirror import facing

RIGHT = WIDTH - MARGIN
HEADER = 84
COUNTERS = 74
FACTS = 2 * 50
TEXT_ROOM = RIGHT - MARGIN - 16
ROW = 44  # an apprentice or a building: its name, then what it does

TO_ACT, START = _("TO ACT"), _("START")
NONE_YET = _("none yet")


def tableau_height(player: PlayerView) -> float:
    """The height :func:`render_tableau` draws."""
    apprentices = SECTION + max(1, len(player.apprentices)) * ROW + GAP
    buildings = SECTION + max(1, len(player.buildings)) * ROW + GAP
    held = SECTION + 34
    return MARGIN + HEADER + COUNTERS + GAP + FACTS + GAP + apprentices + buildings + held + MARGIN


def render_tableau(view: PublicView, seat: int, names: Sequence[str]) -> bytes:
    """Seat ``seat``'s tableau, as PNG bytes, from the public view."""
    from renderers.architects.board import check

    player = check(view).seats[seat]

    def paint(canvas: Canvas) -> float:
        canvas = facing(canvas)  # right to left in Persian: x from the right edge
        bottom = tableau_height(player) - MARGIN / 2
        acting = seat in view.waiting_on
        outline, width = (colours.ATTENTION, 4) if acting else (colours.LINE, 2)
        panel(canvas, (MARGIN / 2, MARGIN / 2, WIDTH - MARGIN / 2, bottom), outline, width)
        y = _header(canvas, view, player, names, MARGIN)
        y = _counters(canvas, player, y)
        y = _facts(canvas, player, y + GAP)
        y = _apprentices(canvas, player, y + GAP)
        y = _buildings(canvas, player, y)
        y = _held(canvas, player, y)
        return y + MARGIN

    return drawn(WIDTH, tableau_height(player), colours.PAPER, paint).png(PALETTE)


def _header(canvas: Canvas, view: PublicView, player: PlayerView, names: Sequence[str], y: float) -> float:
    middle = y + 20
    tags: list[tuple[Text, colours.Colour]] = []
    if player.seat in view.waiting_on:
        tags.append((TO_ACT, colours.ATTENTION))
    if view.step != "over" and player.seat == view.start_player:
        tags.append((START, colours.WHITE))
    score = ""
    if view.scores is not None:
        score = _("{score} VP", score=view.scores[player.seat])
    score_width = canvas.text((RIGHT - 8, middle), score, LARGE, colours.INK, "rm", bold=True) if score else 0
    tags_width = sum(tag_width(text, TINY) + 8 for text, _ in tags)
    x = MARGIN + 8
    limit = RIGHT - 8 - score_width - 12 - tags_width - x
    x += seat_chip(canvas, x, middle, player.seat, names, LARGE, limit) + 10
    for text, fill in tags:
        draw_tag(canvas, (x, middle), text, TINY, fill, colours.INK if fill == colours.WHITE else None)
        x += tag_width(text, TINY) + 8
    line = character_line(player)
    canvas.text((MARGIN + 8, y + 52), line, TINY, colours.MUTED, "lm", max_width=RIGHT - MARGIN - 16)
    return y + HEADER


def character_line(player: PlayerView) -> Text:
    """The seat's board: its character, colour and what the character does, or the standard side."""
    if not player.character:
        return _("Standard board: no character")
    return _(
        "{character} ({colour} board): {does}",
        character=CHARACTER_NAMES.get(player.character, player.character),
        colour=COLOUR_NAMES.get(player.colour, player.colour),
        does=CHARACTERS.get(player.character, ""),
    )


def _counters(canvas: Canvas, player: PlayerView, y: float) -> float:
    width = (RIGHT - MARGIN - 16 - 5 * 8) / len(GOODS)
    for index, name in enumerate(GOODS):
        left = MARGIN + 8 + index * (width + 8)
        fill = GOOD_COLOURS[name]
        canvas.box((left, y, left + width, y + 44), fill, colours.INK, 2, radius=8)
        canvas.text((left + width / 2, y + 22), str(getattr(player.goods, name)), LARGE, ink_for(name), "mm", True)
        canvas.text((left + width / 2, y + 58), GOOD_NAMES[name], TINY, colours.INK, "mm")
    return y + COUNTERS


DEBTS = _("DEBTS")


def facts(player: PlayerView) -> list[tuple[Text, Text]]:
    """The tableau's numbers, as (label, value): virtue, Cathedral, hand, debts, workers."""
    vp = VIRTUE_VP[min(max(player.virtue, 0), len(VIRTUE_VP) - 1)]
    return [
        (_("VIRTUE"), _("{virtue} ({vp} VP)", virtue=player.virtue, vp=signed(vp) if vp else 0)),
        (_("CATHEDRAL"), _("level {level}", level=player.cathedral)),
        (_("HAND"), n_("{n} card", "{n} cards", player.hand_size)),
        (DEBTS, _("{unpaid} unpaid, {paid} paid", unpaid=player.debts, paid=player.paid)),
        (_("WORKERS"), _("{n} in supply", n=player.supply)),
        (_("IN PRISON"), _("{n} of own", n=player.prison)),
    ]


def _facts(canvas: Canvas, player: PlayerView, y: float) -> float:
    width = (RIGHT - MARGIN - 16) / 3
    for index, (label, value) in enumerate(facts(player)):
        row, column = divmod(index, 3)
        x = MARGIN + 8 + column * width
        top = y + row * 50
        canvas.text((x, top), label, TINY, colours.MUTED, "la", bold=True)
        alarm = label is DEBTS and player.debts > 0
        shown = in_language(value)
        canvas.text((x, top + 20), shown, BODY if len(shown) < 14 else SMALL, colours.INK, "la", alarm, width - 8)
    return y + FACTS


def _apprentices(canvas: Canvas, player: PlayerView, y: float) -> float:
    limit = APPRENTICE_LIMIT + (1 if player.character == "Rudolf" else 0)
    hired = _("Apprentices hired: {hired} of {limit}", hired=len(player.apprentices), limit=limit)
    y = heading(canvas, y, hired, MARGIN + 8)
    if not player.apprentices:
        canvas.text((MARGIN + 8, y + ROW / 2 - 8), NONE_YET, SMALL, colours.MUTED, "lm")
    for index, card in enumerate(player.apprentices):
        top = y + index * ROW
        tags = skills_width(card.skills)
        skill_tags(canvas, MARGIN + 8, top + 10, card.skills)
        name_room = RIGHT - 24 - tags - MARGIN
        canvas.text((MARGIN + 16 + tags, top + 10), card.name, SMALL, colours.INK, "lm", True, name_room)
        canvas.text((MARGIN + 8, top + 31), ability(card.id), TINY, colours.MUTED, "lm", max_width=TEXT_ROOM)
    return y + max(1, len(player.apprentices)) * ROW + GAP


def _buildings(canvas: Canvas, player: PlayerView, y: float) -> float:
    built = sum(card.vp for card in player.buildings)
    y = heading(canvas, y, _("Buildings: {n}, {vp} VP", n=len(player.buildings), vp=built), MARGIN + 8)
    if not player.buildings:
        canvas.text((MARGIN + 8, y + ROW / 2 - 8), NONE_YET, SMALL, colours.MUTED, "lm")
    for index, card in enumerate(player.buildings):
        top = y + index * ROW
        vp = _("{score} VP", score=card.vp)
        used = canvas.text((MARGIN + 8, top + 10), vp, SMALL, colours.INK, "lm", bold=True)
        name_room = RIGHT - MARGIN - 40 - used
        canvas.text((MARGIN + 20 + used, top + 10), card.name, SMALL, colours.INK, "lm", True, name_room)
        canvas.text((MARGIN + 8, top + 31), effect(card.effect), TINY, colours.MUTED, "lm", max_width=TEXT_ROOM)
    return y + max(1, len(player.buildings)) * ROW + GAP


def _held(canvas: Canvas, player: PlayerView, y: float) -> float:
    y = heading(canvas, y, _("Captured workers held"), MARGIN + 8)
    if not counted_badges(canvas, MARGIN + 8, y + 12, player.held, BODY):
        canvas.text((MARGIN + 8, y + 12), _("none"), SMALL, colours.MUTED, "lm")
    return y + 34
