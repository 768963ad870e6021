"""The optional rules offered in the lobby, all off by default: the Age of Artisans rules (§11.2) and the
Conspirator's per-capture reading (§15 #3). Each from a constructed example through the core's ``apply``."""

import pytest

from engine.architects import what_can_i_do
from engine.architects.declaration import GAME
from engine.architects.invariants import check
from engine.architects.state import Kind, Slot
from engine.architects.views import public_view
from engine.core import IllegalAction, copy_state
from engine.core.game import apply, dump_state, load_state, new_game, state_digest
from tests.engine.architects.scenario import hire, place, play, put, set_goods, set_hand, set_row, table

# --- Off by default ---------------------------------------------------------------------------------------------


def test_the_options_are_off_by_default_and_leave_the_state_data_as_it_was():
    spec = {option.name: option for option in GAME.options}
    assert spec["artisans"].default == "off" and spec["conspirator"].default == "per_action"
    state = new_game(GAME, 3, 5, {})
    assert not (state.apprentice_draft or state.apprentice_cycling or state.conspirator_per_capture)
    data = dump_state(GAME, state)["state"]
    assert not {"apprentice_draft", "apprentice_cycling", "conspirator_per_capture"} & set(data)
    assert public_view(state).rules == () and public_view(state).cycle_spaces == ()
    while state.draft is not None:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    assert GAME.pending(state)[0].kind == "place"  # no starting apprentice without the option


def test_an_option_on_is_kept_through_the_states_data():
    state = new_game(GAME, 2, 5, {"artisans": "both", "conspirator": "per_capture"})
    assert state.apprentice_draft and state.apprentice_cycling and state.conspirator_per_capture
    assert load_state(GAME, dump_state(GAME, state)) == state
    assert public_view(state).rules == ("apprentice draft", "apprentice cycling", "Conspirator per capture")


# --- The starting apprentice draft (§11.2, D16) ------------------------------------------------------------------


def _after_building_draft(players: int, seed: int = 3, **options: str):
    state = new_game(GAME, players, seed, {"artisans": "draft", **options})
    while state.draft is not None:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    return state


def test_each_player_hires_one_free_apprentice_in_reverse_turn_order_then_the_gaps_are_filled():
    state = _after_building_draft(4)
    start = state.start_player
    state = copy_state(state)
    rows = [["A01", "A13", "A25", "A29"], ["A39", "A04", "A11", "A36"]]
    wanted = {card for row in rows for card in row}
    deck = [card for card in state.apprentice_deck + [s.card for r in state.display for s in r] if card not in wanted]
    state.display = [[Slot(card) for card in row] for row in rows]
    state.apprentice_deck = deck
    silver = [player.silver for player in state.players]
    virtue = [player.virtue for player in state.players]
    order = [(start - offset) % 4 for offset in range(1, 5)]  # the last player first, the start player last
    picks = ["A01", "A25", "A39", "A36"]  # Acolyte +1 Virtue, Pickpocket -1, Woodcutter 0, Trader 0
    for seat, card in zip(order, picks, strict=True):
        decision = GAME.pending(state)[0]
        assert decision.kind == "starter" and decision.seat == seat
        assert {option.action["card"] for option in decision.options} == wanted - set(picks[: order.index(seat)])
        state, _ = play(state, seat, {"type": "hire", "card": card})
        assert state.players[seat].apprentices == [card]
        if seat != order[-1]:  # no slide, no refill between picks
            made = picks[: order.index(seat) + 1]
            assert not [slot.card for row in state.display for slot in row if slot.card in made]
            assert sum(not slot.card for row in state.display for slot in row) == order.index(seat) + 1
    assert [player.silver for player in state.players] == silver  # free
    assert state.players[order[0]].virtue == virtue[order[0]] + 1
    assert state.players[order[1]].virtue == virtue[order[1]] - 1
    # each empty space is filled in place, row by row, from the top of the deck
    assert [[slot.card for slot in row] for row in state.display] == [
        [deck[0], "A13", deck[1], "A29"],
        [deck[2], "A04", "A11", deck[3]],
    ]
    assert state.apprentice_deck == deck[4:]
    decision = GAME.pending(state)[0]
    assert decision.kind == "place" and decision.seat == start


def test_the_starting_pick_refuses_what_is_not_face_up_and_changes_nothing():
    state = _after_building_draft(3, seed=8)
    seat = GAME.pending(state)[0].seat
    taken = GAME.pending(state)[0].options[0].action["card"]
    for action in (
        {"type": "hire", "card": "A99"},
        {"type": "hire", "card": state.apprentice_deck[0]},
        {"type": "hire"},
        {"type": "hire", "card": 3},
    ):
        before = state_digest(GAME, state)
        with pytest.raises(IllegalAction, match="That apprentice is not in the display."):
            apply(GAME, state, seat, action)
        assert state_digest(GAME, state) == before
    with pytest.raises(IllegalAction, match="It is not your turn."):
        apply(GAME, state, (seat + 1) % 3, {"type": "hire", "card": taken})
    state, _ = apply(GAME, state, seat, {"type": "hire", "card": taken})
    before = state_digest(GAME, state)
    with pytest.raises(IllegalAction, match="That apprentice is not in the display."):
        apply(GAME, state, GAME.pending(state)[0].seat, {"type": "hire", "card": taken})  # already hired
    assert state_digest(GAME, state) == before


def test_the_starting_pick_has_a_timeout_taking_the_default_a_labourer_if_shown():
    state = copy_state(_after_building_draft(2, seed=4))
    labourer = "A13"
    set_row(state, 1, "A01", "A02", labourer, "A04")
    set_row(state, 0, "A05", "A06", "A07", "A08")
    decision = GAME.pending(state)[0]
    assert decision.timeout is not None and decision.find(decision.timeout.action) is None
    assert decision.default_option.action == {"type": "hire", "card": labourer}
    seat = decision.seat
    check(state)
    state, events = apply(GAME, state, seat, decision.timeout.action, timed_out=True)
    check(state)
    assert state.players[seat].apprentices == [labourer] and not state.display[1][2].card
    assert "time ran out" in events[0].text
    assert GAME.pending(state)[0].default_option.action == {"type": "hire", "card": "A05"}  # no Labourer: the first


def test_what_can_i_do_during_the_starting_picks():
    state = _after_building_draft(3, seed=5)
    decision = GAME.pending(state)[0]
    mine = what_can_i_do(state, decision.seat)
    assert mine.startswith("Starting apprentice: hire 1 face-up apprentice for free")
    # str(): i18n.Text keeps its plural count in an attribute named ``count``, which hides str.count
    assert "Choices: Hire " in mine and str(mine).count("for free") == 1 + len(decision.options)
    other = (decision.seat + 1) % 3
    assert what_can_i_do(state, other) == (
        f"{{p{decision.seat}}} is picking a starting apprentice; each player hires 1 for free, last player first, "
        "then the first turn begins."
    )
    assert GAME.chapter(state) == "Starting apprentices"
    assert public_view(state).step == "starter"


# --- Apprentice cycling (§11.2) -----------------------------------------------------------------------------------


def _ready_to_build(players: int, filled: int, **options: str):
    state = table(players, **options)
    state.guildhall = [1] * filled
    state.players[1].supply -= filled
    set_hand(state, 0, "B11")  # Well: 2 Wood + 2 Stone
    set_goods(state, 0, wood=2, stone=2)
    return state


@pytest.mark.parametrize(("players", "space"), [(2, 3), (3, 7), (4, 13), (5, 3), (5, 9), (5, 15)])
def test_a_worker_on_a_cycling_space_cycles_the_display(players, space):
    """Spaces 3, N+4, 2N+5: column 1 of both rows to the deck bottom (coins to the supply), slide, draw column 4."""
    state = _ready_to_build(players, space - 1, artisans="cycling")
    state.display[0][0] = Slot(state.display[0][0].card, 2)
    state.display[0][1] = Slot(state.display[0][1].card, 1)
    before = [[slot for slot in row] for row in state.display]
    deck = list(state.apprentice_deck)
    silver = sum(player.silver for player in state.players)
    state, events = play(state, 0, place("guildhall", build="B11"))
    assert [slot.card for slot in state.display[0]] == [slot.card for slot in before[0][1:]] + [deck[0]]
    assert [slot.card for slot in state.display[1]] == [slot.card for slot in before[1][1:]] + [deck[1]]
    assert state.display[0][0].coins == 1  # the coin on the card that slid stays on it
    assert state.apprentice_deck == deck[2:] + [before[0][0].card, before[1][0].card]
    assert sum(player.silver for player in state.players) == silver  # the 2 coins went to the supply
    assert any("cycles the apprentices" in event.text and "2 Silver" in event.text for event in events)
    assert "B11" in state.players[0].buildings


@pytest.mark.parametrize(("players", "space"), [(3, 4), (3, 2), (3, 15), (4, 19)])
def test_other_spaces_do_not_cycle(players, space):
    state = _ready_to_build(players, space - 1, artisans="both")
    display = [[slot.card for slot in row] for row in state.display]
    state, _ = play(state, 0, place("guildhall", build="B11"))
    assert [[slot.card for slot in row] for row in state.display] == display


def test_without_the_option_space_3_does_not_cycle():
    state = _ready_to_build(3, 2, artisans="draft")
    display = [[slot.card for slot in row] for row in state.display]
    state, _ = play(state, 0, place("guildhall", build="B11"))
    assert [[slot.card for slot in row] for row in state.display] == display


def test_cycling_comes_before_the_buildings_effect():
    """The Tavern built on a cycling space hires from the display as cycled."""
    state = _ready_to_build(2, 2, artisans="cycling")
    hire(state, 0, "A39", "A18")  # Carpentry for the Tavern
    set_hand(state, 0, "B04")
    set_goods(state, 0, wood=3, stone=2, gold=1)
    gone = state.display[0][0].card
    state, _ = play(state, 0, place("guildhall", build="B04"))
    assert state.tasks[0].kind is Kind.TAVERN
    offered = {option.action.get("card") for option in GAME.pending(state)[0].options}
    assert gone not in offered and state.display[0][3].card in offered


def test_the_cycling_spaces_are_in_the_public_view():
    state = table(3, artisans="cycling")
    assert public_view(state).cycle_spaces == (3, 7, 11)
    assert public_view(state).rules == ("apprentice cycling",)


# --- The Conspirator per capture (§15 #3) ------------------------------------------------------------------------


def _captures(conspirator: str, virtue: int, conspirators: tuple[str, ...]) -> tuple[int, int]:
    """E21's table: the seat captures the three groups at the Mines with its 3rd Town Centre worker."""
    state = table(4, conspirator=conspirator)
    for owner in (1, 2, 3):
        put(state, "mines", owner, 1)
    put(state, "town_centre", 0, 2)
    hire(state, 0, *conspirators)
    state.players[0].virtue = virtue
    set_goods(state, 0, silver=4)
    tax = state.tax
    state, _ = play(state, 0, place("town_centre"))
    for owner in (1, 2, 3):
        state, _ = play(state, 0, {"type": "capture", "at": "mines", "seat": owner})
    return 4 - state.players[0].silver, state.tax - tax


@pytest.mark.parametrize(
    ("virtue", "conspirators", "per_action", "per_capture"),
    [
        (3, ("A04",), (1, 0), (0, 0)),  # E21: evasion makes the tax 0; BGA's reading makes the cost 0
        (7, ("A04",), (2, 1), (1, 1)),
        (7, ("A04", "A05"), (1, 1), (1, 1)),
        (7, (), (3, 1), (3, 1)),  # no Conspirator: the option changes nothing
    ],
)
def test_the_conspirator_per_action_and_per_capture(virtue, conspirators, per_action, per_capture):
    assert _captures("per_action", virtue, conspirators) == per_action
    assert _captures("per_capture", virtue, conspirators) == per_capture


def test_per_capture_the_capture_prompt_shows_the_free_further_captures():
    state = table(4, conspirator="per_capture")
    put(state, "mines", 1, 1)
    put(state, "mines", 2, 1)
    put(state, "town_centre", 0, 1)
    hire(state, 0, "A04")
    set_goods(state, 0, silver=1)
    state, _ = play(state, 0, place("town_centre"))
    state, _ = play(state, 0, {"type": "capture", "at": "mines", "seat": 1})
    assert state.players[0].silver == 0
    decision = GAME.pending(state)[0]
    assert "next one" not in decision.prompt
    assert decision.find({"type": "capture", "at": "mines", "seat": 2}) is not None  # affordable with 0 Silver
