"""What a bot player expects each seat to score at the end of a Burgundy game (rules/burgundy.md §6).

An estimate from a state (a bot passes its own determinization, never the true state): VP so far plus
what the final scoring would add now (goods left, silverlings, every 2 workers), plus a little for the
estate's tiles (what they will earn) and the tiles waiting in storage.
"""

from engine.burgundy.state import BurgundyState

SCALE = 12.0  # VP: a margin this size is a fairly safe lead

TILE_WEIGHT = 1.5  # per tile placed in the estate beyond the start castle
STORED_WEIGHT = 0.75  # per tile waiting in storage


def estimate(state: BurgundyState) -> tuple[float, ...]:
    """Each seat's expected final VP, by seat."""
    return tuple(
        player.score
        + sum(len(space) for space in player.goods)
        + player.silverlings
        + player.workers // 2
        + TILE_WEIGHT * max(0, len(player.estate) - 1)
        + STORED_WEIGHT * len(player.storage)
        for player in state.players
    )
