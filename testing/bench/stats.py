"""Statistics benchmark: /stats, /leaderboard and /game history over 10,000 finished games in one server (issue 14).

    python -m bench.stats [--games 10000] [--members 60] [--runs 20] [--seed S] [--url DATABASE_URL]

Fills a fresh database (a SQLite file in a temporary folder unless ``--url``) with ``--games``
finished games of every registered title in one server, 2 to 4 players each drawn from
``--members`` members (member 0, the regular, sits at a quarter of all games), plus one
abandoned game in twenty: games, seats, one ``results`` row per seat with its moves' times
(30 to 90 moves a seat) and a rating per member and title, inserted in bulk with SQLAlchemy
core (no game is played: the commands read only these rows). Then it times the service calls
behind the commands, ``--runs`` times each after a warm-up, in wall milliseconds (median and
worst) with the process's CPU time:

- ``/stats`` of the regular member, every title, and one title;
- ``/leaderboard`` of the most played title;
- ``/game history`` of the regular member: the first page, and the last;
- a campaign's standings (``/campaign standings``: the standings, games played and running, next
  up) and ``/campaign history``: one game in ``CAMPAIGN_EVERY`` belongs to a campaign of every member.

The goal: under 200 ms per command, from indexed queries, not by replaying logs.
"""

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from bot.service import GameService, campaign
from bot.service.stats import HISTORY_PAGE, history, leaderboard, member_stats
from storage import Database, scheduling
from storage.models import Campaign, CampaignMember, CampaignStatus, Game, GameResult, GameStatus, Member, Rating, Seat
from storage.ratings import shown

GUILD, CHANNEL = 1, 2
BATCH = 2000  # rows per INSERT
START = datetime(2025, 1, 1, tzinfo=UTC)
REGULAR = 10_000  # member 0: at a quarter of all games
CAMPAIGN, CAMPAIGN_EVERY = 1, 10  # the campaign's id; one game in ten is one of its games


def member_of(number: int) -> int:
    """The user id of member ``number``."""
    return REGULAR + number


async def fill(database: Database, keys: list[str], games: int, members: int, chooser: random.Random) -> int:
    """Insert the games, seats, results, ratings and members; the number of result rows."""
    game_rows: list[dict[str, Any]] = []
    seat_rows: list[dict[str, Any]] = []
    result_rows: list[dict[str, Any]] = []
    rated: dict[tuple[str, int], int] = {}
    for number in range(1, games + 1):
        key = chooser.choice(keys)
        players = chooser.randint(2, 4)
        seated = chooser.sample(range(1, members), players)
        if chooser.random() < 0.25:
            seated[0] = 0
        finished_at = START + timedelta(hours=number)
        status = GameStatus.ABANDONED if number % 20 == 0 else GameStatus.FINISHED
        game_rows.append(
            {
                "id": number,
                "guild_id": GUILD,
                "channel_id": CHANNEL,
                "thread_id": 1_000_000 + number,
                "board_message_id": 2_000_000 + number,
                "board_waiting": [],
                "board_version": 100,
                "game_key": key,
                "options": {},
                "seed": number,
                "status": status.value,
                "version": 100,
                "state": None,
                "creator_id": member_of(seated[0]),
                "created_at": finished_at - timedelta(days=3),
                "updated_at": finished_at,
                "finished_at": finished_at,
                "table": {},
                "campaign_id": CAMPAIGN if (number - 1) % CAMPAIGN_EVERY == 0 else None,
            }
        )
        ranks = sorted(chooser.randint(1, players) for _ in range(players))
        for seat, member in enumerate(seated):
            user_id = member_of(member)
            seat_rows.append(
                {
                    "game_id": number,
                    "seat": seat,
                    "user_id": user_id,
                    "display_name": f"Member {member}",
                    "resigned": False,
                    "joined_at": finished_at - timedelta(days=3),
                    "decision_version": 0,
                    "extra_seconds": 0.0,
                    "stage": 0,
                    "timeouts": 0,
                    "open": False,
                }
            )
            if status != GameStatus.FINISHED:
                continue
            seconds = [chooser.randrange(5, 20_000) for _ in range(chooser.randint(30, 90))]
            rated[(key, user_id)] = rated.get((key, user_id), 0) + 1
            result_rows.append(
                {
                    "game_id": number,
                    "guild_id": GUILD,
                    "game_key": key,
                    "seat": seat,
                    "user_id": user_id,
                    "display_name": f"Member {member}",
                    "rank": ranks[seat],
                    "score": chooser.randint(0, 120),
                    "players": players,
                    "finished_at": finished_at,
                    "rated": True,
                    "mu_before": 25.0,
                    "sigma_before": 8.3,
                    "mu_after": 25.5,
                    "sigma_after": 8.1,
                    "moves": len(seconds),
                    "think_seconds": seconds,
                    "think_total": sum(seconds),
                    "timeouts": chooser.randint(0, 1),
                }
            )
    rating_rows = []
    for (key, user_id), count in rated.items():
        mu, sigma = chooser.uniform(15, 35), chooser.uniform(1, 8)
        rating_rows.append(
            {
                "guild_id": GUILD,
                "game_key": key,
                "user_id": user_id,
                "mu": mu,
                "sigma": sigma,
                "shown": shown(mu, sigma),
                "games": count,
                "updated_at": START,
            }
        )
    member_rows = [
        {"user_id": member_of(n), "zone": "UTC", "vacation": [], "leaderboard_hidden": n % 10 == 9}
        for n in range(members)
    ]
    campaign_row = {
        "id": CAMPAIGN,
        "guild_id": GUILD,
        "channel_id": CHANNEL,
        "name": "The long season",
        "creator_id": REGULAR,
        "status": CampaignStatus.RUNNING.value,
        "titles": [{"game": key, "options": {}, "table": {}} for key in keys],
        "points": [5, 3, 2, 1],
        "schedule": {"kind": scheduling.ON_DEMAND, "sizes": [2, 4], "rounds": 1},
        "scheduled": games // CAMPAIGN_EVERY,
        "created_at": START,
    }
    campaign_members = [
        {"campaign_id": CAMPAIGN, "user_id": member_of(n), "display_name": f"Member {n}", "joined_at": START}
        for n in range(members)
    ]
    async with database.sessions() as session, session.begin():
        for table, rows in (
            (Campaign.__table__, [campaign_row]),
            (CampaignMember.__table__, campaign_members),
            (Game.__table__, game_rows),
            (Seat.__table__, seat_rows),
            (GameResult.__table__, result_rows),
            (Rating.__table__, rating_rows),
            (Member.__table__, member_rows),
        ):
            for first in range(0, len(rows), BATCH):
                await session.execute(insert(table), rows[first : first + BATCH])
    return len(result_rows)


async def measure(call: Callable[[], Awaitable[Any]], runs: int) -> tuple[Any, list[float], float]:
    """Await ``call()`` once to warm up, then ``runs`` times: its result, wall ms per run and mean CPU ms."""
    result = await call()
    walls = []
    cpu = time.process_time()
    for _ in range(runs):
        wall = time.perf_counter()
        result = await call()
        walls.append((time.perf_counter() - wall) * 1000)
    return result, walls, (time.process_time() - cpu) * 1000 / runs


def figures(name: str, walls: list[float], cpu: float, detail: str) -> str:
    """One report line."""
    return f"{name}: {statistics.median(walls):.1f} ms median, {max(walls):.1f} ms worst, CPU {cpu:.1f} ms ({detail})"


async def run(url: str, games: int, members: int, runs: int, seed: int) -> list[str]:
    """Fill the database, time the commands, and return the report's lines."""
    chooser = random.Random(seed)
    service = GameService(Database(url))
    database = service.database
    keys = sorted(service.games)
    lines = []
    try:
        await database.migrate()
        wall = time.perf_counter()
        results = await fill(database, keys, games, members, chooser)
        lines.append(
            f"{games} games in one server ({', '.join(keys)}), {members} members, {results} result rows: "
            f"inserted in {time.perf_counter() - wall:.1f} s"
        )
        caller = member_of(1)
        found, walls, cpu = await measure(lambda: member_stats(service, GUILD, caller, REGULAR), runs)
        played = sum(t.games for t in found.titles)
        moves = sum(t.timed_moves for t in found.titles)
        lines.append(figures("/stats (every title)", walls, cpu, f"{played} games, {moves} timed moves"))
        title = max(found.titles, key=lambda t: t.games).game_key
        found, walls, cpu = await measure(lambda: member_stats(service, GUILD, caller, REGULAR, title), runs)
        lines.append(figures(f"/stats game:{title}", walls, cpu, f"{found.titles[0].games} games"))
        board, walls, cpu = await measure(lambda: leaderboard(service, GUILD, title), runs)
        lines.append(figures(f"/leaderboard game:{title}", walls, cpu, f"{board.total} members ranked"))
        page, walls, cpu = await measure(lambda: history(service, GUILD, caller, REGULAR), runs)
        lines.append(figures("/game history, first page", walls, cpu, f"{page.total} games, {page.pages} pages"))
        last = page.pages - 1
        page, walls, cpu = await measure(lambda: history(service, GUILD, caller, REGULAR, last), runs)
        lines.append(figures("/game history, last page", walls, cpu, f"{len(page.lines)} of {HISTORY_PAGE} lines"))
        shown_campaign, walls, cpu = await measure(lambda: campaign.view(service, CAMPAIGN), runs)
        detail = f"{shown_campaign.played} games, {len(shown_campaign.standings)} members"
        lines.append(figures("/campaign standings", walls, cpu, detail))
        found_history, walls, cpu = await measure(lambda: campaign.history(service, CAMPAIGN, GUILD), runs)
        lines.append(figures("/campaign history", walls, cpu, f"{len(found_history[1])} of {found_history[2]} games"))
    finally:
        await database.close()
    return lines


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m bench.stats", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--members", type=int, default=60)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", default=None, help="an empty database's URL instead of a temporary SQLite file")
    args = parser.parse_args(argv)
    if args.members < 5 or args.games < 1 or args.runs < 1:
        parser.error("--members must be at least 5, --games and --runs at least 1")
    with tempfile.TemporaryDirectory(prefix="stats-bench-") as folder:
        url = args.url or f"sqlite+aiosqlite:///{Path(folder) / 'games.sqlite3'}"
        lines = asyncio.run(run(url, args.games, args.members, args.runs, args.seed))
    where = "SQLite (temporary file)" if args.url is None else Database(args.url).url.get_backend_name()
    print(where)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
