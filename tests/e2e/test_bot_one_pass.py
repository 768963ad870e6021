"""One click, one pass (issue 9): the stored game is loaded once, each state's ``pending()`` and each
view computed once, each picture drawn at most once per version, one write transaction.

The counters wrap the game's own hooks (so they count real computations, whatever caches sit
above them), the decoding of stored states and the repository's write transactions. The click
measured is one that leaves the same player to act (or, in a simultaneous phase such as Dreams'
guesses, the other players: a Dreams star is a single move) within the same chapter (a Mangrovia
bowl phase ending with the same player first at pier 1 opens a new chapter, and so a new board),
so the board is edited in place: a click that puts up a new board also stores the new message's id
(a second, small write that the thread's crash safety needs).
"""

import dataclasses
import random
from collections import Counter

import pytest

from demo.players import Players
from engine.core import pending, pending_for
from engine.core.game import apply as engine_apply
from engine.core.rules import Rules
from storage import unit
from tests.e2e import conftest
from tests.e2e.bot_checks import game_spec

PLAYERS = {"biblios": 3, "dreams": 4, "burgundy": 2, "architects": 3, "mangrovia": 3}


class Counted:
    """Counts per state object (and seat) of the game's decisions and views being built."""

    def __init__(self, spec, monkeypatch):
        self.pending: Counter[int] = Counter()
        self.views: Counter[tuple[int, int | None]] = Counter()
        raw_decisions, raw_view = Rules.decisions, spec.view

        def decisions(rules, state):
            self.pending[id(state)] += 1
            return raw_decisions(rules, state)

        def view(state, seat):
            self.views[(id(state), seat)] += 1
            return raw_view(state, seat)

        monkeypatch.setattr(Rules, "decisions", decisions)
        self.spec = dataclasses.replace(spec, view=view)

    def reset(self):
        self.pending.clear()
        self.views.clear()


async def a_click_that_edits_the_board(table, players, game, spec):
    """Play on until a waiting player has an option button that keeps the board's wait (the same player still
    waited on, or, in a simultaneous phase, the others, in the same chapter), and press one in their panel."""
    emulator, service = table.emulator, table.live.service
    for _ in range(300):
        await table.flush()
        record = await service.get(game.game_id)
        board = players.board()
        waiting = service.pending_seats(record)
        for seat in waiting if board is not None else ():
            decision = pending_for(spec, record.state, seat)
            if decision.typed or decision.set_choice is not None:
                continue  # answered in a form or a set menu, not by one option button
            for index, option in enumerate(decision.options):
                state, _ = engine_apply(spec, record.state, seat, option.action)
                after = [d.seat for d in pending(spec, state)]
                if spec.chapter and spec.chapter(state) != spec.chapter(record.state):
                    continue  # a new chapter: its board is a new message
                if after == [seat] or (after and set(after) == set(waiting) - {seat}):
                    panel = (await table.do(emulator.click(game.players[seat], board, label="Take your turn"))).original
                    return game.players[seat], panel, record.version, seat, index
        await players.move()
    raise AssertionError("no click that keeps the board's wait was found")


@pytest.mark.parametrize("key", sorted(PLAYERS))
async def test_one_click_is_one_pass(open_table, monkeypatch, key):
    counted = Counted(game_spec(key), monkeypatch)
    monkeypatch.setattr(conftest, "game_spec", lambda wanted: counted.spec)
    table = await open_table(key)
    emulator = table.emulator
    members = list(table.members)
    while len(members) < PLAYERS[key]:
        members.append(emulator.create_member(table.guild, f"P{len(members)}"))
    game = await table.open_game(key, members[: PLAYERS[key]])
    players = Players(table, game, random.Random(3))
    player, panel, version, seat, index = await a_click_that_edits_the_board(table, players, game, counted.spec)
    await table.flush()

    loads, writes = Counter(), Counter()
    load_state = unit.load_state
    writing = unit.Repository._writing

    def counting_load(spec, blob):
        loads["state"] += 1
        return load_state(spec, blob)

    def counting_writing(self):
        writes["transactions"] += 1
        return writing(self)

    monkeypatch.setattr(unit, "load_state", counting_load)
    monkeypatch.setattr(unit.Repository, "_writing", counting_writing)
    service = table.live.service
    service.pictures.drawn.clear()
    counted.reset()
    option = f"bg:o:{game.game_id}:{version}:{seat}:{index}"
    outcome = await table.do(emulator.click(player, panel, option))
    during_click = writes["transactions"]
    await table.flush()  # the coalesced board edit, and storing the version it shows (batched, off the click)
    assert "earlier turn" not in (outcome.original.content or "")

    assert loads["state"] == 1, loads  # the click's transaction; not the panel, the board or the DMs
    assert during_click == 1, writes
    after = await service.get(game.game_id)
    assert after.version > version
    assert max(counted.pending.values()) == 1, counted.pending
    assert max(counted.views.values()) == 1, counted.views
    drawn = service.pictures.drawn
    assert drawn and max(drawn.values()) == 1, drawn  # the board, the mover's panel, changed hands: once each
    assert {version for _, version, _, _ in drawn} == {after.version}
