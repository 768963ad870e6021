"""The information flow (cog ``bot/cogs/info.py``): what a game shows: board, hand, panel, log, recap, deadlines."""

import asyncio
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from bot.languages import game_language, spoken
from bot.names import plain_all, shown_all
from bot.service.core import Flow, user_ids
from bot.service.finding import OPEN_STATUSES, status_message
from bot.service.outcomes import Board, GameLine, Hand, OpenChoice, Panel, Waiting
from bot.service.snapshots import Snapshot
from bot.service.typed import sentences
from engine.core import Decision, IllegalAction
from engine.core.game import apply as engine_apply
from engine.core.game import new_game
from i18n import ENGLISH
from storage import timers
from storage.bots import bot_strengths
from storage.errors import GameNotActive, NotSeated
from storage.log import effective_moves
from storage.models import GameStatus
from storage.records import GameRecord
from storage.table import read_table
from storage.timers import MemberTime

LOG_LIMIT = 50  # the most lines ``/game log`` shows


class InfoFlow(Flow):
    """What a game shows: its board, a seat's hand and panel, its log and recaps."""

    async def list_games(
        self, guild_id: int, channel_id: int | None = None, *, sees: Callable[[GameRecord], bool] = lambda _: True
    ) -> list[GameLine]:
        """The open games of this server (or of one channel), newest first.

        A private table's game is listed only to those who ``sees`` it (its players and moderators, issue 26).
        """
        records = await self.core.store.games.list_games(guild_id, channel_id=channel_id, statuses=OPEN_STATUSES)
        lines = []
        for record in sorted(records, key=lambda r: r.id, reverse=True):
            if read_table(record.table).private and not sees(record):
                continue
            names = shown_all(record.names)
            waiting = tuple(names[seat] for seat in self.core.pending_seats(record))
            title = self.core.spec(record).title
            lines.append(GameLine(record.id, title, record.status, names, waiting, record.channel_id, record.thread_id))
        return lines

    async def board(self, game: int | GameRecord | Snapshot, language: str | None = None) -> Board:
        """The public board of a running or finished game, its picture drawn once per version and language.

        ``language``: the reader's (an ephemeral ``/game board``); None, the game's (the thread's board).
        """
        snapshot = await self.core.snapshot_of(game)
        record = snapshot.record
        if record.state is None:
            raise GameNotActive(status_message(record.status))
        code = game_language(record) if language is None else language
        pictures = await self.core.pictures.of(snapshot, None, code)
        decisions = snapshot.pending
        deadlines = await self.deadlines(record)
        choice = None
        if len(decisions) == 1 and not decisions[0].secret:
            only = decisions[0]
            choice = OpenChoice(only.seat, only.prompt, only.options, only.quick, only.typed, only.set_choice)
        return Board(
            record.id,
            record.version,
            self.core.spec(record).title,
            record.status,
            shown_all(record.names),
            user_ids(record),
            pictures[0].description,
            pictures,
            self._waiting(record, decisions, deadlines),
            choice,
            await self.last_line(record, code),
            self.core.spec(record).result(record.state),
            plain_all(record.names),
        )

    async def last_line(self, record: GameRecord, language: str | None = None) -> str:
        """What the latest change showed everyone: kept from the change, else rebuilt from the stored log.

        In the game's language (``language`` None), which is what the change kept; in another (an
        ephemeral board in its reader's), rebuilt from the stored log and not kept.
        """
        ours = language is None or language == game_language(record)
        version, line = self.core.lines.get(record.id, (-1, ""))
        if version == record.version and ours:
            return line
        seq, stored = await self.core.store.games.latest_lines(record.id)
        if seq != record.version:
            return ""  # the latest change wrote no row (a resignation, the start)
        code = game_language(record) if language is None else language
        line = sentences([spoken(text, code, shown_all(record.names)) for text in stored])
        if line and await self._ended_turn(record):
            line = ""  # as the change itself decided (see _change): the record above tells it
        if ours:
            self.core.lines[record.id] = (record.version, line)
        return line

    async def _ended_turn(self, record: GameRecord) -> bool:
        """Whether the latest move of ``record`` ended a chapter (a turn as the table counts it), from the log."""
        spec = self.core.spec(record)
        if spec.chapter is None or record.state is None or record.version < 1:
            return False
        try:
            earlier = await self.core.store.games.state_at(record.id, record.version - 1)
        except (IllegalAction, GameNotActive):  # a log written under older rules, or no game yet
            return False
        return spec.chapter(earlier) != spec.chapter(record.state)

    def _waiting(
        self, record: GameRecord, decisions: Sequence[Decision], deadlines: Mapping[int, datetime] | None = None
    ) -> tuple[Waiting, ...]:
        users = user_ids(record)
        deadlines = deadlines or {}
        bots = bot_strengths(record.seats, read_table(record.table))
        return tuple(
            Waiting(
                d.seat, users[d.seat], "" if d.secret else d.prompt, d.secret, deadlines.get(d.seat), d.seat in bots
            )
            for d in sorted(decisions, key=lambda d: d.seat)
        )

    async def deadlines(self, record: GameRecord) -> dict[int, datetime]:
        """When each seat's running clock runs out, as its member's settings stand ({} for a game without a clock)."""
        table = read_table(record.table)
        running = [seat for seat in record.seats if seat.turn_started_at is not None]
        if not table.runs or not running or record.status != GameStatus.ACTIVE:
            return {}
        times = await self.core.store.members.clocks_of([record])
        found = {}
        for seat in running:
            available = times.get(seat.user_id, MemberTime()).availability(table)
            moment = timers.deadline(seat, table, available)
            if moment is not None:
                found[seat.seat] = moment
        return found

    async def remember_board(
        self,
        game_id: int,
        message_id: int,
        waiting: Sequence[int],
        version: int | None = None,
        *,
        since: int | None = None,
    ) -> None:
        """Store the thread's current board message, the seats it mentioned and the version it fully shows.

        ``version`` None leaves the stored version as it is: a board still being put up. ``since``:
        the version a board put up anew was put up at (None: the same board, edited).
        """
        shown_version: dict[str, int] = {} if version is None else {"board_version": version}
        if since is not None:
            shown_version["board_since"] = since
        await self.core.store.outbox.set_messages(
            game_id, board_message_id=message_id, board_waiting=list(waiting), **shown_version
        )

    async def hand(
        self,
        game: int | GameRecord | Snapshot,
        user_id: int | None = None,
        *,
        seat: int | None = None,
        language: str = ENGLISH,
    ) -> Hand:
        """A seat's private view (the caller's, or ``seat``'s), its picture drawn once per version, in ``language``."""
        snapshot = await self.core.snapshot_of(game)
        record = snapshot.record
        if seat is None:
            seat = record.seat_of(user_id) if user_id is not None else None
            if seat is None:
                raise NotSeated()
        if record.state is None:
            raise GameNotActive(status_message(record.status))
        pictures = await self.core.pictures.of(snapshot, seat, language)
        return Hand(record.id, self.core.spec(record).title, record.version, seat, pictures[0].description, pictures)

    async def panel(
        self,
        game: int | GameRecord | Snapshot,
        user_id: int,
        *,
        notice: str = "",
        page: int = 0,
        events: Sequence[str] = (),
        guild_id: int | None = None,
        recap: bool = False,
        language: str | None = None,
    ) -> Panel:
        """The caller's turn panel: private view, decision and its options, and who else is awaited.

        ``recap``: with what happened since the caller's latest move (the panel opened from a ping).
        ``language``: the caller's (None: looked up, from the per-process cache); its picture is drawn in it.
        """
        if isinstance(game, int):
            game = await self.core.get(game, guild_id)
        snapshot = await self.core.snapshot_of(game)
        record = snapshot.record
        seat = record.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        code = await self.core.languages.of_member(user_id) if language is None else language
        hand = await self.hand(snapshot, seat=seat, language=code)
        mine = snapshot.decision(seat)
        deadlines = await self.deadlines(record)
        what_can_i_do = self.core.spec(record).what_can_i_do
        return Panel(
            hand,
            shown_all(record.names),
            record.status,
            mine,
            self._waiting(record, snapshot.pending, deadlines),
            notice,
            page,
            tuple(events),
            what_can_i_do(record.state, seat) if what_can_i_do is not None and mine is not None else "",
            plain_all(record.names),
            tuple(await self.recap(record, user_id)) if recap else (),
        )

    async def log(self, game_id: int, limit: int = 15, *, language: str = ENGLISH) -> list[str]:
        """The latest public events of a game, oldest first, in ``language`` (the stored lines, else replayed).

        A moderator's action (issue 26: an abandonment, an expulsion, a timeout move played) comes
        in its place, after the moves up to its version, naming the moderator.
        """
        record = await self.core.store.games.get(game_id)
        if record.status == GameStatus.LOBBY:
            raise GameNotActive(status_message(record.status))
        moves = await self._public_moves(record, language)
        names = shown_all(record.names)
        acted = [
            (done.version, spoken(done.line, language, names))
            for done in await self.core.store.moderation.of_game(game_id)
        ]
        lines: list[str] = []
        for seq, _, _, texts in moves:
            while acted and acted[0][0] < seq:  # done at a version before this move's
                lines.append(acted.pop(0)[1])
            lines.extend(texts)
        lines.extend(line for _, line in acted)
        return lines[-max(1, min(limit, LOG_LIMIT)) :]

    async def recap(self, game: int | GameRecord, user_id: int) -> list[str]:
        """What happened since the caller's own latest move (or since the start): one line per move, oldest first.

        Only the moves' public lines, as ``/game log`` shows them; taken-back moves are gone from
        the log, and moves played for a resigned seat do not count as that seat acting.
        """
        record = game if isinstance(game, GameRecord) else await self.core.store.games.get(game)
        seat = record.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if record.status == GameStatus.LOBBY:
            raise GameNotActive(status_message(record.status))
        stored = await self.core.store.games.lines_since(record.id, seat)
        code = await self.core.languages.of_member(user_id)  # a recap is read by its member alone
        if stored is not None:  # the moves since the seat's own, read alone (the usual case)
            names = shown_all(record.names)
            return [sentences([spoken(text, code, names) for text in texts]) for texts in stored if texts]
        moves = await self._public_moves(record, code)
        start = 0
        for index, (_, mover, auto, _) in enumerate(moves):
            if mover == seat and not auto:
                start = index + 1
        return [sentences(texts) for _, _, _, texts in moves[start:] if texts]

    async def _public_moves(self, record: GameRecord, code: str) -> list[tuple[int, int, bool, list[str]]]:
        """Each move still in the log, oldest first: its seq, its seat, whether it was auto-played, its public lines.

        The lines are the stored ones, else (rows stored before their lines were) rebuilt by replaying.
        """
        rows = effective_moves(await self.core.store.games.actions(record.id))
        names = shown_all(record.names)
        if all(row.public_lines is not None for row in rows):
            texts = [[spoken(text, code, names) for text in row.public_lines or ()] for row in rows]
        else:
            moves = [(row.seat, row.action) for row in rows]
            texts = await asyncio.to_thread(self._replay_lines, record, moves, code)
        return [(row.seq, row.seat, row.auto, lines) for row, lines in zip(rows, texts, strict=True)]

    def _replay_lines(
        self, record: GameRecord, moves: Sequence[tuple[int, dict[str, Any]]], code: str
    ) -> list[list[str]]:
        spec, names = self.core.spec(record), shown_all(record.names)
        state = new_game(spec, len(record.seats), record.seed, record.options)
        lines: list[list[str]] = []
        for seat, action in moves:
            state, events = engine_apply(spec, state, seat, action)
            lines.append([spoken(e.text, code, names) for e in events if e.public])
        return lines
