"""Fixtures: a migrated SQLite database, the test games in the registry, and a real bot on test doubles."""

import dataclasses
import json
from collections.abc import AsyncIterator, Sequence
from typing import Any

import pytest

from bot.client import GameBot, build_bot
from bot.config import Settings
from bot.service import GameService
from engine.biblios import GAME as BIBLIOS
from engine.core import OptionSpec, registry, to_data
from renderers import OneImage, get_renderer
from storage.db import Database
from testkit.toy_game import TOY_GAME
from tests.bot.doubles import FakeDiscord
from tests.bot.poll_game import POLL_GAME

POLL60_GAME = dataclasses.replace(
    POLL_GAME,
    key="poll60",
    options=(OptionSpec(name="size", label="Numbers to pick from", choices=("3", "60"), default="60"),),
)
TEST_GAMES = {"biblios": BIBLIOS, "poll": POLL_GAME, "poll60": POLL60_GAME, "toy": TOY_GAME}


class TextRenderer(OneImage):
    """A stand-in renderer for the test games: the "PNG" holds the view's JSON, the text too."""

    def render_public(self, view: Any, names: Sequence[str]) -> bytes:
        return b"\x89PNG public " + json.dumps(to_data(view), sort_keys=True).encode()

    def render_private(self, seat_view: Any, names: Sequence[str]) -> bytes:
        return b"\x89PNG private " + json.dumps(to_data(seat_view), sort_keys=True).encode()

    def describe_public(self, view: Any, names: Sequence[str]) -> str:
        return "Table: " + json.dumps(to_data(view), sort_keys=True)[:900]

    def describe_private(self, seat_view: Any, names: Sequence[str]) -> str:
        return "Yours: " + json.dumps(to_data(seat_view), sort_keys=True)[:900]


class DescribedRenderer(TextRenderer):
    """A real renderer's texts with stand-in images (drawing Biblios costs ~0.3 s per board and hand)."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def describe_public(self, view: Any, names: Sequence[str]) -> str:
        return self.real.describe_public(view, names)

    def describe_private(self, seat_view: Any, names: Sequence[str]) -> str:
        return self.real.describe_private(seat_view, names)


def renderer_for(key: str) -> Any:
    """Biblios' real texts with stand-in images; the text stand-in for the test games."""
    return DescribedRenderer(get_renderer(key)) if key == "biblios" else TextRenderer()


@pytest.fixture(autouse=True)
def registered_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The registry as storage and the bot see it: Biblios plus the test games."""
    monkeypatch.setattr(registry, "all_games", lambda: dict(TEST_GAMES))
    return TEST_GAMES


@pytest.fixture
async def database(tmp_path: Any) -> AsyncIterator[Database]:
    """A fresh SQLite database, migrated to head."""
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'games.sqlite3'}")
    await db.migrate()
    yield db
    await db.close()


@pytest.fixture
def fake() -> FakeDiscord:
    """The Discord side, recorded."""
    return FakeDiscord()


class Clock:
    """A clock that moves only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    """The choreographer's clock."""
    return Clock()


@pytest.fixture
async def bot(database: Database, fake: FakeDiscord, clock: Clock) -> AsyncIterator[GameBot]:
    """The real bot, commands and components installed, talking to ``fake``.

    Board edits coalesce over a 60-second window on a clock that stands still: an edit
    is made at once only after the test advances the clock, otherwise at ``flush()``.
    """
    service = GameService(database, games=TEST_GAMES, renderer_for=renderer_for, seeds=lambda: 7)
    game_bot = build_bot(Settings(), database, service=service, edit_window=60.0)
    game_bot.choreographer.clock = clock
    fake.install(game_bot)
    await game_bot.install()
    yield game_bot
    await game_bot.choreographer.flush()
