"""The operator's view (issue 23): /metrics scraped after a game through the emulator, /healthz, the 429 counters.

The counters must say what the game did: the moves in the game's log, the refusal made, every
REST call the emulator recorded (by route class and status), the calls under the bot token's
global limit, one acknowledgement per interaction, every picture drawn.
"""

import random
from collections import Counter

import aiohttp
from prometheus_client.parser import text_string_to_metric_families

from bot.metrics import route_class, under_global_limit
from demo.players import Players

GAME_KEY = "biblios"


async def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of /metrics, by name and labels."""
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/metrics") as response:
        assert response.status == 200
        text = await response.text()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def total(samples: dict, name: str, **labels: str) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    return sum(v for (n, ls), v in samples.items() if n == name and set(labels.items()) <= set(ls))


async def health(port: int) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/healthz") as response:
        return response.status, await response.text()


async def test_the_counters_match_what_a_game_did(open_table, emulator):
    table = await open_table(GAME_KEY, metrics_port=0)
    bot = table.live
    port = bot.ops.port
    assert await health(port) == (200, "ok\n")

    game = await table.open_game(GAME_KEY, table.members[:3])
    players = Players(table, game, random.Random(3))
    await players.move()
    await table.flush()
    middle = await scrape(port)
    assert value(middle, "boardgame_active_games", title=GAME_KEY) == 1

    # a refusal: a member of the table types something that is no choice of theirs
    refused = await table.do(emulator.slash(game.players[0], game.thread, "play", {"choice": "no such thing"}))
    assert refused.ephemeral
    # a rate limit Discord puts on one route: counted, and discord.py retries
    emulator.fail("POST /channels/{channel_id}/messages", status=429, only={"channel_id": game.thread.id})
    while await players.move() is not None:
        await table.flush()
    await table.flush()
    await emulator.settle()

    samples = await scrape(port)
    calls = emulator.rest_calls
    log = await bot.service.store.games.actions(game.game_id)
    own_moves = [row for row in log if row.kind == "move" and not row.auto]
    assert value(samples, "boardgame_moves_total", title=GAME_KEY, outcome="applied") == len(own_moves)
    assert value(samples, "boardgame_moves_total", title=GAME_KEY, outcome="refused") == 1
    assert value(samples, "boardgame_active_games", title=GAME_KEY) == 0

    by_class = Counter((route_class(c.method, "/api/v10" + c.path), str(c.status)) for c in calls)
    for (route, status), count in by_class.items():
        assert value(samples, "boardgame_discord_http_responses_total", route=route, status=status) == count, (
            route,
            status,
        )
    seen = total(samples, "boardgame_discord_http_responses_total") - total(
        samples, "boardgame_discord_http_responses_total", route="outside_api"
    )
    assert seen == len(calls)
    limited = sum(1 for c in calls if under_global_limit(route_class(c.method, "/api/v10" + c.path)))
    assert value(samples, "boardgame_discord_bot_token_requests_total") == limited
    assert value(samples, "boardgame_discord_rate_limited_total", scope="user", route="message_post") == 1
    assert total(samples, "boardgame_discord_rate_limited_total", scope="global") == 0

    callbacks = [c for c in calls if c.route.startswith("/interactions/") and c.status is not None and c.status < 300]
    assert value(samples, "boardgame_interaction_ack_seconds_count") == len(callbacks)
    assert value(samples, "boardgame_interaction_last_call_seconds_count") == len(callbacks)
    assert value(samples, "boardgame_interaction_ack_seconds_bucket", le="+Inf") == len(callbacks)
    drawn = sum(bot.service.pictures.drawn.values())
    assert total(samples, "boardgame_render_seconds_count", title=GAME_KEY) == drawn > 0
    assert value(samples, "boardgame_dm_refusals_total") == 0
    assert value(samples, "boardgame_scheduler_lag_seconds") == 0


async def test_dm_refusals_are_counted(open_table, emulator):
    table = await open_table(GAME_KEY, metrics_port=0)
    emulator.refuse_dms(table.members[1])
    game = await table.open_game(GAME_KEY, table.members[:3])
    players = Players(table, game, random.Random(3))
    for _ in range(6):
        await players.move()
        await table.flush()
    samples = await scrape(table.live.ops.port)
    refusals = [c for c in emulator.rest_calls if c.error_code == 50007]
    assert refusals and value(samples, "boardgame_dm_refusals_total") == len(refusals)


async def test_health_says_503_when_the_database_does_not_answer(open_table):
    table = await open_table(GAME_KEY, metrics_port=0)
    bot = table.live

    async def broken() -> None:
        raise OSError("database gone")

    bot.ops.operations.ping = broken  # type: ignore[method-assign]
    status, text = await health(bot.ops.port)
    assert status == 503 and "database not answering" in text


async def test_health_says_503_when_the_gateway_is_gone(open_table, emulator):
    table = await open_table(GAME_KEY, metrics_port=0)
    bot = table.live
    port = bot.ops.port
    await bot.ws.close(code=4000)  # the socket drops; discord.py reconnects by itself
    assert not bot.ops.connected()
    status, text = await health(port)
    assert status == 503 and "gateway disconnected" in text


async def test_a_repaired_board_is_counted_with_how_far_behind_it_was(open_table):
    table = await open_table(GAME_KEY, metrics_port=0, reconcile_grace=0.0)
    bot = table.live
    game = await table.open_game(GAME_KEY, table.members[:3])
    players = Players(table, game, random.Random(3))
    await players.move()
    await table.flush()
    record = await bot.service.get(game.game_id)
    await bot.service.store.outbox.set_messages(game.game_id, board_version=record.version - 1)  # an update lost
    restarted = await table.restart()  # its start-up pass repairs the board
    samples = await scrape(restarted.ops.port)
    assert value(samples, "boardgame_reconciler_lag_seconds_count") == 1
    assert value(samples, "boardgame_reconciler_lag_seconds_sum") >= 0
