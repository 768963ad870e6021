"""Where bots think (issue 24): a worker process of their own, so the event loop and the pictures' workers stay free.

Thinking holds the interpreter lock for up to the strength's CPU budget: a thread would stall the
loop, and the pictures' pool (renderers/pool.py) would queue renders behind it. Workers start with
the same method as the pictures' (``forkserver``, never ``fork``). A worker that dies fails the
thinking it held with :class:`ThinkingCrashed` and the next thinking gets a new one.
"""

import asyncio
import multiprocessing
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from engine.core import get_game
from engine.core.decision import Action
from engine.core.game import load_state
from engine.players import determinize_for, make_player, position
from renderers.pool import start_method

Thought = tuple[Action, str]
"""The action a bot chose and how it chose it."""
Think = Callable[[str, dict[str, Any], int, str, int], Awaitable[Thought]]
"""(game key, dumped state, seat, strength, seed) -> the bot's action and reason."""


def think(
    game_key: str, blob: dict[str, Any], seat: int, strength: str, seed: int, iterations: int | None = None
) -> Thought:
    """A bot's choice for ``seat`` in the stored state ``blob``, from the seat's position only (a worker's job)."""
    spec = get_game(game_key)
    state = load_state(spec, blob)
    player = make_player(spec, strength, seed, iterations=iterations)
    choice = player.choose(position(spec, state, seat, determinize_for(spec)))
    return choice.option.action, choice.reason


class ThinkingCrashed(RuntimeError):
    """The worker process died while a bot thought; the pool starts a new one."""


class ThinkPool:
    """Bots think in ``workers`` processes of their own (0: a thread of this process; tests).

    ``iterations`` caps every strength's search (tests and the demo keep to small budgets).
    """

    def __init__(self, workers: int = 1, *, iterations: int | None = None, method: str | None = None) -> None:
        self.workers = workers
        self.iterations = iterations
        self.method = method or start_method()
        self._executor: Executor | None = None

    def _pool(self) -> Executor:
        if self._executor is None:
            context = multiprocessing.get_context(self.method)
            self._executor = ProcessPoolExecutor(self.workers, mp_context=context)
        return self._executor

    async def think(self, game_key: str, blob: dict[str, Any], seat: int, strength: str, seed: int) -> Thought:
        """The bot's action and reason, thought off the event loop."""
        if self.workers == 0:
            return await asyncio.to_thread(think, game_key, blob, seat, strength, seed, self.iterations)
        executor = self._pool()
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(executor, think, game_key, blob, seat, strength, seed, self.iterations)
        except BrokenProcessPool as error:
            if self._executor is executor:
                self._executor = None
                executor.shutdown(wait=False, cancel_futures=True)
            raise ThinkingCrashed("the bot's worker process died") from error

    def close(self) -> None:
        """Stop the workers (a thinking under way is abandoned)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)
