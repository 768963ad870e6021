"""One click alone: the CPU time the bot spends on one option click, with real pictures (issue 9).

    python -m bench.click_bench [--games biblios,dreams,burgundy] [--clicks 40] [--seed 1]

For each game, a table of players (Biblios 4, Dreams 5, Burgundy 4) plays through the real bot
against the local Discord emulator, each click chosen at random among the options of the
waiting player's turn panel. The panel is opened first and not timed; what is timed is the
click on an option, from the injected interaction until the bot has answered it, updated the
thread (board edits are made at once: no coalescing window) and sent the DMs. CPU time is the
process's (``time.process_time``: every thread, the emulator's share included, which the same
run on an older checkout includes too), reported as mean / p50 / p90 per click.

The file runs unchanged on older checkouts (it finds the demo table where they keep it), so a
before -> after comparison is the same command in both trees.
"""

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from discord_emulator import DiscordEmulator, pointed_at
from engine.core import registry
from renderers import get_renderer
from storage.db import Database

try:
    from demo.table import Table
except ImportError:  # an older checkout keeps the demo inside the bot package
    from bot.demo_table import Table  # type: ignore[no-redef]

PLAYERS = {"biblios": 4, "dreams": 5, "burgundy": 4}


async def clicks_of(key: str, clicks: int, seed: int) -> list[float]:
    """CPU milliseconds of ``clicks`` option clicks in one game of ``key``."""
    spec = registry.get_game(key)
    rng = random.Random(seed)
    async with DiscordEmulator() as emulator:
        with pointed_at(emulator), tempfile.TemporaryDirectory(prefix="click-bench-") as folder:
            database = Database(f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}")
            table = Table(
                emulator,
                database,
                member_names=(),
                games={key: spec},
                renderer_for=get_renderer,
                seeds=lambda: seed,
                edit_window=0.0,
            )
            samples: list[float] = []
            try:
                await table.start()
                members = [emulator.create_member(table.guild, f"P{seat}") for seat in range(PLAYERS[key])]
                game = await table.open_game(key, members)
                await table.flush()
                while len(samples) < clicks:
                    record = await table.live.service.get(game.game_id)
                    waiting = table.live.service.pending_seats(record)
                    if not waiting:
                        break
                    player = game.players[rng.choice(waiting)]
                    board = next(m for m in reversed(emulator.messages(game.thread)) if m.custom_ids)
                    panel = (await table.do(emulator.click(player, board, label="Take your turn"))).original
                    handle = option_click(emulator, player, panel, rng)
                    if handle is None:  # answers only typed in a form (a Dreams star): one /play value instead
                        seat = game.players.index(player)
                        options = table.live.service.snapshot(record).decision(seat).options
                        value = f"v{record.version}:o{rng.randrange(len(options))}"
                        handle = emulator.slash(player, game.thread, "play", {"choice": value})
                    started = time.process_time()
                    await table.do(handle)
                    await table.flush()
                    samples.append((time.process_time() - started) * 1000)
            finally:
                await table.stop()
                await database.close()
    return samples


def option_click(emulator: Any, player: Any, panel: Any, rng: random.Random) -> Any:
    """An injected click on a random option of the panel (a button, or an entry of its menu)."""
    buttons = [c for c in panel.custom_ids if c.startswith("bg:o:")]
    menus = [c for c in panel.custom_ids if c.startswith("bg:s:")]
    sets = [c for c in panel.custom_ids if c.startswith("bg:k:")]  # a set choice: exactly its count of items
    if sets:
        menu = panel.component(sets[0])
        return emulator.select(player, panel, sets[0], rng.sample([o.value for o in menu.options], menu.min_values))
    if menus:
        menu = panel.component(menus[0])
        return emulator.select(player, panel, menus[0], [rng.choice(menu.options).value])
    if buttons:
        return emulator.click(player, panel, rng.choice(buttons))
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(prog="python -m bench.click_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="biblios,dreams,burgundy")
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"{'game':10} {'clicks':>6} {'mean ms':>8} {'p50 ms':>8} {'p90 ms':>8}   (CPU per option click, real pictures)"
    )
    for key in args.games.split(","):
        samples = asyncio.run(clicks_of(key, args.clicks, args.seed))
        ordered = sorted(samples)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        mean, median = statistics.fmean(samples), statistics.median(samples)
        print(f"{key:10} {len(samples):>6} {mean:>8.1f} {median:>8.1f} {p90:>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
