"""The Mangrovia players image, from the public view only (rules §2.4, §3.4-§3.6, §7.2).

One panel per seat: its name, start player and to-act marks, its chief points (the final score
at the end), huts left of its allocation, bowls, how many cards of each type and amulets it
holds (never which), its amulet track position and what taking amulets gives there, and the
stone circle tiles it holds. Below, the majorities as they stand: the huts of every colour on
each sacred path (with the statue's points), in the stone circle and in the totem area.
"""

from collections.abc import Sequence

from engine.mangrovia.amulets import to_draw
from engine.mangrovia.board import AREA_SPACES, PATH_SPACES, PATHS, STONE, TOTEM, TOTEM_POINTS
from engine.mangrovia.tables import TABLES
from engine.mangrovia.views import PlayerView, PublicView
from i18n import Text, _, n_
from renderers.kit import Canvas, draw_tag, drawn, seat_chip, tag_width
from renderers.kit import palette as colours
from renderers.kit.words import series
from renderers.mangrovia.board import check
from renderers.mangrovia.look import GAP, LARGE, MARGIN, PALETTE, SECTION, SMALL, TINY, WIDTH, tile_name
from renderers.mangrovia.parts import counted_huts, heading, panel, ranked

RIGHT = WIDTH - MARGIN
PLAYER_ROW = 98
MAJORITY_ROW = 40


def huts_on(view: PublicView, spaces: Sequence[str]) -> list[tuple[int, int]]:
    """(owner, huts) on ``spaces`` for every owner with any, most first (a double hut counts 2; -1 is neutral)."""
    found: dict[int, int] = {}
    for space in spaces:
        if space in view.huts:
            owner = view.huts[space]
            found[owner] = found.get(owner, 0) + (2 if space in view.doubles else 1)
    return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def amulet_action(track: int) -> str:
    """What taking amulets gives at this amulet track position."""
    drawn_count = to_draw(track)
    if drawn_count == 0:
        return _("a value-1 amulet")
    if drawn_count == 1:
        return _("draw 1")
    return _("draw {n}, return 1", n=drawn_count)


def holding(player: PlayerView) -> str:
    """What a seat holds, in counts only."""
    return _(
        "{valuables}, {landscapes}, {amulets}",
        valuables=n_("{n} valuables card", "{n} valuables cards", player.valuables),
        landscapes=n_("{n} landscape card", "{n} landscape cards", player.landscapes),
        amulets=n_("{n} amulet", "{n} amulets", player.amulets),
    )


def huts_left(view: PublicView, player: PlayerView) -> str:
    """Huts left of the seat's allocation."""
    table = TABLES.get(view.players)
    if table:
        return _("{left} of {huts} huts left", left=player.huts, huts=table.huts)
    return n_("{n} hut left", "{n} huts left", player.huts)


def majorities() -> list[tuple[str, str, tuple[str, ...]]]:
    """(name, points, spaces) of every majority scored at the end, in the board's order."""
    rows = [(path.key, _points(path.first, path.second), PATH_SPACES[path.key]) for path in PATHS]
    rows.append((_("Stone circle"), _("yours \u00d7 all"), AREA_SPACES[STONE]))
    rows.append((_("Totem area"), _points(*TOTEM_POINTS[:2]), AREA_SPACES[TOTEM]))
    return rows


def _points(first: int, second: int) -> Text:
    """A majority's points for first and second place, "12/6", in the reader's digits (a layout, no words)."""
    return Text("{first}/{second}", {"first": first, "second": second})


def players_height(view: PublicView) -> float:
    """The height :func:`render_players` draws."""
    players = SECTION + view.players * (PLAYER_ROW + 6) + GAP
    return MARGIN + players + SECTION + len(majorities()) * MAJORITY_ROW + MARGIN


def render_players(view: PublicView, names: Sequence[str]) -> bytes:
    """Every seat's supply, hand sizes, track and tiles, then the majorities, as PNG bytes."""
    check(view)

    def paint(canvas: Canvas) -> float:
        over = view.scores is not None
        title = _("Final scores, best first") if over else _("Players: chief points so far")
        y = heading(canvas, MARGIN, title)
        places = ranked(view) if over else [(0, player.seat, 0) for player in view.seats]
        for place, seat, _score in places:
            _player(canvas, view, view.seats[seat], names, y, place)
            y += PLAYER_ROW + 6
        y = heading(canvas, y + GAP, _("Majorities now: huts by colour (double hut = 2)"))
        for index, (name, points, spaces) in enumerate(majorities()):
            middle = y + MAJORITY_ROW / 2
            if index:
                canvas.line([(MARGIN, y), (RIGHT, y)], colours.LINE, 1)
            canvas.text((MARGIN + 4, middle), name, SMALL, colours.INK, "lm", bold=True)
            canvas.text((MARGIN + 130, middle), points, TINY, colours.MUTED, "lm", bold=True)
            counts = huts_on(view, spaces)
            if not counted_huts(canvas, MARGIN + 220, middle, counts, SMALL):
                canvas.text((MARGIN + 220, middle), _("no huts"), TINY, colours.MUTED, "lm")
            y += MAJORITY_ROW
        return y + MARGIN

    return drawn(WIDTH, players_height(view), colours.PAPER, paint).png(PALETTE)


def _player(canvas: Canvas, view: PublicView, player: PlayerView, names: Sequence[str], y: float, place: int) -> None:
    """One seat's row; ``place`` (1 for the winner) is drawn before the name once the game is over (0: not yet)."""
    seat = player.seat
    acting = seat in view.waiting_on
    panel(canvas, (MARGIN, y, RIGHT, y + PLAYER_ROW), colours.ATTENTION if acting else colours.LINE, 3 if acting else 2)
    middle = y + 24
    score = view.scores[seat] if view.scores is not None else player.chief
    points = _("{score} pts", score=score)
    right = RIGHT - 12 - canvas.text((RIGHT - 12, middle), points, LARGE, colours.INK, "rm", bold=True)
    tags = [word for word, shown in ((_("START"), seat == view.start_player), (_("TO ACT"), acting)) if shown]
    room = right - 16 - sum(tag_width(tag, TINY) + 8 for tag in tags) - MARGIN - 12
    x = MARGIN + 12
    if place:
        x += canvas.text((x, middle), _("{place}.", place=place), LARGE, colours.INK, "lm", bold=True) + 8
        room -= x - MARGIN - 12
    x += seat_chip(canvas, x, middle, seat, names, LARGE, room)
    for tag in tags:
        box = draw_tag(canvas, (x + 8, middle), tag, TINY, colours.ATTENTION if tag == "TO ACT" else colours.WHITE,
                       colours.INK)  # fmt: skip
        x = box[2]
    line = _(
        "{huts} \u00b7 {bowls} \u00b7 {holding}",
        huts=huts_left(view, player),
        bowls=n_("{n} bowl", "{n} bowls", player.bowls),
        holding=holding(player),
    )
    canvas.text((MARGIN + 12, y + 56), line, TINY, colours.INK, "lm", max_width=RIGHT - MARGIN - 24)
    if player.tiles:
        track = _(
            "Amulet track {track} (take amulets: {action}) \u00b7 tiles: {tiles}",
            track=player.track,
            action=amulet_action(player.track),
            tiles=series([tile_name(tile) for tile in player.tiles]),
        )
    else:
        track = _(
            "Amulet track {track} (take amulets: {action})", track=player.track, action=amulet_action(player.track)
        )
    canvas.text((MARGIN + 12, y + 80), track, TINY, colours.MUTED, "lm", max_width=RIGHT - MARGIN - 24)
