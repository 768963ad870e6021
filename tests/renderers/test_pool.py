"""The render pool: pictures drawn in a worker process are the pictures drawn here; a dead worker is replaced."""

import os
import pickle

import pytest

from renderers import draw, get_renderer, renderer_keys
from renderers.pool import RenderCrashed, RenderPool, render_now
from testkit.render_samples import every_game


class _KillsTheWorker:
    """Unpickling this (in the worker) ends the worker process at once, as a crash would."""

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (os._exit, (3,))


@pytest.fixture
async def pool():
    started = RenderPool(workers=1)
    yield started
    started.close()


MOMENTS = list(every_game(tuple(renderer_keys()), count=2))


def test_every_game_view_pickles():
    for moment in MOMENTS:
        for view in (moment.public, *moment.seats):
            assert pickle.loads(pickle.dumps(view)) == view


async def test_every_view_renders_the_same_in_a_worker(pool):
    """Same view, same bytes, whichever process draws it: public and every seat of each sample moment."""
    assert len(await pool.start()) == 1
    for moment in MOMENTS:
        renderer = get_renderer(moment.game)
        jobs = [("public", moment.public)] + [("private", seat) for seat in moment.seats]
        for kind, view in jobs:
            here = render_now(moment.game, kind, view, moment.names, moment.names)
            there = await pool.render(moment.game, kind, view, moment.names)
            assert there == here, f"{moment.game} {moment.players}p {kind}"
        assert here == draw(renderer, "private", moment.seats[-1], moment.names, moment.names)


async def test_text_names_go_into_the_description_only(pool):
    moment = MOMENTS[0]
    typed = ("<@123>", *moment.names[1:])
    shown = ("Ana", *moment.names[1:])
    picture = await pool.render(moment.game, "public", moment.public, typed, shown)
    renderer = get_renderer(moment.game)
    assert picture == tuple(renderer.public(moment.public, typed, shown))
    assert picture != tuple(renderer.public(moment.public, typed, typed))


async def test_a_dead_worker_is_an_error_for_its_caller_and_the_pool_recovers(pool):
    moment = MOMENTS[0]
    first = await pool.start()
    with pytest.raises(RenderCrashed):
        await pool.render(moment.game, "public", _KillsTheWorker(), moment.names)
    picture = await pool.render(moment.game, "public", moment.public, moment.names)
    assert picture == draw(get_renderer(moment.game), "public", moment.public, moment.names, moment.names)
    assert await pool.start() != first  # a new worker process


async def test_renderer_errors_reach_the_caller_as_they_are(pool):
    moment = MOMENTS[0]
    with pytest.raises(TypeError, match="PublicView"):
        await pool.render(moment.game, "public", moment.seats[0], moment.names)
    with pytest.raises(ValueError, match="kind"):
        await pool.render(moment.game, "secret", moment.public, moment.names)  # type: ignore[arg-type]
    assert (await pool.render(moment.game, "private", moment.seats[0], moment.names))[0].png


async def test_zero_workers_render_in_this_process():
    pool = RenderPool(workers=0)
    assert await pool.start() == [os.getpid()]
    moment = MOMENTS[-1]
    picture = await pool.render(moment.game, "private", moment.seats[0], moment.names)
    assert picture == render_now(moment.game, "private", moment.seats[0], moment.names, moment.names)
    pool.close()


async def test_a_closed_pool_refuses_renders(pool):
    pool.close()
    moment = MOMENTS[0]
    with pytest.raises(RuntimeError, match="closed"):
        await pool.render(moment.game, "public", moment.public, moment.names)
