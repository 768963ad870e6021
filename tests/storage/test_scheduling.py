"""A campaign's pure rules: points schemes, table sizes, round-robin rounds, standings order (issue 14)."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from storage import scheduling
from storage.errors import CampaignError
from storage.scheduling import Standing, pair_counts, rank_standings, round_tables, table_sizes


def test_points_schemes_are_read_and_bad_ones_refused_with_the_reason():
    assert scheduling.parse_points("5-3-2-1") == (5, 3, 2, 1)
    assert scheduling.parse_points(" 10, 6 ,3 ") == (10, 6, 3)
    with pytest.raises(CampaignError, match="“x” is not a number of points"):
        scheduling.parse_points("5-x-1")
    with pytest.raises(CampaignError, match="“½” is not a number"):
        scheduling.parse_points("5-½")
    with pytest.raises(CampaignError, match="Give the points"):
        scheduling.parse_points(" - ")
    with pytest.raises(CampaignError, match="better place cannot earn fewer"):
        scheduling.parse_points("1-3")
    assert scheduling.parse_points("0" * 5000 + "1000-7") == (1000, 7)  # leading zeros are read, not counted
    for huge in ("9" * 5000, "1001", "5-" * 13 + "5"):  # past int's 4,300 digits, above 1000 points, 13 places
        with pytest.raises(CampaignError, match="at most 12 places of at most 1000 points each"):
            scheduling.parse_points(huge)


def test_points_of_a_place_and_of_shared_places():
    points = (5, 3, 2, 1)
    assert [scheduling.points_for(rank, points) for rank in (1, 1, 3, 4, 5)] == [5, 5, 2, 1, 0]


def test_table_sizes_are_read_and_checked_against_the_title():
    assert scheduling.parse_sizes(None, 2, 4) == (2, 4)
    assert scheduling.parse_sizes("4-3", 2, 4) == (3, 4)
    assert scheduling.parse_sizes("3", 2, 4) == (3, 3)
    with pytest.raises(CampaignError, match="table size"):
        scheduling.parse_sizes("three", 2, 4)
    for huge in ("9" * 5000, "3-" + "4" * 5000, "100"):
        with pytest.raises(CampaignError, match="e.g. 4 or 3-4, of 2 to 4 players"):
            scheduling.parse_sizes(huge, 2, 4)
    assert scheduling.parse_sizes("0" * 5000 + "4", 2, 4) == (4, 4)
    with pytest.raises(CampaignError, match="Tables of 3–5 do not fit Biblios: it is for 2–4 players"):
        scheduling.check_sizes("Biblios", 2, 4, (3, 5))
    with pytest.raises(CampaignError, match="Biblios needs at least 2 players; this campaign has 1 member who"):
        scheduling.check_enough("Biblios", 2, 1)


@given(count=st.integers(1, 40), low=st.integers(1, 6), span=st.integers(0, 3))
def test_table_sizes_seat_the_most_members_at_allowed_sizes(count, low, span):
    high = low + span
    sizes = table_sizes(count, low, high)
    assert all(low <= size <= high for size in sizes)
    assert sum(sizes) <= count
    assert max(sizes, default=0) - min(sizes, default=0) <= 1
    seated = sum(sizes)
    # nobody more could have been seated: no count between seated+1 and count splits into allowed sizes
    for more in range(seated + 1, count + 1):
        assert not any(low * k <= more <= high * k for k in range(1, more + 1))


def test_five_members_at_tables_of_three_to_four_sit_out_in_turn():
    members = [11, 12, 13, 14, 15]
    history: list[tuple[int, ...]] = []
    for number in range(5):
        [table] = round_tables(members, history, 3, 4, f"c:{number}")
        assert len(table) == 4 and len(set(table)) == 4
        history.append(table)
    played = Counter(user for table in history for user in table)
    assert set(played.values()) == {4}  # each sat out exactly once in five rounds


def test_four_members_at_tables_of_two_meet_everyone_once_in_three_rounds():
    members = [1, 2, 3, 4]
    history: list[tuple[int, ...]] = []
    for number in range(3):
        history.extend(round_tables(members, history, 2, 2, f"x:{number}"))
    assert set(pair_counts(history).values()) == {1}
    assert len(pair_counts(history)) == 6


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(2, 14),
    low=st.integers(2, 4),
    span=st.integers(0, 2),
    rounds=st.integers(1, 6),
    salt=st.text(max_size=4),
)
def test_every_round_seats_each_member_at_most_once_at_allowed_tables_and_spreads_byes(count, low, span, rounds, salt):
    high = low + span
    members = list(range(100, 100 + count))
    history: list[tuple[int, ...]] = []
    for number in range(rounds):
        tables = round_tables(members, history, low, high, f"{salt}:{number}")
        seated = [user for table in tables for user in table]
        assert len(seated) == len(set(seated)) and set(seated) <= set(members)
        assert sorted(len(table) for table in tables) == sorted(table_sizes(count, low, high))
        history.extend(tables)
        played = Counter(user for table in history for user in table)
        games = [played[user] for user in members]
        assert max(games) - min(games) <= 1  # sitting out goes round
    assert round_tables(members, history, low, high, "same") == round_tables(members, history, low, high, "same")


@settings(max_examples=30, deadline=None)
@given(count=st.integers(4, 12), seed=st.text(max_size=3))
def test_pairings_rotate_no_pair_meets_twice_before_others_met_once_at_tables_of_two(count, seed):
    members = list(range(count - count % 2))
    history: list[tuple[int, ...]] = []
    for number in range(3):
        history.extend(round_tables(members, history, 2, 2, f"{seed}:{number}"))
    meetings = pair_counts(history)
    assert max(meetings.values()) == 1  # three rounds of pairs among four or more: no pair met twice


def test_least_played_members_are_chosen_for_an_on_demand_game():
    chosen = scheduling.least_played([1, 2, 3, 4, 5], {1: 3, 2: 0, 3: 1, 4: 0, 5: 2}, 3, "s")
    assert chosen == [2, 3, 4]


def test_standings_order_points_then_wins_then_average_place_and_equal_members_share_a_position():
    lines = [
        Standing(0, 1, "Ana", 10, 3, 1, 2.0, False),
        Standing(0, 2, "Ben", 10, 3, 2, 2.0, False),  # same points, more wins: ahead of Ana
        Standing(0, 3, "Cy", 10, 3, 1, 1.7, False),  # same points and wins as Ana, better average place
        Standing(0, 4, "Di", 12, 3, 0, 2.5, True),
        Standing(0, 5, "Ed", 10, 3, 1, 2.0, False),  # equal to Ana in everything: shares her position
        Standing(0, 6, "Flo", 0, 0, 0, None, False),
    ]
    ranked = rank_standings(lines)
    assert [(line.position, line.name) for line in ranked] == [
        (1, "Di"),
        (2, "Ben"),
        (3, "Cy"),
        (4, "Ana"),
        (4, "Ed"),
        (6, "Flo"),
    ]


def test_the_schedule_is_done_after_its_games_or_rounds_and_never_on_demand():
    assert scheduling.is_done(scheduling.FIXED, 2, 2, 5)
    assert not scheduling.is_done(scheduling.FIXED, 1, 2, 5)
    assert scheduling.is_done(scheduling.ROUND_ROBIN, 3, 1, 3)
    assert not scheduling.is_done(scheduling.ON_DEMAND, 99, 1, 1)


def test_pair_counts_count_each_meeting():
    assert pair_counts([(1, 2, 3), (2, 3)]) == Counter({(1, 2): 1, (1, 3): 1, (2, 3): 2})
