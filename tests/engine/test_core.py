"""The shared engine machinery, exercised on the toy game (testing/testkit/toy_game.py)."""

import json

import pytest

from engine.core import IllegalAction, action_key, all_games, fill_names, rank_by_keys, seat_ref
from engine.core.codec import from_data, to_data
from engine.core.game import apply, can_undo, dump_state, load_state, new_game, pending, replay, state_digest
from engine.simulate import run
from testkit.toy_game import TOY_GAME, ToyState


def test_setup_is_deterministic():
    assert dump_state(TOY_GAME, new_game(TOY_GAME, 3, 7)) == dump_state(TOY_GAME, new_game(TOY_GAME, 3, 7))
    assert new_game(TOY_GAME, 3, 7).deck != new_game(TOY_GAME, 3, 8).deck


def test_bad_player_count_and_options_are_refused():
    with pytest.raises(IllegalAction, match="1 to 4 players"):
        new_game(TOY_GAME, 5, 1)
    with pytest.raises(IllegalAction, match="no option"):
        new_game(TOY_GAME, 2, 1, {"colour": "red"})
    with pytest.raises(IllegalAction, match="not a choice"):
        new_game(TOY_GAME, 2, 1, {"pile": "7"})


def test_apply_never_mutates_and_refuses_with_the_games_message():
    state = new_game(TOY_GAME, 2, 1)
    before = dump_state(TOY_GAME, state)
    with pytest.raises(IllegalAction, match="1, 2 or 3"):
        apply(TOY_GAME, state, 0, {"type": "take", "count": 4})
    with pytest.raises(IllegalAction, match="not your turn"):
        apply(TOY_GAME, state, 1, {"type": "take", "count": 1})
    with pytest.raises(IllegalAction, match="JSON object"):
        apply(TOY_GAME, state, 0, "take")  # type: ignore[arg-type]
    after, events = apply(TOY_GAME, state, 0, {"type": "take", "count": 2})
    assert dump_state(TOY_GAME, state) == before
    assert after.pile == 4 and after.step == 1 and can_undo(events)


def test_draw_reveals_and_blocks_undo():
    state = new_game(TOY_GAME, 2, 1)
    _, events = apply(TOY_GAME, state, 0, {"type": "draw"})
    assert not can_undo(events)
    assert [e.public for e in events] == [True, False]


def test_json_round_trip_and_replay():
    state = new_game(TOY_GAME, 2, 3)
    log = []
    while decisions := pending(TOY_GAME, state):
        decision = decisions[0]
        option = decision.options[-1]
        log.append((decision.seat, option.action))
        state, _ = apply(TOY_GAME, state, decision.seat, option.action)
    blob = json.loads(json.dumps(dump_state(TOY_GAME, state)))
    assert load_state(TOY_GAME, blob) == state
    assert state_digest(TOY_GAME, replay(TOY_GAME, 2, 3, None, log)) == state_digest(TOY_GAME, state)


def test_codec_handles_optional_tuple_and_int_keys():
    from dataclasses import dataclass

    @dataclass
    class Sample:
        a: tuple[int, ...]
        b: dict[int, list[str]]
        c: str | None

    value = Sample((1, 2), {3: ["x"]}, None)
    assert from_data(Sample, json.loads(json.dumps(to_data(value)))) == value
    assert from_data(ToyState, to_data(new_game(TOY_GAME, 2, 1))) == new_game(TOY_GAME, 2, 1)


def test_codec_leaves_out_a_field_marked_omit_default_while_it_holds_its_default():
    from dataclasses import dataclass, field

    from engine.core.codec import OMIT_DEFAULT

    @dataclass
    class Later:
        a: int
        flag: bool = field(default=False, metadata=OMIT_DEFAULT)

    assert to_data(Later(1)) == {"a": 1} and from_data(Later, {"a": 1}) == Later(1)
    assert to_data(Later(1, True)) == {"a": 1, "flag": True} and from_data(Later, to_data(Later(1, True))) == Later(
        1, True
    )


def test_helpers():
    assert action_key({"type": "bid", "amount": 3}) == '{"amount":3,"type":"bid"}'
    assert fill_names(f"{seat_ref(0)} and {seat_ref(1)}", ["Ana", "Ben"]) == "Ana and Ben"
    assert rank_by_keys([0, 1, 2], {0: 5, 1: 7, 2: 5}.get) == [(1, 1), (0, 2), (2, 2)]


def test_simulator_runs_the_toy_game():
    stats = run(TOY_GAME, 30, None, 1)
    assert stats.games == 30 and stats.decisions > 30


def test_which_games_have_private_views_under_which_options():
    """The bot checks DMs at join only where a seat has something private (``GameSpec.private_views``)."""
    games = all_games()
    assert games["biblios"].has_private_views(None) and games["dreams"].has_private_views({"large_table": "on"})
    burgundy = games["burgundy"]
    assert not burgundy.has_private_views(None) and not burgundy.has_private_views({"boards": "open"})
    assert burgundy.has_private_views({"boards": "secret"})
