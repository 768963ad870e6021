"""The bot player contract: choose one of a decision's options from a :class:`Position`, never raise (issue 24).

Every player decides through :meth:`Player.choose`, which returns a :class:`Choice`: the option and why.
A player's own method (:meth:`Player.decide`) may fail or find nothing; ``choose`` then takes the
decision's default option and says why, so a bot never stalls a game and never makes a move that is not
offered. Each move's randomness comes from the player's seed and how many moves it has made, so a game
between seeded bots replays exactly.
"""

import random
import time
from dataclasses import dataclass

from engine.core import Option
from engine.core.playout import collector_paused
from engine.players.position import NothingToDraw, Position


@dataclass(frozen=True, slots=True)
class Choice:
    """The option a player picked and a short reason: how it decided, or why it fell back on the default."""

    option: Option
    reason: str
    fallback: bool = False  # the decision's default was taken because the player could not decide


class Player:
    """A bot player; subclasses implement :meth:`decide`."""

    name = "player"

    def __init__(self, seed: int = 0, cpu_budget: float = 1.0) -> None:
        self.seed = seed
        self.cpu_budget = cpu_budget  # CPU seconds per move; past it a search stops with what it has
        self.moves = 0

    def decide(self, position: Position, rng: random.Random, deadline: float) -> tuple[Option, str]:
        """The chosen option and how it was chosen; ``deadline`` is a ``time.process_time()`` not to pass."""
        raise NotImplementedError

    def choose(self, position: Position) -> Choice:
        """One of ``position.decision``'s options, and why; never raises."""
        decision = position.decision
        rng = random.Random(f"{self.name}:{self.seed}:{self.moves}")
        self.moves += 1
        if len(decision.options) == 1:
            return Choice(decision.options[0], "the only choice")
        deadline = time.process_time() + self.cpu_budget
        try:
            with collector_paused():  # a search's millions of short-lived objects (see engine.core.playout)
                option, reason = self.decide(position, rng, deadline)
        except NothingToDraw as error:
            return Choice(decision.default_option, f"default move: {error}", fallback=True)
        except Exception as error:  # a bot never stalls a game: log why and play the default
            return Choice(decision.default_option, f"default move after an internal error: {error!r}", fallback=True)
        if decision.find(option.action) is None:
            return Choice(decision.default_option, f"default move: {option.key} is not offered", fallback=True)
        return Choice(option, reason)


class RandomPlayer(Player):
    """Any offered option, uniformly at random."""

    name = "random"

    def decide(self, position: Position, rng: random.Random, deadline: float) -> tuple[Option, str]:
        """A uniformly random option."""
        return rng.choice(position.decision.options), "at random"
