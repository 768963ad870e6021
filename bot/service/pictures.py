"""Pictures of a game's views, drawn at most once per (game, version, public or seat, language).

A picture is one or more images (the renderer's sheets: Burgundy's estates, Biblios' piles...), all
posted in the same message; each becomes a :class:`Picture` with its own file name and text.

The board in the thread, the mover's turn panel and a DM of the same private view all ask
for their picture here; the first asks the renderer, the others share its result (also while
it is still being drawn). Drawing happens off the event loop (``render_off_loop``: a worker
thread by default, a worker process when the bot gives one), so the loop keeps acknowledging
interactions within Discord's 3 seconds.
"""

import asyncio
from collections import Counter, OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.metrics import Metrics
from bot.names import shown_all
from bot.service.outcomes import Picture
from bot.service.snapshots import Snapshot
from i18n import say
from renderers import GameRenderer, Sheet, draw, seat_colours
from renderers.kit.palette import assign_looks
from renderers.pool import RenderPool
from storage.records import GameRecord

CACHED_PICTURE_BYTES = 64 * 2**20
"""The latest pictures kept, by their PNG bytes: a board and every seat's hand of a few hundred games.

Counted in pictures (256 once), the cache held too few at 50 tables playing at once: a hand
drawn for a turn panel was gone when its player came back, and about one private picture in
three was drawn twice (``bench.bot_bench --pictures real``). Counted in bytes, it holds more
small pictures (a Biblios hand: 24 KB) and fewer large ones (a Burgundy board: 206 KB).
"""

Key = tuple[int, int, int | None, str]  # game id, version, seat (None: the public board), language
RenderOffLoop = Callable[
    [str, int | None, Any, Sequence[str], Sequence[str], str, Sequence[int]], Awaitable[tuple[Sheet, ...]]
]
"""(game key, seat or None, view, names as typed, names as text, language, each seat's look) -> the picture's
sheets, the main first. The looks are the colours the players picked (``renderers.draw``)."""


def in_thread(renderer_for: Callable[[str], GameRenderer]) -> RenderOffLoop:
    """Draw in a worker thread with the renderers ``renderer_for`` gives."""

    async def render(
        key: str,
        seat: int | None,
        view: Any,
        names: Sequence[str],
        text_names: Sequence[str],
        language: str = "en",
        looks: Sequence[int] = (),
    ) -> tuple[Sheet, ...]:
        kind = "public" if seat is None else "private"
        return await asyncio.to_thread(draw, renderer_for(key), kind, view, names, text_names, language, looks)

    return render


def in_pool(pool: RenderPool) -> RenderOffLoop:
    """Draw in the worker processes of ``pool`` (the drawing holds the interpreter lock: threads do not help)."""

    async def render(
        key: str,
        seat: int | None,
        view: Any,
        names: Sequence[str],
        text_names: Sequence[str],
        language: str = "en",
        looks: Sequence[int] = (),
    ) -> tuple[Sheet, ...]:
        kind = "public" if seat is None else "private"
        return await pool.render(key, kind, view, names, text_names, language, looks)

    return render


def timed(render: RenderOffLoop, metrics: Metrics) -> RenderOffLoop:
    """``render``, each picture's drawing time recorded by title and kind (``boardgame_render_seconds``)."""

    async def render_timed(
        key: str,
        seat: int | None,
        view: Any,
        names: Sequence[str],
        text_names: Sequence[str],
        language: str = "en",
        looks: Sequence[int] = (),
    ) -> tuple[Sheet, ...]:
        kind = "public" if seat is None else "private"
        drawing = lambda: render(key, seat, view, names, text_names, language, looks)  # noqa: E731
        return await metrics.timed_render(key, kind, drawing)

    return render_timed


def seat_looks_of(record: GameRecord) -> tuple[int, ...]:
    """Each seat's look in its title's palette: the colour its player picked, the others those left (issue 26)."""
    keys = [colour.key for colour in seat_colours(record.game_key)]
    return assign_looks(record.colours, keys)


class Pictures:
    """Each picture of each version drawn once, kept for the latest ones."""

    def __init__(self, render: RenderOffLoop, capacity: int = CACHED_PICTURE_BYTES) -> None:
        self._render = render
        self._capacity = capacity  # bytes of PNG kept; a picture still being drawn counts nothing yet
        self._cache: OrderedDict[Key, asyncio.Future[tuple[Picture, ...]]] = OrderedDict()
        self._sizes: dict[Key, int] = {}
        self._bytes = 0
        self.drawn: Counter[Key] = Counter()  # how often each picture was drawn (for tests and benchmarks)

    async def of(self, snapshot: Snapshot, seat: int | None, language: str = "en") -> tuple[Picture, ...]:
        """The public picture (``seat`` None) or a seat's private one, of this version, in ``language``.

        Its images, the main first; each language's picture is drawn and kept apart (its words and digits differ).
        """
        record = snapshot.record
        key = (record.id, record.version, seat, language)
        found = self._cache.get(key)
        if found is not None and not (found.done() and found.exception() is not None):
            self._cache.move_to_end(key)
            return await asyncio.shield(found)
        future: asyncio.Future[tuple[Picture, ...]] = asyncio.get_running_loop().create_future()
        self._forget(key)
        self._cache[key] = future
        try:
            self.drawn[key] += 1
            names = tuple(say(name, language) for name in record.names)  # a bot's name: a message, said here
            sheets = await self._render(
                record.game_key,
                seat,
                snapshot.view(seat),
                names,
                shown_all(names),
                language,
                seat_looks_of(record),
            )
        except BaseException as failure:
            future.set_exception(failure)
            future.exception()  # retrieved: a failure is not logged as "never retrieved"
            if self._cache.get(key) is future:
                self._cache.pop(key)
            raise
        stem = f"{record.game_key}-{record.id}-{record.version if seat is None else 'hand'}"
        pictures = tuple(
            Picture(sheet.png, f"{stem}-{sheet.name}.png" if sheet.name else f"{stem}.png", sheet.description)
            for sheet in sheets
        )
        future.set_result(pictures)
        if self._cache.get(key) is future:
            self._keep(key, sum(len(picture.data) for picture in pictures))
        return pictures

    def _keep(self, key: Key, size: int) -> None:
        """Count ``key``'s picture in the cache, then drop the least recently used until the bytes fit."""
        self._sizes[key] = size
        self._bytes += size
        while self._bytes > self._capacity and self._cache:
            oldest = next(iter(self._cache))
            if oldest == key and len(self._cache) == 1:
                break  # one picture larger than the whole budget stays until the next
            self._forget(oldest)

    def _forget(self, key: Key) -> None:
        """Drop ``key`` from the cache and its bytes from the count."""
        self._cache.pop(key, None)
        self._bytes -= self._sizes.pop(key, 0)
