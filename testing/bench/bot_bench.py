"""Bot benchmark: interaction round trips through the Discord emulator, the real bot and SQLite, under load.

    python -m bench.bot_bench [--games 20] [--actions 200] [--concurrency 10] [--players 3]
                              [--game biblios] [--seed 1] [--pictures stand-in|real] [--edit-window 1.0]

Sets up ``--games`` games through the real lobby (not timed), each with its own players,
then ``--concurrency`` simulated tables play at once, each moving its games in turn, until
``--actions`` moves were applied. Every move is made the way members make them
(``demo/players.py``: board buttons, turn panels opened from the board, a DM or
``/play``, and ``/play`` with its autocomplete), so one move takes one to a few
interactions. Prints, for every interaction and for the ones that applied a move:

- round trip: milliseconds from the injected interaction to the end of the last REST call it
  caused (its own response and follow-ups, and the board posts and edits and the DMs of its
  game made while the bot handled it), p50 / p90 / p99 / max;
- answer: milliseconds until the initial response (Discord's 3-second deadline), p50 / p99;
- actions per second over the timed part, and the REST calls made.

Pictures are tiny stand-ins by default (``demo/images.py``), so the figures measure the
bot, the emulator and the database; ``--pictures real`` draws the real boards and hands.
Board edits that land within ``--edit-window`` seconds of the previous one of their game are
held back and coalesced (DESIGN.md: Discord allows about 5 edits per 5 s per channel); such
an edit is made by a timer after the interaction was handled and is not part of its round
trip. ``--edit-window 0`` makes every edit at once, inside the round trip.
"""

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from demo.images import quick_images_for
from demo.players import Attempt, Players
from demo.process_table import ProcessTable
from demo.table import Table, TableGame
from discord_emulator import DiscordEmulator, InteractionOutcome, RestCall, pointed_at
from engine.core import registry
from renderers import get_renderer
from storage.db import Database


@dataclass
class Sample:
    """One interaction's timings, in milliseconds."""

    round_trip: float
    answer: float
    applied: bool


@dataclass
class Figures:
    """What the timed part measured."""

    samples: list[Sample] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0
    calls: int = 0


def percentiles(values: Sequence[float]) -> str:
    """``p50 / p90 / p99 / max`` of ``values`` (milliseconds)."""
    if not values:
        return "n/a"
    ordered = sorted(values)

    def at(fraction: float) -> float:
        return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]

    return f"p50 {at(0.5):.1f}  p90 {at(0.9):.1f}  p99 {at(0.99):.1f}  max {ordered[-1]:.1f}"


class GameChannels:
    """Which REST calls belong to a game: its thread and its players' DM channels."""

    def __init__(self, table: Table, game: TableGame) -> None:
        emulator = table.emulator
        self.channel_ids = {game.thread.id} | {emulator.dm_channel_for(p.id).id for p in game.players}
        self.user_ids = {p.id for p in game.players}

    def owns(self, call: RestCall) -> bool:
        """Whether ``call`` touched this game's thread or one of its players' DMs."""
        parts = call.path.split("/")
        if len(parts) > 4 and parts[3] == "channels":
            return int(parts[4]) in self.channel_ids if parts[4].isdigit() else False
        if len(parts) > 4 and parts[3] == "users" and parts[4].isdigit():
            return int(parts[4]) in self.user_ids
        if call.route == "/users/@me/channels" and call.payload:
            return int(call.payload.get("recipient_id", 0)) in self.user_ids
        return False


def sample(outcome: InteractionOutcome, channels: GameChannels, *, applied: bool) -> Sample:
    """The timings of one interaction: its own calls and its game's calls made while it was handled."""
    caused = [
        c.finished_at
        for c in outcome.calls
        if c.finished_at is not None and (c.interaction_id == outcome.interaction.id or channels.owns(c))
    ]
    end = max([*caused, outcome.answered_at])
    return Sample((end - outcome.injected_at) * 1000, outcome.answer_ms, applied)


async def play(table: Table, games: list[tuple[Players, GameChannels]], budget: list[int], figures: Figures) -> None:
    """One simulated table: move each of its games in turn while the shared budget of moves lasts."""
    while games and budget[0] > 0:
        for players, channels in list(games):
            if budget[0] <= 0:
                return
            budget[0] -= 1
            attempt: Attempt | None = await players.move()
            if attempt is None:
                games.remove((players, channels))
                budget[0] += 1
                continue
            figures.actions += 1
            for outcome in attempt.outcomes:
                figures.samples.append(sample(outcome, channels, applied=outcome is attempt.last))


async def run(args: argparse.Namespace) -> Figures:
    """Set up the games, then play the timed part; the figures."""
    spec = registry.get_game(args.game)
    renderer_for = get_renderer if args.pictures == "real" else quick_images_for
    async with DiscordEmulator() as emulator:
        with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="bot-bench-") as folder:
            path = Path(folder) / "games.sqlite3"
            database = Database(f"sqlite+aiosqlite:///{path}")
            seeds = iter(range(args.seed, args.seed + args.games))
            if args.bot_process:
                table: Table = ProcessTable(
                    emulator, path, render_workers=args.render_workers, edit_window=args.edit_window
                )
            else:
                table = Table(
                    emulator,
                    database,
                    member_names=(),
                    games={spec.key: spec},
                    renderer_for=renderer_for,
                    seeds=lambda: next(seeds),
                    edit_window=args.edit_window,
                    **render_option(args),
                )
            try:
                await table.start()
                opened = []
                for number in range(args.games):
                    members = [
                        emulator.create_member(table.guild, f"G{number}-P{seat}") for seat in range(args.players)
                    ]
                    game = await table.open_game(spec.key, members)
                    opened.append((Players(table, game, random.Random(args.seed + number)), GameChannels(table, game)))
                await table.flush()
                figures = Figures()
                groups = [opened[start :: args.concurrency] for start in range(args.concurrency)]
                budget = [args.actions]
                calls_before = len(emulator.rest_calls)
                started = time.perf_counter()
                await asyncio.gather(*(play(table, group, budget, figures) for group in groups if group))
                figures.seconds = time.perf_counter() - started
                figures.calls = len(emulator.rest_calls) - calls_before
                await table.flush()
            finally:
                await table.stop()
                await database.close()
    return figures


def render_option(args: argparse.Namespace) -> dict[str, Any]:
    """The table's ``render`` argument for ``--render-workers`` (none asked: the table's default)."""
    if not args.render_workers or args.pictures != "real":
        return {}
    from bot.service.pictures import in_pool
    from renderers.pool import RenderPool

    return {"render": in_pool(RenderPool(args.render_workers))}


def report(args: argparse.Namespace, figures: Figures) -> str:
    """The figures as text."""
    every = [s.round_trip for s in figures.samples]
    moves = [s.round_trip for s in figures.samples if s.applied]
    answers = [s.answer for s in figures.samples]
    return "\n".join(
        [
            f"bot bench: {args.game}, {args.games} games of {args.players}, {figures.actions} moves, "
            f"concurrency {args.concurrency}, {args.pictures} pictures, edit window {args.edit_window}s, "
            f"bot {'in its own process' if args.bot_process else 'in this process'}",
            f"interactions: {len(every)} ({len(every) / max(1, figures.actions):.1f} per move), "
            f"REST calls: {figures.calls}",
            f"round trip, every interaction (ms): {percentiles(every)}",
            f"round trip, interactions that moved (ms): {percentiles(moves)}",
            f"answer, every interaction (ms): {percentiles(answers)}",
            f"moves: {figures.actions} in {figures.seconds:.2f}s = {figures.actions / figures.seconds:.1f} actions/s",
        ]
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m bench.bot_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--actions", type=int, default=200, help="moves to apply in the timed part")
    parser.add_argument("--concurrency", type=int, default=10, help="tables playing at once")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--game", default="biblios")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pictures", choices=("stand-in", "real"), default="stand-in")
    parser.add_argument("--edit-window", type=float, default=1.0, help="the bot's board-edit coalescing window")
    parser.add_argument(
        "--render-workers", type=int, default=0, help="draw real pictures in this many worker processes (0: a thread)"
    )
    parser.add_argument(
        "--bot-process",
        action="store_true",
        help="run the bot as its own process (python -m bot, real pictures), as an operator does; "
        "otherwise it shares this process with the emulator and the players",
    )
    args = parser.parse_args(argv)
    if args.bot_process and args.pictures != "real":
        parser.error("--bot-process draws real pictures (the product's own start-up): add --pictures real")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    args = parse_args(argv)
    print(report(args, asyncio.run(run(args))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
