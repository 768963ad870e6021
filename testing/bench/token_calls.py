"""Bot-token calls per move, per title: what one move costs of Discord's global limit (issue 23).

    python -m bench.token_calls [--game all|biblios|...] [--games 3] [--seed 1] [--edit-window 1.0]

For each title, ``--games`` complete games are played one after another through the real bot
and the Discord emulator by simulated players (``demo/players.py``: board buttons, turn panels,
DMs, ``/play``), from the first board (after the lobby and the start) to the result. Every REST
call the emulator recorded in that span is classed as the bot sees it (``bot.metrics.route_class``):
calls made with the bot token count against Discord's global limit of 50 per second per token;
interaction callbacks and interaction webhooks do not. Prints, per title, the players' moves
applied (the game's log: moves made by a player, not for one), the bot-token calls and calls per
move, the interaction calls per move, and the bot-token calls by route class.

Board edits held back by the edit window are made before the next move (members move minutes
apart, not milliseconds): the figures are those of a game at a human pace.
"""

import argparse
import asyncio
import random
import sys
import tempfile
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bot.metrics import route_class, under_global_limit
from demo.images import quick_images_for
from demo.players import Players
from demo.table import Table
from discord_emulator import DiscordEmulator, RestCall, pointed_at
from engine.core import registry
from storage.db import Database

PLAYERS = {"biblios": 3, "dreams": 3, "burgundy": 2, "architects": 2, "mangrovia": 3}
"""Players per title (those of the end-to-end full games)."""


@dataclass
class TitleCalls:
    """What a title's games cost: moves, and the REST calls made while they were played."""

    title: str
    games: int = 0
    moves: int = 0
    by_route: Counter[str] = field(default_factory=Counter)

    @property
    def bot_token(self) -> int:
        """Calls under the global limit."""
        return sum(n for route, n in self.by_route.items() if under_global_limit(route))

    @property
    def interaction(self) -> int:
        """Interaction callbacks and webhooks (outside the limit)."""
        return sum(n for route, n in self.by_route.items() if not under_global_limit(route))

    def per_move(self, calls: int) -> float:
        """``calls`` divided by the moves."""
        return calls / max(1, self.moves)


def classes(calls: Sequence[RestCall], dm_channels: Collection[int] = ()) -> Counter[str]:
    """The calls by route class; a message call into one of ``dm_channels`` is told apart (``message_post:dm``)."""
    counted: Counter[str] = Counter()
    for call in calls:
        route = route_class(call.method, "/api/v10" + call.path)
        parts = call.path.strip("/").split("/")
        if route.startswith("message_") and len(parts) > 1 and parts[1].isdigit() and int(parts[1]) in dm_channels:
            route += ":dm"
        counted[route] += 1
    return counted


async def measure(key: str, *, games: int, seed: int, edit_window: float, players: int | None = None) -> TitleCalls:
    """Play ``games`` games of ``key`` through the bot and count their calls."""
    spec = registry.get_game(key)
    seat_count = players or PLAYERS.get(key) or spec.seats_for(spec.resolve_options({}))[0]
    figures = TitleCalls(key)
    async with DiscordEmulator() as emulator:
        with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="token-calls-") as folder:
            database = Database(f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}")
            seeds = iter(range(seed, seed + games))
            table = Table(
                emulator,
                database,
                member_names=(),
                games={key: spec},
                renderer_for=quick_images_for,
                seeds=lambda: next(seeds),
                edit_window=edit_window,
            )
            try:
                await table.start()
                for number in range(games):
                    members = [emulator.create_member(table.guild, f"G{number}-P{seat}") for seat in range(seat_count)]
                    game = await table.open_game(key, members)
                    await table.flush()
                    before = len(emulator.rest_calls)
                    simulated = Players(table, game, random.Random(seed + number))
                    while await simulated.move() is not None:
                        await table.flush()  # players take minutes, not milliseconds: no edit waits for the next move
                    await table.flush()
                    await emulator.settle()
                    figures.by_route += classes(emulator.rest_calls[before:], set(emulator.world.dm_channels.values()))
                    log = await table.live.service.store.games.actions(game.game_id)
                    figures.moves += sum(1 for row in log if row.kind == "move" and not row.auto)
                    figures.games += 1
                    print(f"{key}: game {number + 1} of {games} done", file=sys.stderr)
            finally:
                await table.stop()
                await database.close()
    return figures


def report(rows: Sequence[TitleCalls]) -> str:
    """The figures as text."""
    lines = [f"{'title':<11} {'games':>5} {'moves':>6} {'bot-token':>9} {'per move':>8} {'interaction/move':>16}"]
    for row in rows:
        lines.append(
            f"{row.title:<11} {row.games:>5} {row.moves:>6} {row.bot_token:>9} {row.per_move(row.bot_token):>8.2f} "
            f"{row.per_move(row.interaction):>16.2f}"
        )
    for row in rows:
        limited = {route: n for route, n in sorted(row.by_route.items()) if under_global_limit(route)}
        shown = ", ".join(f"{route} {n / max(1, row.moves):.2f}" for route, n in limited.items())
        lines.append(f"{row.title}: bot-token calls per move by class: {shown}")
        free = {route: n for route, n in sorted(row.by_route.items()) if not under_global_limit(route)}
        shown = ", ".join(f"{route} {n / max(1, row.moves):.2f}" for route, n in free.items())
        lines.append(f"{row.title}: interaction calls per move by class: {shown}")
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.token_calls", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a title's key, or all")
    parser.add_argument("--games", type=int, default=3, help="complete games per title")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edit-window", type=float, default=1.0, help="the bot's board-edit coalescing window")
    return parser.parse_args(argv)


async def run(args: argparse.Namespace) -> list[TitleCalls]:
    """Every title asked, one after another."""
    keys = list(PLAYERS) if args.game == "all" else [args.game]
    return [await measure(key, games=args.games, seed=args.seed, edit_window=args.edit_window) for key in keys]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    args = parse_args(argv)
    print(report(asyncio.run(run(args))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
