"""The statistics queries over results seeded by real random games through the repository (issue 14)."""

import random
from statistics import median

import pytest

from storage import GameStatus, Storage
from tests.storage.conftest import CHANNEL, GUILD
from tests.support.clock import FakeClock

MEMBERS = {1: "Ana", 2: "Ben", 3: "Cy", 4: "Di", 5: "Eve"}


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def store(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


async def play_random_game(store, clock, chooser, members, expected):
    """Seat ``members`` (the first creates), play random options with random thinking times to the end.

    ``expected`` collects, per member, what the statistics must say, from the engine's result and the moves made.
    """
    game = await store.games.create_game(GUILD, CHANNEL, members[0], MEMBERS[members[0]], "toy", {"pile": "12"}, 7)
    for member in members[1:]:
        await store.games.join(game.id, member, MEMBERS[member])
    game = await store.games.start(game.id, members[0])
    times = {member: [] for member in members}
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(game.spec.pending(game.state))
        seconds = chooser.randrange(1, 5000)
        clock.advance(seconds=seconds)
        game = (
            await store.games.apply(game.id, decision.seat, chooser.choice(decision.options).action, game.version)
        ).game
        times[members[decision.seat]].append(seconds)
    for standing in game.spec.result(game.state).standings:
        member = members[standing.seat]
        expected.setdefault(member, []).append((game.id, standing.rank, standing.score, times[member]))
    clock.advance(minutes=1)
    return game


async def test_results_ratings_leaderboard_and_history_from_random_games(store, clock):
    chooser = random.Random(14)
    expected: dict[int, list] = {}
    finished = []
    for _ in range(12):
        members = chooser.sample(sorted(MEMBERS), chooser.randint(2, 4))
        finished.append(await play_random_game(store, clock, chooser, members, expected))
    abandoned = await store.games.create_game(GUILD, CHANNEL, 1, "Ana", "toy", {}, 3)
    await store.games.join(abandoned.id, 2, "Ben")
    await store.games.start(abandoned.id, 1)
    clock.advance(minutes=1)
    await store.games.abandon(abandoned.id)
    lobby = await store.games.create_game(GUILD, CHANNEL, 1, "Ana", "toy", {}, 3)
    await store.games.abandon(lobby.id)  # never started: not history

    for member, games in expected.items():
        results = await store.results.member_results(GUILD, member)
        assert [(r.game_id, r.rank, r.score, list(r.think_seconds)) for r in results] == games
        assert [r.moves for r in results] == [len(times) for *_, times in games]
        assert await store.results.member_results(GUILD + 1, member) == []  # another server
    seconds = [s for r in await store.results.member_results(GUILD, 1) for s in r.think_seconds]
    assert median(seconds) == median(s for *_, times in expected[1] for s in times)

    ratings = {member: await store.results.member_ratings(GUILD, member) for member in MEMBERS}
    assert all(len(found) == 1 and found[0].games == len(expected[m]) for m, found in ratings.items())
    best_first = sorted(MEMBERS, key=lambda m: -ratings[m][0].shown)
    top, total = await store.results.leaderboard(GUILD, "toy", 3)
    assert [r.user_id for r in top] == best_first[:3] and total == 5
    await store.members.set_leaderboard_hidden(best_first[0], True)
    top, total = await store.results.leaderboard(GUILD, "toy", 10)
    assert [r.user_id for r in top] == best_first[1:] and total == 4
    assert await store.members.leaderboard_hidden(best_first[0]) and not await store.members.leaderboard_hidden(
        best_first[1]
    )
    await store.members.set_leaderboard_hidden(best_first[0], False)
    assert (await store.results.leaderboard(GUILD, "toy", 10))[1] == 5

    page, total = await store.results.history(GUILD, 1, 0, 4)
    mine = [g for g in finished if any(game_id == g.id for game_id, *_ in expected[1])]
    assert total == len(mine) + 1
    assert [h.game_id for h in page] == [abandoned.id, *[g.id for g in reversed(mine)]][:4]
    assert page[0].status == GameStatus.ABANDONED and page[0].rank is None and page[0].players == 2
    assert page[1].status == GameStatus.FINISHED and page[1].rank is not None
    rest, _ = await store.results.history(GUILD, 1, 4, 100)
    assert [h.game_id for h in page + rest] == [abandoned.id, *[g.id for g in reversed(mine)]]
