"""A complete game through the real bot, played only through slash commands, autocomplete and clicks (issue 3).

The players open the lobby with ``/game new`` (after its autocomplete), join and start, then
play every decision through what the bot actually posted: the board's buttons and menu, the
"Take your turn" panel (opened from the board, a DM or ``/play``) and ``/play`` with its
autocomplete. After every move ``Watch.check_move`` checks storage, the thread's board, the
pings, the DMs and that nothing in the server holds a secret (tests/e2e/bot_checks.py). The
pictures are stand-ins that carry their view (``demo.images``); the texts are real.

Every game gets this test: add its key and a player count to ``FULL_GAMES``.
"""

import random
import time
from collections import Counter

import pytest

from demo.images import quick_images_for
from demo.players import ROUTES, Players
from engine.core import dump_state, replay
from tests.e2e.bot_checks import Watch, game_spec

FULL_GAMES = [("biblios", 3), ("dreams", 3), ("burgundy", 2), ("architects", 2), ("mangrovia", 3)]
PLAYERS_SEED = 3


@pytest.mark.parametrize(("key", "players"), FULL_GAMES, ids=[key for key, _ in FULL_GAMES])
async def test_a_complete_game_through_the_bot(open_table, key, players):
    started = time.perf_counter()
    spec = game_spec(key)
    table = await open_table(key)
    game = await table.open_game(key, table.members[:players])
    watch = Watch(table, game, spec, quick_images_for(key))
    seen = await watch.check_start()

    simulated = Players(table, game, random.Random(PLAYERS_SEED))
    routes: Counter[str] = Counter()
    while (attempt := await simulated.move()) is not None:
        await table.flush()
        seen = await watch.check_move(seen, attempt)
        routes[attempt.route] += 1

    record = seen.record
    assert record.status == "finished" and spec.result(record.state) is not None
    await watch.check_log()
    replayed = replay(spec, players, record.seed, record.options, watch.moves)
    assert dump_state(spec, replayed) == dump_state(spec, record.state)
    assert set(routes) == set(ROUTES), routes  # every way of choosing was used
    print(f"\n{key}: {len(watch.moves)} moves, routes {dict(routes)}, {time.perf_counter() - started:.1f}s")
