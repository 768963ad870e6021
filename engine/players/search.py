"""Players that search: one-ply greedy and single-observer information-set MCTS (issue 24).

Both search only states drawn by :attr:`Position.sample` (determinizations), never the true state.
In a draw, the seat's own decision may offer other options than the real one (a public redraw deals
the seat's own hand anew too): only the real options that the draw also offers are tried there.

ISMCTS after Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE TCIAIG 2012),
single observer: each iteration draws a determinization, descends the one tree by UCB over the options
legal in that draw (counting how often each child was available), expands one option, plays a rollout
(uniformly random, truncated after ``rollout_depth`` decisions and scored by the title's heuristic) and
backs up every seat's reward. Every seat's decisions in the tree, simultaneous ones included (the first
pending decision is taken first), are chosen by the same tree for that seat.

Every simulated move (greedy's one ply, the tree's and the rollout's) runs through
:func:`engine.core.playout.advance` with the player's own generator: chance (dice, reshuffles) is drawn
anew, never from the table's seed, whose future a search must not know. An iteration copies its draw
once and plays on it in place.
"""

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from engine.core import Decision, Option, pending_for
from engine.core.playout import advance, own_copy
from engine.players.evaluation import rewards
from engine.players.player import Player
from engine.players.position import Position

REDRAWS = 3  # draws tried at one iteration before giving up on it when the seat's decision differs in each


def offered_in(position: Position, draw: Any) -> list[Option]:
    """The real decision's options that ``draw`` offers the seat too, as the draw's own options."""
    drawn = pending_for(position.spec, draw, position.seat)
    if drawn is None:
        return []
    real = {option.key for option in position.decision.options}
    return [option for option in drawn.options if option.key in real]


def draw_with_options(position: Position, rng: random.Random) -> tuple[Any, list[Option]]:
    """A determinization in which the seat's decision offers some of the real options, and those options."""
    for _ in range(REDRAWS):
        draw = position.sample(rng)
        options = offered_in(position, draw)
        if options:
            return draw, options
    return None, []


def real_option(position: Position, key: str) -> Option:
    """The real decision's option with this key."""
    return next(option for option in position.decision.options if option.key == key)


class GreedyPlayer(Player):
    """One ply: the option whose result maximises the seat's reward, averaged over a few determinizations."""

    name = "greedy"

    def __init__(self, seed: int = 0, cpu_budget: float = 1.0, draws: int = 3) -> None:
        super().__init__(seed, cpu_budget)
        self.draws = draws

    def decide(self, position: Position, rng: random.Random, deadline: float) -> tuple[Option, str]:
        """The option with the best mean reward after it; ties broken by the seeded rng."""
        spec, seat = position.spec, position.seat
        totals: dict[str, float] = {}
        counts: dict[str, int] = {}
        for _ in range(self.draws):
            draw, options = draw_with_options(position, rng)
            for option in options:
                after = own_copy(draw)
                advance(spec, after, seat, option.action, rng)
                totals[option.key] = totals.get(option.key, 0.0) + rewards(spec, after)[seat]
                counts[option.key] = counts.get(option.key, 0) + 1
            if time.process_time() > deadline:
                break
        if not totals:
            return position.decision.default_option, "default move: no determinization offered the real options"
        means = {key: totals[key] / counts[key] for key in totals}
        best = max(means.values())
        tied = sorted(key for key, mean in means.items() if mean >= best - 1e-9)
        return real_option(position, rng.choice(tied)), f"greedy: best of {len(means)} options ({best:.2f})"


@dataclass(slots=True)
class Node:
    """A tree node: the move that led here (by ``seat``) and its statistics from that seat's side."""

    seat: int
    visits: int = 0
    total: float = 0.0
    available: int = 0
    children: dict[str, "Node"] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SearchLimits:
    """How much an ISMCTS player searches, and how it plays out."""

    iterations: int = 200
    rollout_depth: int = 10  # decisions played at random after the tree before the heuristic scores the state
    exploration: float = 0.7  # UCB constant (rewards are in [0, 1])
    random_move: float = 0.0  # chance of an offered option at random instead of searching (easy)


class IsmctsPlayer(Player):
    """Single-observer information-set Monte Carlo tree search over the seat's determinizations."""

    name = "ismcts"

    def __init__(self, seed: int = 0, cpu_budget: float = 1.0, limits: SearchLimits | None = None) -> None:
        super().__init__(seed, cpu_budget)
        self.limits = limits or SearchLimits()

    def decide(self, position: Position, rng: random.Random, deadline: float) -> tuple[Option, str]:
        """The root option visited most after the iterations (or the CPU budget) run out."""
        limits = self.limits
        if limits.random_move and rng.random() < limits.random_move:
            return rng.choice(position.decision.options), "at random (easy)"
        root = Node(position.seat)
        done = 0
        stopped = ""
        while done < limits.iterations:
            if time.process_time() > deadline:
                stopped = f", stopped by the CPU budget of {self.cpu_budget:g} s"
                break
            self._iterate(position, root, rng)
            done += 1
        if not root.children:
            return position.decision.default_option, f"default move: no iteration finished{stopped}"
        key, best = max(root.children.items(), key=lambda item: (item[1].visits, item[1].total))
        mean = best.total / best.visits if best.visits else 0.0
        return real_option(position, key.split("|", 1)[1]), f"searched {done} iterations ({mean:.2f}){stopped}"

    def _iterate(self, position: Position, root: Node, rng: random.Random) -> None:
        spec = position.spec
        state, options = draw_with_options(position, rng)
        if state is None:
            return
        state = own_copy(state)
        node, path, seat = root, [], position.seat
        while True:
            expanded = self._step(node, seat, options, rng)
            advance(spec, state, seat, expanded[1].action, rng)
            node = expanded[0]
            path.append(node)
            if expanded[2]:  # a new node: play out from here
                break
            pending = spec.pending(state)
            if not pending:
                break
            decision: Decision = pending[0]
            seat, options = decision.seat, list(decision.options)
        scores = self._rollout(position, state, rng)
        for visited in path:
            visited.visits += 1
            visited.total += scores[visited.seat]

    def _step(self, node: Node, seat: int, options: list[Option], rng: random.Random) -> tuple[Node, Option, bool]:
        """The child to descend to (a new one while some option is untried), its option, and whether it is new."""
        untried = []
        for option in options:
            child = node.children.get(f"{seat}|{option.key}")
            if child is None:
                untried.append(option)
            else:
                child.available += 1
        if untried:
            option = rng.choice(untried)
            child = node.children[f"{seat}|{option.key}"] = Node(seat, available=1)
            return child, option, True
        c = self.limits.exploration
        best_value, best = -1.0, options[0]
        for option in options:
            child = node.children[f"{seat}|{option.key}"]
            value = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_value, best = value, option
        return node.children[f"{seat}|{best.key}"], best, False

    def _rollout(self, position: Position, state: Any, rng: random.Random) -> tuple[float, ...]:
        """Random moves on ``state`` (the iteration's own copy, changed in place), then every seat's reward."""
        spec = position.spec
        for _ in range(self.limits.rollout_depth):
            pending = spec.pending(state)
            if not pending:
                break
            decision = pending[0]
            advance(spec, state, decision.seat, rng.choice(decision.options).action, rng)
        return rewards(spec, state)
