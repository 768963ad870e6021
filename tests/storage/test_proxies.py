"""Standing instructions in storage (issue 11): set privately, made like clicks in the same transaction,
logged as proxy moves, ended and replaced; a limit above the seat's gold is refused and nothing is stored."""

import random

import pytest
from sqlalchemy import event

from engine.biblios import GAME as BIBLIOS
from engine.core import IllegalAction
from storage.models import AutoReason
from tests.storage.conftest import CREATOR, register, started, user


@pytest.fixture
def biblios(store, monkeypatch):
    register(monkeypatch, BIBLIOS)
    return store


async def to_the_auction(store, players=2, seed=7):
    """A started Biblios game played (first offered option) until someone must bid."""
    game = await started(store, players, game="biblios", seed=seed)
    chooser = random.Random(seed)
    while not any(d.kind == "bid" for d in BIBLIOS.pending(game.state)):
        decision = BIBLIOS.pending(game.state)[0]
        game = (
            await store.games.apply(game.id, decision.seat, chooser.choice(decision.options).action, game.version)
        ).game
    return game


def bidder(game):
    return next(d for d in BIBLIOS.pending(game.state) if d.kind == "bid")


async def test_an_instruction_acts_at_once_when_it_is_the_seats_turn_and_is_logged_as_a_proxy_move(biblios):
    store = biblios
    game = await to_the_auction(store)
    seat = bidder(game).seat
    instruction, _, applied = await store.proxies.set_proxy(game.id, user(seat), "pass_all")
    assert instruction["kind"] == "pass_all" and applied is not None
    rows = await store.games.actions(game.id)
    assert (rows[-1].seat, rows[-1].reason, rows[-1].action) == (seat, AutoReason.PROXY, {"type": "pass"})
    assert [public.text for public in applied.events if public.public]  # the thread sees the pass, as for a click
    assert (await store.proxies.proxies_of(game.id, user(seat)))[1] == [(1, instruction)]


async def test_a_limit_above_the_seats_gold_is_refused_and_nothing_is_stored(biblios):
    store = biblios
    game = await to_the_auction(store)
    other = 1 - bidder(game).seat
    version = game.version
    with pytest.raises(IllegalAction):
        await store.proxies.set_proxy(game.id, user(other), "bid_up_to", 999)
    assert (await store.proxies.proxies_of(game.id, user(other)))[1] == []
    assert (await store.games.get(game.id)).version == version


async def test_a_newer_instruction_on_the_same_thing_replaces_the_older_and_cancel_removes_them(biblios):
    store = biblios
    game = await to_the_auction(store)
    other = 1 - bidder(game).seat
    await store.proxies.set_proxy(game.id, user(other), "pass_kind", choice=0)
    await store.proxies.set_proxy(game.id, user(other), "pass_kind", choice=0)
    await store.proxies.set_proxy(game.id, user(other), "pass_kind", choice=1)
    live = (await store.proxies.proxies_of(game.id, user(other)))[1]
    assert [data["kind"] for _, data in live] == ["pass_kind", "pass_kind"] and len({str(d) for _, d in live}) == 2
    assert await store.proxies.cancel_proxies(game.id, user(other), live[0][0]) == 1
    assert await store.proxies.cancel_proxies(game.id, user(other)) == 1
    assert (await store.proxies.proxies_of(game.id, user(other)))[1] == []


async def test_instructions_play_a_whole_auction_phase_and_end_with_it(biblios):
    store = biblios
    game = await to_the_auction(store, seed=11)
    for seat in (0, 1):
        _, _, applied = await store.proxies.set_proxy(game.id, user(seat), "pass_all")
        game = applied.game if applied is not None else await store.games.get(game.id)
    chooser = random.Random(3)
    while game.status == "active":  # only payments and church cards are left to the players
        decision = BIBLIOS.pending(game.state)[0]
        assert decision.kind != "bid"
        game = (
            await store.games.apply(game.id, decision.seat, chooser.choice(decision.options).action, game.version)
        ).game
    assert all(
        r.reason == AutoReason.PROXY
        for r in await store.games.actions(game.id)
        if r.action == {"type": "pass"} and r.auto
    )
    assert game.status == "finished"
    assert (await store.proxies.proxies_of(game.id, CREATOR))[1] == [] and (
        await store.proxies.proxies_of(game.id, user(1))
    )[1] == []


async def test_a_move_reads_the_live_instructions_with_the_game_in_one_statement(biblios, db):
    """A move's write holds SQLite's only write turn: each statement is a round trip to the database thread.

    The game, its seats and its live standing instructions come in one statement, and the
    instruction still acts within the move (issue 23: the proxies' own SELECT was one of seven).
    """
    store = biblios
    game = await to_the_auction(store, seed=11)
    other = 1 - bidder(game).seat
    await store.proxies.set_proxy(game.id, user(other), "pass_all")
    statements: list[str] = []

    def record(conn, cursor, statement, parameters, context, executemany):
        statements.append(" ".join(statement.split()))

    event.listen(db.engine.sync_engine, "before_cursor_execute", record)
    try:
        decision = bidder(game)
        applied = await store.games.apply(game.id, decision.seat, decision.options[0].action, game.version)
    finally:
        event.remove(db.engine.sync_engine, "before_cursor_execute", record)
    later = [move for move in await store.games.actions(game.id) if move.seq > game.version]
    assert any(move.reason == AutoReason.PROXY for move in later)
    assert applied.game.version > game.version + 1  # the other seat's instruction passed for it in the same move
    selects = [s for s in statements if s.startswith("SELECT")]
    assert len(selects) == (1 if db.is_sqlite else 2), selects  # PostgreSQL locks the row first (FOR UPDATE)
    assert "JOIN proxies" in selects[-1] and not any("FROM proxies" in s for s in selects), selects
