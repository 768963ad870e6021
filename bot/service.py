"""The game service: storage, engine and renderers behind plain outcomes (DESIGN.md "Bot"; STYLE.md §3).

There is no discord here. Cogs and components parse an interaction, call one method of
:class:`GameService` and hand its outcome to ``bot/present.py``. The outcomes are built
field by field from views, as the engine builds its views: a :class:`Board` holds only
what the channel may show (a secret decision appears as a seat and nothing else), a
:class:`Panel` holds one seat's own view and decision. Images are rendered in a worker
thread (``asyncio.to_thread``) so the event loop keeps answering interactions. Moves are
serialised per game inside the process (one ``asyncio.Lock`` per game id), on top of
storage's optimistic versioning.
"""

import asyncio
import random
import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import parse
from bot.names import plain_all, shown, shown_all
from bot.refusals import NoGameHere, NoSuchChoice, NotAllowed, NotYourChoice, NotYourTurn
from engine.core import Decision, Event, GameSpec, Option, OptionSpec, Result, all_games, fill_names, private_part
from engine.core.game import apply as engine_apply
from engine.core.game import new_game
from renderers import GameRenderer, get_renderer
from storage.db import Database
from storage.errors import GameNotActive, GameNotFound, NotSeated, StaleVersion
from storage.log import effective_moves
from storage.models import GameStatus
from storage.records import GameRecord, SeatRecord
from storage.repository import GameRepository

OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.ACTIVE)
ManagePermission = bool | Callable[[GameRecord], bool]
LOG_LIMIT = 50
_CHOICE_VALUE = re.compile(r"v(?P<version>[0-9]{1,9}):o(?P<index>[0-9]{1,9})")
ECHO_LIMIT = 60  # characters of a user's text quoted back in a refusal
TYPED_LIMIT = 1000  # characters of a typed choice


# --- Outcomes --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Picture:
    """A PNG image and its text alternative."""

    data: bytes
    filename: str
    description: str


@dataclass(frozen=True, slots=True)
class Lobby:
    """A game before it starts: who sits, which options are chosen."""

    game_id: int
    title: str
    status: str
    creator_id: int
    players: tuple[SeatRecord, ...]
    min_seats: int
    max_seats: int
    options: tuple[tuple[OptionSpec, str], ...]  # each game option with its chosen value
    thread_id: int | None
    lobby_message_id: int | None


@dataclass(frozen=True, slots=True)
class Waiting:
    """A seat the game waits for. ``prompt`` is empty when its decision is secret."""

    seat: int
    user_id: int
    prompt: str
    secret: bool


@dataclass(frozen=True, slots=True)
class OpenChoice:
    """A decision as the channel may show it: one seat's non-secret options, never its private context."""

    seat: int
    prompt: str
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Board:
    """The public board of a running or finished game: everything the thread may show."""

    game_id: int
    version: int
    title: str
    status: str
    names: tuple[str, ...]
    user_ids: tuple[int, ...]
    summary: str  # the renderer's text alternative of the public view
    picture: Picture
    waiting: tuple[Waiting, ...]
    choice: OpenChoice | None  # shown as components when exactly one seat is pending on a public decision
    last_line: str  # what just happened, public events only
    result: Result | None
    plain_names: tuple[str, ...] = ()  # the names for component labels, which Discord does not format

    @property
    def waiting_seats(self) -> tuple[int, ...]:
        """The seats that must act now, in seat order."""
        return tuple(w.seat for w in self.waiting)


@dataclass(frozen=True, slots=True)
class Hand:
    """One seat's private view, as a picture and its text."""

    game_id: int
    title: str
    version: int
    seat: int
    summary: str
    picture: Picture


@dataclass(frozen=True, slots=True)
class Panel:
    """One seat's turn panel: its private view, its decision (with the private context) and who else is awaited."""

    hand: Hand
    names: tuple[str, ...]
    status: str
    decision: Decision | None
    waiting: tuple[Waiting, ...]
    notice: str = ""
    page: int = 0
    events: tuple[str, ...] = ()  # this seat's private events of its latest action, names filled in
    help: str = ""  # the game's private "what can I do?" summary for this seat, when it offers one
    plain_names: tuple[str, ...] = ()  # the names for component labels, which Discord does not format


@dataclass(frozen=True, slots=True)
class Moved:
    """A change to a running game: a move, an undo, a resignation or the start."""

    game: GameRecord
    seat: int | None
    line: str  # the public events, names filled in
    private_events: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    changed: tuple[int, ...] = ()  # seats whose lasting private view changed: they get a DM

    started: bool = False  # the game has just started: every seat's private view is new
    new_turn: bool = False  # the mover ended a secret decision and now has a public one: post the board anew

    @property
    def finished(self) -> bool:
        """Whether this change ended the game."""
        return self.game.status == GameStatus.FINISHED


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game in ``/game list``."""

    game_id: int
    title: str
    status: str
    names: tuple[str, ...]
    waiting: tuple[str, ...]
    channel_id: int
    thread_id: int | None


@dataclass(frozen=True, slots=True)
class Choices:
    """What ``/play`` autocompletes: a seat's decision at a state version, with names to fill in."""

    game_id: int
    version: int
    decision: Decision | None
    names: tuple[str, ...]

    def labels(self) -> list[str]:
        """The option labels with player names filled in."""
        if self.decision is None:
            return []
        return [fill_names(option.label, self.names) for option in self.decision.options]


# --- The service -----------------------------------------------------------------------------------


class GameService:
    """Everything the bot does to games, as async functions returning plain outcomes."""

    def __init__(
        self,
        database: Database,
        *,
        games: Mapping[str, GameSpec] | None = None,
        renderer_for: Callable[[str], GameRenderer] = get_renderer,
        seeds: Callable[[], int] | None = None,
    ) -> None:
        self.database = database
        self.repository = GameRepository(database)
        self.games: Mapping[str, GameSpec] = games if games is not None else all_games()
        self._renderer_for = renderer_for
        self._seeds = seeds or (lambda: random.SystemRandom().randrange(1, 2**31))
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._last_lines: dict[int, tuple[int, str]] = {}
        self._migrated = False

    async def prepare(self) -> None:
        """Bring the database schema up to date (once per process)."""
        if not self._migrated:
            await self.database.migrate()
            self._migrated = True

    def spec(self, record: GameRecord) -> GameSpec:
        """The rules of a stored game."""
        return self.games[record.game_key]

    # --- Finding games -----------------------------------------------------------------------------

    async def get(self, game_id: int, guild_id: int | None = None, *, dm_ok: bool = True) -> GameRecord:
        """The game with this id, if it is played in ``guild_id``'s server; ``GameNotFound`` otherwise.

        ``guild_id`` None is an interaction in a direct message: allowed when ``dm_ok`` (a turn
        panel opened from a DM still needs its user to be seated), refused otherwise.
        """
        record = await self.repository.get(game_id)
        require_guild(record, guild_id, dm_ok=dm_ok)
        return record

    async def locate(self, guild_id: int | None, channel_id: int | None, user_id: int, game: str | None) -> GameRecord:
        """The game a command is about: the named one, this thread's, or the caller's only open game here."""
        if game:
            number = parse.game_number(game)
            if number is None:
                raise NoGameHere(f"“{echo(game)}” is not a game number; pick one from the list.")
            return await self.get(number, guild_id, dm_ok=False)
        if channel_id is not None:
            found = await self.repository.find_by_thread(channel_id)
            if found is not None:
                return found
        if guild_id is not None:
            mine = [r for r in await self.games_of(guild_id, user_id) if r.status == GameStatus.ACTIVE]
            if len(mine) == 1:
                return mine[0]
        raise NoGameHere("Use this in a game's thread, or choose the game with the “game” option.")

    async def games_of(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The open games (lobby or running) of this server in which ``user_id`` holds a seat."""
        records = await self.repository.list_games(guild_id, statuses=OPEN_STATUSES)
        return [r for r in records if r.seat_of(user_id) is not None]

    async def list_games(self, guild_id: int, channel_id: int | None = None) -> list[GameLine]:
        """The open games of this server (or of one channel), newest first."""
        records = await self.repository.list_games(guild_id, channel_id=channel_id, statuses=OPEN_STATUSES)
        lines = []
        for record in sorted(records, key=lambda r: r.id, reverse=True):
            names = shown_all(record.names)
            waiting = ()
            if record.status == GameStatus.ACTIVE:
                waiting = tuple(names[d.seat] for d in self.spec(record).pending(record.state))
            lines.append(
                GameLine(
                    record.id,
                    self.spec(record).title,
                    record.status,
                    names,
                    waiting,
                    record.channel_id,
                    record.thread_id,
                )
            )
        return lines

    def rules(self, key: str) -> tuple[str, str]:
        """A game's title and rules summary; ``NoSuchChoice`` for an unknown game."""
        spec = self._game(key)
        return spec.title, spec.rules_summary or f"{spec.title}: no summary yet."

    def _game(self, key: str) -> GameSpec:
        """The game with this key or title (any case); ``NoSuchChoice`` naming the games otherwise."""
        wanted = key.strip().casefold()
        found = next((s for k, s in self.games.items() if wanted in (k.casefold(), s.title.casefold())), None)
        if found is None:
            known = ", ".join(spec.title for spec in self.games.values())
            raise NoSuchChoice(f"There is no game called “{echo(key)}”. Games: {known}.")
        return found

    # --- Lobby -------------------------------------------------------------------------------------

    async def open_lobby(self, guild_id: int, channel_id: int, user_id: int, name: str, game_key: str) -> Lobby:
        """Create a game in its lobby, with the creator seated and every option at its default."""
        spec = self._game(game_key)
        record = await self.repository.create_game(
            guild_id, channel_id, user_id, name, spec.key, spec.resolve_options(None), self._seeds()
        )
        return self.lobby(record)

    async def attach(self, game_id: int, *, thread_id: int, lobby_message_id: int) -> None:
        """Remember the lobby message and the game's thread."""
        await self.repository.set_messages(game_id, thread_id=thread_id, lobby_message_id=lobby_message_id)

    async def join(self, game_id: int, user_id: int, name: str, *, guild_id: int | None) -> Lobby:
        """Seat a player in the lobby of a game of their server."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            return self.lobby(await self.repository.join(game_id, user_id, name))

    async def leave(self, game_id: int, user_id: int, *, guild_id: int | None) -> Lobby:
        """Take a player out of the lobby."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            return self.lobby(await self.repository.leave(game_id, user_id))

    async def set_option(self, game_id: int, user_id: int, option: int, choice: int, *, guild_id: int | None) -> Lobby:
        """Set game option number ``option`` to its choice number ``choice`` (creator only, before the start)."""
        async with self._locks[game_id]:
            record = await self.get(game_id, guild_id, dm_ok=False)
            spec = self.spec(record)
            if record.creator_id != user_id:
                raise NotAllowed(f"Only {self._creator_name(record)} can change this game's options.")
            if not 0 <= option < len(spec.options) or not 0 <= choice < len(spec.options[option].choices):
                raise NoSuchChoice("That option is not offered for this game.")
            chosen = dict(record.options) | {spec.options[option].name: spec.options[option].choices[choice]}
            return self.lobby(await self.repository.set_options(game_id, user_id, spec.resolve_options(chosen)))

    async def start(self, game_id: int, user_id: int, *, guild_id: int | None) -> Moved:
        """Start the game from its lobby: every seat's private view is new, so everyone gets one."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            record = await self.repository.start(game_id, user_id)
        seats = tuple(range(len(record.seats)))
        line = f"The game begins with {', '.join(shown_all(record.names))}."
        self._last_lines[record.id] = (record.version, line)
        return Moved(record, None, line, {}, seats, started=True)

    def lobby(self, record: GameRecord) -> Lobby:
        """The lobby of a stored game."""
        spec = self.spec(record)
        options = tuple((o, record.options.get(o.name, o.default)) for o in spec.options)
        return Lobby(
            record.id,
            spec.title,
            record.status,
            record.creator_id,
            tuple(sorted(record.seats, key=_seat)),
            spec.min_seats,
            spec.max_seats,
            options,
            record.thread_id,
            record.lobby_message_id,
        )

    # --- Playing -----------------------------------------------------------------------------------

    async def choose(
        self,
        game_id: int,
        user_id: int,
        version: int,
        index: int,
        *,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Moved:
        """Apply option ``index`` of the caller's decision at ``version``; ``seat`` is the seat a component was for.

        Refusals, in this order: another server's game (``GameNotFound``), not seated
        (``NotSeated``), another seat's component (``NotYourChoice``), a decision that changed
        since ``version`` (``StaleVersion``), nothing asked of the caller (``NotYourTurn``), an
        index that is not offered (``NoSuchChoice``).
        """
        async with self._locks[game_id]:
            record = await self.get(game_id, guild_id)
            mine = self.require_seat(record, user_id)
            if seat is not None and seat != mine:
                raise NotYourChoice(self.not_yours(record, seat))
            if not record.accepts(mine, version):
                raise StaleVersion(record.version)
            decision = self._decision(record, mine)
            if not 0 <= index < len(decision.options):
                raise NoSuchChoice("That choice is not offered now.")
            applied = await self.repository.apply(game_id, mine, decision.options[index].action, version)
        return self._moved(applied.before, applied.game, applied.seat, applied.events)

    async def play_text(self, game_id: int, user_id: int, text: str) -> Moved:
        """Apply what ``/play`` received: an autocomplete value (``v12:o3``), a typed label, or a JSON action."""
        text = text.strip()
        value = _CHOICE_VALUE.fullmatch(text)
        if value:
            return await self.choose(game_id, user_id, int(value["version"]), int(value["index"]))
        if text.startswith("{"):
            action = parse.action_json(text)
            async with self._locks[game_id]:
                record = await self.repository.get(game_id)
                mine = self.require_seat(record, user_id)
                applied = await self.repository.apply(game_id, mine, action, record.version)
            return self._moved(applied.before, applied.game, applied.seat, applied.events)
        if len(text) > TYPED_LIMIT:
            raise NoSuchChoice(f"That is too long for a choice: at most {TYPED_LIMIT} characters.")
        choices = await self.choices(game_id, user_id)
        if choices.decision is None:
            raise NotYourTurn(self._nothing_asked(await self.repository.get(game_id)))
        return await self.choose(game_id, user_id, choices.version, match_label(text, choices.labels()))

    async def choices(self, game_id: int, user_id: int) -> Choices:
        """The caller's decision now (None if nothing is asked of them), for autocomplete."""
        record = await self.repository.get(game_id)
        mine = self.require_seat(record, user_id)
        decision = next((d for d in self.spec(record).pending(record.state) if d.seat == mine), None)
        return Choices(record.id, record.version, decision, plain_all(record.names))  # autocomplete: plain text

    async def undo(self, game_id: int, user_id: int) -> Moved:
        """Take back the caller's last move, if the rules allow it (storage says why not)."""
        async with self._locks[game_id]:
            record = await self.repository.get(game_id)
            mine = self.require_seat(record, user_id)
            undone = await self.repository.undo(game_id, mine)
        line = f"{shown(record.names[mine])} took back their last move."
        return self._moved(undone.before, undone.game, mine, [], line=line)

    async def resign(self, game_id: int, user_id: int, *, guild_id: int | None = None) -> Moved:
        """Resign the caller's seat: from now on its default options are chosen for it."""
        async with self._locks[game_id]:
            record = await self.get(game_id, guild_id, dm_ok=False)
            mine = self.require_seat(record, user_id)
            resigned = await self.repository.resign(game_id, mine)
        line = f"{shown(record.names[mine])} resigned; the game now chooses for them."
        return self._moved(resigned.before, resigned.game, mine, resigned.events, line=line)

    async def abandon(
        self, game_id: int, user_id: int, *, may_manage: "ManagePermission", guild_id: int | None = None
    ) -> GameRecord:
        """Abandon an open game: its creator, or a member who may manage threads in its channel, may do it."""
        async with self._locks[game_id]:
            record = await self.get(game_id, guild_id, dm_ok=guild_id is None and may_manage is True)
            self.require_abandoner(record, user_id, may_manage=may_manage)
            return await self.repository.abandon(game_id)

    def require_abandoner(self, record: GameRecord, user_id: int, *, may_manage: "ManagePermission") -> None:
        """Refuse (``NotAllowed``) anyone but the creator or a member who may manage threads in the game's channel.

        ``may_manage`` is the answer, or a function that gives it for the game's record (so the
        permission is read in the game's own channel, not where the command was used).
        """
        allowed = may_manage(record) if callable(may_manage) else may_manage
        if record.creator_id != user_id and not allowed:
            raise NotAllowed(f"Only {self._creator_name(record)} or a moderator can abandon this game.")
        if record.status not in OPEN_STATUSES:
            raise GameNotActive(_status_message(record.status))

    def require_seat(self, record: GameRecord, user_id: int) -> int:
        """The seat ``user_id`` plays in this running game; ``NotSeated`` or ``GameNotActive`` otherwise."""
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        if seat is None:
            raise NotSeated()
        if seat.resigned:
            raise NotSeated("You resigned from this game.")
        if record.status != GameStatus.ACTIVE:
            raise GameNotActive(_status_message(record.status))
        return seat.seat

    def not_yours(self, record: GameRecord, seat: int) -> str:
        """The refusal of a component made for ``seat`` (which may be a forged, out-of-range number)."""
        if record.seat_record(seat) is None:
            return "Those choices are not yours."
        return f"Those choices are for {shown(record.names[seat])}."

    def _decision(self, record: GameRecord, seat: int) -> Decision:
        decision = next((d for d in self.spec(record).pending(record.state) if d.seat == seat), None)
        if decision is None:
            raise NotYourTurn(self._nothing_asked(record))
        return decision

    def _nothing_asked(self, record: GameRecord) -> str:
        waiting = [shown(record.names[d.seat]) for d in self.spec(record).pending(record.state)]
        return (
            f"Nothing is asked of you right now; waiting on {_and_list(waiting)}." if waiting else "The game is over."
        )

    def _moved(
        self, before: GameRecord, after: GameRecord, seat: int | None, events: Sequence[Event], *, line: str = ""
    ) -> Moved:
        names = shown_all(after.names)
        public = [fill_names(e.text, names) for e in events if e.public]
        line = sentences([line, *public] if line else public)
        private: dict[int, list[str]] = defaultdict(list)
        for event in events:
            if not event.public:
                private[event.seat].append(fill_names(event.text, names))
        spec = self.spec(after)
        changed = tuple(
            s
            for s in range(len(after.seats))
            if before.state is None
            or after.state is None
            or private_part(spec.view(before.state, s)) != private_part(spec.view(after.state, s))
        )
        self._last_lines[after.id] = (after.version, line)
        new_turn = _secret_then_public(spec, before, after, seat)
        return Moved(after, seat, line, {s: tuple(texts) for s, texts in private.items()}, changed, new_turn=new_turn)

    # --- What the thread, the panel and the DMs show -----------------------------------------------

    async def board(self, game: int | GameRecord) -> Board:
        """The public board of a running or finished game, its image rendered in a worker thread."""
        record = game if isinstance(game, GameRecord) else await self.repository.get(game)
        if record.state is None:
            raise GameNotActive(_status_message(record.status))
        return await asyncio.to_thread(self._board, record)

    def _board(self, record: GameRecord) -> Board:
        spec, renderer = self.spec(record), self._renderer_for(record.game_key)
        names = shown_all(record.names)  # text; the image draws the names as typed
        public_view = spec.view(record.state, None)
        picture = Picture(
            renderer.render_public(public_view, tuple(record.names)),
            f"{record.game_key}-{record.id}-{record.version}.png",
            renderer.describe_public(public_view, names),
        )
        decisions = spec.pending(record.state) if record.status == GameStatus.ACTIVE else []
        waiting = self._waiting(record, decisions)
        choice = None
        if len(decisions) == 1 and not decisions[0].secret:
            only = decisions[0]
            choice = OpenChoice(only.seat, only.prompt, only.options)
        version, line = self._last_lines.get(record.id, (-1, ""))
        return Board(
            record.id,
            record.version,
            spec.title,
            record.status,
            names,
            _user_ids(record),
            picture.description,
            picture,
            waiting,
            choice,
            line if version == record.version else "",
            spec.result(record.state),
            plain_all(record.names),
        )

    def _waiting(self, record: GameRecord, decisions: Sequence[Decision]) -> tuple[Waiting, ...]:
        users = _user_ids(record)
        return tuple(
            Waiting(d.seat, users[d.seat], "" if d.secret else d.prompt, d.secret)
            for d in sorted(decisions, key=lambda d: d.seat)
        )

    async def remember_board(
        self, game_id: int, message_id: int, waiting: Sequence[int], version: int | None = None
    ) -> None:
        """Store the thread's current board message, the seats it mentioned and the version it fully shows.

        ``version`` None leaves the stored version as it is: a board still being put up.
        """
        shown: dict[str, int] = {} if version is None else {"board_version": version}
        await self.repository.set_messages(game_id, board_message_id=message_id, board_waiting=list(waiting), **shown)

    def pending_seats(self, record: GameRecord) -> tuple[int, ...]:
        """The seats a running game waits for, in seat order (none once it is over)."""
        if record.status != GameStatus.ACTIVE or record.state is None:
            return ()
        return tuple(sorted(d.seat for d in self.spec(record).pending(record.state)))

    async def hand(self, game: int | GameRecord, user_id: int | None = None, *, seat: int | None = None) -> Hand:
        """A seat's private view (the caller's, or ``seat``'s), its image rendered in a worker thread."""
        record = game if isinstance(game, GameRecord) else await self.repository.get(game)
        if seat is None:
            seat = record.seat_of(user_id) if user_id is not None else None
            if seat is None:
                raise NotSeated()
        if record.state is None:
            raise GameNotActive(_status_message(record.status))
        return await asyncio.to_thread(self._hand, record, seat)

    def _hand(self, record: GameRecord, seat: int) -> Hand:
        spec, renderer = self.spec(record), self._renderer_for(record.game_key)
        seat_view = spec.view(record.state, seat)
        summary = renderer.describe_private(seat_view, shown_all(record.names))
        picture = Picture(
            renderer.render_private(seat_view, tuple(record.names)), f"{record.game_key}-{record.id}-hand.png", summary
        )
        return Hand(record.id, spec.title, record.version, seat, summary, picture)

    async def panel(
        self,
        game: int | GameRecord,
        user_id: int,
        *,
        notice: str = "",
        page: int = 0,
        events: Sequence[str] = (),
        guild_id: int | None = None,
    ) -> Panel:
        """The caller's turn panel: private view, decision and its options, and who else is awaited."""
        record = game if isinstance(game, GameRecord) else await self.get(game, guild_id)
        seat = record.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        hand = await self.hand(record, seat=seat)
        decisions = self.spec(record).pending(record.state) if record.status == GameStatus.ACTIVE else []
        mine = next((d for d in decisions if d.seat == seat), None)
        what_can_i_do = self.spec(record).what_can_i_do
        return Panel(
            hand,
            shown_all(record.names),
            record.status,
            mine,
            self._waiting(record, decisions),
            notice,
            page,
            tuple(events),
            what_can_i_do(record.state, seat) if what_can_i_do is not None and mine is not None else "",
            plain_all(record.names),
        )

    async def log(self, game_id: int, limit: int = 15) -> list[str]:
        """The latest public events of a game, oldest first, rebuilt by replaying its log with the engine."""
        record = await self.repository.get(game_id)
        if record.status == GameStatus.LOBBY:
            raise GameNotActive(_status_message(record.status))
        rows = effective_moves(await self.repository.actions(game_id))
        lines = await asyncio.to_thread(self._replay_lines, record, [(row.seat, row.action) for row in rows])
        return lines[-max(1, min(limit, LOG_LIMIT)) :]

    def _replay_lines(self, record: GameRecord, moves: Sequence[tuple[int, dict[str, Any]]]) -> list[str]:
        spec, names = self.spec(record), shown_all(record.names)
        state = new_game(spec, len(record.seats), record.seed, record.options)
        lines: list[str] = []
        for seat, action in moves:
            state, events = engine_apply(spec, state, seat, action)
            lines.extend(fill_names(e.text, names) for e in events if e.public)
        return lines

    def _creator_name(self, record: GameRecord) -> str:
        return next((shown(s.name) for s in record.seats if s.user_id == record.creator_id), "the game's creator")


def require_guild(record: GameRecord, guild_id: int | None, *, dm_ok: bool) -> None:
    """``GameNotFound`` unless the game is played in server ``guild_id`` (None: a DM, allowed when ``dm_ok``).

    A forged custom id naming another server's game is answered as if the game did not exist.
    """
    if guild_id is None and dm_ok:
        return
    if record.guild_id != guild_id:
        raise GameNotFound()


def echo(text: str) -> str:
    """A user's text quoted back in a refusal: on one line, at most :data:`ECHO_LIMIT` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= ECHO_LIMIT else flat[: ECHO_LIMIT - 1] + "…"


def sentences(texts: Sequence[str]) -> str:
    """Event texts as one line of sentences.

    >>> sentences(["Ana takes 2", "Ben draws a card."])
    'Ana takes 2. Ben draws a card.'
    """
    return " ".join(text if text.endswith((".", "!", "?")) else f"{text}." for text in texts if text)


def match_label(text: str, labels: Sequence[str]) -> int:
    """The index of the one label ``text`` names: an exact match (ignoring case and spaces), else a unique part.

    >>> match_label("bid 3", ["Pass", "Bid 3", "Bid 13"])
    1
    """
    wanted = _normal(text)
    normal = [_normal(label) for label in labels]
    if wanted in normal:
        return normal.index(wanted)
    partial = [i for i, label in enumerate(normal) if wanted and wanted in label]
    if len(partial) == 1:
        return partial[0]
    if partial:
        sample = ", ".join(f"“{echo(labels[i])}”" for i in partial[:5])
        raise NoSuchChoice(f"“{echo(text)}” matches several choices: {sample}. Pick one from the list.")
    sample = ", ".join(f"“{echo(label)}”" for label in labels[:5]) + (" …" if len(labels) > 5 else "")
    raise NoSuchChoice(f"No choice matches “{echo(text)}”. The choices are: {sample}")


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def _secret_then_public(spec: GameSpec, before: GameRecord, after: GameRecord, seat: int | None) -> bool:
    """Whether ``seat`` made a secret decision and must now make a public one: a new turn for the same seat.

    E.g. the last secret guess of a Dreams round, by the player who deals the next round: the
    same seat is awaited, but the thread must get a new board (with the reveal), not an edit.
    """
    if seat is None or before.state is None or after.state is None or after.status != GameStatus.ACTIVE:
        return False
    was = next((d for d in spec.pending(before.state) if d.seat == seat), None)
    now = next((d for d in spec.pending(after.state) if d.seat == seat), None)
    return was is not None and was.secret and now is not None and not now.secret


def _seat(seat: SeatRecord) -> int:
    return seat.seat


def _user_ids(record: GameRecord) -> tuple[int, ...]:
    return tuple(s.user_id for s in sorted(record.seats, key=_seat))


def _and_list(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _status_message(status: str) -> str:
    return {
        GameStatus.LOBBY: "This game has not started yet.",
        GameStatus.FINISHED: "This game is over.",
        GameStatus.ABANDONED: "This game was abandoned.",
    }.get(status, "This game is not being played.")
