"""A player's turn, dice and workers, buying, storage, phases and the game's end (rules §4, §5, §6)."""

import pytest

from engine.burgundy import GAME
from engine.burgundy.state import Stage
from engine.burgundy.tiles import Building, TileKind
from engine.core import IllegalAction
from engine.core.game import apply, can_undo, new_game
from tests.engine.burgundy.builder import (
    building,
    fresh,
    give_goods,
    knowledge,
    place,
    play,
    set_dice,
    store,
    tile,
    to_depot,
    use_up_round_goods,
)


def decision(state):
    (found,) = GAME.pending(state)
    return found


def options(state):
    return [option.action for option in decision(state).options]


def test_root_offers_each_die_then_buy_then_end_turn_only_when_both_dice_are_used():
    """§4.3, §9 D3: two die actions, an optional purchase, then an explicit end of turn."""
    state = fresh()
    set_dice(state, 0, 2, 5)
    state.players[0].silverlings = 2
    to_depot(state, 0, tile(state, TileKind.MINE))
    assert options(state) == [{"type": "die", "die": 0}, {"type": "die", "die": 1}, {"type": "buy"}]
    assert decision(state).default == 0
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    assert options(state) == [{"type": "die", "die": 1}, {"type": "buy"}]
    state, _ = play(state, 0, {"type": "die", "die": 1}, {"type": "workers"})
    assert options(state) == [{"type": "buy"}, {"type": "end_turn"}]
    assert decision(state).default_option.action == {"type": "end_turn"}
    state, _ = play(state, 0, {"type": "end_turn"})
    assert state.active == 1 and state.players[0].workers == 4


def test_two_equal_dice_are_one_choice():
    """Two 4s are offered once; the second becomes available after the first is used."""
    state = fresh()
    state.players[0].silverlings = 2
    to_depot(state, 0, tile(state, TileKind.MINE))
    set_dice(state, 0, 4, 4)
    assert options(state) == [{"type": "die", "die": 0}, {"type": "buy"}]
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    assert options(state) == [{"type": "die", "die": 1}, {"type": "buy"}]


def test_the_last_die_is_asked_directly_when_nothing_else_is_possible():
    """With one die left and no purchase possible, its action is asked at once (one click less)."""
    state = fresh()
    state.players[0].workers = 1  # the 4 may be turned: its action is a real choice
    to_depot(state, 2, tile(state, TileKind.MINE))  # the 2 may take it: a real choice too
    set_dice(state, 0, 4, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    assert decision(state).kind == "die_action" and state.frame.die == 1
    assert GAME.view(state, None).reach is not None


def test_a_lone_end_turn_is_taken_and_told():
    """Once both dice are used and nothing can be bought, the turn ends without a click, and the thread says so."""
    state = fresh()
    state.players[0].workers = 1
    to_depot(state, 2, tile(state, TileKind.MINE))
    set_dice(state, 0, 4, 2)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "workers"})
    state, events = play(state, 0, {"type": "workers"})
    assert state.active == 1 and state.players[0].used == [True, True]
    told = [event.text for event in events]
    assert "{p0} ends the turn." in told and told.index("{p0} ends the turn.") > 0
    assert can_undo(events)  # nothing was revealed: the move may still be taken back


def test_a_die_with_a_single_use_is_used_without_asking():
    """A die whose only use is taking workers is used so; then the last die's action is asked directly."""
    state = fresh()
    set_dice(state, 0, 1, 2)
    state, events = apply(GAME, state, 0, {"type": "die", "die": 0})
    assert [event.text for event in events] == ["{p0} takes 2 workers."]
    assert state.players[0].used == [True, False] and state.players[0].workers == 2
    assert decision(state).kind == "die_action" and state.frame.die == 1  # 2 workers: the 2 may be turned


def test_die_action_default_is_take_workers_and_always_available():
    """§5.5, §11 item 26: Take worker tiles is always possible and is the default."""
    state = fresh()
    set_dice(state, 0, 6, 6)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert decision(state).default_option.action == {"type": "workers"}


@pytest.mark.parametrize(("value", "by", "after"), [(6, 1, 1), (1, -1, 6), (3, 1, 4), (3, -1, 2)])
def test_a_worker_turns_a_die_wrapping_6_and_1(value, by, after):
    """§5.1: ±1 per worker; 6 and 1 are neighbours."""
    state = fresh()
    state.players[0].workers = 2
    set_dice(state, 0, value, value)
    state, events = play(state, 0, {"type": "die", "die": 0}, {"type": "adjust", "by": by})
    assert state.players[0].dice[0] == after and state.players[0].workers == 1
    assert can_undo(events)


def test_workers_are_spent_automatically_at_the_minimum():
    """§5.1, §11 item 21: the engine spends the fewest workers the action needs."""
    state = fresh()
    state.players[0].workers = 5
    ship = tile(state, TileKind.SHIP)
    to_depot(state, 4, ship)
    set_dice(state, 0, 1, 1)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "take", "depot": 4}, {"type": "tile", "tile": ship})
    assert state.players[0].workers == 2  # 1 -> 6 -> 5 -> 4: three steps


def test_take_puts_the_tile_into_storage_never_into_the_estate():
    """§5.2."""
    state = fresh()
    ship = tile(state, TileKind.SHIP)
    to_depot(state, 3, ship)
    state.players[0].workers = 1  # the second 3 may be turned: the turn waits for its choice
    set_dice(state, 0, 3, 3)
    state, events = play(
        state, 0, {"type": "die", "die": 0}, {"type": "take", "depot": 3}, {"type": "tile", "tile": ship}
    )
    assert state.players[0].storage == [ship] and len(state.players[0].estate) == 1
    assert state.players[0].used == [True, False]
    assert "uses the 3 to take a Ship from depot 3" in events[-1].text


def test_identical_tiles_in_a_depot_are_one_choice():
    """Two identical ships in a depot are offered once: a single choice, so the first is taken without asking."""
    state = fresh()
    first = tile(state, TileKind.SHIP)
    to_depot(state, 3, first)
    second = tile(state, TileKind.SHIP)
    to_depot(state, 3, second)
    state.players[0].workers = 1
    set_dice(state, 0, 3, 3)
    state, _ = play(state, 0, {"type": "die", "die": 0}, {"type": "take", "depot": 3})
    assert state.players[0].storage == [first] and second in state.depots[2]
    assert decision(state).kind == "die_action" and state.frame.die == 1


def test_selling_needs_the_die_of_the_goods_type():
    """§5.4: the die value names the goods type sold; all tiles of that type go."""
    state = fresh()
    give_goods(state, 0, 4, 2)
    give_goods(state, 0, 6, 1)
    set_dice(state, 0, 4, 4)
    state, _ = play(state, 0, {"type": "die", "die": 0})
    assert [a for a in options(state) if a["type"] == "sell"] == [{"type": "sell", "goods": 4}]
    state, _ = play(state, 0, {"type": "sell", "goods": 4})
    assert len(state.players[0].sold) == 2 and state.players[0].score == 4


def test_buying_with_full_storage_discards_first():
    """§5.8, §11 item 8: the same discard rule as taking."""
    state = fresh()
    state.players[0].silverlings = 2
    stored = [tile(state, TileKind.SHIP)]
    store(state, 0, stored[0])
    stored.append(tile(state, TileKind.MINE))
    store(state, 0, stored[1])
    stored.append(building(state, Building.BANK))
    store(state, 0, stored[2])
    bought = tile(state, TileKind.CASTLE)
    to_depot(state, 0, bought)
    state, _ = play(state, 0, {"type": "buy"}, {"type": "tile", "tile": bought})
    assert decision(state).kind == "discard"
    state, events = play(state, 0, {"type": "discard", "tile": stored[0]})
    assert state.players[0].storage == [stored[1], stored[2], bought]
    assert state.players[0].silverlings == 0 and state.bought


def test_a_tile_bought_this_turn_may_be_added_the_same_turn():
    """§5.3: a tile bought or taken this turn may be added later in the same turn (via storage)."""
    state = fresh()
    state.players[0].silverlings = 2
    ship = tile(state, TileKind.SHIP)
    to_depot(state, 0, ship)
    set_dice(state, 0, 5, 5)
    state, _ = play(state, 0, {"type": "buy"}, {"type": "tile", "tile": ship})
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": ship}, {"type": "space", "space": 20}
    )
    assert state.players[0].estate[20] == ship


def test_buying_is_only_offered_between_effects():
    """§4.3: no purchase while an effect is being resolved (e.g. a castle's bonus action)."""
    state = fresh()
    state.players[0].silverlings = 5
    to_depot(state, 0, tile(state, TileKind.MINE))
    castle = tile(state, TileKind.CASTLE)
    store(state, 0, castle)
    set_dice(state, 0, 6, 6)
    place(state, 0, 13, knowledge(state, 2))
    state, _ = play(
        state, 0, {"type": "die", "die": 0}, {"type": "place", "tile": castle}, {"type": "space", "space": 7}
    )
    assert decision(state).kind == "castle"
    assert all(action["type"] != "buy" for action in options(state))
    with pytest.raises(IllegalAction):
        apply(GAME, state, 0, {"type": "buy"})


def test_turn_order_within_a_round_is_fixed_and_new_round_rolls_dice():
    """§4.2: every seat plays once per round; a new round rolls and reveals (no undo past it)."""
    state = fresh(players=3)
    for seat in (0, 1, 2):
        assert state.active == seat
        set_dice(state, seat, 1, 2)
        state, events = play(
            state, seat, {"type": "die", "die": 0}, {"type": "workers"}, {"type": "die", "die": 1}, {"type": "workers"}
        )
        # no "end_turn" in the script: it was the only choice left, so it was taken
    assert state.round == 2
    assert not can_undo(events)
    assert any(event.reveal and "round 2" in event.text for event in events)


def test_phase_ends_after_round_5_and_the_game_after_phase_e():
    """§4.5, §6: mine income after each phase; final scoring after phase E; then nothing is pending."""
    state = fresh()
    state.phase, state.round = 4, 5
    use_up_round_goods(state)
    state.players[0].silverlings = 3
    state.players[1].workers = 5
    for seat in (0, 1):
        set_dice(state, seat, 1, 1)
        state, events = play(
            state, seat, {"type": "die", "die": 0}, {"type": "workers"}, {"type": "die", "die": 1}, {"type": "workers"}
        )
    assert state.stage is Stage.OVER and GAME.pending(state) == []
    result = GAME.result(state)
    scores = {standing.seat: standing.score for standing in result.standings}
    assert scores == {0: 3 + 2, 1: 4 + 0}  # silverlings + workers // 2
    assert result.standings[0].breakdown["silverlings"] == 3
    assert any("Final scoring" in event.text for event in events)
    with pytest.raises(IllegalAction, match="over"):
        apply(GAME, state, 0, {"type": "end_turn"})


def test_a_game_played_by_default_options_ends():
    """DESIGN: every decision has a legal default; taking only defaults finishes the game."""
    for players, boards in ((2, "base"), (3, "open"), (4, "secret")):
        state = new_game(GAME, players, 4, {"boards": boards})
        steps = 0
        while decisions := GAME.pending(state):
            for found in decisions:
                state, _ = apply(GAME, state, found.seat, found.default_option.action)
            steps += 1
        assert GAME.result(state) is not None and steps < 2000


def test_out_of_turn_moves_are_refused():
    """Only the active seat acts."""
    state = fresh()
    with pytest.raises(IllegalAction, match="turn"):
        apply(GAME, state, 1, {"type": "die", "die": 0})
