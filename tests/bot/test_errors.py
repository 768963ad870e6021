"""The one error mapper (bot/errors.py): short ephemeral replies, and the log for the unexpected."""

import logging
import sqlite3

import discord
from discord import app_commands
from sqlalchemy import event
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from bot import errors
from bot.refusals import NotAllowed
from engine.core import IllegalAction
from storage.errors import CannotUndo, StaleVersion
from tests.bot.doubles import coroutine, http_response


async def test_expected_errors_are_answered_with_their_own_message(fake, bot):
    user = fake.member(1, "Ana")
    for error, text in [
        (IllegalAction("You need 2 more gold to pay 5."), "You need 2 more gold to pay 5."),
        (
            CannotUndo("Your last move revealed something, so it cannot be taken back."),
            "Your last move revealed something, so it cannot be taken back.",
        ),
        (StaleVersion(3), "That button is from an earlier turn; here is the current one."),
        (NotAllowed("Only Ana can change this game's options."), "Only Ana can change this game's options."),
        (app_commands.NoPrivateMessage(), "Use this command in a server's channel."),
    ]:
        interaction, seen = fake.interaction(bot, user)
        await errors.report(interaction, error)
        assert seen.last.content == text and seen.last.ephemeral


async def test_a_wrapped_command_error_is_unwrapped(fake, bot):
    interaction, seen = fake.interaction(bot, fake.member(1, "Ana"))
    command = bot.tree.get_command("play")
    await bot.tree.on_error(interaction, app_commands.CommandInvokeError(command, IllegalAction("Not now.")))
    assert seen.last.content == "Not now."


async def test_an_unexpected_error_says_nothing_changed_and_logs_where_it_happened(fake, bot, caplog):
    interaction, seen = fake.interaction(bot, fake.member(1, "Ana"))
    await interaction.response.defer(ephemeral=True, thinking=True)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        await errors.report(interaction, KeyError("boom"), errors.Where(12, 1, "bg:o:12:4:1:0"))
    assert seen.last.content == "Something went wrong; nothing was changed." and seen.last.ephemeral
    [record] = caplog.records
    message = record.getMessage()
    assert "game 12" in message and "seat 1" in message and "bg:o:12:4:1:0" in message
    assert f"interaction {interaction.id}" in message and record.exc_info[0] is KeyError
    assert "boom" not in seen.text()  # no traceback or detail reaches the player


async def test_a_component_callback_that_breaks_is_reported_not_just_logged(fake, bot, monkeypatch, caplog):
    from tests.bot.doubles import click, open_table

    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    monkeypatch.setattr(bot.service.play, "answer", coroutine(RuntimeError("database on fire")))
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        seen = await click(fake, bot, table.players[0], board, "bg:o:1:0:0:1")
    assert seen.last.content == "Something went wrong; nothing was changed."
    assert "custom id bg:o:1:0:0:1" in caplog.records[-1].getMessage()


async def test_replying_too_late_is_logged_and_never_raises(fake, bot, caplog):
    interaction, _ = fake.interaction(bot, fake.member(1, "Ana"))
    expired = discord.NotFound(http_response(404), {"code": 10062, "message": "Unknown interaction"})
    interaction.response.send_message = coroutine(expired)
    with caplog.at_level(logging.WARNING, logger="bot.errors"):
        await errors.report(interaction, IllegalAction("Not now."))
    assert "could not answer" in caplog.records[-1].getMessage()


def test_message_for_knows_the_expected_errors_only():
    assert errors.message_for(IllegalAction("x")) == "x"
    assert errors.message_for(ValueError("x")) is None


async def test_a_failure_after_the_move_was_applied_does_not_claim_nothing_changed(fake, bot, monkeypatch, caplog):
    from tests.bot.doubles import click, open_table

    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    monkeypatch.setattr(bot.service.info, "panel", coroutine(RuntimeError("renderer on fire")))
    with caplog.at_level(logging.ERROR, logger="bot.respond"):
        seen = await click(fake, bot, table.players[0], board, "bg:o:1:0:0:1")
    assert (await bot.service.get(1)).version == 1
    assert "That was done" in seen.last.content and "nothing was changed" not in seen.text()
    assert fake.in_channel(table.thread_id)[-1].mentioned_users == {table.players[1].id}  # the thread moved on


def test_a_database_failure_is_an_expected_message_that_says_nothing_changed():
    refused = OperationalError("UPDATE games", {}, sqlite3.OperationalError("database is locked"))
    assert errors.message_for(refused) == errors.DATABASE_REFUSED
    assert errors.message_for(InterfaceError("SELECT", {}, Exception("connection closed"))) == errors.DATABASE_REFUSED
    assert errors.message_for(PoolTimeout("QueuePool limit reached")) == errors.DATABASE_REFUSED


async def test_a_move_the_database_refuses_changes_nothing_and_says_so(fake, bot, database, caplog):
    """The write fails half-way (after the snapshot update, at the log insert): all of it is rolled back."""
    from tests.bot.doubles import click, open_table

    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    [board] = fake.in_channel(table.thread_id)
    before = await bot.service.get(1)
    actions_before = await bot.service.store.games.actions(1)
    posted_before = len(fake.in_channel(table.thread_id))

    def disk_error(conn, cursor, statement, parameters, context, executemany):
        if statement.lstrip().upper().startswith("INSERT INTO ACTIONS"):
            raise sqlite3.OperationalError("disk I/O error")

    event.listen(database.engine.sync_engine, "before_cursor_execute", disk_error)
    try:
        with caplog.at_level(logging.ERROR, logger="bot.errors"):
            seen = await click(fake, bot, table.players[0], board, "bg:o:1:0:0:1")
    finally:
        event.remove(database.engine.sync_engine, "before_cursor_execute", disk_error)
    assert seen.last.content == errors.DATABASE_REFUSED and seen.last.ephemeral
    after = await bot.service.get(1)
    assert (after.version, after.state) == (before.version, before.state)
    assert await bot.service.store.games.actions(1) == actions_before
    assert len(fake.in_channel(table.thread_id)) == posted_before
    [record] = [r for r in caplog.records if r.name == "bot.errors"]
    assert record.levelno == logging.ERROR and "the database refused" in record.getMessage()
    assert isinstance(record.exc_info[1], OperationalError) and "custom id bg:o:1:0:0:1" in record.getMessage()
    assert "disk I/O" not in seen.text()  # the cause is for the log, not the player


def test_a_missing_permission_is_named_as_discords_settings_name_it():
    """Not discord.py's attribute names ("manage_guild"): the words a member finds in Discord's settings."""
    refusal = errors.message_for(app_commands.MissingPermissions(["manage_guild", "manage_threads", "embed_links"]))
    assert refusal == "That needs the permission(s): Manage Server, Manage Threads, Embed Links."
