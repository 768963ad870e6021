"""A standings table as an image, part of the kit: a campaign's final summary (issue 14 "Campaigns").

No game's code: a title, a line under it, and one row per member (position, name as typed,
points, games, wins, average place), drawn with the kit. 580 px wide like the game images;
its smallest text is 15 px, so 10 px or more when the image is shown 400 px wide. Members
who left are marked by a word, not by colour alone; the podium rows carry their position
in a badge whose number is the information (the tint only repeats it).
"""

from collections.abc import Sequence
from dataclasses import dataclass

from i18n import Text, _, _p, lines, n_
from renderers.kit import palette as colours
from renderers.kit.canvas import Canvas, fitted, truncate
from renderers.kit.fonts import printable

WIDTH = 580
MARGIN = 18
TITLE = 26
SUBTITLE = 16
ROW = 38
TEXT = 19
SMALL = 15
HEAD = 15
PODIUM = {1: colours.GOLD, 2: colours.SHADE, 3: colours.ORANGE}
# Columns: position badge, name, then the figures (right-aligned at these x).
POSITION_X = MARGIN + 4
NAME_X = MARGIN + 52
POINTS_X = 340
GAMES_X = 408
WINS_X = 466
PLACE_X = WIDTH - MARGIN - 4
MAX_ROWS = 30  # rows drawn; more are summed up in one line


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the table."""

    position: int
    name: str
    points: int
    games: int
    wins: int
    average_place: float | None
    left: bool = False


def render_standings(title: str, subtitle: str, rows: Sequence[Row]) -> bytes:
    """The standings table as PNG bytes: the same rows give the same bytes."""
    return fitted(WIDTH, colours.PAPER, lambda canvas: _paint(canvas, title, subtitle, rows)).png()


def describe_standings(title: str, subtitle: str, rows: Sequence[Row]) -> Text:
    """The text alternative of the image, from the same rows (an :class:`i18n.Text`: said in the reader's language)."""
    parts: list[str] = [_("{title}. {subtitle}", title=title, subtitle=subtitle) if subtitle else title]
    for row in rows:
        points, games = n_("{n} point", "{n} points", row.points), n_("{n} game", "{n} games", row.games)
        wins = n_("{n} win", "{n} wins", row.wins)
        if row.average_place is None:
            place = _("no games")
        else:
            place = _("average place {place}", place=round(row.average_place, 1))
        line = (
            _("{position}. {name}: {points}, {games}, {wins}, {place}, left the campaign.", position=row.position,
              name=row.name, points=points, games=games, wins=wins, place=place)
            if row.left
            else _("{position}. {name}: {points}, {games}, {wins}, {place}.", position=row.position, name=row.name,
                   points=points, games=games, wins=wins, place=place)
        )  # fmt: skip
        parts.append(line)
    return lines(parts, " ")


def _paint(canvas: Canvas, title: str, subtitle: str, rows: Sequence[Row]) -> float:
    y = MARGIN
    canvas.text((MARGIN, y), truncate(printable(title), TITLE, WIDTH - 2 * MARGIN, True), TITLE, colours.INK, bold=True)
    y += TITLE + 8
    if subtitle:
        y += canvas.paragraph((MARGIN, y), subtitle, SUBTITLE, colours.MUTED, WIDTH - 2 * MARGIN, 3)
    y += 10
    for label, x, anchor in (
        ("#", POSITION_X + 16, "ma"),
        (_p("standings", "Member"), NAME_X, "la"),
        (_p("standings", "Points"), POINTS_X, "ra"),
        (_p("standings", "Games"), GAMES_X, "ra"),
        (_p("standings", "Wins"), WINS_X, "ra"),
        (_p("standings", "Avg place"), PLACE_X, "ra"),
    ):
        canvas.text((x, y), label, HEAD, colours.MUTED, anchor, bold=True)
    y += HEAD + 8
    canvas.line([(MARGIN, y), (WIDTH - MARGIN, y)], colours.LINE, 2)
    y += 4
    for index, row in enumerate(rows[:MAX_ROWS]):
        _row(canvas, y, row, shaded=index % 2 == 1)
        y += ROW
    if len(rows) > MAX_ROWS:
        y += 6
        more = n_("… and {n} more member", "… and {n} more members", len(rows) - MAX_ROWS)
        canvas.text((MARGIN, y), more, SMALL, colours.MUTED)
        y += SMALL + 4
    if not rows:
        y += 6
        canvas.text((MARGIN, y), _("No members."), TEXT, colours.MUTED)
        y += TEXT + 4
    return y + MARGIN


def _row(canvas: Canvas, top: float, row: Row, *, shaded: bool) -> None:
    if shaded:
        canvas.box((MARGIN, top, WIDTH - MARGIN, top + ROW), colours.PANEL)
    middle = top + ROW / 2
    badge = PODIUM.get(row.position)
    if badge is not None:
        canvas.circle((POSITION_X + 16, middle), 15, badge)
    canvas.text((POSITION_X + 16, middle), str(row.position), TEXT, colours.INK, "mm", bold=True)
    name_width = POINTS_X - 60 - NAME_X
    ink = colours.MUTED if row.left else colours.INK
    drawn = canvas.text((NAME_X, middle), row.name, TEXT, ink, "lm", bold=row.position == 1, max_width=name_width)
    if row.left:
        canvas.text((NAME_X + drawn + 8, middle), _p("standings", "(left)"), SMALL, colours.MUTED, "lm")
    canvas.text((POINTS_X, middle), str(row.points), TEXT, colours.INK, "rm", bold=True)
    canvas.text((GAMES_X, middle), str(row.games), TEXT, colours.INK, "rm")
    canvas.text((WINS_X, middle), str(row.wins), TEXT, colours.INK, "rm")
    place = "–" if row.average_place is None else f"{row.average_place:.1f}"
    canvas.text((PLACE_X, middle), place, TEXT, colours.INK, "rm")
