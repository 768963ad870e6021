"""Campaigns in storage: create, join, a round robin of five at tables of 3-4, results, standings, leaving, end."""

import asyncio
import random
from collections import Counter
from itertools import count

import pytest
from sqlalchemy import select

from storage import Database, GameStatus, Storage
from storage.campaigns import SUMMARY_CLAIM_LEASE, CampaignRepository
from storage.errors import CampaignError, LobbyError
from storage.models import Game, GameResult
from storage.scheduling import FIXED, ON_DEMAND, ROUND_ROBIN
from tests.storage.conftest import CHANNEL, GUILD, play_to_the_end
from tests.support.clock import FakeClock

ANA, BEN, CY, DI, ED = 501, 502, 503, 504, 505
NAMES = {ANA: "Ana", BEN: "Ben", CY: "Cy", DI: "Ðí", ED: "Ed"}


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def games(db, toy, clock) -> Storage:
    return Storage(db, clock=clock)


@pytest.fixture
def campaigns(db, toy, clock) -> CampaignRepository:
    return CampaignRepository(db, clock=clock)


def seeds():
    numbers = count(1)
    return lambda: next(numbers)


async def five_members(campaigns, **settings):
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Winter league", "toy", **settings)
    for user in (BEN, CY, DI, ED):
        record = await campaigns.join(record.id, user, NAMES[user])
    return record


async def take_all(games: Storage, game, takes: dict[int, int]):
    """Play the toy game so that each user takes ``takes[user]`` tokens per turn (pile 6 by default)."""
    while game.status == GameStatus.ACTIVE:
        [decision] = game.spec.pending(game.state)
        user = game.seats[decision.seat].user_id
        wanted = min(takes.get(user, 1), game.state.pile)
        game = (await games.games.apply(game.id, decision.seat, {"type": "take", "count": wanted}, game.version)).game
    return game


async def test_a_round_robin_of_five_members_at_tables_of_three_to_four(campaigns, games, db, clock):
    record = await five_members(campaigns, kind=ROUND_ROBIN, sizes=(3, 4), rounds=2, points=(5, 3, 2, 1))
    assert [m.name for m in record.members] == ["Ana", "Ben", "Cy", "Ðí", "Ed"]
    assert record.status == "open" and record.kind == ROUND_ROBIN and record.sizes == (3, 4)
    with pytest.raises(CampaignError, match="already in this campaign"):
        await campaigns.join(record.id, BEN, "Ben")
    with pytest.raises(CampaignError, match="Only the member who created"):
        await campaigns.schedule(record.id, BEN, seeds())

    first = await campaigns.schedule(record.id, ANA, seeds())
    [game] = first.games
    assert first.campaign.status == "running" and first.campaign.scheduled == 1
    assert game.status == GameStatus.ACTIVE and game.campaign_id == record.id and len(game.seats) == 4
    assert game.creator_id == ANA and game.channel_id == CHANNEL and game.guild_id == GUILD
    sat_out = ({ANA, BEN, CY, DI, ED} - {s.user_id for s in game.seats}).pop()

    game = await play_to_the_end(games, game, random.Random(4))
    standings = await campaigns.standings(record.id)
    results = await _results(db, game.id)
    points = {user: (5, 3, 2, 1)[rank - 1] for user, rank in results.items()}
    assert {line.user_id: line.points for line in standings} == {**{u: 0 for u in NAMES}, **points}
    assert next(line for line in standings if line.user_id == sat_out).games == 0

    # A member leaves mid-campaign: their results stay; the next round seats only the others.
    leaver = next(user for user in results if user != ANA)
    record = await campaigns.leave(record.id, leaver)
    assert record.member(leaver).left_at == clock.now and len(record.active_members) == 4
    second = await campaigns.schedule(record.id, ANA, seeds())
    [game2] = second.games
    assert {s.user_id for s in game2.seats} == {m.user_id for m in record.active_members}
    line = next(line for line in await campaigns.standings(record.id) if line.user_id == leaver)
    assert line.left and line.games == 1 and line.points == points[leaver]
    with pytest.raises(CampaignError, match="Every game of this campaign's schedule has been started"):
        await campaigns.schedule(record.id, ANA, seeds())

    assert await campaigns.end_if_done(record.id) is None  # a game still runs
    game2 = await play_to_the_end(games, game2, random.Random(5))
    ended = await campaigns.end_if_done(record.id)
    assert ended is not None and ended.status == "ended" and ended.ended_at == clock.now
    assert await campaigns.game_counts(record.id) == {"finished": 2}
    history = await campaigns.games(record.id)
    assert [g.game_id for g in history] == [game2.id, game.id] and all(len(g.ranks) == len(g.players) for g in history)
    with pytest.raises(CampaignError, match="This campaign has ended"):
        await campaigns.schedule(record.id, ANA, seeds())


async def _results(db, game_id: int) -> dict[int, int]:
    async with db.sessions() as session:
        rows = await session.execute(select(GameResult.user_id, GameResult.rank).where(GameResult.game_id == game_id))
        return dict(rows.all())


async def test_tied_places_share_their_points_and_standings_break_ties_by_wins_then_average_place(campaigns, games):
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Ties", "toy", kind=ON_DEMAND, points=(5, 3, 2, 1))
    for user in (BEN, CY):
        record = await campaigns.join(record.id, user, NAMES[user])
    # Game 1, Ana and Ben: both take 1 each turn from a pile of 6: 3-3, a shared victory.
    [game] = (await campaigns.schedule(record.id, ANA, seeds(), members=[ANA, BEN])).games
    await take_all(games, game, {ANA: 1, BEN: 1})
    standings = {line.user_id: line for line in await campaigns.standings(record.id)}
    assert (standings[ANA].points, standings[BEN].points, standings[ANA].wins) == (5, 5, 1)
    assert standings[ANA].position == standings[BEN].position == 1
    # Game 2, Cy and Ana: Cy takes 3 a turn, Ana 1: Cy wins whoever starts.
    [game] = (await campaigns.schedule(record.id, ANA, seeds(), members=[CY, ANA])).games
    game = await take_all(games, game, {CY: 3, ANA: 1})
    ranks = {game.seats[s.seat].user_id: s.rank for s in game.spec.result(game.state).standings}
    assert ranks == {CY: 1, ANA: 2}
    standings = await campaigns.standings(record.id)
    assert [(line.name, line.points, line.wins, line.average_place) for line in standings] == [
        ("Ana", 8, 1, 1.5),
        ("Ben", 5, 1, 1.0),  # equal to Cy in points, wins and average place: they share 2nd
        ("Cy", 5, 1, 1.0),
    ]
    assert [line.position for line in standings] == [1, 2, 2]


async def test_a_fixed_list_plays_each_title_once_with_every_member_or_the_named_ones(campaigns, games, toy):
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Fixed", "toy", kind=FIXED)
    record = await campaigns.add_title(record.id, ANA, "toy", options={"pile": "12"})
    record = await campaigns.join(record.id, BEN, "Ben")
    record = await campaigns.set_title(record.id, ANA, 0, table={"clock": "24h"})
    assert [t.options["pile"] for t in record.titles] == ["6", "12"]
    assert record.titles[0].table["clock"] == "24h"
    [first] = (await campaigns.schedule(record.id, ANA, seeds())).games
    assert {s.user_id for s in first.seats} == {ANA, BEN} and first.table["clock"] == "24h"
    assert all(s.turn_started_at is not None for s in first.seats if s.seat == 0)  # the clock runs at once
    [second] = (await campaigns.schedule(record.id, ANA, seeds(), members=[BEN])).games
    assert [s.user_id for s in second.seats] == [BEN] and second.options["pile"] == "12"
    with pytest.raises(CampaignError, match="Every game of this campaign's schedule"):
        await campaigns.schedule(record.id, ANA, seeds())


async def test_bad_settings_and_too_few_members_are_refused_and_nothing_changes(campaigns, db):
    with pytest.raises(CampaignError, match="Tables of 3–5 do not fit Toy: it is for 1–4 players"):
        await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Big", "toy", kind=ROUND_ROBIN, sizes=(3, 5))
    with pytest.raises(CampaignError, match="Give the campaign a name"):
        await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "  ", "toy")
    with pytest.raises(CampaignError, match="no game called"):
        await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "X", "chess")
    assert await campaigns.list_campaigns(GUILD) == []
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Small", "toy", kind=ROUND_ROBIN, sizes=(3, 4))
    record = await campaigns.join(record.id, BEN, "Ben")
    with pytest.raises(CampaignError, match="Toy needs at least 3 players; this campaign has 2 members who can play"):
        await campaigns.schedule(record.id, ANA, seeds())
    with pytest.raises(CampaignError, match="not a member of this campaign"):
        await campaigns.schedule(record.id, ANA, seeds(), members=[ANA, 999])
    after = await campaigns.get(record.id)
    assert after == record and after.status == "open" and after.scheduled == 0
    async with db.sessions() as session:
        assert list(await session.scalars(select(Game.id))) == []


async def test_leaving_an_open_campaign_removes_the_member_and_the_creator_may_end_it(campaigns):
    record = await five_members(campaigns)
    record = await campaigns.leave(record.id, CY)
    assert CY not in {m.user_id for m in record.members}
    with pytest.raises(CampaignError, match="not in this campaign"):
        await campaigns.leave(record.id, CY)
    with pytest.raises(CampaignError, match="Only the member who created"):
        await campaigns.end(record.id, BEN)
    ended = await campaigns.end(record.id, ANA)
    assert ended.status == "ended" and await campaigns.list_campaigns(GUILD) == []
    with pytest.raises(CampaignError, match="This campaign has ended"):
        await campaigns.add_title(record.id, ANA, "toy")
    with pytest.raises(CampaignError, match="This campaign has ended"):
        await campaigns.set_title(record.id, ANA, 0, table={"clock": "24h"})
    with pytest.raises(CampaignError, match="This campaign has ended"):
        await campaigns.join(record.id, 999, "Late")
    assert [c.id for c in await campaigns.list_campaigns(GUILD, statuses=("ended",))] == [record.id]


async def test_standings_equal_a_count_over_the_results_of_many_random_games(campaigns, games, db):
    record = await five_members(campaigns, kind=ON_DEMAND, sizes=(2, 4), points=(7, 4, 1))
    chooser = random.Random(8)
    for _ in range(8):
        [game] = (await campaigns.schedule(record.id, ANA, seeds())).games
        await play_to_the_end(games, game, chooser)
    expected: Counter[int] = Counter()
    wins: Counter[int] = Counter()
    places: dict[int, list[int]] = {user: [] for user in NAMES}
    async with db.sessions() as session:
        for user, rank in (await session.execute(select(GameResult.user_id, GameResult.rank))).all():
            expected[user] += (7, 4, 1, 0)[rank - 1]
            wins[user] += rank == 1
            places[user].append(rank)
    standings = await campaigns.standings(record.id)
    for line in standings:
        assert line.points == expected[line.user_id] and line.wins == wins[line.user_id]
        assert line.games == len(places[line.user_id])
        assert line.average_place == pytest.approx(sum(places[line.user_id]) / len(places[line.user_id]))
    keys = [(-line.points, -line.wins, line.average_place) for line in standings]
    assert keys == sorted(keys)
    assert max(line.games for line in standings) - min(line.games for line in standings) <= 1  # least played go


async def test_games_running_when_the_creator_ends_the_campaign_do_not_change_its_final_standings(
    campaigns, games, clock
):
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "Short", "toy", kind=ON_DEMAND)
    record = await campaigns.join(record.id, BEN, "Ben")
    [game] = (await campaigns.schedule(record.id, ANA, seeds(), members=[ANA, BEN])).games
    clock.advance(hours=1)
    await campaigns.end(record.id, ANA)
    clock.advance(hours=1)
    finished = await take_all(games, game, {ANA: 3, BEN: 1})
    assert finished.status == GameStatus.FINISHED and finished.campaign_id == record.id
    assert [line.games for line in await campaigns.standings(record.id)] == [0, 0]
    assert await campaigns.game_counts(record.id) == {"finished": 1}


async def test_a_game_created_and_started_at_once_is_set_up_like_a_lobby_started_by_its_creator(games):
    players = [(BEN, "Ben"), (ANA, "Ana"), (CY, "Cy")]
    record = await games.games.create_started(GUILD, CHANNEL, ANA, "toy", None, 9, {"clock": "24h"}, players)
    lobby = await games.games.create_game(GUILD, CHANNEL, BEN, "Ben", "toy", None, 9, {"clock": "24h"})
    for user in (ANA, CY):
        lobby = await games.games.join(lobby.id, user, NAMES[user])
    started = await games.games.start(lobby.id, BEN)
    assert record.status == GameStatus.ACTIVE and record.version == 0 and record.campaign_id is None
    assert [(s.seat, s.user_id, s.name) for s in record.seats] == [(s.seat, s.user_id, s.name) for s in started.seats]
    assert record.state == started.state
    assert [s.due_at is not None for s in record.seats] == [s.due_at is not None for s in started.seats]
    with pytest.raises(LobbyError, match="Toy is for 1–4 players, not 5"):
        await games.games.create_started(GUILD, CHANNEL, ANA, "toy", None, 9, None, [(n, "x") for n in range(5)])


async def test_one_caller_claims_the_posting_of_the_summary(campaigns, db, clock):
    """Issue 20, item 9: concurrent claims (two schedules at once) let exactly one caller post the summary."""
    record = await five_members(campaigns, kind=ON_DEMAND, sizes=(2, 2))
    assert not await campaigns.claim_summary(record.id)  # no game yet: no summary to post
    await campaigns.schedule(record.id, ANA, seeds())
    elsewhere = Database(db.url)  # another process on the same database
    other = CampaignRepository(elsewhere, clock=clock)
    try:
        claims = await asyncio.gather(*(store.claim_summary(record.id) for store in [campaigns, other] * 4))
        assert claims.count(True) == 1
        clock.advance(seconds=SUMMARY_CLAIM_LEASE.total_seconds() - 1)
        assert not await other.claim_summary(record.id)  # the claim holds while the caller may still be posting
        clock.advance(seconds=2)
        assert await other.claim_summary(record.id)  # its caller died before posting: the claim lapsed
        await other.release_summary(record.id)  # the post failed: given up, the next update may try again
        assert await campaigns.claim_summary(record.id)
        await campaigns.set_messages(record.id, summary_message_id=777)
        assert not await other.claim_summary(record.id)  # posted: nothing to claim
        await campaigns.set_messages(record.id, summary_message_id=None)  # deleted in Discord: post anew
        assert await other.claim_summary(record.id)
    finally:
        await elsewhere.close()


async def test_a_fixed_or_on_demand_game_may_seat_bots_which_count_for_nobody(campaigns, games, db):
    record = await campaigns.create(GUILD, CHANNEL, ANA, "Ana", "With bots", "toy", kind=FIXED)
    record = await campaigns.join(record.id, BEN, NAMES[BEN])
    with pytest.raises(CampaignError, match="at most"):
        await campaigns.schedule(record.id, ANA, seeds(), bots=7)
    done = await campaigns.schedule(record.id, ANA, seeds(), bots=1)
    [game] = done.games
    assert sorted((s.user_id, s.bot) for s in game.seats) == [(-1, "normal"), (ANA, None), (BEN, None)]
    assert game.seats[[s.user_id for s in game.seats].index(-1)].name == "Bot 1 (normal)"
    while game.status == GameStatus.ACTIVE:
        [decision] = game.spec.pending(game.state)
        action = {"type": "take", "count": 1}
        seen = game.seat_record(decision.seat).decision_version
        if game.seat_record(decision.seat).bot:
            game = (await games.games.apply_bot(game.id, decision.seat, action, seen)).game
        else:
            game = (await games.games.apply(game.id, decision.seat, action, game.version)).game
    standings = await campaigns.standings(record.id)
    assert sorted(s.user_id for s in standings) == [ANA, BEN]
    async with db.sessions() as session:
        assert not any(await session.scalars(select(GameResult.rated).where(GameResult.game_id == game.id)))
    robin = await five_members(campaigns, kind=ROUND_ROBIN)
    with pytest.raises(CampaignError, match="round robin seats members only"):
        await campaigns.schedule(robin.id, ANA, seeds(), bots=1)
