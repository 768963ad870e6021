"""Bot fuzz run: random and malformed interactions against the real bot, through the Discord emulator.

    python -m bench.bot_fuzz [--interactions 10000] [--seed 1] [--time-limit 900]

Starts the emulator and the real bot (stand-in pictures), opens a Biblios, a Dreams and a
Castles of Burgundy game in one server (seated members plus two outsiders), a Biblios game
and an open lobby in a second server, and an open lobby in the first. Then it sends a seeded
stream of interactions, one at a time, until ``--interactions`` were sent or ``--time-limit``
seconds passed:

- legitimate ones: moves made the way members make them (``demo/players.py``: board
  buttons, turn panels, ``/play`` with its autocomplete), outsiders joining and leaving a
  lobby; a finished game is replaced by a new one of the same kind;
- malformed ones: forged custom ids (other games, other servers' games, huge numbers, seats
  and options out of range, Unicode digits such as ``¹`` and ``٠``, wrong kinds, future
  versions), select values that are not offered, ``/play``, ``/game ...`` and autocomplete
  with overlong, Unicode-digit and JSON values of the wrong shape, clicks by members who hold
  no seat and by members of the other server, lobby and confirmation buttons of games that
  are not the clicker's to press.

For each interaction it records whether the bot answered at all (no answer leaves the member
on "thinking"), whether anything was logged at ERROR (the bot's error mapper on an unexpected
error, discord.py's "Ignoring exception", asyncio's "Task exception was never retrieved"),
whether Discord (the emulator) refused a reply for breaking a limit (400/50035), and, for the
malformed ones, whether any game's stored status, version, state, options, seats or log
changed. Prints a summary and every distinct failure with the input that caused it; exits 1
if anything failed.
"""

import argparse
import asyncio
import gc
import json
import logging
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import text

from bot.components import ids
from demo.images import quick_images_for
from demo.players import Players
from demo.table import Table, TableGame
from discord_emulator import (
    Channel,
    DiscordEmulator,
    InteractionHandle,
    InteractionType,
    Member,
    Message,
    pointed_at,
)
from engine.core import GameSpec, registry
from storage.db import Database

GAME_KEYS = ("biblios", "dreams", "burgundy")
MEMBERS = ("Ana", "Ben", "Cy", "Dan", "Eve", "Fay")  # Eve and Fay hold no seat
SEATED = {"biblios": ("Ana", "Ben", "Cy"), "dreams": ("Ben", "Cy", "Dan"), "burgundy": ("Dan", "Ana")}
OTHER_MEMBERS = ("Gus", "Hal", "Ivy")
FINISH_TIMEOUT = 20.0  # seconds for the bot to finish one interaction after answering it
LIMIT_REFUSED = 50035  # Discord's "Invalid Form Body": a reply broke a limit
UNMATCHED_GRACE = 0.5  # seconds to wait for an answer to a custom id that matches none of the bot's templates
TEMPLATES = tuple(re.compile(template) for template in ids.KNOWN_TEMPLATES)  # the bot's own list, kept in step
MAX_CUSTOM_ID = 100

UNICODE_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
HUGE = "9" * 20
DEEP_JSON = '{"type":"x","a":' + "[" * 3000 + "]" * 3000 + "}"
ODD_NUMBERS = ("¹", "٠", "١", "²³", "-1", HUGE, "99999999999999999999999", "", " ", "\u200b", "1e3", "0x1", "1_0")
BAD_CHOICES = (
    "¹",
    "٠",
    "-1",
    "9" * 5000,
    "x" * 6000,
    DEEP_JSON,
    '{"type":"x"}',
    '{"type": 1}',
    '{"type": ["bid"]}',
    '{"type": {"a": 1}}',
    '{"type": null}',
    "[]",
    "null",
    '"text"',
    "{}",
    "{",
    "]]]",
    '{"type":"bid","amount":"¹"}',
    '{"type":"bid","amount":1e999}',
    '{"type":"bid","amount":99999999999999999999999}',
    '{"type":"' + "a" * 5900 + '"}',
    "'; DROP TABLE games; --",
)
BAD_GAMES = ("¹", "٠", "١", "#¹", "9" * 5000, "x" * 6000, "-1", HUGE, "#", "1.0", "\u0661\u0662", "\U0001d7d9")
BAD_GAME_KEYS = ("x" * 6000, "¹", "٠", "biblios" + "x" * 5000, "", " ", "../biblios", "biblios\x00")

KINDS: dict[str, int] = {
    "legit_move": 30,
    "legit_lobby": 3,
    "forged_option": 10,
    "forged_select": 8,
    "forged_id": 8,
    "stranger_click": 7,
    "other_server": 7,
    "lobby_forged": 5,
    "confirm_forged": 5,
    "play_bad": 9,
    "game_cmd_bad": 6,
    "game_new_bad": 3,
    "autocomplete_bad": 3,
}
REFUSED_KINDS = frozenset(KINDS) - {"legit_move", "legit_lobby"}


@dataclass
class Failure:
    """One thing that went wrong with one interaction."""

    what: str  # no answer / exception / state change / limit / move failed
    kind: str
    input: str
    detail: str

    def signature(self) -> tuple[str, str, str]:
        """What makes two failures the same bug: what happened, and where (not the exact input)."""
        return (self.what, self.kind if self.what in ("state change", "no answer") else "", _shape(self.detail))


@dataclass
class Figures:
    """What the run counted."""

    sent: Counter[str] = field(default_factory=Counter)
    answered: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)
    seconds: float = 0.0
    stopped_by_time: bool = False

    def count(self, what: str) -> int:
        """How many failures of one sort."""
        return sum(1 for failure in self.failures if failure.what == what)


class Records(logging.Handler):
    """Every log record at ERROR or above, and discord.py's "unknown custom id, discarding" notes."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.errors: list[logging.LogRecord] = []
        self.discarded: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep what matters to the fuzz run."""
        if record.levelno >= logging.ERROR:
            self.errors.append(record)
        elif record.name == "discord.ui.view" and "Discarding" in record.getMessage():
            self.discarded.append(record.getMessage())


def describe_record(record: logging.LogRecord) -> str:
    """A log record as one line: logger, message, exception and the deepest frame of our code."""
    line = f"{record.name}: {record.getMessage()[:160]}"
    if record.exc_info and record.exc_info[1] is not None:
        error = record.exc_info[1]
        frames = traceback.extract_tb(error.__traceback__)
        ours = [f for f in frames if "/site-packages/" not in f.filename and "/lib/python" not in f.filename]
        where = ours[-1] if ours else (frames[-1] if frames else None)
        at = f" at {Path(where.filename).name}:{where.lineno} ({where.name})" if where else ""
        line += f" | {type(error).__name__}: {str(error)[:160]}{at}"
    return line


def _shape(detail: str) -> str:
    """A failure's detail without the numbers and quoted values that change from input to input."""
    detail = re.sub(r"'[^']*'|“[^”]*”|\"[^\"]*\"", "'…'", detail)
    return re.sub(r"\d+", "N", detail)[:240]


def _short(value: str, limit: int = 80) -> str:
    shown = value if len(value) <= limit else f"{value[:limit]}… ({len(value)} chars)"
    return shown.replace("\n", "\\n")


class Fuzz:
    """The world, the bot, and the stream of interactions."""

    def __init__(self, emulator: DiscordEmulator, database: Database, rng: random.Random, seed: int) -> None:
        self.emulator = emulator
        self.database = database
        self.rng = rng
        self.games = {key: registry_game(key) for key in GAME_KEYS}
        seeds = iter(range(seed * 1000, seed * 1000 + 100_000))
        self.table = Table(
            emulator,
            database,
            member_names=MEMBERS,
            games=self.games,
            renderer_for=quick_images_for,
            seeds=lambda: next(seeds),
        )
        self.members = {member.display_name: member for member in self.table.members}
        self.other_guild = emulator.create_guild("Other server")
        self.other_channel = emulator.create_text_channel(self.other_guild, "games")
        self.others = [emulator.create_member(self.other_guild, name) for name in OTHER_MEMBERS]
        self.played: dict[str, tuple[TableGame, Players]] = {}
        self.other_game: TableGame | None = None
        self.lobby: Message | None = None  # an open lobby in the first server, created by Eve
        self.other_lobby: Message | None = None  # one in the other server, created by Ivy
        self.lobby_ids = (0, 0)  # the game numbers of the two open lobbies
        self.records = Records()
        self.figures = Figures()

    # --- Setting up ------------------------------------------------------------------------------------

    async def setup(self) -> None:
        """Start the bot and open the games and lobbies."""
        await self.table.start()
        for key in GAME_KEYS:
            await self.replace_game(key)
        self.other_game = await self.open_in(self.other_channel, "biblios", self.others[:2])
        self.lobby = await self.open_lobby(self.table.channel, self.members["Eve"])
        self.other_lobby = await self.open_lobby(self.other_channel, self.others[2])
        self.lobby_ids = (lobby_game(self.lobby), lobby_game(self.other_lobby))
        await self.table.flush()

    async def replace_game(self, key: str) -> None:
        """Open (again) the game of ``key`` with its seated members."""
        players = [self.members[name] for name in SEATED[key]]
        game = await self.open_in(self.table.channel, key, players)
        self.played[key] = (game, Players(self.table, game, random.Random(self.rng.random())))

    async def open_in(self, channel: Channel, key: str, players: list[Member]) -> TableGame:
        """``/game new`` in ``channel``, Join for the others, Start (``Table.open_game`` for any channel)."""
        lobby = await self.open_lobby(channel, players[0], key)
        game_id = lobby_game(lobby)
        for player in players[1:]:
            await self.table.do(self.emulator.click(player, lobby, label="Join"))
        await self.table.do(self.emulator.click(players[0], lobby, label="Start"))
        record = await self.table.live.service.get(game_id)
        order = {seat.user_id: seat.seat for seat in record.seats}
        seated = tuple(sorted(players, key=lambda player: order[player.id]))
        assert lobby.thread_id is not None
        return TableGame(game_id, self.emulator.world.channels[lobby.thread_id], lobby, seated)

    async def open_lobby(self, channel: Channel, creator: Member, key: str = "biblios") -> Message:
        """A new lobby message in ``channel``."""
        created = await self.table.do(self.emulator.slash(creator, channel, "game new", {"game": key}))
        assert created.original is not None, "no lobby message"
        return created.original

    # --- The state that refused inputs must leave alone ------------------------------------------------

    async def snapshot(self) -> tuple[Any, ...]:
        """Every game's status, version, state, options, seats and log length, as stored."""
        async with self.database.engine.connect() as connection:
            games = (await connection.execute(text("SELECT id, status, version, state, options FROM games"))).all()
            seats = (
                await connection.execute(
                    text("SELECT game_id, seat, user_id, resigned, decision_version FROM seats ORDER BY id")
                )
            ).all()
            actions = (await connection.execute(text("SELECT game_id, count(*) FROM actions GROUP BY game_id"))).all()
        return tuple(map(tuple, sorted(games))), tuple(map(tuple, seats)), tuple(map(tuple, sorted(actions)))

    # --- Sending one interaction and judging it --------------------------------------------------------

    async def send(self, kind: str, label: str, inject: Callable[[], InteractionHandle]) -> None:
        """Inject one interaction, wait until the bot is done with it, and judge the outcome."""
        refused = kind in REFUSED_KINDS
        before = await self.snapshot() if refused else None
        errors_before, discarded_before = len(self.records.errors), len(self.records.discarded)
        try:
            handle = inject()
        except Exception as error:  # the emulator refused to build it (the Discord client would not send it)
            self.figures.sent["not sendable"] += 1
            if not type(error).__name__ == "InjectionError":
                raise
            return
        self.figures.sent[kind] += 1
        interaction = handle.interaction
        answered = await self.wait(handle, errors_before, discarded_before)
        if answered:
            self.figures.answered[kind] += 1
        else:
            if unmatched(interaction.payload["data"]):
                reason = "no response: the custom id matches none of the bot's templates, so discord.py drops it"
            else:
                reason = "no response"
            self.fail("no answer", kind, label, reason)
        self.judge_calls(kind, label, interaction.created_at, interaction.id)
        for record in self.records.errors[errors_before:]:
            self.fail("exception", kind, label, describe_record(record))
        if before is not None and await self.snapshot() != before:
            self.fail("state change", kind, label, "a refused input changed a stored game")

    async def wait(self, handle: InteractionHandle, errors_before: int, discarded_before: int) -> bool:
        """Wait until the bot answered and finished; False if it never answered."""
        interaction = handle.interaction
        assert self.table.handled is not None
        finishing: asyncio.Future[float] | None = None
        if interaction.type != InteractionType.AUTOCOMPLETE:
            finishing = asyncio.ensure_future(self.table.handled.wait(interaction.id, FINISH_TIMEOUT))
        deadline = interaction.created_at + self.emulator.response_deadline + 0.25
        if unmatched(interaction.payload["data"]):
            deadline = interaction.created_at + UNMATCHED_GRACE  # discord.py drops it silently: no use waiting 3 s
        try:
            while True:
                answered = interaction.answered.done()
                if answered and (finishing is None or finishing.done()):
                    break
                gave_up = len(self.records.errors) > errors_before or len(self.records.discarded) > discarded_before
                now = time.perf_counter()
                if (not answered and (now > deadline or gave_up)) or now > interaction.created_at + FINISH_TIMEOUT:
                    break
                if answered and gave_up and now > interaction.created_at + 1.0:
                    break  # answered, then failed: the flow will not report being done
                await asyncio.sleep(0.002)
        finally:
            if finishing is not None and not finishing.done():
                finishing.cancel()
        return interaction.answered.done()

    def judge_calls(self, kind: str, label: str, since: float, interaction_id: int) -> None:
        """Replies Discord refused for breaking a limit, and emulator faults, since the injection."""
        for call in self.emulator.recorder.since(since):
            if call.status == 400 and call.error_code == LIMIT_REFUSED:
                self.fail("limit", kind, label, f"{call.method} {call.route}: {_short(call.error or '', 200)}")
        while self.emulator.internal_errors:
            self.fail("emulator error", kind, label, str(self.emulator.internal_errors.pop()))

    def fail(self, what: str, kind: str, label: str, detail: str) -> None:
        """Record a failure."""
        self.figures.failures.append(Failure(what, kind, label, detail))

    # --- The stream --------------------------------------------------------------------------------------

    async def step(self) -> None:
        """One interaction (a legitimate move may take a few) of a kind chosen by weight."""
        kind = self.rng.choices(list(KINDS), weights=list(KINDS.values()))[0]
        makers: dict[str, Callable[[], Awaitable[None]]] = {
            "legit_move": self.legit_move,
            "legit_lobby": self.legit_lobby,
            "forged_option": self.forged_option,
            "forged_select": self.forged_select,
            "forged_id": self.forged_id,
            "stranger_click": self.stranger_click,
            "other_server": self.other_server,
            "lobby_forged": self.lobby_forged,
            "confirm_forged": self.confirm_forged,
            "play_bad": self.play_bad,
            "game_cmd_bad": self.game_cmd_bad,
            "game_new_bad": self.game_new_bad,
            "autocomplete_bad": self.autocomplete_bad,
        }
        await makers[kind]()

    async def legit_move(self) -> None:
        """A seated member makes a move the way members do (one to a few interactions)."""
        key = self.rng.choice(GAME_KEYS)
        game, players = self.played[key]
        errors_before = len(self.records.errors)
        calls_since = time.perf_counter()
        try:
            attempt = await players.move()
        except Exception as error:
            self.figures.sent["legit_move"] += 1
            self.fail("move failed", "legit_move", f"{key} game #{game.game_id}", f"{type(error).__name__}: {error}")
            return
        finally:
            for record in self.records.errors[errors_before:]:
                self.fail("exception", "legit_move", f"{key} game #{game.game_id}", describe_record(record))
            self.judge_calls("legit_move", f"{key} game #{game.game_id}", calls_since, 0)
        if attempt is None:
            await self.replace_game(key)
            return
        self.figures.sent["legit_move"] += len(attempt.outcomes)
        self.figures.answered["legit_move"] += len(attempt.outcomes)
        if self.rng.random() < 0.2:
            await self.table.flush()

    async def legit_lobby(self) -> None:
        """Fay joins or leaves Eve's open lobby."""
        assert self.lobby is not None
        verb = self.rng.choice(("join", "leave"))
        custom_id = f"bg:l:{self.lobby_ids[0]}:{verb}"
        await self.send(
            "legit_lobby", custom_id, lambda: self.emulator.forge(self.members["Fay"], self.lobby, custom_id)
        )

    def game_and_message(self) -> tuple[str, TableGame, Message]:
        """A random game of the first server and its current board (or its lobby message once over)."""
        key = self.rng.choice(GAME_KEYS)
        game, players = self.played[key]
        return key, game, players.board() or game.lobby

    def seat_count(self, key: str) -> int:
        """How many seats the game of ``key`` has."""
        return len(SEATED[key])

    def odd_number(self, real: int, limit: int) -> str:
        """A poisoned number field: Unicode digits of the real value, out of range, huge or not a number."""
        choice = self.rng.randrange(5)
        if choice == 0:
            return str(real).translate(UNICODE_DIGITS)
        if choice == 1:
            return str(real).translate(SUPERSCRIPTS)
        if choice == 2:
            return str(limit + self.rng.choice((0, 1, 7, 1000)))
        if choice == 3:
            return HUGE
        return self.rng.choice(ODD_NUMBERS)

    def poisoned(self, game_id: int, version: int, seat: int, number: int, seats: int) -> list[str]:
        """The four fields of an option/select/page id with at least one made invalid."""
        fields = [str(game_id), str(version), str(seat), str(number)]
        limits = [self.unknown_game(), version + 1000, seats, 1000]
        for index in self.rng.sample(range(4), self.rng.randint(1, 2)):
            if index == 0 and self.rng.random() < 0.4:
                assert self.other_game is not None
                fields[0] = str(self.other_game.game_id)  # another server's game
            else:
                fields[index] = self.odd_number(int(fields[index]), limits[index])
        return fields

    def unknown_game(self) -> int:
        """A game number far beyond any opened."""
        return 10_000_000

    async def version(self, game: TableGame) -> int:
        """The stored version of a game."""
        return (await self.table.live.service.get(game.game_id)).version

    async def forged_option(self) -> None:
        """A seated player clicks a forged option button (``bg:o:``) or page button (``bg:p:``)."""
        key, game, message = self.game_and_message()
        version = await self.version(game)
        prefix = self.rng.choice(("o", "p"))
        fields = self.poisoned(game.game_id, version, self.rng.randrange(self.seat_count(key)), 0, self.seat_count(key))
        custom_id = f"bg:{prefix}:" + ":".join(fields)
        actor = self.rng.choice(game.players)
        await self.send(
            "forged_option", custom_id, lambda: self.emulator.forge(actor, message, custom_id[:MAX_CUSTOM_ID])
        )

    async def forged_select(self) -> None:
        """A seated player picks values no menu offers, on a real-looking (or poisoned) select id."""
        key, game, message = self.game_and_message()
        record = await self.table.live.service.get(game.game_id)
        actor = self.rng.choice(game.players)
        seat = record.seat_of(actor.id) or 0
        if self.rng.random() < 0.5:
            custom_id = f"bg:s:{game.game_id}:{record.version}:{seat}:0"
        else:
            custom_id = "bg:s:" + ":".join(self.poisoned(game.game_id, record.version, seat, 0, self.seat_count(key)))
        values = [self.rng.choice(("¹", "٠", "-1", "99999999999999999999999", "", "x" * 100, "1.5", " 1", "1e2"))]
        if self.rng.random() < 0.15:
            values = ["0", "0"]  # two values where one is taken
        label = f"{custom_id} values={[_short(v, 20) for v in values]}"
        await self.send(
            "forged_select", label, lambda: self.emulator.forge(actor, message, custom_id[:MAX_CUSTOM_ID], values)
        )

    async def forged_id(self) -> None:
        """Ids of unknown or wrong kinds, wrong shapes, and turn buttons of games that do not exist."""
        key, game, message = self.game_and_message()
        actor = self.rng.choice(game.players)
        number = self.odd_number(game.game_id, self.unknown_game())
        custom_id = self.rng.choice(
            (
                f"bg:t:{number}",
                f"bg:x:{game.game_id}",
                f"bg:o:{game.game_id}",
                f"bg:o:{game.game_id}:0:0:0:0",
                f"bg:l:{number}:opt:{self.rng.choice(('0', '¹', HUGE))}",
                f"bg:c:{number}:undo",
                "bg:",
                "x" * 100,
                f"bg:t:{game.game_id}:extra",
                f"bg:s:{game.game_id}:0:0:{HUGE}",
            )
        )
        values = None if not custom_id.startswith(("bg:s", "bg:l")) or "opt" not in custom_id else ["penalty_mode:x"]
        await self.send("forged_id", custom_id, lambda: self.emulator.forge(actor, message, custom_id, values))

    async def stranger_click(self) -> None:
        """Someone who holds no seat at this game clicks its real components."""
        key, game, message = self.game_and_message()
        seated = {player.id for player in game.players}
        strangers = [member for member in self.table.members if member.id not in seated]
        actor = self.rng.choice(strangers)
        ids = [c for c in message.custom_ids if c.startswith(("bg:o:", "bg:t:", "bg:p:", "bg:s:"))]
        if not ids:
            ids = [f"bg:t:{game.game_id}"]
        custom_id = self.rng.choice(ids)
        values = ["0"] if custom_id.startswith("bg:s:") else None
        await self.send(
            "stranger_click",
            f"{actor.display_name}: {custom_id}",
            lambda: self.emulator.forge(actor, message, custom_id, values),
        )

    async def other_server(self) -> None:
        """A member of the other server sends our games' ids, and /play or /game for our games, in their server."""
        assert self.other_game is not None
        key, game, _ = self.game_and_message()
        record = await self.table.live.service.get(game.game_id)
        actor = self.rng.choice(self.others)
        where = self.other_game.lobby
        choice = self.rng.randrange(4)
        if choice == 0:
            custom_id = self.rng.choice(
                (
                    f"bg:o:{game.game_id}:{record.version}:0:0",
                    f"bg:t:{game.game_id}",
                    f"bg:c:{game.game_id}:abandon",
                    f"bg:c:{game.game_id}:resign",
                    f"bg:p:{game.game_id}:{record.version}:0:1",
                )
            )
            await self.send(
                "other_server",
                f"{actor.display_name}: {custom_id}",
                lambda: self.emulator.forge(actor, where, custom_id),
            )
        elif choice == 1:
            custom_id = f"bg:s:{game.game_id}:{record.version}:0:0"
            await self.send(
                "other_server",
                f"{actor.display_name}: {custom_id} ['0']",
                lambda: self.emulator.forge(actor, where, custom_id, ["0"]),
            )
        elif choice == 2:
            options = {"game": str(game.game_id), "choice": self.rng.choice(("0", "Pass", '{"type":"pass"}'))}
            label = f"{actor.display_name}: /play {options}"
            await self.send(
                "other_server", label, lambda: self.emulator.slash(actor, self.other_channel, "play", options)
            )
        else:
            sub = self.rng.choice(("board", "hand", "log", "undo", "resign", "abandon"))
            label = f"{actor.display_name}: /game {sub} game:{game.game_id}"
            await self.send(
                "other_server",
                label,
                lambda: self.emulator.slash(actor, self.other_channel, f"game {sub}", {"game": str(game.game_id)}),
            )

    async def lobby_forged(self) -> None:
        """Lobby buttons and option menus pressed by those who may not: other servers, non-creators, odd values."""
        assert self.lobby is not None and self.other_lobby is not None
        mine, theirs = self.lobby_ids
        choice = self.rng.randrange(3)
        if choice == 0:  # a first-server member presses the other server's lobby
            actor = self.rng.choice(self.table.members)
            verb = self.rng.choice(("join", "leave", "start"))
            custom_id = f"bg:l:{theirs}:{verb}"
            message = self.lobby
            values = None
            if self.rng.random() < 0.3:
                custom_id, values = f"bg:l:{theirs}:opt:0", ["penalty_mode:medieval_bluff"]
        elif choice == 1:  # a non-creator changes Eve's lobby options, or anyone sends odd values
            actor = self.rng.choice([m for m in self.table.members if m.display_name != "Eve"])
            custom_id, message = f"bg:l:{mine}:opt:{self.rng.choice(('0', '1', '9', HUGE))}", self.lobby
            values = [self.rng.choice(("penalty_mode:medieval_bluff", "penalty_mode:¹", "x:y", "¹", "", "::"))]
        else:  # the creator with values that are not offered
            actor, message = self.members["Eve"], self.lobby
            custom_id = f"bg:l:{mine}:opt:0"
            values = [self.rng.choice(("penalty_mode:¹", "penalty_mode:" + "x" * 90, "nope:standard", "¹", ""))]
        label = f"{actor.display_name}: {custom_id} values={values}"
        await self.send("lobby_forged", label, lambda: self.emulator.forge(actor, message, custom_id, values))

    async def confirm_forged(self) -> None:
        """Resign and abandon confirmations with forged ids, or pressed by those who may not."""
        key, game, message = self.game_and_message()
        verb = self.rng.choice(("resign", "abandon"))
        seated = {player.id for player in game.players}
        if self.rng.random() < 0.5:  # someone without a seat (Eve, Fay or another game's player)
            actor = self.rng.choice([m for m in self.table.members if m.id not in seated])
            custom_id = f"bg:c:{game.game_id}:{verb}"
        else:  # a seated player, with a poisoned game number
            actor = self.rng.choice(game.players)
            custom_id = f"bg:c:{self.odd_number(game.game_id, self.unknown_game())}:{verb}"
            if verb == "abandon" and actor.id == game.players[0].id:
                actor = game.players[-1]  # the creator may abandon; a poisoned id must still be refused
        await self.send(
            "confirm_forged",
            f"{actor.display_name}: {custom_id}",
            lambda: self.emulator.forge(actor, message, custom_id),
        )

    async def play_bad(self) -> None:
        """``/play`` with a choice or a game that is no such thing."""
        key, game, _ = self.game_and_message()
        actor = self.rng.choice(game.players)
        options: dict[str, Any] = {}
        if self.rng.random() < 0.7:
            options["choice"] = self.rng.choice(BAD_CHOICES)
        if not options or self.rng.random() < 0.5:
            options["game"] = self.rng.choice(BAD_GAMES)
        where = game.thread if self.rng.random() < 0.5 else self.table.channel
        label = f"/play {json.dumps({k: _short(v, 40) for k, v in options.items()}, ensure_ascii=False)}"
        await self.send("play_bad", label, lambda: self.emulator.slash(actor, where, "play", options))

    async def game_cmd_bad(self) -> None:
        """``/game board|hand|log|undo|resign|abandon|rules`` with a game value that names no game of ours."""
        key, game, _ = self.game_and_message()
        actor = self.rng.choice(self.table.members)
        sub = self.rng.choice(("board", "hand", "log", "undo", "resign", "abandon", "rules"))
        value = self.rng.choice(BAD_GAMES if sub != "rules" else BAD_GAMES + BAD_GAME_KEYS)
        where = self.rng.choice((game.thread, self.table.channel))
        label = f"/game {sub} game:{_short(value, 40)}"
        await self.send(
            "game_cmd_bad", label, lambda: self.emulator.slash(actor, where, f"game {sub}", {"game": value})
        )

    async def game_new_bad(self) -> None:
        """``/game new`` with a game that does not exist."""
        actor = self.rng.choice(self.table.members)
        value = self.rng.choice(BAD_GAME_KEYS)
        label = f"/game new game:{_short(value, 40)}"
        await self.send(
            "game_new_bad", label, lambda: self.emulator.slash(actor, self.table.channel, "game new", {"game": value})
        )

    async def autocomplete_bad(self) -> None:
        """Autocomplete while typing overlong or odd text."""
        key, game, _ = self.game_and_message()
        actor = self.rng.choice(self.table.members)
        typed = self.rng.choice(BAD_CHOICES + BAD_GAMES)
        command, focused = self.rng.choice(
            (("play", "choice"), ("play", "game"), ("game new", "game"), ("game board", "game"))
        )
        label = f"autocomplete /{command} {focused}:{_short(typed, 40)}"
        await self.send(
            "autocomplete_bad",
            label,
            lambda: self.emulator.autocomplete(actor, game.thread, command, {focused: typed}, focused=focused),
        )


def unmatched(data: dict[str, Any]) -> bool:
    """Whether a component interaction's custom id matches none of the bot's DynamicItem templates."""
    custom_id = data.get("custom_id")
    return isinstance(custom_id, str) and not any(template.fullmatch(custom_id) for template in TEMPLATES)


def registry_game(key: str) -> GameSpec:
    """A game's spec from the registry."""
    return registry.get_game(key)


def lobby_game(lobby: Message) -> int:
    """The game number of a lobby message, from its Join button."""
    return next(int(found[1]) for c in lobby.custom_ids if (found := re.fullmatch(r"bg:l:(\d+):join", c)))


async def run(interactions: int, seed: int, time_limit: float) -> Figures:
    """Set up, then send interactions until ``interactions`` were sent or ``time_limit`` seconds passed."""
    records = Records()
    root = logging.getLogger()
    root.addHandler(records)
    view_logger = logging.getLogger("discord.ui.view")
    view_level = view_logger.level
    view_logger.setLevel(logging.DEBUG)
    started = time.perf_counter()
    try:
        async with DiscordEmulator() as emulator:
            with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="bot-fuzz-") as folder:
                database = Database(f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}")
                fuzz = Fuzz(emulator, database, random.Random(seed), seed)
                fuzz.records = records
                try:
                    await fuzz.setup()
                    while sum(fuzz.figures.sent.values()) < interactions:
                        if time.perf_counter() - started > time_limit:
                            fuzz.figures.stopped_by_time = True
                            break
                        await fuzz.step()
                    judged = len(records.errors)
                    await fuzz.table.flush()
                finally:
                    await fuzz.table.stop()
                    await database.close()
                gc.collect()  # "Task exception was never retrieved" is logged when the task is collected
                for record in records.errors[judged:]:
                    fuzz.fail("exception", "after the run", "(background work)", describe_record(record))
                fuzz.figures.seconds = time.perf_counter() - started
                return fuzz.figures
    finally:
        root.removeHandler(records)
        view_logger.setLevel(view_level)


def report(figures: Figures) -> str:
    """The summary and the distinct failures, as text."""
    sent = sum(count for kind, count in figures.sent.items() if kind != "not sendable")
    lines = [
        f"interactions sent: {sent} in {figures.seconds:.1f} s"
        + (" (stopped by the time limit)" if figures.stopped_by_time else ""),
        "per kind (sent / answered): "
        + ", ".join(f"{kind} {figures.sent[kind]}/{figures.answered[kind]}" for kind in KINDS if figures.sent[kind]),
        f"answered: {sum(figures.answered.values())} of {sent}",
        f"unanswered: {figures.count('no answer')}",
        f"unhandled exceptions (ERROR logs): {figures.count('exception')}",
        f"state changes from refused inputs: {figures.count('state change')}",
        f"replies refused by Discord limits: {figures.count('limit')}",
        f"legitimate moves that failed: {figures.count('move failed')}",
        f"emulator errors: {figures.count('emulator error')}",
    ]
    if figures.sent["not sendable"]:
        lines.append(f"(not sendable by a Discord client, skipped: {figures.sent['not sendable']})")
    distinct: dict[tuple[str, str, str], list[Failure]] = {}
    for failure in figures.failures:
        distinct.setdefault(failure.signature(), []).append(failure)
    if distinct:
        lines.append(f"distinct failures: {len(distinct)}")
        for number, (_, same) in enumerate(sorted(distinct.items(), key=lambda item: -len(item[1])), start=1):
            first = same[0]
            lines.append(f"{number}. [{first.what}] x{len(same)} ({first.kind}) {_short(first.detail, 400)}")
            lines.append(f"     e.g. {_short(first.input, 160)}")
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.bot_fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("--interactions", type=int, default=10_000, help="how many interactions to send")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the stream and of the games")
    parser.add_argument("--time-limit", type=float, default=900.0, help="stop sending after this many seconds")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the fuzz, print the summary; 1 if anything failed."""
    args = parse_args(argv)
    figures = asyncio.run(run(args.interactions, args.seed, args.time_limit))
    print(report(figures))
    return 1 if figures.failures else 0


if __name__ == "__main__":
    sys.exit(main())
