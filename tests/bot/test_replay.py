"""Replays and exports of games that are over (issue 14, "Replays"): the service with every real game.

Each title is played to its end through the repository (with moves taken back on the way), the
snapshot stored after every move remembered; the replay must rebuild exactly those states.
"""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import bot.service.replays as replays_module
from bot.names import shown_all
from bot.service import GameService
from bot.service.replays import CHECKPOINT_EVERY, EXPORT_RUNNING, STILL_RUNNING
from engine.core import all_games as real_games
from engine.core import can_undo, fill_names, registry, revealed, state_digest
from engine.replay_file import check_record
from renderers import draw, get_renderer
from storage import Storage
from storage.errors import GameNotActive
from storage.log import effective_moves
from storage.models import GameStatus
from tests.storage.conftest import CREATOR, GUILD, NAMES, open_lobby

GAMES = real_games()
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def registered_games(monkeypatch: pytest.MonkeyPatch):
    """Every real game, as storage and the service see them."""
    monkeypatch.setattr(registry, "all_games", lambda: dict(GAMES))
    return GAMES


@pytest.fixture
def service(database) -> GameService:
    return GameService(database, games=GAMES, seeds=lambda: 11)


async def finished_game(store: Storage, key: str, players: int, seed: int, *, undo_chance: float = 0.15):
    """A game of ``key`` played to its end with random moves (some taken back): its record and the digest by version."""
    record = await open_lobby(store, players, game=key, seed=seed)
    game = await store.games.start(record.id, CREATOR)
    spec = game.spec
    digests = {game.version: state_digest(spec, game.state)}
    chooser = random.Random(seed)
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(spec.pending(game.state))
        option = chooser.choice(decision.options)
        applied = await store.games.apply(game.id, decision.seat, option.action, game.version)
        game = applied.game
        digests[game.version] = state_digest(spec, game.state)
        alone = game.version == applied.before.version + 1
        if game.status == GameStatus.ACTIVE and alone and can_undo(applied.events) and chooser.random() < undo_chance:
            game = (await store.games.undo(game.id, decision.seat)).game
    return game, digests


@pytest.mark.parametrize("key", sorted(GAMES), ids=sorted(GAMES))
async def test_every_step_is_the_state_the_game_had_after_that_move(service, key):
    """Step k is the stored snapshot after the k-th move still counting; step 0 the set-up (no move)."""
    spec = GAMES[key]
    game, digests = await finished_game(service.store, key, spec.min_seats + 1, seed=5)
    _, rows = await service.store.games.with_log(game.id)
    moves = effective_moves(rows)
    if key != "dreams":  # every Dreams move reveals something: none can be taken back
        assert len(moves) < len([row for row in rows if row.kind == "move"]), "some moves were taken back"
    timeline = await service.replay._timeline(game)
    assert timeline.total == len(moves)
    assert state_digest(spec, timeline.state_at(0)) == digests[0]
    for number, row in enumerate(moves, start=1):
        assert state_digest(spec, timeline.state_at(number)) == digests[row.seq], f"{key} step {number}"
    last = await service.replays.step(timeline, timeline.total)
    assert state_digest(spec, last.state) == state_digest(spec, game.state)
    assert last.revealed == revealed(spec, game.state)


async def test_a_step_shows_its_move_chapter_hidden_piles_and_pictures(service):
    """Biblios through the real renderer: the board and each private view are the pictures of that step's views."""
    game, _ = await finished_game(service.store, "biblios", 3, seed=8)
    spec = GAMES["biblios"]
    renderer = get_renderer("biblios")
    total = await service.replay.replay_length(game.id, GUILD)
    for number in (0, total // 2, total):
        expected = await service.store.games.state_at(game.id, (await _seq_of(service, game.id, number)))
        for seat in (None, 0, 2):
            shown = await service.replay.show(game.id, GUILD, number, seat)
            kind = "public" if seat is None else "private"
            sheets = draw(renderer, kind, spec.view(expected, seat), game.names, game.names)
            assert [picture.data for picture in shown.pictures] == [sheet.png for sheet in sheets]
            assert shown.number == number and shown.total == total and shown.view == seat
        assert shown.revealed == tuple(fill_names(line, shown_all(game.names)) for line in revealed(spec, expected))
        assert all("{p" not in line for line in (*shown.lines, *shown.revealed, shown.chapter))
        if number:
            assert shown.mover is not None and shown.lines and shown.chapter
        else:
            assert shown.mover is None and shown.lines == ()
    assert any("Draw pile" in line for line in shown.revealed)


async def _seq_of(service: GameService, game_id: int, number: int) -> int:
    """The log seq of the ``number``-th move still counting (0 for the set-up)."""
    _, rows = await service.store.games.with_log(game_id)
    return effective_moves(rows)[number - 1].seq if number else 0


async def test_stepping_replays_fewer_moves_than_a_checkpoint_gap(service, monkeypatch):
    """A click costs at most CHECKPOINT_EVERY - 1 moves once the game was replayed once (and back/next one)."""
    game, _ = await finished_game(service.store, "dreams", 4, seed=3, undo_chance=0)
    applied = []
    original = replays_module.replay_steps

    def counting(spec, state, moves):
        moves = list(moves)
        applied.append(len(moves))
        return original(spec, state, moves)

    monkeypatch.setattr(replays_module, "replay_steps", counting)
    total = await service.replay.replay_length(game.id, GUILD)
    assert applied == []  # counted from the log: the jump form opens at once
    await service.replay.show(game.id, GUILD, 0)
    assert sum(applied) == total  # the first look replays the whole game once, checking its end
    for number in random.Random(4).sample(range(total + 1), 20):
        applied.clear()
        await service.replay.show(game.id, GUILD, number)
        assert sum(applied) < CHECKPOINT_EVERY
        applied.clear()
        await service.replay.show(game.id, GUILD, min(total, number + 1))
        assert sum(applied) <= 1


async def test_a_running_game_is_refused_to_everyone_and_nothing_changes(service):
    """Its players too: a step would show the others' hands. Export likewise (the seed tells every card)."""
    record = await open_lobby(service.store, 3, game="biblios", seed=2)
    with pytest.raises(GameNotActive, match="never started"):
        await service.replay.show(record.id, GUILD)
    game = await service.store.games.start(record.id, CREATOR)
    before = await service.store.games.with_log(game.id)
    with pytest.raises(GameNotActive) as refused:
        await service.replay.show(game.id, GUILD, 0)
    assert refused.value.message == STILL_RUNNING
    with pytest.raises(GameNotActive) as refused:
        await service.replay.export(game.id, GUILD)
    assert refused.value.message == EXPORT_RUNNING
    assert await service.store.games.with_log(game.id) == before
    assert service.replays.cached(game) is None


async def test_an_abandoned_game_replays_up_to_where_it_stopped(service):
    record = await open_lobby(service.store, 3, game="dreams", seed=4)
    game = await service.store.games.start(record.id, CREATOR)
    chooser = random.Random(1)
    for _ in range(5):
        decision = chooser.choice(game.spec.pending(game.state))
        game = (await service.store.games.apply(game.id, decision.seat, decision.options[0].action, None)).game
    await service.store.games.abandon(game.id)
    shown = await service.replay.show(game.id, GUILD)
    assert shown.number == shown.total == 5


@pytest.mark.parametrize("key", sorted(GAMES), ids=sorted(GAMES))
async def test_an_export_replays_to_the_same_final_state(service, key, tmp_path):
    """Export round trip: the record names everything, and the engine rebuilds the stored final state from it."""
    game, _ = await finished_game(service.store, key, GAMES[key].min_seats, seed=21)
    exported = await service.replay.export(game.id, GUILD)
    data = json.loads(json.dumps(exported.data))  # as a file holds it
    assert data["game"]["key"] == key and data["seed"] == game.seed and data["options"] == game.options
    assert [p["name"] for p in data["players"]] == list(NAMES[: len(game.seats)])
    _, rows = await service.store.games.with_log(game.id)
    assert [row["seq"] for row in data["log"]] == [row.seq for row in rows]
    assert {"seat", "kind", "action", "time", "reason", "user_id"} <= set(data["log"][0])
    assert "state" not in data  # the seed and the log are the record; the final state is a digest
    assert data["result"]["standings"] and data["final_state_digest"] == state_digest(game.spec, game.state)
    checked = check_record(data)
    assert checked.matches and checked.moves == len(effective_moves(rows))
    path = tmp_path / exported.filename
    path.write_text(json.dumps(data))
    run = subprocess.run(
        [sys.executable, "-m", "engine.replay_file", str(path)], capture_output=True, text=True, cwd=ROOT
    )
    assert run.returncode == 0 and "matches" in run.stdout, run.stdout + run.stderr


async def test_a_changed_record_does_not_match(service, tmp_path):
    game, _ = await finished_game(service.store, "biblios", 2, seed=30, undo_chance=0)
    data = json.loads(json.dumps((await service.replay.export(game.id, GUILD)).data))
    data["seed"] += 1  # another deal: the same moves end elsewhere, or are refused
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    run = subprocess.run(
        [sys.executable, "-m", "engine.replay_file", str(path)], capture_output=True, text=True, cwd=ROOT
    )
    assert run.returncode == 1, run.stdout + run.stderr
    path.write_text("[1, 2]")
    run = subprocess.run(
        [sys.executable, "-m", "engine.replay_file", str(path)], capture_output=True, text=True, cwd=ROOT
    )
    assert run.returncode == 2 and "not a game record" in run.stderr


async def test_a_turn_is_found_by_words_of_its_title(service):
    """The jump form's words ("auction 3", a player's name) find the first move of the first turn titled so."""
    game, _ = await finished_game(service.store, "biblios", 3, seed=5, undo_chance=0)
    spec = GAMES["biblios"]
    timeline = await service.replay._timeline(game)
    titles = [fill_names(timeline.step(n).chapter, game.names) for n in range(1, timeline.total + 1)]
    wanted = next(title for title in titles if title.startswith("Auction 3 "))
    found = await service.replay.replay_turn(game.id, GUILD, "  AUCTION   3 ")
    assert found == titles.index(wanted) + 1 and titles[found - 2] != wanted  # the turn's first move
    named = await service.replay.replay_turn(game.id, GUILD, game.names[1])
    assert named is not None and game.names[1] in titles[named - 1]
    assert not any(game.names[1] in title for title in titles[: named - 1])
    assert await service.replay.replay_turn(game.id, GUILD, "no such turn") is None
    assert spec.chapter is not None
