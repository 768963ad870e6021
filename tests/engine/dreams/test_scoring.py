"""Scoring, the end of the game and shared victories (rules/dreams.md §4 Phase 5, §5, WE-2..WE-7, WE-10)."""

import pytest

from engine.core.game import pending
from engine.dreams import GAME
from engine.dreams.scoring import BREAKDOWN_POINTS, Awards, breakdown, mortal_rounds, round_awards
from engine.dreams.state import Guess, Phase
from tests.engine.dreams.builders import fill_sky, guess_all, make_state, place_all
from tests.engine.dreams.test_stars import WE1_LAP1


def deltas(seats, mortal, true_image, guesses):
    """Round points per seat from a {seat: guess} table (seat = accusation, "imgK" = image, None = no guess)."""
    table = []
    for seat in range(seats):
        guess = guesses[seat]
        if guess is None:
            table.append(Guess())
        elif isinstance(guess, str):
            table.append(Guess(image=int(guess[3:])))
        else:
            table.append(Guess(accused=guess))
    return [award.points for award in round_awards(seats, mortal, true_image, table)]


def play_round(seats, mortal, true_image, guesses, scores=None, dealer=0):
    """A full round through the engine: default stars, then the given guesses."""
    state = fill_sky(make_state(seats, dealer=dealer, mortal=mortal, true_image=true_image, scores=scores))
    before = list(state.scores)
    state, events = guess_all(state, guesses)
    return state, [after - start for after, start in zip(state.scores, before, strict=True)], events


def test_example_we2_undetected_mortal():
    """WE-2 (continues WE-1): George, mortal, hides: +3; only Nina is unsuspected: +1."""
    state = make_state(4, dealer=0, mortal=2, true_image=2)
    state = place_all(state, WE1_LAP1)
    state = fill_sky(state)
    state, events = guess_all(state, {0: 1, 1: 0, 2: "img4", 3: 1})
    assert state.scores == [0, 0, 3, 1]
    reveal = next(e for e in events if e.data.get("event") == "revealed")
    lines = reveal.text.splitlines()
    true_vision = GAME.view(state, None).past_rounds[0].true_vision
    assert lines[0] == f"Reveal of round 1: the true vision was image 2 ({true_vision}); the mortal was {{p2}}."
    assert lines[1] == "{p2} (mortal) named image 4: +3 as no god accused them; now 3."
    assert lines[4] == "{p3} (god) accused {p1}: +1 as no other god accused {p3}; now 1."
    assert deltas(4, 2, 2, {0: 1, 1: 0, 2: "img4", 3: 0}) == [0, 0, 3, 1], "Nina -> Andrea gives the same"


def test_example_we3_end_of_game():
    """WE-3: Peter (mortal) reaches 16, Nina 17 wins, Peter and George share 2nd, Andrea 13."""
    state, gained, events = play_round(4, 1, 3, {1: "img3", 3: 1, 2: 1, 0: 3}, scores=[12, 14, 13, 15])
    assert gained == [1, 2, 3, 2]
    assert state.scores == [13, 16, 16, 17]
    assert state.phase is Phase.OVER and pending(GAME, state) == []
    result = GAME.result(state)
    assert [(s.seat, s.rank, s.score) for s in result.standings] == [(3, 1, 17), (1, 2, 16), (2, 2, 16), (0, 4, 13)]
    assert result.winners == (3,)
    assert events[-1].text == "{p3} wins with 17 god points."


def test_example_we4_both_gods_catch_the_mortal():
    """WE-4: 3 players, both gods accuse Cy, Cy names the true image."""
    assert deltas(3, 2, 1, {0: 2, 1: 2, 2: "img1"}) == [3, 3, 2]
    _, gained, _ = play_round(3, 2, 1, {0: 2, 1: 2, 2: "img1"})
    assert gained == [3, 3, 2]


def test_example_we5_gods_accuse_each_other():
    """WE-5: Cy undetected with a wrong image: +3; both gods suspected: 0."""
    assert deltas(3, 2, 4, {0: 1, 1: 0, 2: "img2"}) == [0, 0, 3]
    _, gained, _ = play_round(3, 2, 4, {0: 1, 1: 0, 2: "img2"})
    assert gained == [0, 0, 3]


def test_example_we6_perfect_round_for_the_mortal():
    """WE-6: 6 players, Eli undetected and right: +5; Ava, Dee, Fay unsuspected: +1; no god gets +2."""
    guesses = {0: 1, 1: 2, 2: 1, 3: 1, 5: 2, 4: "img3"}
    assert deltas(6, 4, 3, guesses) == [1, 0, 0, 1, 5, 1]
    _, gained, _ = play_round(6, 4, 3, guesses)
    assert gained == [1, 0, 0, 1, 5, 1]


def test_example_we7_tie_is_a_shared_victory():
    """WE-7: Ann and Ben both reach 17 and share rank 1; Cy 3rd, Dan 4th."""
    state, gained, events = play_round(4, 3, 1, {0: 3, 1: 3, 2: 0, 3: "img1"}, scores=[15, 14, 13, 10])
    assert gained == [2, 3, 1, 2]
    assert state.scores == [17, 17, 14, 12]
    result = GAME.result(state)
    assert [(s.seat, s.rank) for s in result.standings] == [(0, 1), (1, 1), (2, 3), (3, 4)]
    assert result.winners == (0, 1)
    assert events[-1].text == "{p0} and {p1} share the victory with 17 god points."


def test_example_we10_abstentions():
    """WE-10: Ann and Cy (mortal) time out: Cy 0, Ann +1, Ben +2, Dan +1."""
    assert deltas(4, 2, 2, {0: None, 1: 2, 3: 1, 2: None}) == [1, 2, 0, 1]
    state, gained, events = play_round(4, 2, 2, {0: None, 1: 2, 3: 1, 2: None})
    assert gained == [1, 2, 0, 1]
    reveal = next(e for e in events if e.data.get("event") == "revealed")
    assert "{p2} (mortal) made no guess: no points; still 0." in reveal.text.splitlines()


@pytest.mark.parametrize(
    ("mortal_line", "expected"),
    [
        ({"caught": False, "right": False}, 3),
        ({"caught": False, "right": True}, 5),
        ({"caught": True, "right": True}, 2),
        ({"caught": True, "right": False}, 0),
    ],
    ids=["hidden-wrong", "hidden-right", "caught-right", "caught-wrong"],
)
def test_mortal_scores_0_2_3_or_5(mortal_line, expected):
    """§4 Phase 5, §10 A4: the mortal's awards add up."""
    guesses = {0: 3 if mortal_line["caught"] else 1, 1: 0, 2: 0, 3: "img2" if mortal_line["right"] else "img1"}
    assert deltas(4, 3, 2, guesses)[3] == expected


def test_god_can_score_both_awards():
    """§10 A4: +2 for finding the mortal and +1 unsuspected add up to 3."""
    assert round_awards(3, 0, 1, [Guess(image=2), Guess(accused=0), Guess(accused=0)])[1] == Awards(
        identified_mortal=2, unsuspected=1
    )


def test_mortal_guess_never_suspects_a_god():
    """§10 A3: only gods' accusations count as suspicion."""
    awards = round_awards(3, 2, 1, [Guess(accused=2), Guess(accused=2), Guess(image=3)])
    assert awards[0].unsuspected == 1 and awards[1].unsuspected == 1


def test_reaching_16_ends_the_game_only_after_the_whole_round():
    """§5, §10 A6: the mortal's +3 takes them to 16, and the gods of that round are still scored."""
    state, gained, _ = play_round(3, 0, 1, {0: "img2", 1: 2, 2: 1}, scores=[13, 14, 0])
    assert state.scores == [16, 14, 0] and gained == [3, 0, 0] and state.phase is Phase.OVER
    state, gained, _ = play_round(3, 0, 1, {0: "img2", 1: 2, 2: None}, scores=[13, 14, 0])
    assert state.scores == [16, 15, 0] and gained == [3, 1, 0] and state.phase is Phase.OVER


def test_below_16_the_next_round_starts():
    """§4 End check: below 16, the sky is cleared and the dealer rotates left."""
    state, _, events = play_round(4, 1, 2, {0: 1, 1: "img2", 2: 3, 3: 0}, scores=[0, 0, 0, 0], dealer=3)
    assert state.phase is Phase.PLACING and state.round == 2 and state.dealer == 0
    assert state.stars == [] and all(state.kinds_left(seat) == ("clear", "grey", "black") for seat in range(4))
    assert [e.data.get("event") for e in events[-7:]] == [
        "revealed",
        "round_started",
        "roles_dealt",
        "role",
        "role",
        "role",
        "role",
    ]


def test_result_breakdown_adds_up_to_the_score():
    """§5: per-category breakdown: rounds as mortal and the points from each award."""
    state, _, _ = play_round(4, 3, 1, {0: 3, 1: 3, 2: 0, 3: "img1"}, scores=[0, 0, 0, 0])
    state = fill_sky(state)
    state, _ = guess_all(state, {seat: (None if seat != 0 else 1) for seat in range(4)})
    assert GAME.result(state) is None, "no result while the game runs"
    for seat in range(4):
        parts = breakdown(state, seat)
        points = sum(parts[name] for name in BREAKDOWN_POINTS)
        assert points == state.scores[seat]
    assert mortal_rounds(state, 3) >= 1
