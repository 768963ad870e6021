"""The Architects texts issue 21 found wrong, each read as a player reads it (names filled in)."""

from engine.architects import GAME, what_can_i_do
from engine.architects.scoring import result
from engine.architects.state import Kind, Task
from engine.core import fill_names
from engine.core.game import apply, new_game, pending_for
from tests.engine.architects.scenario import hire, jail, place, play, put, set_goods, set_hand, set_row, table

NAMES = ["Ana", "Ben", "Cy", "Dana"]


def said(events, *, public: bool = True) -> list[str]:
    """The events' texts as the thread (or the seat, with ``public`` False) reads them."""
    return [fill_names(event.text, NAMES) for event in events if (event.seat is None) is public]


def test_the_draft_prompt_counts_the_cards_held_and_says_where_the_others_go():
    state = new_game(GAME, 3, 4, {"setup": "standard"})
    decision = pending_for(GAME, state, 0)
    assert len(decision.options) == 4
    assert decision.prompt == (
        "Opening draft, pick 1 of 3: keep 1 of your 4 building cards; pass the other 3 to your left."
    )
    while state.draft.round < 3:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    decision = pending_for(GAME, state, 0)
    assert len(decision.options) == 2
    assert decision.prompt == (
        "Opening draft, pick 3 of 3: keep 1 of your 2 building cards; the other goes to the bottom of the deck."
    )


def test_keeping_the_keep_does_not_say_keep_twice():
    state = new_game(GAME, 2, 1, {"setup": "standard"})
    state.draft.holding[0][0] = "B30"  # the Keep
    label = next(option.label for option in pending_for(GAME, state, 0).options if option.action["card"] == "B30")
    assert label == "Keep the Keep"
    state, events = apply(GAME, state, 0, {"type": "pick", "card": "B30"})
    assert "You keep the Keep." in [event.text for event in events if event.seat == 0]


def test_a_town_centre_turn_that_captures_nothing_says_so():
    state = table(4)
    state, events = play(state, 0, place("town_centre"))
    assert said(events) == ["Ana places a worker at the Town Centre."]
    state, events = play(state, 0, {"type": "stop"})
    assert said(events) == ["Ana captures nothing."]
    assert events[0].brief is None  # the turn's record keeps it


def test_a_storehouse_or_guardhouse_turn_that_does_nothing_says_so():
    state = table(4)
    set_goods(state, 0, clay=2, silver=3)
    state, _ = play(state, 0, place("storehouse"))
    state, events = play(state, 0, {"type": "stop"})
    assert said(events) == ["Ana makes no trade."]
    state = table(4)
    state.players[0].debts = 1
    set_goods(state, 0, silver=9)
    state, _ = play(state, 0, place("guardhouse"))
    state, events = play(state, 0, {"type": "stop"})
    assert said(events) == ["Ana takes no Guardhouse action."]


def test_a_capture_of_one_worker_names_it_without_a_count():
    state = table(4)
    put(state, "quarry", 1, 1)
    set_goods(state, 0, silver=5)
    state, _ = play(state, 0, place("town_centre"))
    label = next(option.label for option in pending_for(GAME, state, 0).options if option.action.get("at") == "quarry")
    assert fill_names(label, NAMES) == "Quarry: Ben's worker (1 Silver)"
    state, events = play(state, 0, {"type": "capture", "at": "quarry", "seat": 1})
    assert said(events) == ["Ana captures Ben's worker at the Quarry for 1 Silver."]


def test_a_workshop_hire_names_who_pays():
    state = table(4)
    set_row(state, 0, "A14", "A13", "A09", "A31")
    set_goods(state, 0, silver=10)
    state, events = play(state, 0, place("workshop", hire="A31"))
    silver = 10 - state.players[0].silver
    assert said(events)[0] == f"Ana places a worker at the Workshop and pays {silver} Silver."
    assert not any("They pay" in text for text in said(events))


def test_black_market_labels_and_records_show_the_virtue_it_costs():
    state = table(4)
    set_goods(state, 0, silver=6)
    labels = {
        option.action["space"]: option.label
        for option in pending_for(GAME, state, 0).options
        if option.action.get("at") == "market" and "hire" not in option.action
    }
    assert all(label.endswith("(-1 Virtue)") for label in labels.values()), labels
    assert labels["B"] == "Black Market B: draw 5 building cards, keep 1, for 2 Silver (-1 Virtue)"
    assert "Each costs 1 Virtue too." in what_can_i_do(state, 0)
    state, events = play(state, 0, place("market", space="A"))
    assert said(events)[0].startswith("Ana places a worker on Black Market A: pays 1 Silver, gains ")
    assert said(events)[0].endswith(" and loses 1 Virtue.")
    illusionist = table(4)
    hire(illusionist, 0, "A10")
    set_goods(illusionist, 0, silver=6)
    labels = [option.label for option in pending_for(GAME, illusionist, 0).options if "Black Market" in option.label]
    assert labels and not any("Virtue" in label for label in labels)
    assert "No Virtue lost (Illusionist)." in what_can_i_do(illusionist, 0)


def test_skills_are_named_in_words():
    state = table(4)
    set_row(state, 0, "A14", "A13", "A09", "A31")
    set_goods(state, 0, silver=10)
    labels = [option.label for option in pending_for(GAME, state, 0).options if option.action.get("hire")]
    assert any(label.startswith("Workshop: hire Merchant (Tiling) (row 1) for ") for label in labels)
    assert any(label.startswith("Workshop: hire Labourer (all three skills)") for label in labels)
    state, events = play(state, 0, place("workshop", hire="A14"))
    assert "Ana hires Merchant (Tiling)." in said(events)


def test_a_building_from_beside_the_full_guildhall_names_no_space():
    state = table(3)
    state.guildhall = [0, 1, 2] * 5 + [0]
    for seat in range(3):
        state.players[seat].supply -= 5
    state.players[0].supply -= 1
    state.final_turns = 2
    set_hand(state, 0, "B11")
    set_goods(state, 0, wood=2, stone=2)
    state, events = play(state, 0, place("guildhall", build="B11"))
    assert "Ana builds the Well, from beside the full Guildhall." in said(events)
    assert not any("space 0" in text for text in said(events))


def test_the_gatekeeper_prompt_counts_one_prisoner_as_one_worker():
    state = table(4)
    hire(state, 1, "A09")
    jail(state, 1, 1)
    state.market = [2, 3, -1]
    state.players[2].supply -= 1
    state.players[3].supply -= 1
    set_goods(state, 0, silver=3)
    state, _ = play(state, 0, place("market", space="C"))
    decision = pending_for(GAME, state, 1)
    assert fill_names(decision.prompt, NAMES) == "Your Gatekeeper: release up to 1 of your 1 worker in the Prison?"
    assert "1 workers" not in what_can_i_do(state, 1)


def test_the_result_tells_a_tie_break_only_for_a_tie_and_repeats_no_figure():
    state = table(3)
    state.over = True
    state.tasks = []
    for seat, player in enumerate(state.players):
        set_goods(state, seat)
        player.virtue, player.debts, player.buildings = 7, 0, []
        state.prison[seat] = 0
        player.supply = 20
    state.players[2].gold = 5  # 5 VP: alone in first place; seats 0 and 1 tie on points
    state.players[0].virtue = 8  # same VP band as 7 (§2.4), so still a tie on points, broken by virtue
    found = result(state)
    standings = {standing.seat: standing for standing in found.standings}
    assert standings[2].rank == 1 and standings[2].tiebreak == ""
    assert standings[0].score == standings[1].score
    assert standings[0].tiebreak == f"tied on {standings[0].score} VP, placed by virtue, then Silver"
    assert standings[0].rank < standings[1].rank
    assert found.label("virtue_track") == "final virtue" and found.label("silver_held") == "Silver left"


def test_the_hand_limit_discard_label_fits_a_button():
    state = table(4)
    set_hand(state, 0, "B01", "B02", "B03", "B04", "B05", "B06", "B07", "B08", "B09", "B10", "B12", "B13")
    state.tasks = [Task(Kind.HAND_LIMIT, 0)]
    decision = pending_for(GAME, state, 0)
    (option,) = decision.options
    assert len(option.label) <= 80 and option.label.startswith("Discard ")
    assert option.label.endswith(" more") or "…" not in option.label
