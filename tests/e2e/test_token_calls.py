"""Bot-token calls per move stay under each title's ceiling (issue 23: at most 1.5 for every title).

One complete game per title through the real bot and the emulator, measured by the one bench
(``bench.token_calls``: a human pace, every REST call classed by the product's ``route_class``).
The ceilings are the figures measured when a new board became the mover's interaction follow-up
(3 games per title: Biblios 1.26, Dreams 1.15, Burgundy 1.04, Architects 1.22, Mangrovia 1.05), with
a little room for one game's spread; before that change they were 2.05, 1.94, 1.22, 1.91 and 1.59.
"""

import pytest

from bench.token_calls import measure

CEILINGS = {"biblios": 1.35, "dreams": 1.25, "burgundy": 1.1, "architects": 1.3, "mangrovia": 1.15}
GOAL = 1.5


@pytest.mark.parametrize("key", sorted(CEILINGS))
async def test_bot_token_calls_per_move_stay_under_the_titles_ceiling(key):
    figures = await measure(key, games=1, seed=1, edit_window=1.0)
    per_move = figures.per_move(figures.bot_token)
    print(f"\n{key}: {figures.moves} moves, {figures.bot_token} bot-token calls, {per_move:.2f} per move")
    assert figures.games == 1 and figures.moves > 0
    assert per_move <= CEILINGS[key] <= GOAL, dict(figures.by_route)
