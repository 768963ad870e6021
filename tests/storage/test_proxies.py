"""Standing instructions in storage (issue 11): set privately, made like clicks in the same transaction,
logged as proxy moves, ended and replaced; a limit above the seat's gold is refused and nothing is stored."""

import random

import pytest

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
