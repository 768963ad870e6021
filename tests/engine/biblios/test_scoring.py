"""Scoring: category winners, VP, the game tie-break cascade, shared victory (rules/biblios.md §9)."""

from engine.biblios import GAME
from engine.biblios.scoring import category_outcomes
from engine.core import fill_names
from tests.engine.biblios.scenario import game_over, start_gift_turn, table


def standings(state):
    return {s.seat: s for s in GAME.result(state).standings}


def test_result_is_none_while_the_game_runs():
    """§9: the result exists only once the game is over."""
    state = start_gift_turn(table(2), 0, ["PIG-A"], turns=1)
    assert GAME.result(state) is None


def test_category_goes_to_the_highest_total_value_not_the_most_cards():
    """§9.1 step 1-2: values are summed; the number of cards does not matter."""
    state = game_over(table(2), {0: ["HOL-H", "HOL-I"], 1: ["HOL-A", "HOL-B", "HOL-C"]})
    holy = category_outcomes(state)[3]
    assert holy.totals == (4, 3) and holy.winner == 0 and holy.best_letter == ""


def test_tied_totals_go_to_the_earliest_letter():
    """§9.1 step 3: among tied players the card closest to A wins."""
    state = game_over(table(2), {0: ["PIG-C", "PIG-D"], 1: ["PIG-H"]})
    pigments = category_outcomes(state)[0]
    assert pigments.totals == (4, 4) and pigments.winner == 0 and pigments.best_letter == "C"


def test_a_category_nobody_holds_is_not_scored():
    """§9.1 step 4, D17: all totals 0, nobody takes the die."""
    state = game_over(table(2), {0: ["G3-01", "MON-A"], 1: ["G1-01"]})
    outcomes = category_outcomes(state)
    assert [o.winner for o in outcomes] == [None, 0, None, None, None]
    assert GAME.result(state).standings[0].breakdown["Pigments"] == 0


def test_gold_and_church_cards_never_count_in_categories():
    """§9.1: Gold and Church cards have no category."""
    state = game_over(table(2), {0: ["G3-01", "G3-02", "G3-03"], 1: []})
    assert all(o.totals == (0, 0) for o in category_outcomes(state))


def test_vp_are_the_faces_of_the_dice_won_unchanged():
    """§9.1 step 2, §9.2: the winner scores the die's face."""
    state = game_over(table(2, dice=(6, 1, 2, 5, 4)), {0: ["PIG-A", "MON-A"], 1: ["HOL-A", "G1-01"]})
    result = GAME.result(state)
    by_seat = standings(state)
    assert by_seat[0].score == 7 and by_seat[1].score == 5
    assert by_seat[0].breakdown == {
        "Pigments": 6,
        "Monks": 1,
        "Forbidden Tomes": 0,
        "Holy Books": 0,
        "Manuscripts": 0,
    }
    assert by_seat[0].facts == {"gold": 0}, "gold value is not VP: it stands beside the breakdown"
    assert by_seat[1].breakdown["Holy Books"] == 5 and by_seat[1].facts["gold"] == 1
    assert result.winners == (0,) and by_seat[0].tiebreak == "" and by_seat[1].rank == 2
    assert result.summary == "{p0} wins with 7 VP."


def test_game_tie_is_broken_by_gold_value():
    """§9.3 step 1, D15b: the most gold by value."""
    state = game_over(table(2), {0: ["PIG-A", "G3-01"], 1: ["MON-A", "G1-01", "G1-02"]})
    by_seat = standings(state)
    assert by_seat[0].rank == 1 and by_seat[1].rank == 2
    assert by_seat[0].tiebreak == "gold value 3"
    assert GAME.result(state).summary == "{p0} wins with 3 VP (tie-break: gold value 3)."


def test_game_tie_then_monks_total():
    """§9.3 step 2: the highest Monks total among those still tied."""
    state = game_over(
        table(3),
        {0: ["MON-A", "MON-E"], 1: ["MON-F"], 2: ["MON-G", "MON-H", "MON-I"]},
    )
    by_seat = standings(state)
    assert by_seat[2].rank == 1
    assert by_seat[0].rank == 2 and by_seat[1].rank == 3
    assert by_seat[0].tiebreak == "Monks total 5" and by_seat[1].tiebreak == "Monks total 3"


def test_game_tie_then_pigments_when_nobody_tied_holds_monks():
    """§9.3 step 3: with Monks totals all 0 the walk moves to Pigments."""
    state = game_over(table(2), {0: ["PIG-H"], 1: ["FOR-H"]})
    by_seat = standings(state)
    assert by_seat[0].score == by_seat[1].score == 3
    assert by_seat[0].rank == 1 and by_seat[0].tiebreak == "Pigments total 4"


def test_game_tie_walks_monks_pigments_then_holy_books():
    """§9.3 step 3, D16: Holy Books comes after Pigments; lower places use the same cascade."""
    state = game_over(
        table(3),
        {0: ["FOR-H", "HOL-A", "HOL-B"], 1: ["MAN-H", "HOL-C"], 2: ["HOL-H", "HOL-I"]},
    )
    by_seat = standings(state)
    assert {s.score for s in by_seat.values()} == {3}
    assert [s.seat for s in GAME.result(state).standings] == [2, 0, 1]
    assert by_seat[2].tiebreak == "Holy Books total 4"
    assert by_seat[1].tiebreak == "Holy Books total 1"


def test_game_tie_walks_on_to_manuscripts():
    """§9.3 step 3, D16: Manuscripts comes after Holy Books."""
    state = game_over(table(2), {0: ["FOR-H", "MAN-A"], 1: ["MAN-H", "MAN-B"]})
    by_seat = standings(state)
    assert by_seat[0].score == by_seat[1].score == 3
    assert by_seat[1].rank == 1 and by_seat[1].tiebreak == "Manuscripts total 3"


def test_game_tie_walks_on_to_forbidden_tomes_and_its_letter():
    """§9.3 step 3, D16: Forbidden Tomes comes last; equal totals go to the earliest letter."""
    state = game_over(table(3), {0: ["FOR-B"], 1: ["FOR-A"], 2: ["FOR-H", "FOR-I", "G1-01"]})
    result = GAME.result(state)
    assert [s.seat for s in result.standings] == [2, 1, 0]
    assert standings(state)[1].tiebreak == "Forbidden Tomes letter A"


def test_players_tied_on_everything_share_the_victory():
    """§9.3 step 4: no category cards and equal gold: a shared victory."""
    state = game_over(table(3), {0: ["G2-01"], 1: ["G1-01", "G1-02"], 2: ["PIG-A"]})
    result = GAME.result(state)
    assert result.winners == (2,)
    state = game_over(table(2), {0: ["G2-01"], 1: ["G1-01", "G1-02"]})
    result = GAME.result(state)
    assert result.winners == (0, 1) and all(s.rank == 1 for s in result.standings)
    assert all(s.tiebreak == "nothing separates them: they share the place" for s in result.standings)
    assert fill_names(result.summary, ["Bob", "Steve"]) == "Bob and Steve share the victory with 0 VP."
