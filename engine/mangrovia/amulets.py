"""The amulets: 5 of value 1 on the board's supply and 35 of values 2-6 in the bag (rules §2.3, §3.6).

The split of the 35 bag amulets by value is a STAND-IN (7 of each); the total is confirmed.
"""

SUPPLY_ONES = 5  # value-1 amulets on the board at setup
BAG = {2: 7, 3: 7, 4: 7, 5: 7, 6: 7}  # value: count, in the bag at setup
MOST_DRAWN = 5  # the take-amulets procedure never draws more (§3.6)
ALL_AMULETS = sorted([1] * SUPPLY_ONES + [value for value, count in BAG.items() for _ in range(count)])


def to_draw(track: int) -> int:
    """How many amulets a take-amulets action draws from the bag at this amulet-track position (0: a value-1)."""
    return min(track, MOST_DRAWN)


def bag_at_setup() -> list[int]:
    """The bag's amulets, sorted (the bag is a multiset: each draw picks one at random)."""
    return sorted(value for value, count in BAG.items() for _ in range(count))
