"""Replays and exports of games that are over: every step of the log, nothing hidden (issue 14, "Replays").

A replay steps through a finished (or abandoned) game's effective moves (its log with the
taken-back moves removed, :func:`storage.log.effective_moves`). Step 0 is the set-up; step k is
the state after the k-th move, rebuilt by the engine's replay. Each step shows the public board,
every seat's private view and what no seat sees (``GameSpec.revealed``), so it is refused while
the game runs, to everyone: its players too.

Stepping stays cheap: a game's :class:`Timeline` keeps the states of every ``CHECKPOINT_EVERY``-th
step and of the latest steps looked at, so a click replays at most a few moves; the timelines of
the latest games are kept (``CACHED_TIMELINES``).

An export is the game's full record as JSON (:func:`export_record`); ``python -m engine.replay_file``
replays it and checks its final state digest.
"""

import asyncio
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import GameSpec, IllegalAction, fill_names, new_game, replay_steps, state_digest, to_data
from i18n import _
from storage.errors import GameNotActive
from storage.log import effective_moves
from storage.models import GameStatus
from storage.moderation import ModerationRecord
from storage.records import ActionRecord, GameRecord

CHECKPOINT_EVERY = 16  # a state is kept for every this many steps: a click replays fewer moves than this
RECENT_STEPS = 8  # states of the latest steps looked at, per game (back and next cost one move)
CACHED_TIMELINES = 8  # games whose timelines are kept
EXPORT_FORMAT = "boardgame-bot/game-record"
EXPORT_VERSION = 1

REPLAYABLE = (GameStatus.FINISHED, GameStatus.ABANDONED)
STILL_RUNNING = _(
    "This game is still being played. A replay shows every hand, role and hidden card, "
    "so it opens only once the game is over, for everyone, its players too."
)
NEVER_STARTED = _("This game never started: there is nothing to replay.")
EXPORT_RUNNING = _(
    "This game is still being played. Its record holds the seed, which tells every hidden card, "
    "so it can be exported only once the game is over."
)
OLD_HISTORY = _(
    "This game's log was written under older rules and no longer replays to its final state, "
    "so its replay is not available."
)


def check_over(record: GameRecord, running: str = STILL_RUNNING) -> None:
    """Refuse (``GameNotActive`` with a specific message) a game that runs or never started."""
    if record.status == GameStatus.LOBBY or record.state is None:
        raise GameNotActive(NEVER_STARTED)
    if record.status not in REPLAYABLE:
        raise GameNotActive(running)


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replay: the state after move ``number`` (0: the set-up) of ``total``.

    ``mover``, ``reason`` and ``lines`` describe the move that led here (None, None and () at
    step 0); ``lines`` and ``chapter`` (the turn the move belongs to) name seats by ``seat_ref``.
    """

    record: GameRecord
    spec: GameSpec
    number: int
    total: int
    state: Any
    mover: int | None
    reason: str | None
    lines: tuple[str, ...]
    chapter: str
    revealed: tuple[str, ...]


class Timeline:
    """One game's effective moves and the states after them, kept at checkpoints and for the latest steps."""

    def __init__(self, record: GameRecord, spec: GameSpec, rows: Sequence[ActionRecord]) -> None:
        self.record = record
        self.spec = spec
        self.moves = tuple(effective_moves(rows))
        self._lock = threading.Lock()  # steps are computed in worker threads
        self._checkpoints: dict[int, Any] = {0: new_game(spec, len(record.seats), record.seed, record.options)}
        self._recent: OrderedDict[int, Any] = OrderedDict()
        self._lines: dict[int, tuple[str, ...]] = {}  # public lines rebuilt for rows stored without them
        self._chapters: dict[int, str] = {}

    @property
    def total(self) -> int:
        """How many moves the game has (its last step's number)."""
        return len(self.moves)

    def check(self) -> None:
        """Replay every move once (filling the checkpoints); ``GameNotActive`` unless it ends at the stored state."""
        try:
            final = self.state_at(self.total)
        except IllegalAction:
            raise GameNotActive(OLD_HISTORY) from None
        if state_digest(self.spec, final) != state_digest(self.spec, self.record.state):
            raise GameNotActive(OLD_HISTORY)

    def state_at(self, number: int) -> Any:
        """The state after ``number`` moves, from the nearest kept state at or before it."""
        with self._lock:
            if number in self._recent:
                self._recent.move_to_end(number)
                return self._recent[number]
            base = max(k for k in (*self._checkpoints, *self._recent) if k <= number)
            state = start = self._checkpoints.get(base, self._recent.get(base))
            self._chapter(base, start)
            todo = [(row.seat, row.action, row.reason is not None) for row in self.moves[base:number]]
            for index, (state, events) in enumerate(replay_steps(self.spec, start, todo), start=base + 1):
                if index % CHECKPOINT_EVERY == 0:
                    self._checkpoints[index] = state
                if self.moves[index - 1].public_lines is None:
                    self._lines[index] = tuple(event.text for event in events if event.public)
                self._chapter(index, state)
            self._recent[number] = state
            while len(self._recent) > RECENT_STEPS:
                self._recent.popitem(last=False)
            return state

    def step(self, number: int) -> ReplayStep:
        """Step ``number`` (0 to :attr:`total`) with its move, chapter and what no seat sees."""
        assert 0 <= number <= self.total, number
        state = self.state_at(number)
        if number == 0:
            return ReplayStep(
                self.record, self.spec, 0, self.total, state, None, None, (), self._chapters.get(0, ""), ()
            )
        row = self.moves[number - 1]
        if number - 1 not in self._chapters:
            self.state_at(number - 1)
        lines = row.public_lines if row.public_lines is not None else self._lines.get(number, ())
        return ReplayStep(
            self.record,
            self.spec,
            number,
            self.total,
            state,
            row.seat,
            row.reason,
            tuple(lines),
            self._chapters.get(number - 1, ""),
            (),
        )

    def first_of_turn(self, words: str) -> int | None:
        """The first move of the first turn whose title holds ``words`` (any case): "Round 3", "pier 7", "turn 12".

        The titles are the game's chapters ("Auction 3 of 18: Gold 2", "Ana's turn 7"), each seat
        named by ``seat_ref``, so a player's name is matched through ``names``.
        """
        wanted = " ".join(words.casefold().split())
        if not wanted:
            return None
        self.state_at(self.total)  # every move's chapter is known once the last state was reached
        for number in range(1, self.total + 1):
            if wanted in " ".join(fill_names(self._chapters.get(number - 1, ""), self.record.names).casefold().split()):
                return number
        return None

    def _chapter(self, number: int, state: Any) -> None:
        if number not in self._chapters:
            self._chapters[number] = self.spec.chapter(state) if self.spec.chapter is not None else ""


class Replays:
    """The timelines of the latest games replayed, by (game id, version)."""

    def __init__(self, capacity: int = CACHED_TIMELINES) -> None:
        self._capacity = capacity
        self._cache: OrderedDict[tuple[int, int], Timeline] = OrderedDict()

    def cached(self, record: GameRecord) -> Timeline | None:
        """The timeline of this record's version, if kept."""
        key = (record.id, record.version)
        found = self._cache.get(key)
        if found is not None:
            self._cache.move_to_end(key)
        return found

    async def timeline(self, record: GameRecord, spec: GameSpec, rows: Sequence[ActionRecord]) -> Timeline:
        """The timeline of a game that is over, built (and checked against the stored state) once."""
        check_over(record)
        found = self.cached(record)
        if found is not None:
            return found
        key = (record.id, record.version)
        timeline = Timeline(record, spec, rows)
        await asyncio.to_thread(timeline.check)
        self._cache[key] = timeline
        while len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return timeline

    async def step(self, timeline: Timeline, number: int) -> ReplayStep:
        """Step ``number`` of ``timeline`` with its revealed lines, computed off the event loop."""

        def compute() -> ReplayStep:
            found = timeline.step(number)
            revealed = timeline.spec.revealed(found.state) if timeline.spec.revealed is not None else ()
            return ReplayStep(
                found.record,
                found.spec,
                found.number,
                found.total,
                found.state,
                found.mover,
                found.reason,
                found.lines,
                found.chapter,
                tuple(revealed),
            )

        return await asyncio.to_thread(compute)


@dataclass(frozen=True, slots=True)
class Export:
    """A game's record as a JSON-ready dict, and the file name to give it."""

    data: dict[str, Any]
    filename: str


def export_record(
    record: GameRecord, spec: GameSpec, rows: Sequence[ActionRecord], moderation: Sequence[ModerationRecord] = ()
) -> Export:
    """The full record of a game that is over: what ``python -m engine.replay_file`` needs to rebuild it.

    ``moderation``: what moderators did to it (issue 26), each with the version it was done at and who did it.
    """
    check_over(record, EXPORT_RUNNING)
    result = spec.result(record.state)
    data: dict[str, Any] = {
        "format": EXPORT_FORMAT,
        "format_version": EXPORT_VERSION,
        "game": {"key": spec.key, "title": spec.title, "schema_version": spec.schema_version},
        "id": record.id,
        "status": record.status,
        "options": dict(record.options),
        "table": dict(record.table),
        "seed": record.seed,
        "created_at": record.created_at.isoformat(),
        "finished_at": record.finished_at.isoformat() if record.finished_at is not None else None,
        "players": [
            {"seat": seat.seat, "user_id": seat.user_id, "name": seat.name, "resigned": seat.resigned}
            for seat in sorted(record.seats, key=lambda seat: seat.seat)
        ],
        "log": [
            {
                "seq": row.seq,
                "seat": row.seat,
                "kind": str(row.kind),
                "action": row.action,
                "time": row.created_at.isoformat(),
                "reason": row.reason,
                "user_id": row.user_id,
                "public_lines": [str(line) for line in row.public_lines] if row.public_lines is not None else None,
            }
            for row in rows
        ],
        "moderation": [done.export() for done in moderation],
        "result": None if result is None else to_data(result),
        "final_state_digest": state_digest(spec, record.state),
    }
    return Export(to_data(data), f"{spec.key}-game-{record.id}.json")
