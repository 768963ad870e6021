"""``python -m demo OUT_DIR``: watch the bot play a whole game without Discord, as an HTML transcript.

The real bot (the same client, commands, buttons, storage and pictures as ``python -m bot``)
logs in to a local emulator of the Discord API (``discord_emulator``) instead of Discord,
with a fresh SQLite database. Simulated players open a lobby with ``/game new``, join,
start, and play to the end, choosing random legal options through the same slash commands,
autocomplete, buttons and menus a member would use (``demo/players.py``). Then
``OUT_DIR/index.html`` shows the channel, the game's thread and each player's DMs side by
side, with the pictures written next to it.

Options: ``--game KEY`` (default biblios), ``--players N`` (default 3), ``--bots N`` (bots the
creator adds in the lobby, seated after the players; default 0; e.g. ``--players 1 --bots 2``:
one scripted member against two bots), ``--bot-iterations N`` (cap the bots' search, for speed),
``--seed N`` (the game's seed, also the players'), ``--pictures stand-in`` (tiny placeholder
pictures instead of the real ones, for speed), ``--notify ping|dm|both`` (how every player's turn
reaches them, as ``/me notify`` sets it; default ping).
"""

import argparse
import asyncio
import logging
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.service import ThinkPool
from demo.images import quick_images_for
from demo.players import Attempt, Players
from demo.table import Table
from demo.transcript import Transcript, TranscriptInfo
from discord_emulator import DiscordEmulator, pointed_at
from discord_emulator.components import interactive
from engine.core import registry
from engine.core.words import plural
from engine.simulate import count_choices
from i18n import LANGUAGES
from renderers import get_renderer
from storage.db import Database
from storage.log import effective_moves

PLAYER_NAMES = ("Ana", "Ben", "Cy", "Dana", "Eli", "Fay", "Gus", "Hana")
MAX_MOVES = 20_000  # a game that has not ended by then is stuck


@dataclass(frozen=True)
class ThreadCounts:
    """How calm a game's thread was, as a player sees it."""

    messages_left: int  # thread messages at the end (records of turns, notices, the result)
    pings: dict[str, int]  # per player: messages that mentioned them, deleted ones included
    dms: dict[str, int]  # per player
    turn_dms: dict[str, int]  # per player: the DMs telling them it is their turn (``/me notify`` dm or both)
    board_chars: int  # characters per live board message, on average over every revision shown
    board_lines: int  # lines of the longest live board message
    records: tuple[str, ...]  # the lasting messages' texts, oldest first, the result excluded

    def line(self) -> str:
        """The counts in one sentence, as the demo prints them."""
        per = ", ".join(f"{name} {self.pings[name]}/{self.dms[name]}" for name in self.pings)
        turns = ", ".join(f"{name} {count}" for name, count in self.turn_dms.items())
        return (
            f"Thread: {self.messages_left} messages left; pings/DMs per player: {per} (turn DMs: {turns}); "
            f"{self.board_chars} characters per board message on average."
        )


@dataclass(frozen=True)
class DemoRun:
    """What a demo run did."""

    index: Path
    moves: int
    interactions: int
    seconds: float
    counts: ThreadCounts
    moves_by: dict[str, int] = field(default_factory=dict)  # moves per player
    choices: str = ""  # decisions taken, and how many offered a single option
    texts: tuple[tuple[str, str, str], ...] = ()  # (kind, where, text) of everything a player read


async def run_demo(
    out_dir: Path,
    *,
    game: str = "biblios",
    players: int = 3,
    bots: int = 0,
    bot_iterations: int | None = None,
    seed: int = 1,
    stand_in_pictures: bool = False,
    progress: bool = False,
    language: str = "en",
    notify: str = "ping",
) -> DemoRun:
    """Play one game through the real bot against the emulator and write ``out_dir/index.html``.

    ``language``: the demo server's default language (``/server language``), which the game's thread
    then speaks, and every player's own (``/me language``), which their panels and DMs speak.
    ``notify``: how every player's turn reaches them (``/me notify``: ping, dm or both).
    """
    spec = registry.get_game(game)
    if players < 1 or bots < 0 or players > len(PLAYER_NAMES):
        raise ValueError(f"A demo needs 1 to {len(PLAYER_NAMES)} players and no negative number of bots.")
    if not spec.min_seats <= players + bots <= spec.max_seats:
        raise ValueError(f"{spec.title} is for {spec.min_seats} to {spec.max_seats} seats, not {players + bots}.")
    started = time.perf_counter()
    renderer_for = quick_images_for if stand_in_pictures else get_renderer
    async with DiscordEmulator(bot_name="Board Games") as emulator:
        with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="bot-demo-") as folder:
            database = Database(f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}")
            table = Table(
                emulator,
                database,
                member_names=PLAYER_NAMES[:players],
                games={spec.key: spec},
                renderer_for=renderer_for,
                seeds=lambda: seed,
                think=ThinkPool(workers=0, iterations=bot_iterations).think if bots else None,
            )
            try:
                await table.start()
                await speak(table, language)
                if notify != "ping":
                    for member in table.members:
                        await table.do(table.emulator.slash(member, table.channel, "me notify", {"mode": notify}))
                opened = await table.open_game(spec.key, table.members, bots=bots)
                simulated = Players(table, opened, random.Random(seed))
                attempts: list[Attempt] = []
                while (attempt := await simulated.move()) is not None:
                    attempts.append(attempt)
                    await table.flush()  # the board a player reads next is up to date, so a seed replays
                    if len(attempts) > MAX_MOVES:
                        raise RuntimeError(f"the game did not end within {MAX_MOVES} moves")
                    if progress and len(attempts) % 25 == 0:
                        print(f"  {len(attempts)} moves…", file=sys.stderr)
                await table.bots_moved()
                choices = await choice_counts(table, opened.game_id)
            finally:
                await table.stop()
                await database.close()
        interactions = len(emulator.interactions)
        seconds = time.perf_counter() - started
        counts = thread_counts(emulator, opened)
        texts = seen_texts(emulator, table.channel, opened)
        pictures = "stand-in pictures" if stand_in_pictures else "real pictures"
        info = TranscriptInfo(
            title=f"{spec.title}: a game played by simulated players through the bot",
            summary=(
                f"{plural(players, 'player')} ({', '.join(m.display_name for m in opened.players)})"
                f"{' and ' + plural(bots, 'bot') if bots else ''}, seed {seed}, "
                f"{len(attempts)} moves through {interactions} interactions, {pictures}, played in {seconds:.0f} s "
                "against a local emulator of the Discord API (python -m demo). "
                f"{choices} {counts.line()} "
                "Each message shows its final version; buttons and menus are shown as labels."
            ),
        )
        index = Transcript(emulator, out_dir).write(info, table.channel, opened.thread, opened.players)
    moves_by = {p.display_name: sum(1 for a in attempts if a.player.id == p.id) for p in opened.players}
    return DemoRun(index, len(attempts), interactions, seconds, counts, moves_by, choices, texts)


async def choice_counts(table: Table, game_id: int) -> str:
    """How many decisions the game's log answered, and how many of those offered a single option."""
    store = table.live.service.store
    record = await store.games.get(game_id)
    moves = [(row.seat, row.action) for row in effective_moves(await store.games.actions(game_id))]
    decisions, single = count_choices(record.spec, len(record.seats), record.seed, record.options, moves)
    return f"Decisions: {decisions}, {single} with a single option."


def _result(revision: Any) -> bool:
    """Whether a message revision is a game's result: its only button is Rematch."""
    rows = [row.get("components", [row]) for row in revision.components]
    ids = [item.get("custom_id", "") for row in rows for item in row]
    return bool(ids) and all(custom_id.endswith(":rematch") for custom_id in ids)


def thread_counts(emulator: DiscordEmulator, opened: Any) -> ThreadCounts:
    """How calm the thread was: messages left in it, pings and DMs per player, board message sizes."""
    thread = emulator.messages(opened.thread)
    posted = emulator.messages(opened.thread, include_deleted=True)  # a ping counts even if its board went since
    # live boards, as shown (the result's one button, Rematch, does not make it a board)
    boards = [r for m in posted for r in m.revisions if r.attachments and r.components and not _result(r)]
    return ThreadCounts(
        messages_left=len(thread),
        pings={p.display_name: sum(1 for m in posted if p.id in m.pinged) for p in opened.players},
        dms={p.display_name: len(emulator.dms(p)) for p in opened.players},
        turn_dms={p.display_name: sum(1 for m in emulator.dms(p) if TURN_DM.search(m.content)) for p in opened.players},
        board_chars=round(sum(len(r.content) for r in boards) / len(boards)) if boards else 0,
        board_lines=max((len(r.content.splitlines()) for r in boards), default=0),
        records=tuple(m.content for m in thread[:-1]),
    )


_MENTION = re.compile(r"<@!?(\d+)>")
TURN_DM = re.compile(r"Press “.+” to play from here\.|برای بازی از همین‌جا «.+» را بزنید\.")
"""bot/present/play.py turn_dm's last line, in English and Persian: no other DM says it (a private view's DM says
"It's your turn" too)."""


def seen_texts(emulator: DiscordEmulator, channel: Any, opened: Any) -> tuple[tuple[str, str, str], ...]:
    """(kind, where, text) of every text the players read: each version of each message, its buttons, menus, alt texts.

    Kinds: ``board`` (a thread message with buttons), ``record`` (a thread message left without
    them at the end, the result excluded), ``result``, ``message`` (the lobby, other thread
    messages), ``dm``, ``panel`` (an ephemeral answer), ``button``, ``label`` and ``description``
    (a menu's entries), ``placeholder``, ``alt``. Mentions read as ``@Name``.
    """
    names = {member.id: member.display_name for member in opened.players}

    def readable(text: str) -> str:
        return _MENTION.sub(lambda match: "@" + names.get(int(match.group(1)), "someone"), text)

    found: list[tuple[str, str, str]] = []

    def message_texts(message: Any, kind: str, where: str, last_kind: str | None = None) -> None:
        revisions = message.revisions or [message.snapshot()]
        for number, revision in enumerate(revisions):
            is_last = number == len(revisions) - 1
            found.append((last_kind if is_last and last_kind else kind, where, readable(revision.content)))
            for component in interactive(list(revision.components)):
                if component.is_button and component.label:
                    found.append(("button", where, component.label))
                if component.placeholder:
                    found.append(("placeholder", where, component.placeholder))
                for option in component.options:
                    found.append(("label", where, option.label))
                    if option.description:
                        found.append(("description", where, option.description))
            found.extend(("alt", where, a.description) for a in revision.attachments if a.description)

    for message in emulator.messages(channel):
        message_texts(message, "message", "channel")
    left = emulator.messages(opened.thread)
    result_id = left[-1].id if left else None
    kept = {message.id for message in left}
    for message in emulator.messages(opened.thread, include_deleted=True):
        where = f"thread {message.id}"
        if message.id == result_id:
            message_texts(message, "result", where)
        elif message.id in kept and not message.components:  # a board that became its turn's record
            message_texts(message, "board", where, last_kind="record")
        else:
            message_texts(message, "board" if message.components else "message", where)
    for member in opened.players:
        for message in emulator.dms(member, include_deleted=True):
            message_texts(message, "dm", f"DM to {member.display_name}")
        for message in emulator.ephemeral_messages(member):
            message_texts(message, "panel", f"ephemeral to {member.display_name}")
    return tuple(found)


async def speak(table: Table, language: str) -> None:
    """Make ``language`` the demo server's and every player's, as ``/server language`` and ``/me language`` do."""
    if language not in LANGUAGES:
        raise ValueError(f"The bot speaks {', '.join(LANGUAGES)}, not {language!r}.")
    service = table.live.service
    await service.store.servers.set_language(table.guild.id, language)
    for member in table.members:
        await service.languages.choose(member.id, language)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m demo", description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="where to write index.html and the pictures")
    parser.add_argument("--game", default="biblios", help="the game's key (default: biblios)")
    parser.add_argument("--players", type=int, default=3, help="how many simulated players (default: 3)")
    parser.add_argument("--bots", type=int, default=0, help="bots added in the lobby after the players (default: 0)")
    parser.add_argument("--bot-iterations", type=int, default=None, help="cap the bots' search (default: none)")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed and the players' (default: 1)")
    parser.add_argument(
        "--pictures",
        choices=("real", "stand-in"),
        default="real",
        help="real pictures (default) or tiny stand-ins, which are much faster",
    )
    parser.add_argument(
        "--language", choices=tuple(LANGUAGES), default="en", help="the server's and every player's language (en)"
    )
    parser.add_argument(
        "--notify", choices=("ping", "dm", "both"), default="ping", help="how every player's turn reaches them (ping)"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m demo``; returns the exit status."""
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.ERROR)  # no voice, no PyNaCl: not our concern here
    known = registry.all_games()
    if args.game not in known:
        print(f"Unknown game {args.game!r}; known: {', '.join(known)}.", file=sys.stderr)
        return 2
    try:
        run = asyncio.run(
            run_demo(
                args.out_dir,
                game=args.game,
                players=args.players,
                bots=args.bots,
                bot_iterations=args.bot_iterations,
                seed=args.seed,
                stand_in_pictures=args.pictures == "stand-in",
                progress=True,
                language=args.language,
                notify=args.notify,
            )
        )
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    print(f"{run.moves} moves, {run.interactions} interactions, {run.seconds:.1f} s. {run.choices} {run.counts.line()}")
    print(f"open {run.index}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
