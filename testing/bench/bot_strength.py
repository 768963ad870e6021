"""Bot strength benchmark: seeded games between bot kinds, per title and table size (issue 24).

    python -m bench.bot_strength [--games 20] [--game KEY ...] [--players 2 4] [--pairing normal:random ...]
                                 [--iterations N] [--seed S] [--jobs N]

For each title and player count (2 and 4; 3 for Dreams unless ``--players`` says otherwise) and each
pairing ``A:B``, plays ``--games`` seeded games with one A bot and B bots in every other seat, A's seat
turning round the table game by game, and prints A's wins (a shared victory counts its share) with a
95% Wilson interval. Kinds: ``random``, ``greedy``, ``easy``, ``normal``, ``strong`` (the strengths of
:mod:`engine.players.strength`). ``--iterations`` scales every strength's iteration budget down from
normal's (e.g. 50: easy 10, normal 50, strong 150) so a run fits in minutes; without it the strengths'
own budgets apply. Then the CPU seconds per bot move, p50 and p99, by kind (moves with one option left
out), with each pairing and for all of them. Iteration budgets make a run deterministic; the CPU budget per
move only caps a slow search. ``--jobs N`` plays N games at once in as many processes (the same games and
figures; each move's CPU is its own process's): a 200-game run at full budgets takes hours of CPU per pairing.

``--cpu-positions N`` instead times each strength at its own full budgets on N positions of a random
game per title (and player count): CPU seconds per move, p50 and p99, and how often the CPU budget
stopped a search before its iterations were done.
"""

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from engine.core import apply, get_game, new_game
from engine.players import (
    STRENGTHS,
    GreedyPlayer,
    Player,
    RandomPlayer,
    Strength,
    determinize_for,
    make_player,
    play_game,
    position,
)

PAIRINGS = ("normal:random", "normal:greedy", "strong:normal", "easy:normal")
TITLES = ("biblios", "burgundy", "architects", "mangrovia", "dreams")


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate.

    >>> [round(x, 3) for x in wilson(18, 20)]
    [0.699, 0.972]
    """
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def scaled_iterations(kind: str, iterations: int | None) -> int | None:
    """A strength's iteration budget scaled so that normal gets ``iterations`` (None: the strength's own)."""
    if iterations is None:
        return None
    ratio = STRENGTHS[Strength(kind)].limits.iterations / STRENGTHS[Strength.NORMAL].limits.iterations
    return max(1, round(iterations * ratio))


def build(kind: str, spec_key: str, seed: int, iterations: int | None) -> Player:
    """A player of ``kind`` for the title."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed)
    return make_player(get_game(spec_key), kind, seed, iterations=scaled_iterations(kind, iterations))


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def table_sizes(key: str, asked: list[int] | None) -> list[int]:
    """The player counts to play ``key`` at: those asked that the title seats (default 2 and 4; Dreams 3)."""
    low, high = get_game(key).seats_for(None)
    return [count for count in asked or ([3] if key == "dreams" else [2, 4]) if low <= count <= high]


def play_pairing_game(
    key: str, players: int, first: str, other: str, seed: int, game: int, iterations: int | None
) -> tuple[float, list[float], list[float]]:
    """Game ``game`` of a pairing: the first kind's share of the victory, and CPU seconds per move.

    The CPU seconds of the first kind's moves and of the others' (moves with one option left out).
    A process pool's job (``--jobs``).
    """
    spec = get_game(key)
    seed = seed * 100_000 + game
    seat_of_first = game % players  # the first kind's seat turns round the table game by game
    bots = [
        build(first if seat == seat_of_first else other, key, seed * 10 + seat, iterations) for seat in range(players)
    ]
    played = play_game(spec, bots, seed, determinize_for(spec))
    winners = played.result.winners
    share = 1 / len(winners) if seat_of_first in winners else 0.0
    firsts, others = [], []
    for seat, choice, seconds in played.moves:
        if choice.reason != "the only choice":
            (firsts if seat == seat_of_first else others).append(seconds)
    return share, firsts, others


def time_strengths(key: str, players: int, positions: int, seed: int) -> None:
    """Print CPU seconds per move of each strength at its full budgets, over positions of one random game."""
    spec = get_game(key)
    determinize = determinize_for(spec)
    state = new_game(spec, players, seed)
    chooser = random.Random(seed)
    seconds: dict[Strength, list[float]] = defaultdict(list)
    capped: dict[Strength, int] = defaultdict(int)
    step = 0
    while (pending := spec.pending(state)) and len(seconds[Strength.EASY]) < positions:
        decision = pending[0]
        if step % 5 == 0 and len(decision.options) > 1:
            for strength in Strength:
                player = make_player(spec, strength, seed)
                started = time.process_time()
                choice = player.choose(position(spec, state, decision.seat, determinize))
                seconds[strength].append(time.process_time() - started)
                capped[strength] += "CPU budget" in choice.reason
        state, _events = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        step += 1
    for strength in Strength:
        values = seconds[strength]
        print(
            f"{key:<10} {players}p {strength:<7} CPU per move p50 {percentile(values, 0.5):.3f} s  "
            f"p99 {percentile(values, 0.99):.3f} s  max {max(values, default=0):.3f} s  "
            f"stopped by the budget {capped[strength]}/{len(values)}",
            flush=True,
        )


def main(argv: list[str] | None = None) -> int:
    """Run the pairings and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", nargs="*", default=list(TITLES))
    parser.add_argument("--players", type=int, nargs="*")
    parser.add_argument("--pairing", nargs="*", default=list(PAIRINGS))
    parser.add_argument("--iterations", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cpu-positions", type=int)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once, in as many processes")
    args = parser.parse_args(argv)
    if args.cpu_positions:
        for key in args.game:
            for players in table_sizes(key, args.players):
                time_strengths(key, players, args.cpu_positions, args.seed)
        return 0
    cpu: dict[str, list[float]] = defaultdict(list)
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for key in args.game:
            for players in table_sizes(key, args.players):
                for pairing in args.pairing:
                    first, other = pairing.split(":")
                    count = args.games
                    jobs = [[key] * count, [players] * count, [first] * count, [other] * count]
                    jobs += [[args.seed] * count, list(range(count)), [args.iterations] * count]
                    started = time.perf_counter()
                    played = list((pool.map if pool else map)(play_pairing_game, *jobs))
                    wins = sum(share for share, _, _ in played)
                    mine = [seconds for _, firsts, _ in played for seconds in firsts]
                    cpu[first].extend(mine)
                    cpu[other].extend(seconds for _, _, others in played for seconds in others)
                    low, high = wilson(wins, args.games)
                    print(
                        f"{key:<10} {players}p {pairing:<14} {first} wins {wins:g}/{args.games} = "
                        f"{wins / args.games:.0%} [95% {low:.0%}-{high:.0%}]  {first} CPU per move p50 "
                        f"{percentile(mine, 0.5):.3f} s p99 {percentile(mine, 0.99):.3f} s  "
                        f"({time.perf_counter() - started:.0f} s)",
                        flush=True,
                    )
    finally:
        if pool is not None:
            pool.shutdown()
    print("CPU per bot move (seconds):")
    for kind, seconds in sorted(cpu.items()):
        print(
            f"  {kind:<7} p50 {percentile(seconds, 0.5):.3f}  p99 {percentile(seconds, 0.99):.3f}  "
            f"max {max(seconds):.3f}  mean {statistics.fmean(seconds):.3f}  ({len(seconds)} moves)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
