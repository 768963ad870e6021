"""A fresh database per test, migrated to head through Alembic, and the toy game registered.

Every repository test runs on SQLite (a new file in tmp_path) and, when the environment
variable TEST_DATABASE_URL names a PostgreSQL server, once more on a new database there.
"""

import os
import random
from collections.abc import AsyncIterator, Iterator

import pytest

from engine.core import GameSpec, can_undo, registry
from storage import Database, GameRecord, GameStatus, Storage
from testkit.postgres import fresh_database
from testkit.toy_game import TOY_GAME

NAMES = ("Ana", "Ben", "Cy", "Di")
CREATOR = 1000
GUILD, CHANNEL = 10**17, 10**17 + 1  # snowflakes need 64 bits


def user(seat: int) -> int:
    """The Discord id of the test player who joins ``seat``-th."""
    return CREATOR + seat


def register(monkeypatch: pytest.MonkeyPatch, *specs: GameSpec) -> None:
    """Make ``engine.core.get_game`` find exactly ``specs``."""
    games = {spec.key: spec for spec in specs}
    monkeypatch.setattr(registry, "all_games", lambda: games)


@pytest.fixture(params=["sqlite", "postgresql"])
async def database_url(request: pytest.FixtureRequest, tmp_path) -> AsyncIterator[str]:
    if request.param == "sqlite":
        yield f"sqlite+aiosqlite:///{tmp_path}/games.sqlite3"
        return
    server = os.environ.get("TEST_DATABASE_URL")
    if not server:
        pytest.skip("TEST_DATABASE_URL is not set")
    async with fresh_database(server, "storage_test") as url:
        yield url


@pytest.fixture
async def db(database_url: str) -> AsyncIterator[Database]:
    database = Database(database_url)
    await database.migrate()
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameSpec]:
    register(monkeypatch, TOY_GAME)
    yield TOY_GAME


@pytest.fixture
def store(db: Database, toy: GameSpec) -> Storage:
    return Storage(db)


async def open_lobby(store: Storage, players: int, *, game: str = "toy", seed: int = 1, **options: str):
    """A lobby with ``players`` seated (creator first)."""
    record = await store.games.create_game(GUILD, CHANNEL, CREATOR, NAMES[0], game, options, seed)
    for seat in range(1, players):
        record = await store.games.join(record.id, user(seat), NAMES[seat % len(NAMES)])
    return record


async def started(store: Storage, players: int = 2, *, game: str = "toy", seed: int = 1, **options: str):
    """A started game with ``players`` seats."""
    record = await open_lobby(store, players, game=game, seed=seed, **options)
    return await store.games.start(record.id, CREATOR)


async def play_to_the_end(
    store: Storage, game: GameRecord, chooser: random.Random, *, undo_chance: float = 0.0
) -> GameRecord:
    """Play random offered options through the repository until the game ends.

    With ``undo_chance``, an undoable move is sometimes taken back and then replayed differently.
    """
    spec = game.spec
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(spec.pending(game.state))
        option = chooser.choice(decision.options)
        applied = await store.games.apply(game.id, decision.seat, option.action, game.version)
        game = applied.game
        alone = game.version == applied.before.version + 1  # nothing was auto-played after it
        if game.status == GameStatus.ACTIVE and alone and can_undo(applied.events) and chooser.random() < undo_chance:
            game = (await store.games.undo(game.id, decision.seat)).game
    return game
