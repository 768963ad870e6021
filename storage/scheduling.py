"""A campaign's rules, with the words a player reads: pure functions, no database (issue 14 "Campaigns").

- **Points.** A scheme like ``5-3-2-1`` gives 1st place 5 points, 2nd 3, 3rd 2, 4th 1 and any
  lower place 0. Seats tied by the game's own tie-breakers share a rank (1, 1, 3: the engine
  ranks like a competition) and each gets the points of that rank in full.
- **Standings.** Most points first; ties broken by more wins (1st places, shared ones
  included), then by the better (lower) average place; members still equal share a position.
- **Schedules.** ``fixed``: each title once, in order, with every member still in the campaign
  (or the members named for that game). ``round-robin``: each round plays the next title
  (round 1 the first title, and so on around the list) at tables of the allowed sizes; as many
  members as those sizes can seat play every round, so everybody plays each round when the
  member count splits into allowed sizes; otherwise those who sat out least sit out
  (byes rotate). Tables are filled so that members who have sat together least meet.
  ``on-demand``: one game when the creator asks, with the members named or the ones who
  have played least. A member who left is never scheduled again.
"""

import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from i18n import _, n_
from storage.errors import CampaignError

FIXED, ROUND_ROBIN, ON_DEMAND = "fixed", "round-robin", "on-demand"
KINDS = (FIXED, ROUND_ROBIN, ON_DEMAND)
DEFAULT_POINTS = (5, 3, 2, 1)
DEFAULT_ROUNDS = 3
MAX_PLACES = 12  # places a points scheme may name
MAX_POINTS = 1000  # points of one place
MAX_ROUNDS = 50
MAX_TABLE_SIZE = 99  # a larger table size is refused as unreadable (no title seats that many)
MAX_TITLES = 10  # titles one campaign plays
SWAP_PASSES = 20  # improvement passes over the tables of a round (each pass tries every swap)

POINTS_EXAMPLE = _("whole numbers from best place to worst, separated by dashes, e.g. 5-3-2-1")
TABLE_SIZE_EXAMPLE = _("a number of players or a range, e.g. 4 or 3-4")
TOO_MANY_POINTS = _(
    "Give at most {places} places of at most {points} points each.", places=MAX_PLACES, points=MAX_POINTS
)


@dataclass(frozen=True, slots=True)
class Standing:
    """One member's line of the standings, with the position it takes (tied members share one)."""

    position: int
    user_id: int
    name: str
    points: int
    games: int
    wins: int
    average_place: float | None  # None before their first finished game
    left: bool  # the member left the campaign (their results stay)


def parse_points(text: str) -> tuple[int, ...]:
    """The points of each place in ``text`` ("5-3-2-1"); :class:`CampaignError` on anything else.

    Numbers are read by :func:`_whole_number`, so thousands of digits are refused like any number too big.
    """
    parts = [part for part in re.split(r"[\s,/-]+", text.strip()) if part]
    if not parts:
        raise CampaignError(_("Give the points of each place as {points_example}.", points_example=POINTS_EXAMPLE))
    bad = next((part for part in parts if not (part.isascii() and part.isdigit())), None)
    if bad is not None:
        raise CampaignError(
            _(
                "“{text}” is not a number of points: give {points_example}.",
                text=bad[:20],
                points_example=POINTS_EXAMPLE,
            )
        )
    read = [_whole_number(part, MAX_POINTS) for part in parts[: MAX_PLACES + 1]]
    if len(parts) > MAX_PLACES or None in read:
        raise CampaignError(TOO_MANY_POINTS)
    points = tuple(value for value in read if value is not None)
    if any(later > earlier for earlier, later in zip(points, points[1:], strict=False)):
        raise CampaignError(_("A better place cannot earn fewer points than a worse one: e.g. 5-3-2-1."))
    return points


def _whole_number(digits: str, maximum: int) -> int | None:
    """ASCII ``digits`` as a number if it is at most ``maximum``, else None.

    The digits are counted before they are read: ``int`` refuses a string past 4,300 digits (leading zeros
    included), and a number that long is too big anyway.

    >>> _whole_number("007", 10), _whole_number("11", 10), _whole_number("9" * 5000, 10)
    (7, None, None)
    """
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(maximum)):
        return None
    value = int(significant)
    return value if value <= maximum else None


def describe_points(points: Sequence[int]) -> str:
    """The scheme as players read it: "5-3-2-1"."""
    return "-".join(str(p) for p in points)


def points_for(rank: int, points: Sequence[int]) -> int:
    """The points a seat of this rank earns (0 past the scheme)."""
    return points[rank - 1] if 1 <= rank <= len(points) else 0


def parse_sizes(text: str | None, low: int, high: int) -> tuple[int, int]:
    """The table sizes of ``text`` ("4", "3-4"); None or "": the title's own range ``low``-``high``."""
    if text is None or not text.strip():
        return low, high
    parts = [part.strip() for part in text.strip().split("-")]
    if len(parts) > 2 or not all(part.isascii() and part.isdigit() for part in parts):
        raise CampaignError(_("Give the table size as {table_size_example}.", table_size_example=TABLE_SIZE_EXAMPLE))
    read = [_whole_number(part, MAX_TABLE_SIZE) for part in parts]
    if None in read:
        raise CampaignError(
            _(
                "Give the table size as {table_size_example}, of {low} to {high} players.",
                table_size_example=TABLE_SIZE_EXAMPLE,
                low=low,
                high=high,
            )
        )
    sizes = sorted(value for value in read if value is not None)
    return sizes[0], sizes[-1]


def describe_sizes(sizes: Sequence[int]) -> str:
    """The sizes as players read them: tables of 4, or tables of 3–4."""
    low, high = sizes
    return _("tables of {low}", low=low) if low == high else _("tables of {low}–{high}", low=low, high=high)


def check_sizes(title: str, min_seats: int, max_seats: int, sizes: Sequence[int]) -> None:
    """Refuse table sizes a title cannot seat."""
    low, high = sizes
    if low < min_seats or high > max_seats or low < 1:
        seats = {"title": title, "min_seats": min_seats, "max_seats": max_seats}
        if low == high:
            refusal = _("Tables of {low} do not fit {title}: it is for {min_seats}–{max_seats} players. "
                        "Choose a table size within that range.", low=low, **seats)  # fmt: skip
        else:
            refusal = _("Tables of {low}–{high} do not fit {title}: it is for {min_seats}–{max_seats} players. "
                        "Choose a table size within that range.", low=low, high=high, **seats)  # fmt: skip
        raise CampaignError(refusal)


def check_rounds(rounds: int) -> None:
    """Refuse a number of rounds outside 1-:data:`MAX_ROUNDS`."""
    if not 1 <= rounds <= MAX_ROUNDS:
        raise CampaignError(_("A round robin has 1 to {max_rounds} rounds.", max_rounds=MAX_ROUNDS))


def check_enough(title: str, min_seats: int, members: int) -> None:
    """Refuse a game of ``title`` among fewer members than it needs."""
    if members < min_seats:
        have = n_("{n} member who can play", "{n} members who can play", members)
        raise CampaignError(
            _(
                "{title} needs at least {min_seats} players; this campaign has {have}.",
                title=title,
                min_seats=min_seats,
                have=have,
            )
        )


def table_sizes(count: int, low: int, high: int) -> list[int]:
    """The sizes of the tables that seat the most of ``count`` members at tables of ``low``-``high``.

    Fewest tables first, sizes as even as possible (biggest first); [] if not even one table fits.

    >>> table_sizes(5, 3, 4), table_sizes(7, 3, 4), table_sizes(8, 3, 4), table_sizes(9, 2, 4)
    ([4], [4, 3], [4, 4], [3, 3, 3])
    """
    for seated in range(count, 0, -1):
        for tables in range(-(-seated // high), seated // low + 1):
            small, extra = divmod(seated, tables)
            if low <= small and small + (1 if extra else 0) <= high:
                return [small + 1] * extra + [small] * (tables - extra)
    return []


def pair_counts(tables: Sequence[Sequence[int]]) -> Counter[tuple[int, int]]:
    """How many times each pair of members sat at one table (pairs as (smaller id, larger id))."""
    counts: Counter[tuple[int, int]] = Counter()
    for table in tables:
        for pair in combinations(sorted(set(table)), 2):
            counts[pair] += 1
    return counts


def round_tables(
    members: Sequence[int],
    history: Sequence[Sequence[int]],
    low: int,
    high: int,
    salt: str,
) -> list[tuple[int, ...]]:
    """The tables of the next round among ``members`` (in join order), given the tables played so far.

    Who sits out (when the count does not split into allowed sizes): those who sat out least,
    then those who played most; then members are seated so that pairs who met least meet,
    by a greedy placement improved by swaps. ``salt`` (the campaign and round) breaks ties
    the same way every time. Each table lists its members in a shuffled seat order.
    """
    sizes = table_sizes(len(members), low, high)
    seated_count = sum(sizes)
    played = Counter(user for table in history for user in set(table))
    rounds_before = _rounds(history)
    byes = {user: rounds_before - played[user] for user in members}
    order = list(members)
    random.Random(f"{salt}:order").shuffle(order)
    by_need = sorted(order, key=lambda user: (byes[user], -played[user]), reverse=True)
    seated = by_need[:seated_count]
    counts = pair_counts(history)
    tables: list[list[int]] = [[] for _ in sizes]
    for user in seated:
        best = min(
            (index for index, size in enumerate(sizes) if len(tables[index]) < size),
            key=lambda index: (sum(counts[_pair(user, other)] for other in tables[index]), len(tables[index]), index),
        )
        tables[best].append(user)
    _improve(tables, counts)
    rng = random.Random(f"{salt}:seats")
    shuffled = []
    for table in tables:
        seats = sorted(table)
        rng.shuffle(seats)
        shuffled.append(tuple(seats))
    return shuffled


def _rounds(history: Sequence[Sequence[int]]) -> int:
    """How many rounds the history holds, as the most games any member played in it."""
    played = Counter(user for table in history for user in set(table))
    return max(played.values(), default=0)


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _cost(table: Sequence[int], counts: Mapping[tuple[int, int], int]) -> int:
    """Repeated meetings at a table: each pair's earlier meetings, squared so that a third meeting weighs more."""
    return sum(counts.get(_pair(a, b), 0) ** 2 for a, b in combinations(table, 2))


def _improve(tables: list[list[int]], counts: Mapping[tuple[int, int], int]) -> None:
    """Swap members between tables while a swap lowers the repeated meetings (in place)."""
    for _pass in range(SWAP_PASSES):
        improved = False
        for first, second in combinations(range(len(tables)), 2):
            for i in range(len(tables[first])):
                for j in range(len(tables[second])):
                    a, b = tables[first][i], tables[second][j]
                    before = _cost(tables[first], counts) + _cost(tables[second], counts)
                    tables[first][i], tables[second][j] = b, a
                    after = _cost(tables[first], counts) + _cost(tables[second], counts)
                    if after < before:
                        improved = True
                    else:
                        tables[first][i], tables[second][j] = a, b
        if not improved:
            return


def least_played(members: Sequence[int], played: Mapping[int, int], count: int, salt: str) -> list[int]:
    """The ``count`` members (in join order) who played fewest campaign games; ties by a salted draw."""
    order = list(members)
    random.Random(f"{salt}:least").shuffle(order)
    chosen = set(sorted(order, key=lambda user: played.get(user, 0))[:count])
    return [user for user in members if user in chosen]


def title_of_round(round_number: int, titles: int) -> int:
    """The title a round-robin round plays (0-based round): the titles in turn."""
    return round_number % titles


def is_done(kind: str, scheduled: int, titles: int, rounds: int) -> bool:
    """Whether the schedule has nothing left to start (an on-demand one never has)."""
    if kind == FIXED:
        return scheduled >= titles
    if kind == ROUND_ROBIN:
        return scheduled >= rounds
    return False


def rank_standings(lines: Sequence[Standing]) -> list[Standing]:
    """The standings in order (see the module's rule), each with its position; members equal share it."""

    def key(line: Standing) -> tuple[int, int, float]:
        return (-line.points, -line.wins, line.average_place if line.average_place is not None else float("inf"))

    ordered = sorted(lines, key=lambda line: (key(line), line.name.casefold(), line.user_id))
    ranked: list[Standing] = []
    for index, line in enumerate(ordered):
        position = ranked[-1].position if ranked and key(ranked[-1]) == key(line) else index + 1
        ranked.append(
            Standing(
                position, line.user_id, line.name, line.points, line.games, line.wins, line.average_place, line.left
            )
        )
    return ranked
