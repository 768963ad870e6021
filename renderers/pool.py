"""Renders off the event loop, in a worker process (DESIGN.md "Renderers": fast pictures).

Drawing holds the interpreter lock, so a thread would still stall the bot's event loop
for the length of a render; a worker process runs on the second core instead, and the
loop only awaits a future, so the 3-second acknowledgement of an interaction is never
delayed by a picture. Usage::

    pool = RenderPool()  # 1 worker; RenderPool(workers=0) renders in-process (tests)
    await pool.start()  # optional: start and warm the workers now rather than on first use
    sheets = await pool.render("biblios", "public", view, names, language="fa")  # one or more renderers.Sheet
    pool.close()

Workers are started with ``forkserver`` (``spawn`` where it is missing), never ``fork``:
forking a process that runs an asyncio loop and library threads (discord.py, aiosqlite)
copies their locks in whatever state they are in. The fork server imports the renderers
once; each worker then draws every game's static layers (:func:`renderers.warm`) before
its first job. Views and names go to the worker by pickle, so every game's views must
pickle. A worker that dies (killed, out of memory) fails the renders it held with
:class:`RenderCrashed`, and the pool replaces its executor, so the next render works.

This module never imports discord: the bot wires it in (bot/service.py).
"""

import asyncio
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Literal

import renderers
from renderers import Sheet

Kind = Literal["public", "private"]
KINDS: tuple[Kind, ...] = ("public", "private")
DEFAULT_WORKERS = 1  # the second core of a 2-core machine; the first runs the bot


class RenderCrashed(RuntimeError):
    """The worker process died while rendering; the pool has started a new one."""


def render_now(
    game_key: str,
    kind: Kind,
    view: Any,
    names: Sequence[str],
    text_names: Sequence[str],
    language: str = "en",
    looks: Sequence[int] = (),
) -> tuple[Sheet, ...]:
    """Render ``view`` in this process, in ``language``.

    The images with ``names`` as typed, the descriptions with ``text_names``, seats in ``looks`` (``renderers.draw``).
    """
    return renderers.draw(renderers.get_renderer(game_key), kind, view, names, text_names, language, looks)


def _worker_ready() -> int:
    """A no-op job: returns the worker's process id once it has started and warmed up."""
    return os.getpid()


def start_method() -> str:
    """``forkserver`` where the platform has it (Linux, macOS), else ``spawn``; never ``fork`` (see module)."""
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


class RenderPool:
    """Renders pictures in ``workers`` worker processes (0: in this process, blocking; for tests)."""

    def __init__(self, workers: int = DEFAULT_WORKERS, method: str | None = None) -> None:
        if workers < 0:
            raise ValueError("workers must be 0 or more")
        self.workers = workers
        self.method = method or start_method()
        self._executor: Executor | None = None
        self._closed = False

    def _pool(self) -> Executor:
        if self._closed:
            raise RuntimeError("the render pool is closed")
        if self._executor is None:
            context = multiprocessing.get_context(self.method)
            if self.method == "forkserver":
                games = [f"renderers.{key}" for key in renderers.renderer_keys()]
                context.set_forkserver_preload(["renderers.pool", *games])
            self._executor = ProcessPoolExecutor(self.workers, mp_context=context, initializer=renderers.warm)
        return self._executor

    async def start(self) -> list[int]:
        """Start every worker and wait until each has warmed up; returns their process ids."""
        if self.workers == 0:
            renderers.warm()
            return [os.getpid()]
        loop = asyncio.get_running_loop()
        pool = self._pool()
        return list(await asyncio.gather(*(loop.run_in_executor(pool, _worker_ready) for _ in range(self.workers))))

    async def render(
        self,
        game_key: str,
        kind: Kind,
        view: Any,
        names: Sequence[str],
        text_names: Sequence[str] | None = None,
        language: str = "en",
        looks: Sequence[int] = (),
    ) -> tuple[Sheet, ...]:
        """The ``kind`` picture ("public" or "private") of ``view`` in ``language``: its images, each with its text.

        ``names`` are drawn as typed; ``text_names`` (default: ``names``) go into the text; ``looks``: each seat's
        colour (``renderers.draw``).
        Raises :class:`RenderCrashed` if the worker died, and whatever the renderer raised
        (``TypeError`` for a wrong view, ``UnknownRenderer``...) as it is.
        """
        words = tuple(text_names if text_names is not None else names)
        if self.workers == 0:
            return render_now(game_key, kind, view, tuple(names), words, language, tuple(looks))
        pool = self._pool()
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(
                pool, render_now, game_key, kind, view, tuple(names), words, language, tuple(looks)
            )
        except BrokenProcessPool as error:
            self._replace(pool)
            raise RenderCrashed(f"the render worker died while drawing a {game_key} {kind} picture") from error

    def _replace(self, broken: Executor) -> None:
        """Drop ``broken`` (once, however many renders it failed); the next render starts a fresh pool."""
        if self._executor is broken:
            self._executor = None
            broken.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers (renders still running finish first) and refuse new renders."""
        self._closed = True
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
