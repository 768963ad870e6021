"""Rating updates checked against openskill's Plackett-Luce model itself on known outcomes (issue 14)."""

from datetime import UTC, datetime

import pytest
from openskill.models import PlackettLuce

from engine.core import Result, Standing
from storage import ratings
from storage.records import ActionRecord
from storage.result_rows import SeatState, rated_ranks, seat_results

AT = datetime(2026, 11, 2, tzinfo=UTC)
MODEL = PlackettLuce()


def library(ranks: list[int], before: list[tuple[float, float]] | None = None) -> list[float]:
    """What the library itself gives for one game of single-player teams with these ranks: mu, sigma, mu, ..."""
    before = before or [(MODEL.mu, MODEL.sigma)] * len(ranks)
    teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in before]
    return [value for team in MODEL.rate(teams, ranks=ranks) for value in (team[0].mu, team[0].sigma)]


def ours(ranks: dict[str, int], before: dict[str, ratings.Skill] | None = None) -> list[float]:
    after = ratings.rate(ranks, before or {})
    return [value for player in ranks for value in (after[player].mu, after[player].sigma)]


def test_a_two_player_win():
    got = ours({"ana": 1, "ben": 2})
    assert got == pytest.approx(library([1, 2]))
    assert got[0] > MODEL.mu > got[2]


def test_four_players_with_a_tie_for_second():
    got = ours({"ana": 1, "ben": 2, "cy": 2, "di": 4})
    assert got == pytest.approx(library([1, 2, 2, 4]))
    assert got[2:4] == pytest.approx(got[4:6])  # tied seats move alike


def test_a_shared_victory_is_an_equal_first_place():
    got = ours({"ana": 1, "ben": 1, "cy": 3})
    assert got == pytest.approx(library([1, 1, 3]))
    assert got[0:2] == pytest.approx(got[2:4]) and got[0] > got[4]


def test_earlier_ratings_are_the_starting_point():
    before = {"ana": ratings.Skill(30.0, 4.0), "ben": ratings.Skill(22.0, 6.5)}
    assert ours({"ana": 2, "ben": 1}, before) == pytest.approx(library([2, 1], [(30.0, 4.0), (22.0, 6.5)]))


def test_fewer_than_two_rated_seats_change_nothing():
    assert ratings.rate({"ana": 1}, {}) == {}
    assert ratings.rate({}, {}) == {}


def test_the_shown_rating_is_mu_minus_three_sigma():
    skill = ratings.Skill(27.0, 3.0)
    assert skill.shown == 18.0
    assert ratings.initial().shown == pytest.approx(0.0)


def test_an_open_seat_is_left_out_and_the_others_are_rated_among_themselves():
    seats = [
        SeatState(0, 11, "Ana", resigned=False, open=True, timeouts=3),
        SeatState(1, 12, "Ben", resigned=False, open=False, timeouts=0),
        SeatState(2, 13, "Cy", resigned=True, open=False, timeouts=1),
    ]
    result = Result((Standing(0, 1, 30), Standing(2, 2, 20), Standing(1, 3, 10)))
    log = [ActionRecord(1, 1, "move", {"type": "x"}, True, False, AT, user_id=12, think_seconds=9)]
    found = seat_results(seats, result, log)
    assert [(f.seat, f.user_id, f.rank, f.score, f.timeouts) for f in found] == [
        (0, None, 1, 30, 0),
        (1, 12, 3, 10, 0),
        (2, 13, 2, 20, 1),
    ]
    assert found[1].moves == 1 and found[1].think_seconds == (9,)
    ranks = rated_ranks(found)
    assert ranks == {12: 3, 13: 2}  # the resigned seat keeps its place; the open winner is left out
    after = ratings.rate(ranks, {})
    expected = library([3, 2])
    assert [after[12].mu, after[12].sigma, after[13].mu, after[13].sigma] == pytest.approx(expected)
