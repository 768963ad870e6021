"""Every apprentice ability (§2.7, §8.1) and every building effect (§2.8, §8.2, §10), each at least once."""

import pytest

from engine.architects.buildings import BUILDING
from engine.architects.flow import settle
from engine.architects.scoring import breakdown
from engine.architects.state import Kind, Task
from engine.core import Context
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
    table,
)

# Apprentices: yields at the four production locations (Stonecutter, Woodcutter, Jeweller, Miner).


@pytest.mark.parametrize(
    ("card", "move", "good", "plain"),
    [
        ("A29", place("quarry"), "stone", 1),
        ("A30", place("quarry"), "stone", 1),
        ("A39", place("forest"), "wood", 1),
        ("A40", place("forest"), "wood", 1),
        ("A11", place("silversmith"), "silver", 2),
        ("A12", place("silversmith"), "silver", 2),
        ("A19", place("mines", take="clay"), "clay", 2),
        ("A20", place("mines", take="clay"), "clay", 2),
    ],
)
def test_production_apprentices_add_one(card, move, good, plain):
    state = table()
    set_goods(state, 0)
    hire(state, 0, card)
    state, _ = play(state, 0, move)
    assert getattr(state.players[0], good) == plain + 1


def test_miner_adds_clay_to_the_gold_option_and_copies_stack():
    state = table()
    set_goods(state, 0)
    hire(state, 0, "A19", "A20")
    put(state, "mines", 0, 3)
    state, _ = play(state, 0, place("mines", take="gold"))
    assert (state.players[0].gold, state.players[0].clay) == (2, 2)


@pytest.mark.parametrize(
    ("card", "pay", "get"),
    [
        ("A14", {"silver": 1}, {"clay": 3}),
        ("A15", {"silver": 2}, {"gold": 1}),
        ("A16", {"silver": 3}, {"marble": 1}),
        ("A17", {"silver": 1}, {"stone": 2}),
        ("A18", {"silver": 1}, {"wood": 2}),
        ("A21", {"clay": 1}, {"virtue": 8}),
        ("A22", {"silver": 2}, {"virtue": 8}),
        ("A23", {"stone": 1}, {"virtue": 8}),
        ("A24", {"wood": 1}, {"virtue": 8}),
        ("A35", {"clay": 3}, {"marble": 1}),
        ("A36", {"stone": 2}, {"marble": 1}),
        ("A37", {"wood": 2}, {"marble": 1}),
    ],
)
def test_storehouse_apprentice_trades(card, pay, get):
    state = table()
    hire(state, 0, card)
    set_goods(state, 0, **pay)
    state, _ = play(state, 0, place("storehouse"))
    state, _ = play(state, 0, {"type": "trade", "card": card})
    player = state.players[0]
    for name, amount in get.items():
        assert getattr(player, name) == amount
    for name in pay:
        assert getattr(player, name) == 0


def test_base_storehouse_trades_offer_every_mix():
    state = table()
    set_goods(state, 0, clay=2, wood=3, stone=3)
    state, _ = play(state, 0, place("storehouse"))
    trades = [move for move in options(state, 0) if move["type"] == "trade"]
    assert len([move for move in trades if move["for"] == "virtue"]) == 6
    assert len([move for move in trades if move["for"] == "marble"]) == 4


@pytest.mark.parametrize(("card", "good", "amount"), [("A31", "clay", 2), ("A32", "stone", 1), ("A33", "wood", 1)])
def test_swindlers_add_to_every_black_market_action(card, good, amount):
    state = table()
    hire(state, 0, card)
    set_goods(state, 0, silver=3)
    state.large_pile = []  # space C gives its printed 2 Marble + 1 Stone + 1 Wood
    state, _ = play(state, 0, place("market", space="C"))
    printed = {"clay": 0, "stone": 1, "wood": 1}[good]
    assert getattr(state.players[0], good) == printed + amount


def test_trickster_and_illusionist():
    state = table()
    hire(state, 0, "A38", "A10")
    set_goods(state, 0, silver=2)
    state, _ = play(state, 0, place("market", space="C"))
    assert state.players[0].silver == 0 and state.players[0].virtue == 7


def test_thief_and_pickpocket_at_the_tax_stand():
    state = table()
    hire(state, 0, "A34", "A25")
    set_goods(state, 0)
    state, _ = play(state, 0, place("tax_stand"))
    player = state.players[0]
    assert (player.silver, player.gold, player.virtue) == (4, 1, 6)


@pytest.mark.parametrize(("card", "good"), [("A06", "clay"), ("A07", "stone"), ("A08", "wood")])
def test_debt_collectors_when_paying_off(card, good):
    state = table()
    hire(state, 0, card)
    state.players[0].debts = 1
    set_goods(state, 0, silver=6)
    state, _ = play(state, 0, place("guardhouse"))
    state, _ = play(state, 0, {"type": "guard", "act": "pay_off"})
    player = state.players[0]
    assert (player.debts, player.paid, player.virtue, player.silver, getattr(player, good)) == (0, 1, 8, 0, 2)


@pytest.mark.parametrize(("card", "good", "amount"), [("A01", "hand", 1), ("A02", "clay", 2), ("A03", "silver", 2)])
def test_acolytes_on_every_cathedral_advance(card, good, amount):
    state = table()
    hire(state, 0, card)
    set_hand(state, 0, "B01", "B02")
    set_goods(state, 0, gold=1)
    state.rewards = [r for r in state.rewards + state.rewards_unused if r == "R09"] + [
        r for r in state.rewards if r != "R09"
    ][:8]
    state.rewards_unused = sorted(set(f"R{n:02}" for n in range(1, 12)) - set(state.rewards))
    state, _ = play(state, 0, place("guildhall", cathedral=1))
    state, _ = play(state, 0, {"type": "offer", "card": "B02"})
    player = state.players[0]
    value = len(player.hand) if good == "hand" else getattr(player, good)
    assert value == (1 if good == "hand" else 0) + amount and player.virtue == 9  # reward R09: 2 Virtue


@pytest.mark.parametrize(("card", "good", "amount"), [("A26", "gold", 1), ("A27", "marble", 1), ("A28", "virtue", 9)])
def test_squires_at_a_reset_with_an_empty_prison(card, good, amount):
    state = table()
    hire(state, 1, card)
    set_goods(state, 1)
    state.market = [2, 3, -1]
    state.players[2].supply -= 1
    state.players[3].supply -= 1
    set_goods(state, 0, silver=3)
    state, _ = play(state, 0, place("market", space="C"))
    assert getattr(state.players[1], good) == amount
    jailed = table()
    hire(jailed, 1, card)
    set_goods(jailed, 1)
    jail(jailed, 1, 1)
    jailed.market = [2, 3, -1]
    jailed.players[2].supply -= 1
    jailed.players[3].supply -= 1
    set_goods(jailed, 0, silver=3)
    jailed, _ = play(jailed, 0, place("market", space="C"))
    assert getattr(jailed.players[1], good) == (7 if good == "virtue" else 0)


def test_conspirators_stack_and_never_touch_the_tax():
    state = table(2)
    hire(state, 0, "A04", "A05")
    put(state, "town_centre", 0, 3)
    put(state, "forest", 1, 1)
    put(state, "quarry", 1, 1)
    set_goods(state, 0, silver=1)
    state, _ = play(state, 0, place("town_centre"))
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    state, _ = play(state, 0, {"type": "capture", "at": "quarry", "seat": 1})
    assert state.players[0].silver == 0 and state.players[0].held == [0, 2]


def test_rudolf_discount_and_six_apprentices_ada_evasion():
    state = table(5, variable=True, seed=3)
    rudolf = next(seat for seat, player in enumerate(state.players) if player.character == "Rudolf")
    state.active = rudolf
    state.tasks = [Task(Kind.PLACE, rudolf)]
    hire(state, rudolf, "A29", "A30", "A39", "A40", "A11")
    set_goods(state, rudolf, silver=3)
    card = state.display[0][0].card
    state, _ = play(state, rudolf, place("workshop", hire=card))
    assert state.players[rudolf].silver == 0 and len(state.players[rudolf].apprentices) == 6


# Buildings.


def build(state, seat, card, *, extra=None):
    """Build ``card`` for ``seat`` with a Labourer (every skill) and exactly its cost plus ``extra``."""
    set_hand(state, seat, card)
    if "A13" not in state.players[seat].apprentices:
        hire(state, seat, "A13")
    cost = dict(BUILDING[card].cost.items())
    for name, amount in (extra or {}).items():
        cost[name] = cost.get(name, 0) + amount
    set_goods(state, seat, **cost)
    state, events = play(state, seat, place("guildhall", build=card))
    return state


@pytest.mark.parametrize(
    ("card", "good", "amount"),
    [("B01", "stone", 4), ("B05", "silver", 4), ("B11", "clay", 4), ("B25", "marble", 2), ("B33", "wood", 4)],
)
def test_buildings_that_give_goods(card, good, amount):
    state = build(table(), 0, card)
    assert getattr(state.players[0], good) == amount
    assert state.players[0].virtue == 7 + BUILDING[card].virtue


@pytest.mark.parametrize(("card", "pick", "good", "amount"), [("B08", 1, "silver", 3), ("B22", 1, "marble", 1)])
def test_treasury_and_clay_pit_choose_one_gain(card, pick, good, amount):
    state = build(table(), 0, card)
    assert kind(state) == "gain" and len(options(state, 0)) == 2
    state, _ = play(state, 0, {"type": "gain", "pick": pick})
    assert getattr(state.players[0], good) == amount


def test_drafting_room_draws_two():
    state = build(table(), 0, "B23")
    assert len(state.players[0].hand) == 2


def test_betting_house_takes_a_debt():
    state = build(table(), 0, "B16")
    assert state.players[0].debts == 1 and state.players[0].virtue == 6


def test_watchtower_hits_every_player_with_three_prisoners():
    state = table()
    jail(state, 0, 3)
    jail(state, 2, 3)
    jail(state, 3, 2)
    state = build(state, 0, "B10")
    assert [player.virtue for player in state.players] == [5, 7, 6, 7]


def test_monument_gives_everyone_a_virtue():
    state = build(table(), 0, "B36")
    assert [player.virtue for player in state.players] == [9, 8, 8, 8]


def test_palace_gold_per_four_virtue():
    state = table()
    state.players[0].virtue = 13
    state = build(state, 0, "B38")
    assert state.players[0].gold == 3


def test_hideout_releases_the_prison():
    state = table()
    jail(state, 0, 4)
    state = build(state, 0, "B29")
    assert state.prison[0] == 0 and state.players[0].virtue == 5


def test_church_destroys_a_debt():
    state = table()
    state.players[0].debts = 2
    state = build(state, 0, "B20")
    assert kind(state) == "church"
    state, _ = play(state, 0, {"type": "destroy"})
    assert state.players[0].debts == 1 and state.players[0].virtue == 8


def test_library_discards_for_two_gold():
    state = table()
    set_hand(state, 0, "B31", "B02")
    hire(state, 0, "A13")
    set_goods(state, 0, wood=4, stone=2, marble=1)
    state, _ = play(state, 0, place("guildhall", build="B31"))
    assert kind(state) == "library"
    state, _ = play(state, 0, {"type": "discard", "card": "B02"})
    assert state.players[0].gold == 2 and state.players[0].hand == [] and state.building_deck[-1] == "B02"


def test_tavern_hires_for_free():
    state = build(table(), 0, "B04")
    card = state.display[1][3].card
    state, _ = play(state, 0, {"type": "hire", "card": card})
    assert card in state.players[0].apprentices and state.players[0].silver == 0


def test_armoury_and_fortress_capture_for_free():
    state = table(4)
    put(state, "forest", 1, 2)
    put(state, "quarry", 2, 3)
    state = build(state, 0, "B26")
    assert kind(state) == "capture"
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    state, _ = play(state, 0, {"type": "capture", "at": "quarry", "seat": 2})
    assert state.players[0].held == [0, 2, 3, 0] and state.players[0].silver == 0
    state = table(4)
    put(state, "forest", 1, 2)
    state = build(state, 0, "B14")
    state, _ = play(state, 0, {"type": "capture", "at": "forest", "seat": 1})
    assert state.players[0].held == [0, 2, 0, 0]


def test_barracks_frees_held_workers_or_captures():
    state = table(4)
    hold(state, 2, 0, 3)
    put(state, "forest", 1, 1)
    state = build(state, 0, "B15")
    assert kind(state) == "barracks"
    freed, _ = play(state, 0, {"type": "barracks", "pick": "free"})
    assert freed.players[2].held[0] == 0
    captured, _ = play(state, 0, {"type": "barracks", "pick": "capture"})
    captured, _ = play(captured, 0, {"type": "capture", "at": "forest", "seat": 1})
    assert captured.players[0].held[1] == 1


def finish(state):
    """Run the end-game virtue step and scoring on ``state`` as it is."""
    state.tasks = [Task(Kind.SCORE, state.active)]
    state.final_turns = 0
    settle(state, Context(state.seed, state.step + 1))
    assert state.over
    return state


@pytest.mark.parametrize(
    ("card", "setup", "bonus"),
    [
        ("B02", lambda s: setattr(s.players[0], "cathedral", 2), 2),
        ("B03", lambda s: setattr(s.players[0], "stone", 1), 2),
        ("B12", lambda s: setattr(s.players[0], "wood", 1), 2),
        ("B21", lambda s: setattr(s.players[0], "clay", 1), 2),
        ("B40", lambda s: setattr(s.players[0], "silver", 1), 2),
        ("B06", lambda s: hire(s, 0, "A13", "A11"), 2),
        ("B17", lambda s: hire(s, 0, "A13", "A39"), 2),
        ("B34", lambda s: hire(s, 0, "A13", "A29", "A30"), 3),
        ("B13", lambda s: built(s, 0, "B01"), 2),
        ("B30", lambda s: hold(s, 0, 1, 6), 2),
        ("B32", lambda s: setattr(s.players[0], "virtue", 9), 2),
        ("B35", lambda s: setattr(s.players[0], "paid", 3), 3),
        ("B09", lambda s: None, 2),
    ],
)
def test_end_game_vp_bonuses(card, setup, bonus):
    state = table()
    for seat in range(4):
        set_goods(state, seat)
    built(state, 0, card)
    setup(state)
    extra = sum(BUILDING[other].vp for other in state.players[0].buildings if other != card)
    assert breakdown(state, 0)["buildings"] == BUILDING[card].vp + bonus + extra


def test_market_and_majority_bonuses_need_strictly_most():
    state = table()
    for seat in range(4):
        set_goods(state, seat, stone=2)
    built(state, 0, "B03")
    assert breakdown(state, 0)["buildings"] == 7
    state.players[0].debts = 1
    built(state, 0, "B09")
    assert breakdown(state, 0)["buildings"] == 7 + 11


@pytest.mark.parametrize(
    ("card", "setup", "virtue"),
    [
        ("B07", lambda s: set_goods(s, 0, clay=3, wood=3, stone=3), 9),
        ("B18", lambda s: set_goods(s, 0, gold=5), 9),
        ("B37", lambda s: set_goods(s, 0, marble=4), 9),
        ("B39", lambda s: setattr(s.players[0], "paid", 5), 9),
        ("B19", lambda s: setattr(s.players[0], "cathedral", 1), 9),
    ],
)
def test_end_game_virtue_effects(card, setup, virtue):
    state = table()
    for seat in range(4):
        set_goods(state, seat)
    built(state, 0, card)
    setup(state)
    state = finish(state)
    assert state.players[0].virtue == virtue


def test_therese_counts_gold_and_marble_for_castle_and_observatory():
    state = table(5, variable=True, seed=1)
    therese = next(seat for seat, player in enumerate(state.players) if player.character == "Therese")
    set_goods(state, therese, gold=1, marble=3)
    built(state, therese, "B18", "B37")
    state.players[therese].virtue = 5
    state = finish(state)
    assert state.players[therese].virtue == 9


def test_excess_virtue_at_the_end_destroys_debts_automatically():
    state = table()
    set_goods(state, 0, gold=6)
    built(state, 0, "B18")
    state.players[0].virtue = 13
    state.players[0].debts = 3
    state = finish(state)
    assert (state.players[0].virtue, state.players[0].debts) == (14, 1)


def test_dungeon_owner_chooses_the_order_and_the_default_is_the_better():
    state = table()
    built(state, 0, "B24", "B37")
    state.players[0].virtue = 14
    set_goods(state, 0, marble=4)
    state.tasks = [Task(Kind.DUNGEON, 0), Task(Kind.SCORE, 0)]
    state.final_turns = 0
    decision_default = options(state, 0)[1]
    assert decision_default == {"type": "dungeon", "first": True}
    first, _ = play(state, 0, {"type": "dungeon", "first": True})
    after, _ = play(state, 0, {"type": "dungeon", "first": False})
    assert first.players[0].virtue == 14 and after.players[0].virtue == 12


@pytest.mark.parametrize(
    ("fountain", "den", "each"), [(False, False, 2), (True, False, 1), (False, True, 3), (True, True, 2)]
)
def test_fountain_and_gamblers_den_change_what_a_debt_costs(fountain, den, each):
    state = table()
    state.players[0].debts = 2
    built(state, 0, *([("B27")] if fountain else []), *(["B28"] if den else []))
    assert breakdown(state, 0)["debts"] == -2 * each


def test_therese_pays_marble_for_gold():
    state = table(5, variable=True, seed=1)
    therese = next(seat for seat, player in enumerate(state.players) if player.character == "Therese")
    state.active = therese
    state.tasks = [Task(Kind.PLACE, therese)]
    set_hand(state, therese, "B02")
    set_goods(state, therese, wood=2, gold=1, marble=2)
    assert place("guildhall", build="B02", gold=1) in options(state, therese)
    state, _ = play(state, therese, place("guildhall", build="B02", gold=0))
    assert (state.players[therese].gold, state.players[therese].marble) == (1, 0)


def test_caroline_draws_after_each_black_market_action():
    state = table(5, variable=True, seed=2)
    caroline = next(seat for seat, player in enumerate(state.players) if player.character == "Caroline")
    state.active = caroline
    state.tasks = [Task(Kind.PLACE, caroline)]
    hand = len(state.players[caroline].hand)
    set_goods(state, caroline, silver=3)
    state, _ = play(state, caroline, place("market", space="A"))
    assert len(state.players[caroline].hand) == hand + 1


def test_frederick_climbs_without_a_card():
    state = table(5, variable=True, seed=4)
    frederick = next(seat for seat, player in enumerate(state.players) if player.character == "Frederick")
    state.active = frederick
    state.tasks = [Task(Kind.PLACE, frederick)]
    set_hand(state, frederick)
    set_goods(state, frederick, gold=1)
    state, _ = play(state, frederick, place("guildhall", cathedral=1))
    assert state.players[frederick].cathedral == 1
