"""What a bot player expects each seat to score at the end of a Dreams game (rules/dreams.md §5).

An estimate from a state: the points scored in the rounds played. A round's points come only at its
reveal, so search sees them at the end of a round; the Dreams player (``engine.players.dreams``) decides
stars and guesses from the pictures instead.
"""

from engine.dreams.state import DreamsState

SCALE = 3.0  # points: a margin this size is a fairly safe lead


def estimate(state: DreamsState) -> tuple[float, ...]:
    """Each seat's points so far, by seat."""
    return tuple(float(score) for score in state.scores)
