"""A whole Biblios game through the repository: the snapshot always equals seed + log."""

import random

import pytest

from engine.core import GameSpec, can_undo, state_digest
from storage import GameStatus
from tests.storage.conftest import register, started

biblios = pytest.importorskip("engine.biblios")


@pytest.fixture
def repo_with_biblios(store, monkeypatch):
    if not isinstance(getattr(biblios, "GAME", None), GameSpec):
        pytest.skip("engine.biblios does not declare GAME yet")
    register(monkeypatch, biblios.GAME)
    return store


async def test_a_full_biblios_game_with_undos_and_a_resignation(repo_with_biblios):
    store = repo_with_biblios
    game = await started(store, 3, game="biblios", seed=2024)
    chooser = random.Random(2024)
    undos = 0
    while game.status == GameStatus.ACTIVE:
        if game.version == 40:
            game = (await store.games.resign(game.id, 2)).game  # from now on seat 2 plays its default options
            continue
        decision = chooser.choice(game.spec.pending(game.state))
        option = chooser.choice(decision.options)
        applied = await store.games.apply(game.id, decision.seat, option.action, game.version)
        game = applied.game
        alone = game.version == applied.before.version + 1  # nothing was auto-played after it
        if game.status == GameStatus.ACTIVE and alone and can_undo(applied.events) and chooser.random() < 0.1:
            game = (await store.games.undo(game.id, decision.seat)).game
            undos += 1
    stored = await store.games.get(game.id)
    log = await store.games.actions(game.id)
    assert stored.status == GameStatus.FINISHED and game.spec.result(stored.state) is not None
    assert undos > 0 and any(row.auto for row in log)
    assert state_digest(game.spec, await store.games.replay(game.id)) == state_digest(game.spec, stored.state)
    assert state_digest(game.spec, stored.state) == state_digest(game.spec, game.state)
