"""A stored game at one version, with what the bot derives from it computed at most once.

A :class:`Snapshot` is the game record at a version plus its pending decisions, its public view
and each seat's view (and that view's lasting private part), each computed on first use and
kept. Snapshots are cached by (game, version) for the latest versions, so the change a move
made, the board of the thread, the mover's panel and the DMs share one computation: a state's
``pending()`` runs once, each view once per seat.
"""

from collections import OrderedDict
from typing import Any

from engine.core import Decision, GameSpec, private_view
from engine.core.game import pending as engine_pending
from storage.models import GameStatus
from storage.records import GameRecord

CACHED_SNAPSHOTS = 512


class Snapshot:
    """One version of one game, and what follows from it (logically immutable)."""

    __slots__ = ("record", "spec", "pending", "_views", "_private")

    def __init__(self, record: GameRecord, spec: GameSpec) -> None:
        self.record = record
        self.spec = spec
        active = record.status == GameStatus.ACTIVE and record.state is not None
        self.pending: tuple[Decision, ...] = tuple(engine_pending(spec, record.state)) if active else ()
        self._views: dict[int | None, Any] = {}
        self._private: dict[int, Any] = {}

    @property
    def key(self) -> tuple[int, int]:
        """(game id, version)."""
        return self.record.id, self.record.version

    @property
    def waiting_seats(self) -> tuple[int, ...]:
        """The seats the game waits for, in seat order."""
        return tuple(sorted(d.seat for d in self.pending))

    @property
    def chapter(self) -> str | None:
        """The public title of the turn under way (names as ``seat_ref`` placeholders); None if the game has none."""
        if self.spec.chapter is None or self.record.state is None:
            return None
        return self.spec.chapter(self.record.state)

    def decision(self, seat: int) -> Decision | None:
        """The decision ``seat`` must take now, if any."""
        return next((d for d in self.pending if d.seat == seat), None)

    def view(self, seat: int | None) -> Any:
        """The public view (None) or a seat's view, computed once."""
        if seat not in self._views:
            self._views[seat] = self.spec.view(self.record.state, seat)
        return self._views[seat]

    def private(self, seat: int) -> Any:
        """The lasting private part of a seat's view (what a DM is about), computed once."""
        if seat not in self._private:
            self._private[seat] = private_view(self.spec, self.record.state, seat)
        return self._private[seat]


class Snapshots:
    """The latest snapshots, by (game id, version); the oldest are forgotten first."""

    def __init__(self, games: Any, capacity: int = CACHED_SNAPSHOTS) -> None:
        self._games = games
        self._capacity = capacity
        self._cache: OrderedDict[tuple[int, int], Snapshot] = OrderedDict()

    def of(self, record: GameRecord) -> Snapshot:
        """The snapshot of this record's version (the cached one when it is the same record)."""
        key = (record.id, record.version)
        found = self._cache.get(key)
        if found is not None and found.record.status == record.status and found.record.seats == record.seats:
            self._cache.move_to_end(key)
            return found
        snapshot = Snapshot(record, self._games[record.game_key])
        self._cache[key] = snapshot
        while len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return snapshot

    def cached(self, game_id: int, version: int) -> Snapshot | None:
        """The snapshot of that version, if it is still cached."""
        return self._cache.get((game_id, version))
