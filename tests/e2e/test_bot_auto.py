"""Standing instructions through Discord (issue 11): set privately with /game auto, made like a click,
never told in the thread; a limit above one's gold refused; listed and cancelled."""

import random

from engine.biblios import GAME as BIBLIOS
from storage.models import AutoReason


def told(outcome) -> list[str]:
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def to_the_auction(table, game):
    """Play the gift phase through the service, as the players' clicks would, until someone must bid."""
    service, chooser = table.live.service, random.Random(5)
    users = {seat: member.id for seat, member in enumerate(game.players)}
    while True:
        record = await service.get(game.game_id)
        decisions = BIBLIOS.pending(record.state)
        if any(d.kind == "bid" for d in decisions):
            return record
        decision = decisions[0]
        index = chooser.randrange(len(decision.options))
        await service.play.choose(game.game_id, users[decision.seat], record.version, index)


async def test_an_instruction_is_set_privately_and_plays_like_a_click(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    record = await to_the_auction(table, game)
    bidding = next(d for d in BIBLIOS.pending(record.state) if d.kind == "bid").seat
    waiting = game.players[(bidding + 1) % 3]  # bids after the current bidder
    thread_before = [m.content for m in emulator.messages(game.thread)]

    offered = await table.do(
        emulator.autocomplete(waiting, game.thread, "game auto", {"instruction": ""}, focused="instruction")
    )
    assert "pass_all" in offered.choice_values and "bid_up_to" in offered.choice_values

    too_much = await table.do(
        emulator.slash(waiting, game.thread, "game auto", {"instruction": "bid_up_to", "amount": 999})
    )
    assert told(too_much) and "at most" in told(too_much)[-1]
    assert await table.live.service.auto.proxies_of(game.game_id, waiting.id) == []

    done = await table.do(emulator.slash(waiting, game.thread, "game auto", {"instruction": "pass_all"}))
    assert told(done)[-1].startswith("Set: ")
    listed = await table.do(emulator.slash(waiting, game.thread, "game auto-list", {}))
    assert "1. " in told(listed)[-1]
    # nothing about it in the thread
    assert [m.content for m in emulator.messages(game.thread)] == thread_before

    # the current bidder passes: the instruction passes at once for the next seat, as a click would
    record = await table.live.service.get(game.game_id)
    await table.live.service.play.choose(game.game_id, game.players[bidding].id, record.version, 0)
    await table.flush()
    rows = await table.live.service.store.games.actions(game.game_id)
    proxied = [r for r in rows if r.reason == AutoReason.PROXY]
    assert proxied and proxied[0].seat == game.players.index(waiting) and proxied[0].action == {"type": "pass"}
    assert not any("instruction" in m.content.casefold() for m in emulator.messages(game.thread))

    cancelled = await table.do(emulator.slash(waiting, game.thread, "game auto-cancel", {}))
    assert told(cancelled)[-1] == "Cancelled 1 standing instruction."
    assert await table.live.service.auto.proxies_of(game.game_id, waiting.id) == []
