"""Pictures are drawn once per (game, version, seat, language), off the event loop (a worker process when asked)."""

import asyncio

import pytest

from bot.config import ConfigError, Settings
from bot.present.common import Message
from bot.service.pictures import Pictures, in_pool, in_thread
from bot.service.snapshots import Snapshots
from engine.core import all_games, new_game
from renderers import Sheet, get_renderer
from renderers.pool import RenderPool
from storage.models import GameStatus, utc_now
from storage.records import GameRecord, SeatRecord


def record(version: int = 3, game: str = "biblios") -> GameRecord:
    spec = all_games()[game]
    seats = tuple(SeatRecord(n, 1000 + n, name, False) for n, name in enumerate(("Ana", "Ben", "Cy")))
    return GameRecord(
        id=7, guild_id=1, channel_id=2, thread_id=3, lobby_message_id=None, board_message_id=None, board_waiting=(),
        game_key=game, options={}, seed=11, status=GameStatus.ACTIVE, version=version, creator_id=1000,
        seats=seats, state=new_game(spec, 3, 11), created_at=utc_now(), updated_at=utc_now(),
    )  # fmt: skip


async def test_each_picture_is_drawn_once_however_many_ask_at_once():
    pictures = Pictures(in_thread(get_renderer))
    snapshot = Snapshots(all_games()).of(record())
    board = await asyncio.gather(*(pictures.of(snapshot, None) for _ in range(5)))
    hand = await asyncio.gather(*(pictures.of(snapshot, 1) for _ in range(3)))
    assert len({id(p) for p in board}) == 1 and len({id(p) for p in hand}) == 1
    assert pictures.drawn == {(7, 3, None, "en"): 1, (7, 3, 1, "en"): 1}


async def test_each_language_has_its_own_picture_each_drawn_once():
    pictures = Pictures(in_thread(get_renderer))
    snapshot = Snapshots(all_games()).of(record())
    english = await pictures.of(snapshot, None)
    persian = await pictures.of(snapshot, None, "fa")
    assert await pictures.of(snapshot, None, "fa") is persian and await pictures.of(snapshot, None) is english
    assert pictures.drawn == {(7, 3, None, "en"): 1, (7, 3, None, "fa"): 1}
    assert english[0].data != persian[0].data and english[0].filename == persian[0].filename
    assert english[0].description.startswith("Biblios, gift phase") and persian[0].description.startswith("بیبلیوس")


async def test_the_cache_keeps_the_latest_pictures_that_fit_its_bytes():
    """Counted in PNG bytes: the least recently used picture goes first; one larger than the budget is kept alone."""
    sizes = {None: 300, 0: 100, 1: 100, 2: 100}

    async def render(key, seat, view, names, text_names, language="en", looks=()):
        return (Sheet("", bytes(sizes[seat]), ""),)

    pictures = Pictures(render, capacity=250)
    snapshot = Snapshots(all_games()).of(record())
    await pictures.of(snapshot, 0)
    await pictures.of(snapshot, 1)
    await pictures.of(snapshot, 0)  # used again: now the most recent
    await pictures.of(snapshot, 2)  # 300 bytes > 250: the least recently used (seat 1) goes
    await pictures.of(snapshot, 0)
    await pictures.of(snapshot, 1)
    assert pictures.drawn == {(7, 3, 0, "en"): 1, (7, 3, 1, "en"): 2, (7, 3, 2, "en"): 1}
    await pictures.of(snapshot, None)  # larger than the whole budget: kept alone
    await pictures.of(snapshot, None)
    await pictures.of(snapshot, 0)
    assert pictures.drawn[(7, 3, None, "en")] == 1 and pictures.drawn[(7, 3, 0, "en")] == 2


async def test_a_picture_of_several_images_keeps_them_together_named_apart():
    """Burgundy's board: main board, tracks, an image per estate and the key, drawn at once, each with its text."""
    pictures = Pictures(in_thread(get_renderer))
    snapshot = Snapshots(all_games()).of(record(5, "burgundy"))
    board = await pictures.of(snapshot, None)
    assert [p.filename for p in board] == [
        "burgundy-7-5.png", "burgundy-7-5-tracks.png", "burgundy-7-5-estate-1.png", "burgundy-7-5-estate-2.png",
        "burgundy-7-5-estate-3.png", "burgundy-7-5-key.png",
    ]  # fmt: skip
    assert board[2].description.startswith("Estate of Ana") and board[4].description.startswith("Estate of Cy")
    assert board[1].description.startswith("Scores: ") and "Legend: " in board[5].description
    assert all(p.data.startswith(b"\x89PNG") for p in board)
    hand = await pictures.of(snapshot, 1)
    assert [p.filename for p in hand] == ["burgundy-7-hand.png", "burgundy-7-hand-details.png"]
    assert hand[0].data == board[3].data, "the hand opens with the seat's own estate, as everyone sees it"
    assert await pictures.of(snapshot, None) is board and pictures.drawn[(7, 5, None, "en")] == 1
    files = Message("board", pictures=board).files()
    assert [(f.filename, f.description) for f in files] == [(p.filename, p.description) for p in board]


async def test_the_worker_process_draws_the_same_picture_as_a_thread():
    pool = RenderPool(1)
    try:
        snapshot = Snapshots(all_games()).of(record())
        in_worker = await Pictures(in_pool(pool)).of(snapshot, None)
        here = await Pictures(in_thread(get_renderer)).of(snapshot, None)
        assert in_worker == here
    finally:
        pool.close()


def test_render_workers_is_a_small_number():
    assert Settings.from_env({"RENDER_WORKERS": "0"}).render_workers == 0
    assert Settings.from_env({}).render_workers == 1
    for wrong in ("-1", "two", "99", "¹"):
        with pytest.raises(ConfigError, match="RENDER_WORKERS"):
            Settings.from_env({"RENDER_WORKERS": wrong})
