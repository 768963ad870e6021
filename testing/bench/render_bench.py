"""Render benchmark: CPU p50/p99 milliseconds and PNG size of every image kind of every game, from mid-game views.

    python -m bench.render_bench [--game all|architects|biblios|burgundy|dreams|mangrovia] [--runs N] [--encode]
                                 [--language en|fa]

Biblios views are hand-built (testkit/biblios_views.py, 4 players); Burgundy (4 players,
phase C round 3), Dreams (5 players, round 3 half placed) and Architects (5 players, variable
characters, Guildhall half full) come from seeded games played by random legal choices. The
figures measure the renderer alone, in this process: drawing and PNG encoding (text
alternatives take well under a millisecond and are left out). CPU time is the goal's measure
(render CPU p50/p99 <= 25 ms, the Burgundy main board <= 60 ms, an Architects board or tableau and the
Mangrovia island <= 40 ms)
and stays meaningful on a busy machine; wall time is what a player waits. The first render
of each image kind, which draws the static layers of the process, is reported apart.
``--language fa`` draws every image in Persian (right to left, shaped by raqm) to compare with English.
``--encode`` adds a table of the PNG encoding alone at each zlib level; ``--pool`` the
start-up time of a worker pool per start method and the wall time of a render through it.
"""

import argparse
import asyncio
import io
import statistics
import time
from collections.abc import Callable
from typing import Any

from PIL import Image

from renderers import get_renderer
from testkit.biblios_views import auction_view, cat, gift_view, gold, seat_view

NAMES = ("Ana", "Benedikt", "Cara", "Dan")
MID_GAME_HAND = (
    cat("PIG", "B"), cat("PIG", "G"), cat("MON", "D"), cat("MON", "E"), cat("MON", "I"), cat("FOR", "A"),
    cat("HOL", "C"), cat("HOL", "H"), cat("MAN", "F"), gold(3, 4), gold(2, 6), gold(2, 8), gold(1, 7),
)  # fmt: skip
GAMES = ("architects", "biblios", "burgundy", "dreams", "mangrovia")

Case = tuple[str, Callable[[], bytes]]


def measure(work: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds of each of ``runs`` calls of ``work`` (after one warm-up call)."""
    work()
    wall, cpu = [], []
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


def percentile(timings: list[float], percent: int) -> float:
    """The ``percent``-th percentile of ``timings`` (inclusive method)."""
    return statistics.quantiles(timings, n=100, method="inclusive")[percent - 1]


def biblios_cases() -> list[Case]:
    """The main board (auction, gift turn), the piles sheet posted with it, and a 13-card private hand, 4 players."""
    from renderers.biblios.piles import render_piles

    renderer = get_renderer("biblios")
    auction = auction_view(4)
    gift = gift_view(4)
    hand = seat_view(auction, seat=1, hand=MID_GAME_HAND)
    return [
        ("biblios public, auction", lambda: renderer.render_public(auction, NAMES)),
        ("biblios public, gift turn", lambda: renderer.render_public(gift, NAMES)),
        ("biblios piles sheet", lambda: render_piles(auction)),
        ("biblios private hand", lambda: renderer.render_private(hand, NAMES)),
    ]


def burgundy_cases() -> list[Case]:
    """Each image of the pictures (public: board, tracks, 4 estates, key; private: estate, details), and all of one."""
    from bench.render_states import burgundy_mid_game
    from engine.burgundy import GAME
    from engine.core import view
    from renderers.burgundy.board import render_key, render_tracks
    from renderers.burgundy.estate_sheet import render_estate

    renderer = get_renderer("burgundy")
    state = burgundy_mid_game(4)
    public = view(GAME, state, None)
    own = view(GAME, state, public.active)
    return [
        ("burgundy main board", lambda: renderer.render_public(public, NAMES)),
        ("burgundy tracks image", lambda: render_tracks(public)),
        ("burgundy key image", lambda: render_key(public)),
        ("burgundy estate image", lambda: render_estate(public, public.active, NAMES)),
        ("burgundy details image", lambda: renderer.render_private(own, NAMES)),
        ("burgundy whole public picture", lambda: b"".join(s.png for s in renderer.public(public, NAMES, NAMES))),
    ]


def dreams_cases() -> list[Case]:
    """The public sky, a god's private board and the reveal sheet (the public picture's second image), 5 players."""
    from bench.render_states import DREAMS_NAMES, DREAMS_PLAYERS, dreams_just_revealed, dreams_mid_game
    from engine.core import view
    from engine.dreams import GAME
    from renderers.dreams.reveal import render_reveal

    renderer = get_renderer("dreams")
    state: Any = dreams_mid_game()
    board = view(GAME, state, None)
    god = next(view(GAME, state, seat) for seat in range(DREAMS_PLAYERS) if seat != state.mortal)
    revealed = view(GAME, dreams_just_revealed(), None)
    return [
        ("dreams public sky", lambda: renderer.render_public(board, DREAMS_NAMES)),
        ("dreams private (a god)", lambda: renderer.render_private(god, DREAMS_NAMES)),
        ("dreams reveal sheet", lambda: render_reveal(revealed, DREAMS_NAMES)),
    ]


def architects_cases() -> list[Case]:
    """The main board and one tableau (the goal's two images), the town, the Workshop, a hand, the whole picture."""
    from bench.render_states import ARCHITECTS_NAMES, architects_mid_game
    from engine.architects import GAME
    from engine.core import view
    from renderers.architects.board import render_town, render_workshop
    from renderers.architects.tableau import render_tableau

    renderer = get_renderer("architects")
    state = architects_mid_game()
    public = view(GAME, state, None)
    own = view(GAME, state, public.active)
    names = ARCHITECTS_NAMES
    return [
        ("architects main board", lambda: renderer.render_public(public, names)),
        ("architects tableau", lambda: render_tableau(public, public.active, names)),
        ("architects town image", lambda: render_town(public, names)),
        ("architects workshop image", lambda: render_workshop(public)),
        ("architects private hand", lambda: renderer.render_private(own, names)),
        ("architects whole public", lambda: b"".join(s.png for s in renderer.public(public, names, names))),
    ]


def mangrovia_cases() -> list[Case]:
    """The island, the archipelago, the players sheet and the hand of the seat to act, 5 players, mid-game."""
    from bench.render_states import MANGROVIA_NAMES, mangrovia_mid_game
    from engine.core import view
    from engine.mangrovia import GAME
    from renderers.mangrovia.archipelago import render_archipelago
    from renderers.mangrovia.players import render_players

    renderer = get_renderer("mangrovia")
    state = mangrovia_mid_game()
    public = view(GAME, state, None)
    own = view(GAME, state, public.waiting_on[0])
    names = MANGROVIA_NAMES
    return [
        ("mangrovia island (board)", lambda: renderer.render_public(public, names)),
        ("mangrovia archipelago", lambda: render_archipelago(public, names)),
        ("mangrovia players sheet", lambda: render_players(public, names)),
        ("mangrovia private hand", lambda: renderer.render_private(own, names)),
        ("mangrovia whole public", lambda: b"".join(s.png for s in renderer.public(public, names, names))),
    ]


CASES: dict[str, Callable[[], list[Case]]] = {
    "architects": architects_cases,
    "biblios": biblios_cases,
    "burgundy": burgundy_cases,
    "dreams": dreams_cases,
    "mangrovia": mangrovia_cases,
}


def spoken(work: Callable[[], bytes], language: str) -> Callable[[], bytes]:
    """``work`` drawn in ``language`` (see renderers/kit/language.py)."""
    from renderers.kit.language import speaking

    def drawn() -> bytes:
        with speaking(language):
            return work()

    return drawn


def run(games: tuple[str, ...], runs: int, language: str = "en") -> list[tuple[str, Callable[[], bytes]]]:
    """Time every case of ``games`` in ``language`` and print one line each; returns the cases."""
    cases = [(name, spoken(work, language)) for game in games for name, work in CASES[game]()]
    print(f"{runs} runs per case, pictures in {language!r}")
    header = f"{'image':28} {'first ms':>9} {'CPU p50':>8} {'CPU p99':>8} {'wall p50':>9} {'wall p99':>9} {'PNG KB':>7}"
    print(header)
    for name, work in cases:
        started = time.process_time()
        png = work()
        first = (time.process_time() - started) * 1000
        wall, cpu = measure(work, runs)
        print(
            f"{name:28} {first:9.1f} {percentile(cpu, 50):8.1f} {percentile(cpu, 99):8.1f} "
            f"{percentile(wall, 50):9.1f} {percentile(wall, 99):9.1f} {len(png) / 1024:7.0f}"
        )
    return cases


def _save(image: Image.Image, level: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=level)
    return buffer.getvalue()


def encoding_table(cases: list[Case], runs: int) -> None:
    """PNG encoding alone at each zlib level: CPU p50 ms and KB of each image, as already mapped to its palette."""
    levels = (1, 2, 3, 6)
    print("\nencoding of the paletted image alone: CPU p50 ms / KB at zlib level " + ", ".join(map(str, levels)))
    for name, work in cases:
        paletted = Image.open(io.BytesIO(work()))
        paletted.load()
        cells = []
        for level in levels:
            _, cpu = measure(lambda image=paletted, level=level: _save(image, level), runs)
            cells.append(f"{percentile(cpu, 50):5.1f} / {len(_save(paletted, level)) / 1024:4.0f}")
        print(f"{name:28} " + "   ".join(cells))


async def _pool_figures(method: str, runs: int) -> tuple[float, float, float, list[float]]:
    """Start-up of a fresh pool, of a second one (the fork server already up), and render round trips."""
    from renderers.pool import RenderPool

    started = time.perf_counter()
    pool = RenderPool(1, method)
    await pool.start()
    first = (time.perf_counter() - started) * 1000
    pool.close()
    started = time.perf_counter()
    pool = RenderPool(1, method)
    await pool.start()
    second = (time.perf_counter() - started) * 1000
    view = auction_view(4)
    trips = []
    for _ in range(runs):
        started = time.perf_counter()
        await pool.render("biblios", "public", view, NAMES)
        trips.append((time.perf_counter() - started) * 1000)
    pool.close()
    return first, second, percentile(trips, 50), trips


def pool_table(runs: int) -> None:
    """Worker start-up per start method, and a Biblios public render through the pool (wall ms)."""
    print("\nworker pool (1 worker): start-up wall ms, then a biblios public render through it")
    print(f"{'start method':14} {'first pool':>11} {'next pool':>10} {'render p50':>11} {'render p99':>11}")
    for method in ("forkserver", "spawn"):
        first, second, median, trips = asyncio.run(_pool_figures(method, runs))
        print(f"{method:14} {first:11.0f} {second:10.0f} {median:11.1f} {percentile(trips, 99):11.1f}")


def main(default_game: str = "all") -> None:
    """Parse the command line, then run the chosen games' cases."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default=default_game, choices=("all", *GAMES), help="which game (default all)")
    parser.add_argument("--runs", type=int, default=50, help="timed renders per case (default 50)")
    parser.add_argument("--language", default="en", choices=("en", "fa"), help="the pictures' language (default en)")
    parser.add_argument("--encode", action="store_true", help="also time PNG encoding alone at each zlib level")
    parser.add_argument("--pool", action="store_true", help="also time worker start-up and renders through a pool")
    arguments = parser.parse_args()
    games = GAMES if arguments.game == "all" else (arguments.game,)
    cases = run(games, arguments.runs, arguments.language)
    if arguments.encode:
        encoding_table(cases, max(5, arguments.runs // 5))
    if arguments.pool:
        pool_table(arguments.runs)


if __name__ == "__main__":
    main()
