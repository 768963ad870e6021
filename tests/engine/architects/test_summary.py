"""The "what can I do?" summary (GameSpec.what_can_i_do): the seat's situation and legal moves, privately."""

from engine.architects import GAME, what_can_i_do
from engine.architects.text.names import building
from engine.core.game import apply, new_game
from tests.engine.architects.scenario import hire, place, play, put, set_goods, set_hand, set_row, stop, table


def test_a_placement_turn_lists_every_location_the_seat_may_use():
    """Yields, Workshop prices, what can be built, the Black Market spaces and the other locations."""
    state = table(2)
    set_goods(state, 0, silver=5, wood=2, stone=2)
    set_hand(state, 0, "B11", "B03")  # Well (buildable), Stone Market (needs Masonry and more)
    set_row(state, 0, "A19", "A14", "A11", "A13")
    put(state, "forest", 0, 2)
    hire(state, 0, "A39")  # a Woodcutter: +1 Wood at the Forest
    lines = what_can_i_do(state, 0).splitlines()
    assert lines[0] == "Place a worker: you have 18 workers in supply, 2 building cards in hand and virtue 7."
    assert lines[1] == "Gather: Quarry: 1 Stone; Forest: 4 Wood; Mines: 2 Clay; Silversmith: 2 Silver."
    assert lines[2].startswith("Workshop: draw 1 building card, or hire 1 of ")
    assert lines[3] == "Guildhall: build Well."
    assert lines[4].startswith("Black Market: A: ") and "; B: hire 1 of 8 apprentices or draw 5" in lines[4]
    assert lines[5] == (
        "Also: King's Storehouse (1 trade); Town Centre (1 capture); Tax Stand: take 4 Silver (-2 Virtue); "
        "Guardhouse (1 action)."
    )


def test_the_summary_says_why_nothing_can_be_built_and_when_the_market_is_barred():
    state = table(3)
    set_goods(state, 0, silver=0, clay=1)
    set_hand(state, 0, "B03", "B01")  # Stone Market needs Masonry; the Smithy costs 4 Clay + 2 Wood
    state.players[0].virtue = 11
    text = what_can_i_do(state, 0)
    why = "Stone Market needs Masonry; Smithy costs 4 Clay + 2 Wood"
    assert f"Guildhall: nothing you can build or climb yet ({why})." in text
    assert "Black Market: barred at virtue 10 or more (yours is 11)." in text
    assert "Workshop: draw 1 building card; no apprentice within your Silver." in text


def test_inside_a_decision_the_summary_is_its_prompt_and_choices():
    state = table(2)
    set_goods(state, 0, wood=2, stone=1)
    state, _ = play(state, 0, place("storehouse"))
    assert what_can_i_do(state, 0) == (
        "King's Storehouse: 1 trade left.\n"
        "Choices: Stop trading; 1 Wood + 1 Stone -> 1 Virtue; 2 Wood -> 1 Virtue; 2 Wood + 1 Stone -> 1 Marble."
    )
    assert what_can_i_do(state, 1) == "It is {p0}'s turn; nothing is asked of you right now."
    state, _ = play(state, 0, stop())
    assert what_can_i_do(state, 1).startswith("Place a worker: ")


def test_the_draft_and_the_end():
    state = new_game(GAME, 3, 4, {"setup": "standard"})
    first, second, third, fourth = (building(card) for card in state.draft.holding[1])
    assert what_can_i_do(state, 1) == (
        f"Opening draft, pick 1 of 3: keep 1 of {first}, {second}, {third} or {fourth}; the others pass to your left."
    )
    state, _ = apply(GAME, state, 1, {"type": "pick", "card": state.draft.holding[1][0]})
    assert what_can_i_do(state, 1) == "You have picked; waiting for {p0} and {p2} to pick."
    for _ in range(5):  # the rest of pick 1, and pick 2
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.options[0].action)
    assert state.draft.round == 3
    last, other = (building(card) for card in state.draft.holding[1])
    assert what_can_i_do(state, 1) == (
        f"Opening draft, pick 3 of 3: keep 1 of {last} or {other}; the other goes to the bottom of the deck."
    )
    state.over = True
    assert what_can_i_do(state, 0) == "The game is over."
