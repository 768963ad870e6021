"""Issue 8's defects, each through the real bot and the emulator: specific answers, nothing changed.

Unicode digits and huge numbers in ``/play game:``, an overlong ``/game new game:``, forged
lobby, confirm and option ids from another server, a select value in Arabic-Indic digits, and
a display name made to look like a mention.
"""

import random

import pytest

from demo.players import Players
from engine.biblios import GAME as BIBLIOS
from tests.e2e.bot_checks import Watch

DISCORD_LIMIT = 2000


def answer(outcome) -> str:
    """What the member alone was told (a deferred update of a forged carrier adds nothing)."""
    texts = [m.content for m in outcome.messages if m.ephemeral_for is not None and m.content]
    assert texts, "the interaction got no ephemeral answer"
    assert all(len(text) <= DISCORD_LIMIT for text in texts)
    assert not any("Something went wrong" in text for text in texts), texts
    return " ".join(texts)


@pytest.fixture
async def game(table):
    ana, ben, cy, _ = table.members
    opened = await table.open_game("biblios", [ana, ben, cy])
    from demo.images import quick_images_for

    return opened, Watch(table, opened, BIBLIOS, quick_images_for("biblios"))


@pytest.mark.parametrize("value", ["¹", "٠", "9" * 5000, "#" + "1" * 25])
async def test_unicode_digits_and_huge_game_numbers_are_refused(table, game, value):
    opened, watch = game
    before = await watch.seen(with_log=True)
    outcome = await table.do(table.emulator.slash(opened.players[0], table.channel, "play", {"game": value}))
    assert "is not a game number" in answer(outcome)
    await watch.check_nothing_changed(before)


async def test_an_overlong_game_name_is_answered_within_the_limit(table):
    outcome = await table.do(table.emulator.slash(table.members[0], table.channel, "game new", {"game": "z" * 6000}))
    assert "There is no game called" in answer(outcome)


async def test_forged_ids_from_another_server_are_refused(table, game):
    opened, watch = game
    emulator = table.emulator
    other = emulator.create_guild("Other server")
    channel = emulator.create_text_channel(other, "games")
    mallory = emulator.create_member(other, "Mallory")
    carrier = emulator.post_message(mallory, channel, "hello")
    record = await table.live.service.get(opened.game_id)
    before = await watch.seen(with_log=True)
    for custom_id in (
        f"bg:l:{opened.game_id}:join",
        f"bg:c:{opened.game_id}:abandon",
        f"bg:o:{opened.game_id}:{record.version}:0:0",
    ):
        outcome = await table.do(emulator.forge(mallory, carrier, custom_id))
        text = answer(outcome)
        assert "There is no such game." in text or "You are not playing in this game." in text, text
    await watch.check_nothing_changed(before)


async def test_a_select_value_in_arabic_indic_digits_is_not_option_zero(table, game):
    opened, watch = game
    players = Players(table, opened, random.Random(3))
    record = await table.live.service.get(opened.game_id)
    (seat,) = table.live.service.pending_seats(record)
    board = players.board()
    before = await watch.seen(with_log=True)
    select_id = f"bg:s:{opened.game_id}:{record.version}:{seat}:0"
    outcome = await table.do(table.emulator.forge(opened.players[seat], board, select_id, ["٠"]))
    assert "That choice is not offered now." in answer(outcome)
    await watch.check_nothing_changed(before)


async def test_a_name_that_looks_like_a_mention_reads_as_text(table):
    emulator = table.emulator
    sly = emulator.create_member(table.guild, "<@1234> **Sly**")
    outcome = await table.do(emulator.slash(sly, table.channel, "game new", {"game": "biblios"}))
    lobby = outcome.original
    assert "<@1234>" not in lobby.content and "**Sly**" not in lobby.content
    assert "\\*\\*Sly\\*\\*" in lobby.content
