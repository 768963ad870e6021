"""The service's shared core: storage, specs, snapshots, pictures, per-game locks, finding a game, a change's record.

Every flow (``bot/service/lobby.py``, ``play.py``, ``info.py``, ``clock.py``, ``auto.py``,
``replay.py``) is a :class:`Flow` over one :class:`ServiceCore`, which it names as ``self.core``:
``self.core.store.games.apply(...)``, ``self.core.get(...)``, ``self.core.locks[game_id]``. What more
than one flow needs lives here: which game an interaction is about (:meth:`ServiceCore.get`,
:meth:`ServiceCore.locate`), whose turn it is (:meth:`ServiceCore.require_seat`,
:meth:`ServiceCore.pending_seats`) and the one record of a change (:meth:`ServiceCore.change`).
"""

import asyncio
import random
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime

from bot import parse
from bot.languages import Languages, game_language, spoken
from bot.metrics import Metrics
from bot.names import shown, shown_all
from bot.refusals import NoGameHere, NoSuchChoice, NotYourTurn
from bot.service.finding import NO_GAME_HERE, OPEN_STATUSES, require_guild, status_message
from bot.service.outcomes import Change
from bot.service.pictures import Pictures, RenderOffLoop, in_thread, timed
from bot.service.replays import Replays
from bot.service.snapshots import Snapshot, Snapshots
from bot.service.thinking import Think, ThinkPool
from bot.service.typed import echo, sentences
from engine.core import Decision, Event, GameSpec, RulesTopic, all_games
from engine.core.words import commas
from i18n import LANGUAGES, _, listed, say
from renderers import GameRenderer, get_renderer
from storage import Storage
from storage.db import Database
from storage.errors import GameNotActive, NotSeated
from storage.models import GameStatus, utc_now
from storage.records import GameRecord, SeatRecord
from storage.rules import SEAT_OPEN

ManagePermission = bool | Callable[[GameRecord], bool]
REPLAY_PICTURE_BYTES = 16 * 2**20  # pictures of replay steps kept (public and private, any game), by PNG bytes


class Flow:
    """One flow of the service, over the shared core it reads its storage, rules, snapshots and locks from."""

    def __init__(self, core: "ServiceCore") -> None:
        self.core = core


class ServiceCore:
    """What every flow shares: the database and its repositories, the games' rules, snapshots, pictures, locks."""

    def __init__(
        self,
        database: Database,
        *,
        games: Mapping[str, GameSpec] | None = None,
        renderer_for: Callable[[str], GameRenderer] = get_renderer,
        seeds: Callable[[], int] | None = None,
        render: RenderOffLoop | None = None,
        clock: Callable[[], datetime] = utc_now,
        metrics: Metrics | None = None,
        think: Think | None = None,
    ) -> None:
        self.database = database
        self.metrics = metrics or Metrics()  # the operator's view of this service (bot/metrics.py)
        # How bots think (bot/service/bots.py): the bot's worker process; by default a thread (tests).
        self.think: Think = think or ThinkPool(workers=0).think
        self.now = clock  # the time clocks are read with (tests inject one)
        self.store = Storage(database, clock=clock)
        self.languages = Languages(self.store)  # who reads what language (bot/languages.py)
        self.games: Mapping[str, GameSpec] = games if games is not None else all_games()
        self.snapshots = Snapshots(self.games)
        self.pictures = Pictures(timed(render or in_thread(renderer_for), self.metrics))
        self.replays = Replays()
        # the replays' pictures, kept apart from the live ones
        self.replay_pictures = Pictures(render or in_thread(renderer_for), REPLAY_PICTURE_BYTES)
        self._seeds = seeds or (lambda: random.SystemRandom().randrange(1, 2**31))
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.lines: dict[int, tuple[int, str]] = {}  # game id -> (version, its public line)
        self._migrated = False

    async def prepare(self) -> None:
        """Bring the database schema up to date, then give results to games finished before 0005 (once per process)."""
        if not self._migrated:
            await self.database.migrate()
            await self.store.results.backfill_results()
            self._migrated = True

    def new_seed(self) -> int:
        """A seed for a new game."""
        return self._seeds()

    def spec(self, record: GameRecord) -> GameSpec:
        """The rules of a stored game."""
        return self.games[record.game_key]

    def snapshot(self, record: GameRecord) -> Snapshot:
        """The game at this record's version, with what follows from it computed once."""
        return self.snapshots.of(record)

    async def get(self, game_id: int, guild_id: int | None = None, *, dm_ok: bool = True) -> GameRecord:
        """The game with this id, if it is played in ``guild_id``'s server; ``GameNotFound`` otherwise.

        ``guild_id`` None is an interaction in a direct message: allowed when ``dm_ok`` (a turn
        panel opened from a DM still needs its user to be seated), refused otherwise.
        """
        record = await self.store.games.get(game_id)
        require_guild(record, guild_id, dm_ok=dm_ok)
        return record

    async def locate(self, guild_id: int | None, channel_id: int | None, user_id: int, game: str | None) -> GameRecord:
        """The game a command is about: the named one, this thread's, or the caller's only open game here."""
        if game:
            number = parse.game_number(game)
            if number is None:
                raise NoGameHere(_("“{text}” is not a game number; pick one from the list.", text=echo(game)))
            return await self.get(number, guild_id, dm_ok=False)
        if channel_id is not None:
            found = await self.store.games.find_by_thread(channel_id)
            if found is not None:
                return found
        if guild_id is not None:
            mine = [r for r in await self.games_of(guild_id, user_id) if r.status == GameStatus.ACTIVE]
            if len(mine) == 1:
                return mine[0]
        raise NoGameHere(NO_GAME_HERE)

    async def games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The open games (lobby or running) of this server in which ``user_id`` holds a seat."""
        records = await self.store.games.list_games(guild_id, statuses=OPEN_STATUSES)
        return [r for r in records if r.seat_of(user_id) is not None]

    def rules(self, key: str) -> tuple[str, str]:
        """A game's title and rules summary; ``NoSuchChoice`` for an unknown game."""
        spec = self.spec_named(key)
        return spec.title, spec.rules_summary or _("{title}: no summary yet.", title=spec.title)

    def rules_topic(self, key: str, topic: str) -> tuple[str, RulesTopic]:
        """A game's title and one section of its rules (``/game rules topic:``).

        ``topic`` is a section's key, or its English title (any case); ``NoSuchChoice`` naming the
        game's topics otherwise (and for an unknown game, naming the games).
        """
        spec = self.spec_named(key)
        wanted = topic.strip().casefold()
        found = next((t for t in spec.rules_topics if wanted in (t.key, str(t.title).casefold())), None)
        if found is None:
            topics = listed([topic.title for topic in spec.rules_topics])
            raise NoSuchChoice(
                _(
                    "{title} has no rules topic “{name}”. Topics: {topics}.",
                    title=spec.title,
                    name=echo(topic),
                    topics=topics,
                )  # fmt: skip
                if spec.rules_topics
                else _("{title} has no rules topics: leave out the topic for its summary.", title=spec.title)
            )
        return spec.title, found

    def spec_named(self, key: str) -> GameSpec:
        """The game with this key or title (any case, its title in any language); ``NoSuchChoice`` naming the games."""
        wanted = parse.typed_key(key)
        found = next(
            (s for k, s in self.games.items() if wanted == k.casefold() or wanted in titles_typed(s.title)), None
        )
        if found is None:
            known = commas([spec.title for spec in self.games.values()])  # each title said in the reader's language
            raise NoSuchChoice(_("There is no game called “{name}”. Games: {games}.", name=echo(key), games=known))
        return found

    def require_seat(self, record: GameRecord, user_id: int) -> int:
        """The seat ``user_id`` plays in this running game; ``NotSeated`` or ``GameNotActive`` otherwise."""
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        if seat is None:
            raise NotSeated()
        if seat.resigned:
            raise NotSeated(_("You resigned from this game."))
        if seat.open:
            raise NotSeated(SEAT_OPEN)
        if record.status != GameStatus.ACTIVE:
            raise GameNotActive(status_message(record.status))
        return seat.seat

    def not_yours(self, record: GameRecord, seat: int) -> str:
        """The refusal of a component made for ``seat`` (which may be a forged, out-of-range number)."""
        if record.seat_record(seat) is None:
            return _("Those choices are not yours.")
        return _("Those choices are for {player}.", player=shown(record.names[seat]))

    def decision(self, record: GameRecord, seat: int) -> Decision:
        """The decision ``seat`` must make now; ``NotYourTurn`` (saying who is awaited) when there is none."""
        decision = self.snapshot(record).decision(seat)
        if decision is None:
            raise NotYourTurn(self.nothing_asked(record))
        return decision

    def nothing_asked(self, record: GameRecord) -> str:
        """Why a member has nothing to do: whom the game waits on, or that it is over."""
        waiting = [shown(record.names[seat]) for seat in self.pending_seats(record)]
        if not waiting:
            return _("The game is over.")
        return _("Nothing is asked of you right now; waiting on {players}.", players=listed(waiting))

    def pending_seats(self, record: GameRecord) -> tuple[int, ...]:
        """The seats a running game waits for, in seat order (none once it is over)."""
        if record.status != GameStatus.ACTIVE or record.state is None:
            return ()
        return self.snapshot(record).waiting_seats

    async def snapshot_of(self, game: int | GameRecord | Snapshot) -> Snapshot:
        """The snapshot of a game given by id, record or snapshot (read from storage only for an id)."""
        if isinstance(game, Snapshot):
            return game
        record = game if isinstance(game, GameRecord) else await self.store.games.get(game)
        return self.snapshot(record)

    def change(
        self, before: GameRecord, after: GameRecord, seat: int | None, events: Sequence[Event], *, line: str = ""
    ) -> Change:
        """The one record of a change: snapshots before and after, lines, and whose private view changed."""
        names, code = shown_all(after.names), game_language(after)  # the thread's lines: in the game's language
        public = [spoken(e.text, code, names) for e in events if e.public]
        told = [spoken(e.record, code, names) for e in events if e.public and e.record]
        line = spoken(line, code, names) if line else line
        record = sentences([line, *told] if line else told)
        line = sentences([line, *public] if line else public)
        private: dict[int, list[str]] = defaultdict(list)
        for event in events:
            if not event.public:  # said in its reader's language when shown (private_events)
                private[event.seat].append(event.text)
        was, now = self.snapshot(before), self.snapshot(after)
        # A move that ends a turn (a new chapter begins) is told by that turn's lasting record, just
        # above the new board: the board's "Last:" would say it twice (issue 21).
        ended_turn = before.state is not None and after.state is not None and was.chapter != now.chapter
        self.lines[after.id] = (after.version, "" if ended_turn else line)
        return Change(
            now,
            was,
            seat,
            tuple(events),
            line,
            {s: tuple(texts) for s, texts in private.items()},
            new_turn=_secret_then_public(was, now, seat),
            record=record,
        )

    def creator_name(self, record: GameRecord) -> str:
        """The name of the member who opened the game, as shown in a thread."""
        return next((shown(s.name) for s in record.seats if s.user_id == record.creator_id), _("the game's creator"))


def _secret_then_public(was: Snapshot, now: Snapshot, seat: int | None) -> bool:
    """Whether ``seat`` made a secret decision and must now make a public one: a new turn for the same seat.

    E.g. the last secret guess of a Dreams round, by the player who deals the next round: the
    same seat is awaited, but the thread must get a new board (with the reveal), not an edit.
    """
    if seat is None or now.record.status != GameStatus.ACTIVE:
        return False
    before, after = was.decision(seat), now.decision(seat)
    return before is not None and before.secret and after is not None and not after.secret


def seat_number(seat: SeatRecord) -> int:
    """A seat's number (a sort key)."""
    return seat.seat


def user_ids(record: GameRecord) -> tuple[int, ...]:
    """Each seat's member, in seat order."""
    return tuple(s.user_id for s in sorted(record.seats, key=seat_number))


def in_server(guild_id: int | None, *, dm_ok: bool = False) -> Callable[[GameRecord], None]:
    """The check, run on the locked game, that it is played in the interaction's server (see ``require_guild``)."""
    return lambda record: require_guild(record, guild_id, dm_ok=dm_ok)


def titles_typed(title: str) -> set[str]:
    """A title as a member may type it: in each language the bot speaks (:func:`bot.parse.typed_key`)."""
    return {parse.typed_key(say(title, code)) for code in LANGUAGES}
