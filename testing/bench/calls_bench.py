"""Bot-token calls per applied move, per title: the calls that count against Discord's global limit.

    python -m bench.calls_bench [--games 6] [--actions 150] [--players 3] [--game biblios ...]
                                [--edit-window 1.0] [--seed 1] [--by-route]

Discord's global rate limit (50 requests/s per bot token) counts every call made with the
bot's token: channel messages (post, edit, delete), DM channels and DMs, threads. The
answers to an interaction (its callback, its follow-ups and edits of its original response,
under ``/interactions`` and ``/webhooks/{application_id}/{token}``) use the interaction's
token and are outside it. For each title this plays ``--actions`` moves through the
emulator the way members make them (``bench.bot_bench``'s tables and ``demo/players.py``'s
routes), waits until every held-back board edit is made, and prints the bot-token calls per
applied move, split by route with ``--by-route``.

Edits of one board within ``--edit-window`` seconds are coalesced; the simulated players move
as fast as the bot answers, so the default window folds more edits than members at a human
pace would. ``--edit-window 0`` makes every edit at once: the figure for a table whose moves
are more than the window apart, the upper bound that the goal (at most 1.5) is checked against.
"""

import argparse
import asyncio
import random
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from demo.images import quick_images_for
from demo.players import Attempt, Players
from demo.table import Table
from discord_emulator import DiscordEmulator, RestCall, pointed_at
from discord_emulator.model import ChannelType
from engine.core import registry
from storage.db import Database

GOAL = 1.5
OUTSIDE_THE_LIMIT = ("/webhooks", "/interactions")


def bot_token(call: RestCall) -> bool:
    """Whether ``call`` counts against the bot token's global limit (not an interaction's own answer)."""
    return not call.route.startswith(OUTSIDE_THE_LIMIT)


def kind(emulator: DiscordEmulator, call: RestCall) -> str:
    """``call``'s route, saying whether the channel it touched is a DM (``[DM]``) or a thread (``[thread]``)."""
    parts = call.path.split("/")
    if len(parts) > 2 and parts[1] == "channels" and parts[2].isdigit():
        channel = emulator.world.channels.get(int(parts[2]))
        if channel is not None:
            where = "DM" if channel.type == ChannelType.DM else "thread" if channel.thread else "channel"
            return f"{call.key} [{where}]"
    return call.key


@dataclass
class Count:
    """One title's figures."""

    title: str
    moves: int = 0
    routes: Counter[str] = field(default_factory=Counter)

    @property
    def calls(self) -> int:
        """Bot-token calls made while the moves were played (and their held-back edits made)."""
        return sum(self.routes.values())

    @property
    def per_move(self) -> float:
        """Bot-token calls per applied move."""
        return self.calls / max(1, self.moves)


STALE_BOARD_PAUSE = 0.05  # seconds: a board's held-back edit has not been made yet


async def play(players: Players, budget: list[int]) -> int:
    """Move one game while the shared budget lasts; the moves applied.

    A player picked from a board whose edit is still held back may find nothing asked of
    them (their choice was already taken): they look again a moment later, as a member would.
    """
    moves = 0
    while budget[0] > 0:
        budget[0] -= 1
        try:
            attempt: Attempt | None = await players.move()
        except AssertionError as stale:
            if "no options" not in str(stale) and "offers" not in str(stale):
                raise
            budget[0] += 1
            await asyncio.sleep(STALE_BOARD_PAUSE)
            continue
        if attempt is None:
            budget[0] += 1
            return moves
        moves += 1
    return moves


async def count(key: str, args: argparse.Namespace) -> Count:
    """Play ``args.actions`` moves of one title and count the bot-token calls they caused."""
    spec = registry.get_game(key)
    low, high = spec.seats_for(spec.resolve_options(None))
    players = max(low, min(args.players, high))
    async with DiscordEmulator() as emulator:
        with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="calls-bench-") as folder:
            database = Database(f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}")
            seeds = iter(range(args.seed, args.seed + args.games))
            table = Table(
                emulator,
                database,
                member_names=(),
                games={spec.key: spec},
                renderer_for=quick_images_for,
                seeds=lambda: next(seeds),
                edit_window=args.edit_window,
            )
            try:
                await table.start()
                opened = []
                for number in range(args.games):
                    members = [emulator.create_member(table.guild, f"G{number}-P{seat}") for seat in range(players)]
                    game = await table.open_game(spec.key, members)
                    opened.append(Players(table, game, random.Random(args.seed + number)))
                await table.flush()
                await emulator.recorder.wait_quiet(0.2, 30)
                before = len(emulator.rest_calls)
                budget = [args.actions]
                moves = sum(await asyncio.gather(*(play(players, budget) for players in opened)))
                await table.flush()
                await emulator.recorder.wait_quiet(0.2, 30)
                routes = Counter(kind(emulator, c) for c in emulator.rest_calls[before:] if bot_token(c))
            finally:
                await table.stop()
                await database.close()
    return Count(spec.title, moves, routes)


def report(counts: list[Count], args: argparse.Namespace) -> str:
    """The figures as text: one line per title, then the routes if asked."""
    lines = [f"bot-token calls per applied move (edit window {args.edit_window}s, goal <= {GOAL}):"]
    for figures in counts:
        mark = "ok" if figures.per_move <= GOAL else "OVER"
        calls = f"{figures.calls} calls / {figures.moves} moves"
        lines.append(f"  {figures.title}: {figures.per_move:.2f} ({calls}) {mark}")
        if args.by_route:
            for route, number in figures.routes.most_common():
                lines.append(f"      {number / max(1, figures.moves):.2f}  {route}")
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.calls_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per title, played at once")
    parser.add_argument("--actions", type=int, default=150, help="moves to apply per title")
    parser.add_argument("--players", type=int, default=3, help="players per game (kept within each title's range)")
    parser.add_argument("--game", action="append", help="a title's key (repeatable; default: every title)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edit-window", type=float, default=1.0, help="the bot's board-edit coalescing window")
    parser.add_argument("--by-route", action="store_true", help="split each title's calls by route")
    return parser.parse_args(argv)


async def run(args: argparse.Namespace) -> list[Count]:
    """Every title asked for, one after the other."""
    return [await count(key, args) for key in args.game or sorted(registry.all_games())]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    args = parse_args(argv)
    print(report(asyncio.run(run(args)), args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
