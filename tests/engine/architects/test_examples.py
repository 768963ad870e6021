"""The worked examples of §14 (E1-E21), each from a hand-built state through the core's ``apply``."""

import pytest

from engine.architects.declaration import GAME
from engine.architects.scoring import breakdown
from engine.architects.state import Kind, Task
from engine.architects.tableau import change_virtue
from engine.core import Context, IllegalAction
from engine.core.game import apply, can_undo, new_game
from tests.engine.architects.scenario import (
    built,
    hire,
    hold,
    jail,
    kind,
    options,
    place,
    play,
    put,
    set_goods,
    set_hand,
    set_row,
    table,
)


def test_e1_resource_yields():
    state = table()
    for expected in (1, 2, 3):
        state.tasks = [Task(Kind.PLACE, 0)]
        before = state.players[0].wood
        state, _ = play(state, 0, place("forest"))
        assert state.players[0].wood - before == expected
        state = _again(state, 0)
    state = table()
    put(state, "quarry", 0, 1)
    state, _ = play(state, 0, place("quarry"))
    assert state.players[0].stone == 2
    state = table()
    assert place("mines", take="gold") not in options(state, 0)  # a first worker: Clay only
    put(state, "mines", 0, 4)
    offered = options(state, 0)
    assert place("mines", take="clay") in offered and place("mines", take="gold") in offered
    clay, _ = play(state, 0, place("mines", take="clay"))
    gold, _ = play(state, 0, place("mines", take="gold"))
    assert clay.players[0].clay == 6 and gold.players[0].gold == 2
    state = table()
    put(state, "silversmith", 0, 3)
    before = state.players[0].silver
    state, _ = play(state, 0, place("silversmith"))
    assert state.players[0].silver - before == 5


def _again(state, seat):
    from engine.core import copy_state

    state = copy_state(state)
    state.active = seat
    state.tasks = [Task(Kind.PLACE, seat)]
    return state


def test_e2_storehouse_with_apprentices():
    state = table(4)
    hire(state, 0, "A15", "A35")
    set_goods(state, 0, clay=5, wood=1, stone=2, silver=4)
    put(state, "storehouse", 0, 4)
    state, _ = play(state, 0, place("storehouse"))
    assert kind(state) == "trade"
    for move in (
        {"type": "trade", "for": "virtue", "clay": 2, "wood": 0, "stone": 0},
        {"type": "trade", "for": "marble", "wood": 1, "stone": 2},
        {"type": "trade", "card": "A15"},
        {"type": "trade", "card": "A15"},
        {"type": "trade", "card": "A35"},
    ):
        state, _ = play(state, 0, move)
    yellow = state.players[0]
    assert (yellow.virtue, yellow.marble, yellow.gold) == (8, 2, 2)
    assert (yellow.clay, yellow.wood, yellow.stone, yellow.silver) == (0, 0, 0, 0)
    assert state.tasks[0].kind is not Kind.TRADE  # five trades used: the action is over


def test_e3_workshop_hire_with_skip_coins():
    state = table(4)
    set_row(state, 0, "A39", "A31", "A13", "A25")
    put(state, "workshop", 0, 1)
    set_goods(state, 0, silver=10)
    deck_top = state.apprentice_deck[0]
    tax = state.tax
    state, _ = play(state, 0, place("workshop", hire="A25"))
    blue = state.players[0]
    assert blue.silver == 4 and state.tax == tax + 2 and blue.virtue == 6 and blue.apprentices == ["A25"]
    assert [(slot.card, slot.coins) for slot in state.display[0]] == [("A39", 1), ("A31", 1), ("A13", 0), (deck_top, 0)]


def test_a_hire_that_draws_the_deck_top_into_the_display_cannot_be_undone():
    """The refill shows the apprentice deck's hidden top: taking the hire back would let its player peek."""
    state = table(4)
    set_row(state, 0, "A39", "A31", "A13", "A25")
    put(state, "workshop", 0, 1)
    set_goods(state, 0, silver=10)
    _, events = play(state, 0, place("workshop", hire="A25"))
    hired = next(event for event in events if "hires" in event.text)
    assert hired.public and hired.reveal and not can_undo(events)


def test_e4_workshop_plans():
    state = table(4)
    put(state, "workshop", 0, 1)
    hand = len(state.players[0].hand)
    state, _ = play(state, 0, place("workshop", take="plans"))
    assert len(state.players[0].hand) == hand + 2


def test_e5_town_centre_one_location_at_four_players():
    state = table(4)
    put(state, "forest", 1, 3)
    put(state, "forest", 2, 2)
    put(state, "silversmith", 3, 1)
    put(state, "town_centre", 0, 1)
    set_goods(state, 0, silver=5)
    tax = state.tax
    state, _ = play(state, 0, place("town_centre"))
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    assert {"type": "capture", "at": "silversmith", "seat": 3} not in options(state, 0)
    with pytest.raises(IllegalAction, match="single location"):
        apply(GAME, state, 0, {"type": "capture", "at": "silversmith", "seat": 3})
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 2})
    yellow = state.players[0]
    assert yellow.held == [0, 3, 2, 0] and yellow.silver == 3 and state.tax == tax + 1


def test_e6_town_centre_captures_three_groups_and_own_workers_come_back():
    state = table(4)
    put(state, "silversmith", 1, 2)
    put(state, "silversmith", 3, 1)
    put(state, "silversmith", 0, 2)
    put(state, "town_centre", 0, 2)
    set_goods(state, 0, silver=5)
    supply = state.players[0].supply
    state, _ = play(state, 0, place("town_centre"))
    for owner in (1, 3, 0):
        state, _ = play(state, 0, {"type": "capture", "at": "silversmith", "seat": owner})
    red = state.players[0]
    assert red.held == [0, 2, 0, 1] and red.silver == 2 and red.supply == supply - 1 + 2


def test_e7_tax_stand():
    state = table(4)
    state.tax = 11
    state.players[0].virtue = 11
    silver = state.players[0].silver
    assert not any(move.get("at") == "market" for move in options(state, 0))
    state, _ = play(state, 0, place("tax_stand"))
    assert state.players[0].silver == silver + 11 and state.tax == 0 and state.players[0].virtue == 9
    state = _again(state, 0)
    assert place("market", space="A") in options(state, 0)
    assert place("tax_stand") not in options(state, 0)
    with pytest.raises(IllegalAction, match="Tax Stand is empty"):
        apply(GAME, state, 0, place("tax_stand"))


def test_e8_black_market_spaces():
    state = table(4)
    state.small_pile.remove("K03")
    state.small_pile.insert(0, "K03")
    state.small_pile.remove("K08")
    state.large_pile = ["K08"]
    set_goods(state, 0, silver=6)
    a, _ = play(state, 0, place("market", space="A"))
    assert (a.players[0].marble, a.players[0].stone, a.players[0].silver, a.players[0].virtue) == (1, 1, 5, 6)
    c, _ = play(state, 0, place("market", space="C"))
    assert (c.players[0].gold, c.players[0].stone, c.players[0].wood, c.players[0].silver) == (1, 1, 2, 3)
    assert a.small_pile == state.small_pile and c.large_pile == ["K08"]  # the cards stay


def test_e9_guardhouse():
    state = table(4)
    put(state, "guardhouse", 0, 2)
    hold(state, 0, 3, 2)
    hold(state, 0, 2, 3)
    jail(state, 0, 2)
    silver = state.players[0].silver
    state, _ = play(state, 0, place("guardhouse"))
    state, _ = play(state, 0, {"type": "guard", "act": "deliver"})
    state, _ = play(state, 0, {"type": "guard", "act": "release"})
    assert state.active == 1  # nothing left to act on: the lone "stop" was taken for Red
    assert state.players[0].silver == silver + 5 and state.prison == [0, 0, 3, 2]


def test_e10_guildhall_fills_in_reading_order():
    state = table(4)
    state.guildhall = [1, 2, 3, 1, 2, 0]
    for seat in state.guildhall:
        state.players[seat].supply -= 1
    set_hand(state, 0, "B11")
    set_goods(state, 0, wood=2, stone=2)
    state, _ = play(state, 0, place("guildhall", build="B11"))
    assert len(state.guildhall) == 7 and state.guildhall[6] == 0


def test_e11_well_and_keep():
    state = table(4)
    set_hand(state, 0, "B11", "B30")
    set_goods(state, 0, wood=7, stone=4, gold=2)
    state, _ = play(state, 0, place("guildhall", build="B11"))
    assert state.players[0].clay == 4 and state.players[0].buildings == ["B11"]
    state = table(4)
    set_hand(state, 0, "B30")
    hire(state, 0, "A13")
    set_goods(state, 0, wood=5, stone=2, gold=2)
    state, _ = play(state, 0, place("guildhall", build="B30"))
    assert state.players[0].virtue == 5
    hold(state, 0, 1, 7)
    assert breakdown(state, 0)["buildings"] == 12 + 2


def test_e12_cathedral_and_its_spaces():
    state = table(4)
    set_hand(state, 0, "B01", "B02")
    set_goods(state, 0, gold=1)
    state.rewards.remove("R11") if "R11" in state.rewards else state.rewards_unused.remove("R11")
    state.rewards.insert(0, "R11")
    if len(state.rewards) > 9:
        state.rewards_unused.append(state.rewards.pop())
    state, _ = play(state, 0, place("guildhall", cathedral=1))
    assert kind(state) == "offering"
    state, _ = play(state, 0, {"type": "offer", "card": "B02"})
    yellow = state.players[0]
    assert (yellow.cathedral, yellow.virtue, yellow.gold, yellow.hand) == (1, 8, 1, ["B01"])
    assert breakdown(state, 0)["cathedral"] == 2
    state = table(4)
    state.players[1].cathedral = state.players[2].cathedral = 3
    green = state.players[0]
    green.cathedral = 2
    set_goods(state, 0, marble=1)
    assert not any("cathedral" in move for move in options(state, 0))
    with pytest.raises(IllegalAction, match="level 3 has no free space"):
        apply(GAME, state, 0, place("guildhall", cathedral=3))


def test_e13_virtue_track():
    state = table(4)
    state.players[0].virtue = 13
    set_goods(state, 0, silver=5)
    with pytest.raises(IllegalAction, match="virtue is 13"):
        apply(GAME, state, 0, place("market", space="A"))
    state.players[0].debts = 2
    change_virtue(state, 0, 3, Context(state.seed, 1))
    assert state.players[0].virtue == 14 and kind(state) == "overflow"
    assert options(state, 0)[0] == {"type": "destroy", "debts": 2}
    state, _ = play(state, 0, {"type": "destroy", "debts": 2})
    assert state.players[0].debts == 0 and state.players[0].virtue == 14
    state = table(4)
    state.players[0].virtue = 1
    set_goods(state, 0, silver=2, gold=1)
    set_hand(state, 0, "B01")
    assert not any("cathedral" in move for move in options(state, 0))
    state, _ = play(state, 0, place("workshop", hire=state.display[0][0].card))
    assert state.players[0].silver == 0


def test_e14_black_market_reset():
    state = table(4)
    yellow, red, blue = 0, 1, 2
    state.market = [red, blue, -1]
    state.players[red].supply -= 1
    state.players[blue].supply -= 1
    jail(state, yellow, 2)
    jail(state, blue, 2)
    hire(state, blue, "A09")
    state.active = red
    state.tasks = [Task(Kind.PLACE, red)]
    set_goods(state, red, silver=5)
    state.players[red].virtue = 7
    top = state.small_pile[0]
    state, _ = play(state, red, place("market", space="C"))
    assert state.prison == [2, 2, 3, 0] and state.market == [-1, -1, -1] and state.large_pile[0] == top
    assert kind(state) == "gatekeeper" and options(state, blue)[0] == {"type": "release", "workers": 2}
    state, _ = play(state, blue, {"type": "release", "workers": 2})
    assert state.prison == [2, 2, 1, 0]
    assert [player.debts for player in state.players] == [1, 1, 0, 0]
    assert state.players[blue].virtue == 7  # nobody had 3 prisoners after the Gatekeeper


def test_e15_end_trigger_and_final_round():
    state = table(3)
    blue = 2
    state.guildhall = [0, 1, 2] * 5
    for seat in range(3):
        state.players[seat].supply -= 5
    state.active = blue
    state.tasks = [Task(Kind.PLACE, blue)]
    set_hand(state, blue, "B11")
    set_goods(state, blue, wood=2, stone=2)
    state, _ = play(state, blue, place("guildhall", build="B11"))
    assert len(state.guildhall) == 16 and state.final_turns == 3 and state.active == 0
    turns = []
    while not state.over:
        seat = state.active
        turns.append(seat)
        state, _ = play(state, seat, place("quarry"))
        while not state.over and state.active == seat:
            decision = GAME.pending(state)[0]
            state, _ = play(state, decision.seat, decision.default_option.action)
    assert turns == [0, 1, 2] and GAME.result(state) is not None


def test_e15_final_round_guildhall_workers_go_beside_it_and_trigger_nothing():
    state = table(3)
    state.guildhall = [0, 1, 2] * 5 + [0]
    for seat in range(3):
        state.players[seat].supply -= 5
    state.players[0].supply -= 1
    state.final_turns = 2
    set_hand(state, 0, "B11")
    set_goods(state, 0, wood=2, stone=2)
    state, _ = play(state, 0, place("guildhall", build="B11"))
    assert state.overflow == [0] and len(state.guildhall) == 16 and state.players[0].clay == 4
    assert not state.reset_due


def _variable(names):
    for seed in range(200):
        state = new_game(GAME, len(names), seed, {"setup": "variable"})
        if {player.character for player in state.players} == set(names):
            return state
    raise AssertionError("no seed deals these characters")


def test_e16_variable_setup_frederick_and_start_player():
    state = _variable({"Ada", "Rudolf", "Frederick"})
    by_name = {player.character: seat for seat, player in enumerate(state.players)}
    assert state.start_player == by_name["Ada"]
    frederick = state.players[by_name["Frederick"]]
    assert (frederick.silver, frederick.virtue, frederick.stone, state.prison[by_name["Frederick"]]) == (4, 7, 1, 0)
    assert state.players[by_name["Rudolf"]].silver == 3 and state.players[by_name["Ada"]].silver == 0


def test_e17_final_scoring():
    state = table(4)
    blue = 0
    built(state, blue, "B01", "B20", "B13", "B35", "B17")
    hire(state, blue, "A39", "A13", "A19")
    player = state.players[blue]
    player.paid, player.debts, player.cathedral, player.virtue = 2, 1, 2, 11
    set_goods(state, blue, gold=2, marble=1, silver=17, clay=9)
    jail(state, blue, 3)
    hold(state, blue, 1, 4)
    for other in (1, 2, 3):
        set_goods(state, other)
    parts = breakdown(state, blue)
    assert parts == {
        "buildings": 30,
        "cathedral": 4,
        "virtue": 2,
        "debts": -2,
        "gold_marble": 3,
        "silver": 1,
        "prison": -1,
    }
    assert sum(parts.values()) == 37


@pytest.mark.parametrize("illusionist", [False, True])
def test_e18_virtue_underflow_at_the_black_market(illusionist):
    state = table(4)
    state.players[0].virtue = 0
    set_goods(state, 0, silver=3)
    if illusionist:
        hire(state, 0, "A10")
    state, _ = play(state, 0, place("market", space="A"))
    green = state.players[0]
    assert green.virtue == 0 and green.silver == 2 and green.debts == (0 if illusionist else 1)


def test_e19_retrieval_turn():
    state = table(4)
    purple = 0
    put(state, "quarry", purple, 2)
    state.market[1] = purple
    state.players[purple].supply -= 1
    jail(state, purple, 3)
    state.guildhall = [purple] * 14
    state.players[purple].supply -= 14
    state.tasks = [Task(Kind.TURN, purple)]
    from engine.architects.flow import settle

    settle(state, Context(state.seed, 1))
    assert kind(state) == "retrieve" and options(state, purple) == [{"type": "retrieve", "from": "quarry"}]
    # a lone choice is taken for the seat: apply sees it through the decision built now
    state, _ = play(state, purple, {"type": "retrieve", "from": "quarry"})
    assert state.locations["quarry"][purple] == 1 and state.players[purple].supply == 1 and state.active == 1


def test_e20_town_centre_count_is_fixed_and_own_group_returns():
    state = table(2)
    red, blue = 0, 1
    put(state, "town_centre", red, 1)
    put(state, "forest", blue, 3)
    set_goods(state, red, silver=5)
    tax, supply = state.tax, state.players[red].supply
    state, _ = play(state, red, place("town_centre"))
    state, _ = play(state, red, {"type": "capture", "at": "town_centre", "seat": red})
    state, _ = play(state, red, {"type": "capture", "at": "forest", "seat": blue})
    player = state.players[red]
    assert player.silver == 3 and state.tax == tax + 1 and player.held == [0, 3] and player.supply == supply + 1


def test_e21_tax_evasion_and_conspirator():
    state = table(4)
    yellow = 0
    for owner in (1, 2, 3):
        put(state, "mines", owner, 1)
    put(state, "town_centre", yellow, 2)
    hire(state, yellow, "A04")
    state.players[yellow].virtue = 3
    set_goods(state, yellow, silver=4)
    tax = state.tax
    state, _ = play(state, yellow, place("town_centre"))
    for owner in (1, 2, 3):
        state, _ = play(state, yellow, {"type": "capture", "at": "mines", "seat": owner})
    assert state.players[yellow].silver == 3 and state.tax == tax


def test_a_reset_guildhall_space_triggers_the_reset_and_an_empty_small_pile_is_reshuffled():
    state = table(4)
    state.guildhall = [1, 2, 3] * 3 + [1]
    for seat in state.guildhall:
        state.players[seat].supply -= 1
    state.large_pile, state.small_pile = state.small_pile, []
    state.market = [2, -1, -1]
    state.players[2].supply -= 1
    set_hand(state, 0, "B11")
    set_goods(state, 0, wood=2, stone=2)
    state, events = play(state, 0, place("guildhall", build="B11"))
    assert len(state.guildhall) == 11 and state.prison[2] == 1 and state.market == [-1, -1, -1]
    assert len(state.small_pile) == 9 and len(state.large_pile) == 1
    assert any("shuffled" in event.text for event in events)
    assert [player.debts for player in state.players] == [0, 0, 1, 0]  # the most prisoners: a debt


def test_retrieval_fallback_takes_from_the_prison_the_market_or_a_board():
    state = table(2)
    state.guildhall = [0] * 12
    state.players[0].supply = 0  # 12 in the Guildhall, 5 in the Prison, 1 at the Black Market, 2 held
    state.prison[0] = 5
    state.market[0] = 0
    state.players[1].held[0] = 2
    state.tasks = [Task(Kind.TURN, 0)]
    from engine.architects.flow import settle

    settle(state, Context(state.seed, 1))
    assert options(state, 0) == [
        {"type": "retrieve", "from": "prison"},
        {"type": "retrieve", "from": "market", "space": "A"},
        {"type": "retrieve", "from": "held", "seat": 1},
    ]
    after, _ = play(state, 0, {"type": "retrieve", "from": "market", "space": "A"})
    assert after.market[0] == -1 and after.players[0].supply == 1


def test_ada_ignores_one_more_tax():
    state = table(5, variable=True, seed=3)  # five players: every character is there
    ada = next(seat for seat, player in enumerate(state.players) if player.character == "Ada")
    state.active = ada
    state.tasks = [Task(Kind.PLACE, ada)]
    state.players[ada].virtue = 3  # evasion 1 + Ada 1: the Workshop's 2 tax are not paid
    set_goods(state, ada, silver=2)
    tax = state.tax
    state, _ = play(state, ada, place("workshop", hire=state.display[0][0].card))
    assert state.players[ada].silver == 0 and state.tax == tax
