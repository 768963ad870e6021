"""Hostile input gets a specific answer and changes nothing (issue 8, items 3-5).

Unicode digits, huge numbers, overlong and nested text, forged custom ids from another
server or for a seat that does not exist, and display names made to look like mentions
or to format the bot's messages.
"""

import pytest

from bot.components import ids
from bot.names import ZERO_WIDTH_SPACE
from storage.models import GameStatus
from tests.bot.doubles import GUILD_ID, forge, open_table, run_command

OTHER_GUILD = GUILD_ID + 1
LIMIT = 2000


async def slash(fake, bot, user, name, channel_id, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id)
    await run_command(bot, name, interaction, **params)
    return seen


async def snapshot(bot, game_id=1):
    record = await bot.service.get(game_id)
    log = await bot.service.store.games.actions(game_id)
    return record.version, record.status, [s.user_id for s in record.seats], len(log)


def answers(seen) -> str:
    texts = [posted.content or "" for posted in seen.replies]
    if seen.original is not None:
        texts.append(seen.original.content or "")
    assert any(texts), "the interaction was never answered"
    for text in texts:
        assert len(text) <= LIMIT
    assert all("Something went wrong" not in text for text in texts), texts
    return " ".join(texts)


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        ("¹", "is not a game number"),
        ("٠", "is not a game number"),
        ("9" * 5000, "is not a game number"),
        ("#" + "1" * 25, "is not a game number"),
        ("9223372036854775807", "There is no such game."),
        ("-1", "is not a game number"),
    ],
    ids=["superscript", "arabic-indic", "5000-digits", "25-digits", "int64-max", "negative"],
)
async def test_a_game_option_that_is_not_ascii_digits_is_refused(fake, bot, game, expected):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    before = await snapshot(bot)
    seen = await slash(fake, bot, table.players[0], "play", table.thread_id, choice="v0:o0", game=game)
    assert expected in answers(seen)
    assert await snapshot(bot) == before


@pytest.mark.parametrize(
    ("choice", "expected"),
    [
        ("x" * 6000, "too long for a choice"),
        ("{" + '"a":[' * 60 + "1" + "]" * 60 + "}", "not valid JSON"),
        ('{"type": "take", "count": [[[[[[1]]]]]]}', "nested too deeply"),
        ("{" + " " * 1200 + "}", "too long"),
        ('{"type": "take", "count": NaN}', "cannot be an action"),
        ('{"type": 3}', "JSON object with a “type”"),
        ('{"type": "take", "count": "¹"}', "1, 2 or 3"),
        ("v0:o٠", "No choice matches"),
        ("v99999999999999999999:o0", "No choice matches"),
    ],
    ids=[
        "6000-chars",
        "unbalanced-deep",
        "deep",
        "long-json",
        "nan",
        "type-int",
        "unicode-count",
        "unicode-index",
        "huge",
    ],
)
async def test_play_text_that_breaks_a_parser_gets_a_specific_refusal(fake, bot, choice, expected):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    before = await snapshot(bot)
    seen = await slash(fake, bot, table.players[0], "play", table.thread_id, choice=choice)
    assert expected in answers(seen)
    assert await snapshot(bot) == before


async def test_overlong_game_names_are_answered_within_discords_limit(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    seen = await slash(fake, bot, table.players[0], "game new", 0, game="z" * 6000)
    assert "There is no game called “zzz" in answers(seen)
    seen = await slash(fake, bot, table.players[0], "game rules", 0, game="z" * 6000)
    assert "There is no game called" in answers(seen)


@pytest.mark.parametrize("value", ["¹", "٠", "-1", "", "99999999999999999999999", "0x1"])
async def test_a_select_value_that_is_not_an_offered_index_changes_nothing(fake, bot, value):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    before = await snapshot(bot)
    seen = await forge(fake, bot, table.players[0], ids.select_id(1, 0, 0, 0), [value], channel_id=table.thread_id)
    assert "That choice is not offered now." in answers(seen)
    assert await snapshot(bot) == before


@pytest.mark.parametrize(
    ("custom_id", "expected"),
    [
        (ids.option_id(1, 0, 7, 0), "Those choices are not yours."),
        ("bg:o:1:0:9999999999999999999:0", "Those choices are not yours."),
        ("bg:o:9999999999999999999:0:0:0", "There is no such game."),
        (ids.option_id(1, 0, 0, 50), "That choice is not offered now."),
        ("bg:p:1:0:9:1", "Those choices are not yours."),
    ],
    ids=["seat-7", "seat-huge", "game-huge", "index-50", "page-seat-9"],
)
async def test_forged_option_ids_are_refused(fake, bot, custom_id, expected):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    before = await snapshot(bot)
    seen = await forge(fake, bot, table.players[0], custom_id, channel_id=table.thread_id)
    assert expected in answers(seen)
    assert await snapshot(bot) == before


async def test_buttons_forged_in_another_server_are_refused(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"], start=False)
    stranger = fake.member(4242, "Mallory")
    before = await snapshot(bot)
    for custom_id in (ids.lobby_id(1, "join"), ids.lobby_id(1, "start"), ids.lobby_id(1, "leave")):
        seen = await forge(fake, bot, stranger, custom_id, guild_id=OTHER_GUILD)
        assert "There is no such game." in answers(seen)
    seen = await forge(fake, bot, table.players[0], ids.lobby_option_id(1, 0), ["0:1"], guild_id=OTHER_GUILD)
    assert "There is no such game." in answers(seen)
    # A moderator of the other server cannot abandon it either.
    seen = await forge(fake, bot, stranger, ids.confirm_id(1, "abandon"), guild_id=OTHER_GUILD, manage_threads=True)
    assert "There is no such game." in answers(seen)
    assert await snapshot(bot) == before


async def test_a_game_option_naming_another_servers_game_is_refused(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    before = await snapshot(bot)
    interaction, seen = fake.interaction(bot, table.players[1], guild_id=OTHER_GUILD)
    await run_command(bot, "game abandon", interaction, game="1")
    assert "There is no such game." in answers(seen)
    seen = await forge(fake, bot, table.players[1], ids.confirm_id(1, "resign"), guild_id=OTHER_GUILD)
    assert "There is no such game." in answers(seen)
    assert await snapshot(bot) == before and (await bot.service.get(1)).status == GameStatus.ACTIVE


HOSTILE = "<@1234> **pinger** \u202eevil\u202c @everyone # [x](http://y)"


async def test_hostile_names_show_as_typed_but_neither_mention_nor_format(fake, bot):
    table = await open_table(fake, bot, "toy", [HOSTILE, "Ben"])
    await slash(fake, bot, table.players[0], "play", table.thread_id, choice="v0:o0")
    await bot.choreographer.flush()
    texts = [m.content for m in fake.in_channel(table.thread_id)] + [table.lobby.content]
    texts += [m.content for ms in fake.dms.values() for m in ms]
    assert any("pinger" in text for text in texts)
    for text in texts:
        assert "<@1234>" not in text and "**pinger**" not in text and "@everyone" not in text, text
        assert "\u202e" not in text and "\u202c" not in text
    assert any(f"<{ZERO_WIDTH_SPACE}@{ZERO_WIDTH_SPACE}1234>" in text for text in texts)
