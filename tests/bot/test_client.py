"""The client, its command tree, its configuration and ``python -m bot`` (DESIGN.md "Bot": configuration)."""

import discord
import pytest
from discord import app_commands

from bot.__main__ import main
from bot.client import bot_intents
from bot.components import DYNAMIC_ITEMS
from bot.config import ConfigError, Settings
from storage.db import DEFAULT_URL

GAME_SUBCOMMANDS = {
    "new",
    "board",
    "hand",
    "log",
    "recap",
    "undo",
    "resign",
    "abandon",
    "list",
    "rules",
    "more-time",
    "auto",
    "auto-list",
    "auto-cancel",
    "dashboard",
    "replay",
    "export",
    "history",
}


def test_the_tree_has_game_with_its_subcommands_and_play(bot):
    top = {command.name: command for command in bot.tree.get_commands()}
    assert set(top) == {"game", "play", "me", "mygames", "stats", "leaderboard", "campaign", "server", "moderate"}
    assert {command.name for command in top["game"].commands} == GAME_SUBCOMMANDS
    assert top["game"].guild_only


def test_the_admin_commands_are_hidden_from_members_who_cannot_use_them(bot):
    """Issue 26: Discord shows /server to Manage Server and /moderate to Manage Threads (default_member_permissions)."""
    top = {command.name: command.to_dict(bot.tree) for command in bot.tree.get_commands()}
    assert int(top["server"]["default_member_permissions"]) == discord.Permissions(manage_guild=True).value
    assert int(top["moderate"]["default_member_permissions"]) == discord.Permissions(manage_threads=True).value
    assert {option["name"] for option in top["server"]["options"]} == {"language", "settings"}
    assert {option["name"] for option in top["moderate"]["options"]} == {"expel", "timeout"}
    assert top["game"]["default_member_permissions"] is None  # the creator abandons their own game


def test_every_command_and_parameter_is_described_within_discords_limits(bot):
    for command in bot.tree.walk_commands():
        assert 1 <= len(command.name) <= 32 and command.description and len(command.description) <= 100
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                assert parameter.description and parameter.description != "…", (command.qualified_name, parameter)
                assert len(parameter.description) <= 100
    payload = [command.to_dict(bot.tree) for command in bot.tree.get_commands()]
    assert all(len(str(command)) < 8000 for command in payload)


def test_every_dynamic_item_is_registered(bot):
    registered = set(bot._connection._view_store._dynamic_items.values())
    assert registered == set(DYNAMIC_ITEMS)


def test_no_privileged_intent_is_asked_for():
    intents = bot_intents()
    assert not intents.message_content and not intents.members and not intents.presences
    assert intents.guilds


def test_settings_from_the_environment():
    settings = Settings.from_env({"DISCORD_TOKEN": " abc ", "DISCORD_GUILD_ID": "123", "LOG_LEVEL": "debug"})
    assert settings == Settings(token="abc", database_url=DEFAULT_URL, guild_id=123, log_level="DEBUG")
    assert Settings.from_env({}).token is None and Settings.from_env({}).database_url == DEFAULT_URL
    sqlite_url = "sqlite+aiosqlite:///games.sqlite3"
    assert Settings.from_env({"DATABASE_URL": sqlite_url}).database_url == sqlite_url  # postgres: test_startup.py
    with pytest.raises(ConfigError, match="DISCORD_GUILD_ID"):
        Settings.from_env({"DISCORD_GUILD_ID": "my-server"})
    with pytest.raises(ConfigError, match="LOG_LEVEL"):
        Settings.from_env({"LOG_LEVEL": "loud"})


@pytest.mark.parametrize("bad", ["soon", "0", "-5", "inf", "nan"])
def test_the_reconcile_interval_is_a_positive_number_of_seconds(bad):
    assert Settings.from_env({}).reconcile_interval == 60.0
    assert Settings.from_env({"RECONCILE_INTERVAL": " 2.5 "}).reconcile_interval == 2.5
    with pytest.raises(ConfigError, match="RECONCILE_INTERVAL"):
        Settings.from_env({"RECONCILE_INTERVAL": bad})


def test_python_m_bot_without_a_token_explains_and_exits_2(monkeypatch, capsys):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main() == 2
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err


def test_python_m_bot_with_a_bad_setting_exits_2(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DISCORD_GUILD_ID", "nope")
    assert main() == 2
    assert "DISCORD_GUILD_ID" in capsys.readouterr().err


async def test_commands_are_synced_to_the_configured_server_only(bot, monkeypatch):
    synced = []

    async def sync(*, guild=None):
        synced.append(guild.id if guild else None)
        return []

    monkeypatch.setattr(bot.tree, "sync", sync)
    bot.settings = Settings(guild_id=42)
    await bot.sync_commands()
    bot.settings = Settings()
    await bot.sync_commands()
    assert synced == [42, None]
    copied = {command.name for command in bot.tree.get_commands(guild=discord.Object(id=42))}
    # the global commands, copied to the server for an instant sync
    assert copied == {"game", "play", "me", "mygames", "stats", "leaderboard", "campaign", "server", "moderate"}
