"""The game service: storage, engine and renderers behind plain outcomes (DESIGN.md "Bot"; STYLE.md §3).

There is no discord here. Cogs and components parse an interaction, call one method of
:class:`GameService` and hand its outcome to ``bot/present.py``. The service is split by
responsibility:

- ``finding``: which game an interaction is about, within its server;
- ``typed``: reading what a player typed into ``/play``;
- ``outcomes``: the frozen outcomes (board, panel, hand, lobby, the :class:`Change` of a move);
- ``snapshots``: a game at one version with its pending decisions and views, each computed once;
- ``pictures``: each picture drawn once per (game, version, public or seat), off the event loop.

One click is one pass: the game is loaded once, inside the write transaction that checks the
click (server, seat, version, option) and applies it; the :class:`Change` it yields carries the
snapshots before and after, and the panel, the board and the DMs are built from it alone. Moves
are serialised per game inside the process (one ``asyncio.Lock`` per game id), on top of
storage's optimistic versioning.
"""

import asyncio
import random
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from bot import parse
from bot.names import plain_all, shown, shown_all
from bot.refusals import NoGameHere, NoSuchChoice, NotAllowed, NotYourChoice, NotYourTurn
from bot.service.finding import NO_GAME_HERE, OPEN_STATUSES, require_guild, status_message
from bot.service.outcomes import (
    Board,
    Change,
    Choices,
    GameLine,
    Hand,
    Lobby,
    Nudge,
    OpenChoice,
    Panel,
    Picture,
    ReplayShown,
    TableCall,
    Tick,
    VoteOutcome,
    Waiting,
)
from bot.service.pictures import Pictures, RenderOffLoop, in_thread
from bot.service.replays import REPLAYABLE, Export, Replays, Timeline, check_over, export_record
from bot.service.snapshots import Snapshot, Snapshots
from bot.service.typed import (
    CHOICE_VALUE,
    TYPED_LIMIT,
    TypedForm,
    echo,
    match_label,
    option_action,
    sentences,
    set_by_names,
    typed_form,
)
from engine.core import Decision, Event, GameSpec, IllegalAction, ProxyKind, all_games, fill_names, offered_proxies
from engine.core.decision import Action
from engine.core.game import apply as engine_apply
from engine.core.game import new_game
from renderers import GameRenderer, get_renderer
from storage import Storage, timers
from storage.clock import ClockInputError, Stage, describe_left, parse_quiet, parse_vacation, parse_zone
from storage.db import Database
from storage.errors import GameNotActive, NotSeated, StaleVersion
from storage.log import effective_moves
from storage.models import GameStatus, utc_now
from storage.records import GameRecord, SeatRecord
from storage.rules import SEAT_OPEN
from storage.table import TABLE_OPTIONS, describe_table, read_table, resolve_table
from storage.timers import MemberTime

ManagePermission = bool | Callable[[GameRecord], bool]
LOG_LIMIT = 50
REPLAY_PICTURES = 64  # pictures of replay steps kept (public and private, any game)
MAX_VACATIONS = 10  # planned vacations a member may keep at once

__all__ = [
    "Board",
    "Change",
    "Choices",
    "GameLine",
    "GameService",
    "Hand",
    "Lobby",
    "Nudge",
    "OpenChoice",
    "Panel",
    "Picture",
    "ReplayShown",
    "Snapshot",
    "TableCall",
    "Tick",
    "TypedForm",
    "VoteOutcome",
    "Waiting",
    "echo",
    "match_label",
    "require_guild",
    "sentences",
]


class GameService:
    """Everything the bot does to games, as async functions returning plain outcomes."""

    def __init__(
        self,
        database: Database,
        *,
        games: Mapping[str, GameSpec] | None = None,
        renderer_for: Callable[[str], GameRenderer] = get_renderer,
        seeds: Callable[[], int] | None = None,
        render: RenderOffLoop | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.database = database
        self.clock = clock  # the time clocks are read with (tests inject one)
        self.store = Storage(database, clock=clock)
        self.games: Mapping[str, GameSpec] = games if games is not None else all_games()
        self.snapshots = Snapshots(self.games)
        self.pictures = Pictures(render or in_thread(renderer_for))
        self.replays = Replays()
        self.replay_pictures = Pictures(render or in_thread(renderer_for), REPLAY_PICTURES)  # apart from the live ones
        self._seeds = seeds or (lambda: random.SystemRandom().randrange(1, 2**31))
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._lines: dict[int, tuple[int, str]] = {}  # game id -> (version, its public line)
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

    # --- Finding games -----------------------------------------------------------------------------

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
                raise NoGameHere(f"“{echo(game)}” is not a game number; pick one from the list.")
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

    async def list_games(self, guild_id: int, channel_id: int | None = None) -> list[GameLine]:
        """The open games of this server (or of one channel), newest first."""
        records = await self.store.games.list_games(guild_id, channel_id=channel_id, statuses=OPEN_STATUSES)
        lines = []
        for record in sorted(records, key=lambda r: r.id, reverse=True):
            names = shown_all(record.names)
            waiting = tuple(names[seat] for seat in self.pending_seats(record))
            title = self.spec(record).title
            lines.append(GameLine(record.id, title, record.status, names, waiting, record.channel_id, record.thread_id))
        return lines

    def rules(self, key: str) -> tuple[str, str]:
        """A game's title and rules summary; ``NoSuchChoice`` for an unknown game."""
        spec = self._game(key)
        return spec.title, spec.rules_summary or f"{spec.title}: no summary yet."

    def spec_named(self, key: str) -> GameSpec:
        """The game with this key or title (any case); ``NoSuchChoice`` naming the games otherwise."""
        return self._game(key)

    def _game(self, key: str) -> GameSpec:
        """The game with this key or title (any case); ``NoSuchChoice`` naming the games otherwise."""
        wanted = key.strip().casefold()
        found = next((s for k, s in self.games.items() if wanted in (k.casefold(), s.title.casefold())), None)
        if found is None:
            known = ", ".join(spec.title for spec in self.games.values())
            raise NoSuchChoice(f"There is no game called “{echo(key)}”. Games: {known}.")
        return found

    # --- Lobby -------------------------------------------------------------------------------------

    async def open_lobby(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        game_key: str,
        table: Mapping[str, str] | None = None,
    ) -> Lobby:
        """Create a game in its lobby, with the creator seated, the table settings given and the rest at defaults."""
        spec = self._game(game_key)
        try:
            settings = resolve_table(table)
        except IllegalAction as refusal:
            raise NoSuchChoice(refusal.message) from None
        record = await self.store.games.create_game(
            guild_id, channel_id, user_id, name, spec.key, spec.resolve_options(None), self.new_seed(), settings
        )
        return self.lobby(record)

    async def attach(self, game_id: int, *, thread_id: int, lobby_message_id: int) -> None:
        """Remember the lobby message and the game's thread."""
        await self.store.outbox.set_messages(game_id, thread_id=thread_id, lobby_message_id=lobby_message_id)

    async def join(self, game_id: int, user_id: int, name: str, *, guild_id: int | None) -> Lobby:
        """Seat a player in the lobby of a game of their server."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            return self.lobby(await self.store.games.join(game_id, user_id, name))

    async def leave(self, game_id: int, user_id: int, *, guild_id: int | None) -> Lobby:
        """Take a player out of the lobby."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            return self.lobby(await self.store.games.leave(game_id, user_id))

    async def set_option(self, game_id: int, user_id: int, option: int, choice: int, *, guild_id: int | None) -> Lobby:
        """Set game option number ``option`` to its choice number ``choice`` (creator only, before the start)."""
        async with self._locks[game_id]:
            record = await self.get(game_id, guild_id, dm_ok=False)
            spec = self.spec(record)
            if record.creator_id != user_id:
                raise NotAllowed(f"Only {self._creator_name(record)} can change this game's options.")
            options, table = chosen_setting(spec, record.options, record.table, option, choice)
            return self.lobby(await self.store.games.set_options(game_id, user_id, options, table))

    async def start(self, game_id: int, user_id: int, *, guild_id: int | None) -> Change:
        """Start the game from its lobby: every seat's private view is new, so everyone gets one."""
        async with self._locks[game_id]:
            await self.get(game_id, guild_id, dm_ok=False)
            record = await self.store.games.start(game_id, user_id)
        return self.begun(record)

    def begun(self, record: GameRecord) -> Change:
        """The change of a game that has just started: every seat's private view is new."""
        line = f"The game begins with {', '.join(shown_all(record.names))}."
        self._lines[record.id] = (record.version, line)
        return Change(self.snapshot(record), None, None, line=line, started=True)

    def lobby(self, record: GameRecord) -> Lobby:
        """The lobby of a stored game."""
        spec = self.spec(record)
        options = settings_shown(spec, record.options, record.table)
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
            describe_table(record.table),
            len(spec.options),
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
    ) -> Change:
        """Apply option ``index`` of the caller's decision at ``version``; ``seat`` is the seat a component was for.

        The game is loaded once, in the transaction that applies the move. Refusals, in this
        order: another server's game (``GameNotFound``), not seated (``NotSeated``), another
        seat's component (``NotYourChoice``), a decision that changed since ``version``
        (``StaleVersion``), nothing asked of the caller (``NotYourTurn``), an index that is not
        offered (``NoSuchChoice``). Each is checked once.
        """
        return await self.answer(
            game_id, user_id, version, lambda decision: option_action(decision, index), seat=seat, guild_id=guild_id
        )

    async def answer(
        self,
        game_id: int,
        user_id: int,
        version: int,
        build: Callable[[Decision], Action],
        *,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Change:
        """Apply the move ``build`` makes of the caller's decision at ``version`` (see :meth:`choose`).

        ``build`` reads what was clicked, selected or typed against the decision (``bot/service/typed.py``)
        and raises ``NoSuchChoice`` for what it cannot read; the engine refuses any move that is not
        offered with the game's own message. Nothing is written when either refuses.
        """

        def pick(record: GameRecord) -> tuple[int, Action]:
            require_guild(record, guild_id, dm_ok=True)
            mine = self.require_seat(record, user_id)
            if seat is not None and seat != mine:
                raise NotYourChoice(self.not_yours(record, seat))
            if not record.accepts(mine, version):
                raise StaleVersion(record.version)
            return mine, build(self._decision(record, mine))

        async with self._locks[game_id]:
            applied = await self.store.games.apply_picked(game_id, pick)
        return self._change(applied.before, applied.game, applied.seat, applied.events)

    async def form(
        self, game_id: int, user_id: int, version: int, seat: int, index: int, *, guild_id: int | None = None
    ) -> TypedForm:
        """What the form of typed answer ``index`` of the caller's decision asks; refused like :meth:`choose`."""
        record = await self.get(game_id, guild_id)
        mine = self.require_seat(record, user_id)
        if seat != mine:
            raise NotYourChoice(self.not_yours(record, seat))
        if not record.accepts(mine, version):
            raise StaleVersion(record.version)
        return typed_form(self._decision(record, mine), index)

    async def play_text(self, game_id: int, user_id: int, text: str) -> Change:
        """Apply what ``/play`` received: an autocomplete value (``v12:o3``), a typed label, or a JSON action."""
        text = text.strip()
        value = CHOICE_VALUE.fullmatch(text)
        if value:
            return await self.choose(game_id, user_id, int(value["version"]), int(value["index"]))
        if text.startswith("{"):
            action = parse.action_json(text)

            def pick(record: GameRecord) -> tuple[int, Action]:
                return self.require_seat(record, user_id), action

            async with self._locks[game_id]:
                applied = await self.store.games.apply_picked(game_id, pick)
            return self._change(applied.before, applied.game, applied.seat, applied.events)
        if len(text) > TYPED_LIMIT:
            raise NoSuchChoice(f"That is too long for a choice: at most {TYPED_LIMIT} characters.")
        choices = await self.choices(game_id, user_id)
        if choices.decision is None:
            raise NotYourTurn(self._nothing_asked(await self.store.games.get(game_id)))
        labels = choices.labels()
        if choices.decision.set_choice is not None:
            # the names of the cards of a set choice, e.g. "Gold 1, Monks 2 (A)"; else one of the labels
            try:
                set_by_names(choices.decision, text)
            except NoSuchChoice:
                pass
            else:
                return await self.answer(
                    game_id, user_id, choices.version, lambda decision: set_by_names(decision, text)
                )
        return await self.choose(game_id, user_id, choices.version, match_label(text, labels))

    async def choices(self, game_id: int, user_id: int) -> Choices:
        """The caller's decision now (None if nothing is asked of them), for autocomplete."""
        record = await self.store.games.get(game_id)
        mine = self.require_seat(record, user_id)
        decision = self.snapshot(record).decision(mine)
        return Choices(record.id, record.version, decision, plain_all(record.names))  # autocomplete: plain text

    async def undo(self, game_id: int, user_id: int) -> Change:
        """Take back the caller's last move, if the rules allow it (storage says why not)."""
        async with self._locks[game_id]:
            undone = await self.store.games.undo(game_id, lambda record: self.require_seat(record, user_id))
        line = f"{shown(undone.before.names[undone.seat])} took back their last move."
        return self._change(undone.before, undone.game, undone.seat, [], line=line)

    async def resign(self, game_id: int, user_id: int, *, guild_id: int | None = None) -> Change:
        """Resign the caller's seat: from now on its default options are chosen for it."""

        def seat_of(record: GameRecord) -> int:
            require_guild(record, guild_id, dm_ok=False)
            return self.require_seat(record, user_id)

        async with self._locks[game_id]:
            resigned = await self.store.games.resign(game_id, seat_of)
        line = f"{shown(resigned.before.names[resigned.seat])} resigned; the game now chooses for them."
        return self._change(resigned.before, resigned.game, resigned.seat, resigned.events, line=line)

    async def abandon(
        self, game_id: int, user_id: int, *, may_manage: ManagePermission, guild_id: int | None = None
    ) -> GameRecord:
        """Abandon an open game: its creator, or a member who may manage threads in its channel, may do it."""

        def check(record: GameRecord) -> None:
            require_guild(record, guild_id, dm_ok=guild_id is None and may_manage is True)
            self.require_abandoner(record, user_id, may_manage=may_manage)

        async with self._locks[game_id]:
            return await self.store.games.abandon(game_id, check)

    def require_abandoner(self, record: GameRecord, user_id: int, *, may_manage: ManagePermission) -> None:
        """Refuse (``NotAllowed``) anyone but the creator or a member who may manage threads in the game's channel.

        ``may_manage`` is the answer, or a function that gives it for the game's record (so the
        permission is read in the game's own channel, not where the command was used).
        """
        allowed = may_manage(record) if callable(may_manage) else may_manage
        if record.creator_id != user_id and not allowed:
            raise NotAllowed(f"Only {self._creator_name(record)} or a moderator can abandon this game.")
        if record.status not in OPEN_STATUSES:
            raise GameNotActive(status_message(record.status))

    def require_seat(self, record: GameRecord, user_id: int) -> int:
        """The seat ``user_id`` plays in this running game; ``NotSeated`` or ``GameNotActive`` otherwise."""
        seat = next((s for s in record.seats if s.user_id == user_id), None)
        if seat is None:
            raise NotSeated()
        if seat.resigned:
            raise NotSeated("You resigned from this game.")
        if seat.open:
            raise NotSeated(SEAT_OPEN)
        if record.status != GameStatus.ACTIVE:
            raise GameNotActive(status_message(record.status))
        return seat.seat

    def not_yours(self, record: GameRecord, seat: int) -> str:
        """The refusal of a component made for ``seat`` (which may be a forged, out-of-range number)."""
        if record.seat_record(seat) is None:
            return "Those choices are not yours."
        return f"Those choices are for {shown(record.names[seat])}."

    def _decision(self, record: GameRecord, seat: int) -> Decision:
        decision = self.snapshot(record).decision(seat)
        if decision is None:
            raise NotYourTurn(self._nothing_asked(record))
        return decision

    def _nothing_asked(self, record: GameRecord) -> str:
        waiting = [shown(record.names[seat]) for seat in self.pending_seats(record)]
        return (
            f"Nothing is asked of you right now; waiting on {_and_list(waiting)}." if waiting else "The game is over."
        )

    def _change(
        self, before: GameRecord, after: GameRecord, seat: int | None, events: Sequence[Event], *, line: str = ""
    ) -> Change:
        """The one record of a change: snapshots before and after, lines, and whose private view changed."""
        names = shown_all(after.names)
        public = [fill_names(e.text, names) for e in events if e.public]
        told = [fill_names(e.record, names) for e in events if e.public and e.record]
        record = sentences([line, *told] if line else told)
        line = sentences([line, *public] if line else public)
        private: dict[int, list[str]] = defaultdict(list)
        for event in events:
            if not event.public:
                private[event.seat].append(fill_names(event.text, names))
        was, now = self.snapshot(before), self.snapshot(after)
        # A move that ends a turn (a new chapter begins) is told by that turn's lasting record, just
        # above the new board: the board's "Last:" would say it twice (issue 21).
        ended_turn = before.state is not None and after.state is not None and was.chapter != now.chapter
        self._lines[after.id] = (after.version, "" if ended_turn else line)
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

    # --- Clocks, timeouts, votes and substitutes (issue 11) ---------------------------------------

    async def tick(self, now: datetime | None = None) -> Tick | None:
        """Do what is due in one game (reminders, timeouts, votes to call); None when nothing is due."""
        due = await self.store.deadlines.handle_due(now or self.clock())
        if due is None:
            return None
        record, title = due.game, self.spec(due.game).title
        names = shown_all(record.names)
        nudges = tuple(
            Nudge(
                record.id,
                title,
                _user_ids(record)[reminder.seat],
                reminder.seat,
                reminder.stage == Stage.LAST_TENTH,
                describe_left(reminder.left),
                reminder.deadline,
                record.guild_id,
                record.thread_id,
                record.board_message_id,
            )
            for reminder in due.reminders
        )
        calls = [self.call_of("vote", record, seat) for seat in due.vote_on]
        calls += [self.call_of("open", due.game, seat, reason=_timeouts(due.before, seat)) for seat in due.opened]
        change = None
        if due.timed_out:
            late = _and_list([names[seat] for seat in due.timed_out])
            line = f"⏱ {late} ran out of time."
            change = self._change(due.before, record, due.timed_out[0], due.events, line=line)
        return Tick(record.id, change, nudges, tuple(calls))

    def call_of(self, kind: str, record: GameRecord, seat: int, *, reason: str = "") -> TableCall:
        """A call to the table about ``seat``: ``vote`` (skip or expel), ``open`` (a seat to claim), ``more`` (time)."""
        player = record.seat_record(seat)
        assert player is not None
        asked = tuple(s.user_id for s in record.seats if s.seat != seat and s.playing)
        version = 0 if kind == "open" else player.decision_version
        title = self.spec(record).title
        return TableCall(kind, record.id, title, seat, shown(player.name), player.user_id, version, asked, reason)

    async def vote(
        self, game_id: int, user_id: int, seat: int, version: int, choice: str, *, guild_id: int | None
    ) -> VoteOutcome:
        """Vote to skip the overdue move of ``seat`` or to expel its player; the change once a majority agrees."""
        async with self._locks[game_id]:
            voted = await self.store.deadlines.vote(game_id, user_id, seat, version, choice, _in_server(guild_id))
        call = self.call_of("vote", voted.before, seat)
        change = None
        if voted.decided is not None:
            name = call.name
            line = f"The table skipped {name}'s move." if voted.decided == "skip" else f"The table expelled {name}."
            change = self._change(voted.before, voted.game, seat, voted.events, line=line)
        return VoteOutcome(call, voted.votes, voted.needed, voted.decided, change)

    async def claim(self, game_id: int, seat: int, user_id: int, name: str, *, guild_id: int | None) -> Change:
        """Take the open ``seat`` (a substitute, or its former player back); the change shows the new name."""
        async with self._locks[game_id]:
            claimed = await self.store.deadlines.claim_seat(game_id, seat, user_id, name, _in_server(guild_id))
        before = claimed.before.seat_record(seat)
        was = shown(before.name) if before is not None else "a player"
        now = shown(name)
        line = f"{now} is back in their seat." if claimed.previous_user_id == user_id else f"{now} takes {was}'s seat."
        return self._change(claimed.before, claimed.game, seat, [], line=line)  # the newcomer is owed a DM

    async def ask_more_time(self, game_id: int, user_id: int, *, guild_id: int | None) -> TableCall:
        """The caller asks the table for more time for their pending decision: the call to post in the thread."""
        async with self._locks[game_id]:
            record = await self.store.deadlines.ask_more_time(game_id, user_id, _in_server(guild_id, dm_ok=True))
        seat = self.require_seat(record, user_id)
        return self.call_of("more", record, seat)

    async def grant_more_time(
        self, game_id: int, user_id: int, seat: int, version: int, *, guild_id: int | None
    ) -> Change:
        """Grant ``seat`` a day for the decision it asked more time for: a change the board shows."""
        async with self._locks[game_id]:
            before, after = await self.store.deadlines.grant_more_time(
                game_id, user_id, seat, version, check=_in_server(guild_id)
            )
        granter = after.seat_of(user_id)
        who = shown(after.names[granter]) if granter is not None else "The table"
        line = f"⏱ {who} granted {shown(after.names[seat])} a day more."
        return self._change(before, after, None, [], line=line)

    # --- Standing instructions ("proxy decisions": Biblios bid limits and passes) ---------------

    async def offered_proxies(self, game_id: int, user_id: int) -> tuple[ProxyKind, ...]:
        """The standing instructions the caller may set now in this game (private: they may tell their gold)."""
        record = await self.store.games.get(game_id)
        return offered_proxies(self.spec(record), record.state, self.require_seat(record, user_id))

    async def set_proxy(
        self,
        game_id: int,
        user_id: int,
        kind: str,
        amount: int | None = None,
        choice: int | None = None,
        *,
        guild_id: int | None = None,
    ) -> tuple[str, Change | None]:
        """Set a standing instruction: its description, and the change if it acted at once (the caller's turn)."""
        async with self._locks[game_id]:
            instruction, record, applied = await self.store.proxies.set_proxy(
                game_id, user_id, kind, amount, choice, _in_server(guild_id, dm_ok=True)
            )
        described = self._describe_proxy(record, instruction)
        if applied is None:
            return described, None
        return described, self._change(applied.before, applied.game, applied.seat, applied.events)

    async def proxies_of(self, game_id: int, user_id: int) -> list[tuple[int, str]]:
        """The caller's live standing instructions: (id, description), in the order they were set."""
        record, found = await self.store.proxies.proxies_of(game_id, user_id)
        if record.status != GameStatus.ACTIVE:
            raise GameNotActive(status_message(record.status))
        return [(number, self._describe_proxy(record, data)) for number, data in found]

    async def cancel_proxies(self, game_id: int, user_id: int, proxy_id: int | None = None) -> int:
        """Cancel one of the caller's standing instructions, or all; how many."""
        async with self._locks[game_id]:
            return await self.store.proxies.cancel_proxies(game_id, user_id, proxy_id)

    def _describe_proxy(self, record: GameRecord, instruction: dict[str, Any]) -> str:
        rules = self.spec(record).proxies
        text = rules.describe(instruction) if rules is not None else str(instruction.get("kind", ""))
        return fill_names(text, shown_all(record.names))

    async def member_time(self, user_id: int) -> MemberTime:
        """A member's clock settings (time zone, quiet hours, vacations)."""
        return await self.store.members.member_time(user_id)

    async def change_member_time(
        self,
        user_id: int,
        *,
        zone: str | None = None,
        quiet: str | None = None,
        vacation: str | None = None,
        clear_vacation: bool = False,
    ) -> tuple[MemberTime, list[Change]]:
        """Check and store what a member typed (``/me``); ``NoSuchChoice`` with the reason, nothing stored, if bad.

        Running clocks move at once in every game of theirs: the changes that show their new deadlines.
        """
        was = now = await self.store.members.member_time(user_id)
        try:
            if zone is not None:
                now = replace(now, zone=parse_zone(zone))
            if quiet is not None:
                window = parse_quiet(quiet)
                start, end = (None, None) if window is None else (f"{window[0]:%H:%M}", f"{window[1]:%H:%M}")
                now = replace(now, quiet_start=start, quiet_end=end)
            if clear_vacation:
                now = replace(now, vacation=())
            if vacation is not None:
                today = self.clock().astimezone(ZoneInfo(now.zone)).date()
                first, last = parse_vacation(vacation, today)
                kept = tuple(v for v in now.vacation if v[1] >= today.isoformat())
                if len(kept) >= MAX_VACATIONS:
                    raise ClockInputError(f"You can plan at most {MAX_VACATIONS} vacations; clear them first.")
                now = replace(now, vacation=(*kept, (first.isoformat(), last.isoformat())))
        except ClockInputError as refusal:
            raise NoSuchChoice(str(refusal)) from None
        if now == was:
            return now, []  # nothing changed (``/me clock`` only shows them): no clock moves
        moved = await self.store.members.set_member_time(user_id, now)
        changes = []
        for before, after in moved:
            seat = after.seat_of(user_id)
            name = shown(after.names[seat]) if seat is not None else "A player"
            line = f"⏱ {name}'s clock moved with their time settings."
            changes.append(self._change(before, after, None, [], line=line))
        return now, changes

    # --- What the thread, the panel and the DMs show -----------------------------------------------

    async def board(self, game: int | GameRecord | Snapshot) -> Board:
        """The public board of a running or finished game, its picture drawn once per version."""
        snapshot = await self._snapshot_of(game)
        record = snapshot.record
        if record.state is None:
            raise GameNotActive(status_message(record.status))
        pictures = await self.pictures.of(snapshot, None)
        decisions = snapshot.pending
        deadlines = await self.deadlines(record)
        choice = None
        if len(decisions) == 1 and not decisions[0].secret:
            only = decisions[0]
            choice = OpenChoice(only.seat, only.prompt, only.options, only.quick, only.typed, only.set_choice)
        return Board(
            record.id,
            record.version,
            self.spec(record).title,
            record.status,
            shown_all(record.names),
            _user_ids(record),
            pictures[0].description,
            pictures,
            self._waiting(record, decisions, deadlines),
            choice,
            await self.last_line(record),
            self.spec(record).result(record.state),
            plain_all(record.names),
        )

    async def last_line(self, record: GameRecord) -> str:
        """What the latest change showed everyone: kept from the change, else rebuilt from the stored log."""
        version, line = self._lines.get(record.id, (-1, ""))
        if version == record.version:
            return line
        seq, stored = await self.store.games.latest_lines(record.id)
        if seq != record.version:
            return ""  # the latest change wrote no row (a resignation, the start)
        line = sentences([fill_names(text, shown_all(record.names)) for text in stored])
        if line and await self._ended_turn(record):
            line = ""  # as the change itself decided (see _change): the record above tells it
        self._lines[record.id] = (record.version, line)
        return line

    async def _ended_turn(self, record: GameRecord) -> bool:
        """Whether the latest move of ``record`` ended a chapter (a turn as the table counts it), from the log."""
        spec = self.spec(record)
        if spec.chapter is None or record.state is None or record.version < 1:
            return False
        try:
            earlier = await self.store.games.state_at(record.id, record.version - 1)
        except (IllegalAction, GameNotActive):  # a log written under older rules, or no game yet
            return False
        return spec.chapter(earlier) != spec.chapter(record.state)

    def _waiting(
        self, record: GameRecord, decisions: Sequence[Decision], deadlines: Mapping[int, datetime] | None = None
    ) -> tuple[Waiting, ...]:
        users = _user_ids(record)
        deadlines = deadlines or {}
        return tuple(
            Waiting(d.seat, users[d.seat], "" if d.secret else d.prompt, d.secret, deadlines.get(d.seat))
            for d in sorted(decisions, key=lambda d: d.seat)
        )

    async def deadlines(self, record: GameRecord) -> dict[int, datetime]:
        """When each seat's running clock runs out, as its member's settings stand ({} for a game without a clock)."""
        table = read_table(record.table)
        running = [seat for seat in record.seats if seat.turn_started_at is not None]
        if not table.runs or not running or record.status != GameStatus.ACTIVE:
            return {}
        times = await self.store.members.clocks_of([record])
        found = {}
        for seat in running:
            available = times.get(seat.user_id, MemberTime()).availability(table)
            moment = timers.deadline(seat, table, available)
            if moment is not None:
                found[seat.seat] = moment
        return found

    async def remember_board(
        self, game_id: int, message_id: int, waiting: Sequence[int], version: int | None = None
    ) -> None:
        """Store the thread's current board message, the seats it mentioned and the version it fully shows.

        ``version`` None leaves the stored version as it is: a board still being put up.
        """
        shown_version: dict[str, int] = {} if version is None else {"board_version": version}
        await self.store.outbox.set_messages(
            game_id, board_message_id=message_id, board_waiting=list(waiting), **shown_version
        )

    def pending_seats(self, record: GameRecord) -> tuple[int, ...]:
        """The seats a running game waits for, in seat order (none once it is over)."""
        if record.status != GameStatus.ACTIVE or record.state is None:
            return ()
        return self.snapshot(record).waiting_seats

    async def hand(
        self, game: int | GameRecord | Snapshot, user_id: int | None = None, *, seat: int | None = None
    ) -> Hand:
        """A seat's private view (the caller's, or ``seat``'s), its picture drawn once per version."""
        snapshot = await self._snapshot_of(game)
        record = snapshot.record
        if seat is None:
            seat = record.seat_of(user_id) if user_id is not None else None
            if seat is None:
                raise NotSeated()
        if record.state is None:
            raise GameNotActive(status_message(record.status))
        pictures = await self.pictures.of(snapshot, seat)
        return Hand(record.id, self.spec(record).title, record.version, seat, pictures[0].description, pictures)

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
    ) -> Panel:
        """The caller's turn panel: private view, decision and its options, and who else is awaited.

        ``recap``: with what happened since the caller's latest move (the panel opened from a ping).
        """
        if isinstance(game, int):
            game = await self.get(game, guild_id)
        snapshot = await self._snapshot_of(game)
        record = snapshot.record
        seat = record.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        hand = await self.hand(snapshot, seat=seat)
        mine = snapshot.decision(seat)
        deadlines = await self.deadlines(record)
        what_can_i_do = self.spec(record).what_can_i_do
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

    async def _snapshot_of(self, game: int | GameRecord | Snapshot) -> Snapshot:
        if isinstance(game, Snapshot):
            return game
        record = game if isinstance(game, GameRecord) else await self.store.games.get(game)
        return self.snapshot(record)

    async def log(self, game_id: int, limit: int = 15) -> list[str]:
        """The latest public events of a game, oldest first: the stored lines, else rebuilt by replaying its log."""
        record = await self.store.games.get(game_id)
        if record.status == GameStatus.LOBBY:
            raise GameNotActive(status_message(record.status))
        moves = await self._public_moves(record)
        lines = [text for _, _, texts in moves for text in texts]
        return lines[-max(1, min(limit, LOG_LIMIT)) :]

    async def recap(self, game: int | GameRecord, user_id: int) -> list[str]:
        """What happened since the caller's own latest move (or since the start): one line per move, oldest first.

        Only the moves' public lines, as ``/game log`` shows them; taken-back moves are gone from
        the log, and moves played for a resigned seat do not count as that seat acting.
        """
        record = game if isinstance(game, GameRecord) else await self.store.games.get(game)
        seat = record.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        if record.status == GameStatus.LOBBY:
            raise GameNotActive(status_message(record.status))
        moves = await self._public_moves(record)
        start = 0
        for index, (mover, auto, _) in enumerate(moves):
            if mover == seat and not auto:
                start = index + 1
        return [sentences(texts) for _, _, texts in moves[start:] if texts]

    async def _public_moves(self, record: GameRecord) -> list[tuple[int, bool, list[str]]]:
        """Each move still in the log, oldest first: its seat, whether it was auto-played, its public lines.

        The lines are the stored ones, else (rows stored before their lines were) rebuilt by replaying.
        """
        rows = effective_moves(await self.store.games.actions(record.id))
        names = shown_all(record.names)
        if all(row.public_lines is not None for row in rows):
            texts = [[fill_names(text, names) for text in row.public_lines or ()] for row in rows]
        else:
            texts = await asyncio.to_thread(self._replay_lines, record, [(row.seat, row.action) for row in rows])
        return [(row.seat, row.auto, lines) for row, lines in zip(rows, texts, strict=True)]

    def _replay_lines(self, record: GameRecord, moves: Sequence[tuple[int, dict[str, Any]]]) -> list[list[str]]:
        spec, names = self.spec(record), shown_all(record.names)
        state = new_game(spec, len(record.seats), record.seed, record.options)
        lines: list[list[str]] = []
        for seat, action in moves:
            state, events = engine_apply(spec, state, seat, action)
            lines.append([fill_names(e.text, names) for e in events if e.public])
        return lines

    # --- Replays and exports of games that are over (issue 14) ----------------------------------------

    async def replay(
        self, game_id: int, guild_id: int | None, number: int | None = None, view: int | None = None
    ) -> ReplayShown:
        """Step ``number`` (0: the set-up; None: the last) of a game that is over, showing the board or a seat's view.

        Refused while the game runs (to everyone), for another server's game, and for a step or
        seat the game does not have (``NoSuchChoice``: a forged or mistyped number).
        """
        record = await self.get(game_id, guild_id, dm_ok=False)
        timeline = await self._timeline(record)
        number = timeline.total if number is None else number
        if not 0 <= number <= timeline.total:
            raise NoSuchChoice(f"Game #{record.id} has moves 0 to {timeline.total}; there is no move {number}.")
        if view is not None and record.seat_record(view) is None:
            raise NoSuchChoice(f"Game #{record.id} has no seat {view + 1}.")
        step = await self.replays.step(timeline, number)
        shown_at = Snapshot(replace(record, version=number, state=step.state), self.spec(record))
        pictures = await self.replay_pictures.of(shown_at, view)
        names = shown_all(record.names)
        return ReplayShown(
            record.id,
            self.spec(record).title,
            number,
            timeline.total,
            names,
            plain_all(record.names),
            fill_names(step.chapter, names),
            step.mover,
            step.reason,
            tuple(fill_names(line, names) for line in step.lines),
            tuple(fill_names(line, names) for line in step.revealed),
            view,
            pictures,
        )

    async def games_over(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The finished and abandoned games of this server in which ``user_id`` held a seat."""
        return await self.store.games.member_games(guild_id, user_id, REPLAYABLE)

    async def replay_turn(self, game_id: int, guild_id: int | None, words: str) -> int | None:
        """The first move of the first turn of a game that is over whose title holds ``words``; None if none does."""
        record = await self.get(game_id, guild_id, dm_ok=False)
        timeline = await self._timeline(record)
        return await asyncio.to_thread(timeline.first_of_turn, words)

    async def replay_length(self, game_id: int, guild_id: int | None) -> int:
        """How many moves a game that is over has (the number of its last replay step), replaying nothing.

        Cheap enough to answer before a form opens (a modal cannot follow a deferral).
        """
        record, rows = await self.store.games.with_log(game_id)
        require_guild(record, guild_id, dm_ok=False)
        check_over(record)
        found = self.replays.cached(record)
        return found.total if found is not None else len(effective_moves(rows))

    async def _timeline(self, record: GameRecord) -> Timeline:
        check_over(record)
        found = self.replays.cached(record)
        if found is not None:
            return found
        stored, rows = await self.store.games.with_log(record.id)
        return await self.replays.timeline(stored, self.spec(stored), rows)

    async def export(self, game_id: int, guild_id: int | None) -> Export:
        """The full record of a game that is over, as JSON-ready data (refused while it runs)."""
        record, rows = await self.store.games.with_log(game_id)
        require_guild(record, guild_id, dm_ok=False)
        return export_record(record, self.spec(record), rows)

    def _creator_name(self, record: GameRecord) -> str:
        return next((shown(s.name) for s in record.seats if s.user_id == record.creator_id), "the game's creator")


def settings_shown(spec: GameSpec, options: Mapping[str, str], table: Mapping[str, str]) -> tuple[Any, ...]:
    """A game's options then the table's settings, each with its current value, as the lobby lists them."""
    shown_options = tuple((o, options.get(o.name, o.default)) for o in spec.options)
    resolved = resolve_table(table)
    return shown_options + tuple((o, resolved[o.name]) for o in TABLE_OPTIONS)


def chosen_setting(
    spec: GameSpec, options: Mapping[str, str], table: Mapping[str, str], option: int, choice: int
) -> tuple[dict[str, str] | None, dict[str, str] | None]:
    """Option number ``option`` (as :func:`settings_shown` lists them) set to its choice ``choice``.

    Returns the new game options or the new table settings (the other None); ``NoSuchChoice``
    for numbers the list does not have.
    """
    offered = (*spec.options, *TABLE_OPTIONS)  # as the lobby lists them
    if not 0 <= option < len(offered) or not 0 <= choice < len(offered[option].choices):
        raise NoSuchChoice("That option is not offered for this game.")
    picked = {offered[option].name: offered[option].choices[choice]}
    if option < len(spec.options):
        return spec.resolve_options(dict(options) | picked), None
    return None, resolve_table(dict(table) | picked)


def _secret_then_public(was: Snapshot, now: Snapshot, seat: int | None) -> bool:
    """Whether ``seat`` made a secret decision and must now make a public one: a new turn for the same seat.

    E.g. the last secret guess of a Dreams round, by the player who deals the next round: the
    same seat is awaited, but the thread must get a new board (with the reveal), not an edit.
    """
    if seat is None or now.record.status != GameStatus.ACTIVE:
        return False
    before, after = was.decision(seat), now.decision(seat)
    return before is not None and before.secret and after is not None and not after.secret


def _seat(seat: SeatRecord) -> int:
    return seat.seat


def _user_ids(record: GameRecord) -> tuple[int, ...]:
    return tuple(s.user_id for s in sorted(record.seats, key=_seat))


def _in_server(guild_id: int | None, *, dm_ok: bool = False) -> Callable[[GameRecord], None]:
    """The check, run on the locked game, that it is played in the interaction's server (see ``require_guild``)."""
    return lambda record: require_guild(record, guild_id, dm_ok=dm_ok)


def _timeouts(record: GameRecord, seat: int) -> str:
    """Why a seat opened: its timeouts, counted as they stand after the one that opened it."""
    player = record.seat_record(seat)
    count = (player.timeouts if player is not None else 0) + 1
    return f"after {count} timeout{'s' if count != 1 else ''}"


def _and_list(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
