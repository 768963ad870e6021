"""``python -m bot`` when the database cannot be used, and what the logs may hold (DESIGN.md "Bot": configuration).

Every start-up failure is one line on stderr (what failed, the URL without its password, what to
check) and a non-zero exit status, never a traceback. The tests run as root, for whom ``chmod``
forbids nothing, so a read-only database is made in ways that hold for root too: SQLite's own
read-only mode (``?mode=ro`` on an existing file: every write is refused with "attempt to write a
readonly database"), a folder that would have to be created under a regular file, and a full disk
as SQLite reports it (``PRAGMA max_page_count`` caps the file, and writes past the cap fail with
SQLITE_FULL, "database or disk is full", the same error a full disk gives).
"""

import errno
import logging
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import event

import storage.db
from bot.__main__ import main
from bot.config import PAYLOAD_LOGGERS, ConfigError, Settings
from storage.db import startup_failure

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def logger_levels():
    """``main()`` configures logging; put every level back afterwards."""
    names = ("", *PAYLOAD_LOGGERS)
    levels = {name: logging.getLogger(name).level for name in names}
    yield
    for name, level in levels.items():
        logging.getLogger(name).setLevel(level)


def an_empty_database(path: Path) -> Path:
    """A valid SQLite file with one table of its own and none of ours."""
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE unrelated (x)")
    connection.close()
    return path


def read_only_url(path: Path) -> str:
    return f"sqlite+aiosqlite:///file:{an_empty_database(path)}?mode=ro&uri=true"


def run_main(monkeypatch, capsys, url: str) -> tuple[int, str]:
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DATABASE_URL", url)
    status = main()
    return status, capsys.readouterr().err


def assert_one_line(err: str, *words: str) -> None:
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, (word, err)


def test_a_read_only_database_is_one_line_and_exit_1(tmp_path, monkeypatch, capsys):
    status, err = run_main(monkeypatch, capsys, read_only_url(tmp_path / "games.sqlite3"))
    assert status == 1
    assert_one_line(err, "Could not open the database", "games.sqlite3", "readonly", "writable")


def test_a_folder_that_cannot_be_created_is_one_line_and_exit_1(tmp_path, monkeypatch, capsys):
    (tmp_path / "a-file").write_text("not a folder")
    status, err = run_main(monkeypatch, capsys, f"sqlite:///{tmp_path / 'a-file' / 'data' / 'games.sqlite3'}")
    assert status == 1
    assert_one_line(err, "Could not open the database", "a-file", "folder")


def test_a_full_disk_is_one_line_and_exit_1(tmp_path, monkeypatch, capsys):
    prepare = storage.db._prepare_sqlite

    def with_a_tiny_disk(engine):
        prepare(engine)

        @event.listens_for(engine.sync_engine, "connect")
        def cap(dbapi_connection, _record):
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA max_page_count = 2")  # the migrations need more than two pages
            cursor.close()

    monkeypatch.setattr(storage.db, "_prepare_sqlite", with_a_tiny_disk)
    status, err = run_main(monkeypatch, capsys, f"sqlite+aiosqlite:///{tmp_path / 'games.sqlite3'}")
    assert status == 1
    assert_one_line(err, "Could not open the database", "database or disk is full", "Free some disk space")


@pytest.mark.parametrize(
    ("url", "words"),
    [
        ("postgres://bot:hunter2@db:notaport/games", ["is not a database URL", "postgres://bot:***@db"]),
        ("mysql+aiomysql://bot:hunter2@db/games", ["needs the Python package 'aiomysql'", "bot:***@db"]),
        ("postgresql+nosuchdriver://bot:hunter2@db/games", ["does not know", "bot:***@db"]),
        ("postgresql+psycopg2://bot:hunter2@db/games", ["not an asyncio driver"]),
        ("::::", ["is not a database URL"]),
    ],
    ids=["bad-port", "driver-not-installed", "unknown-driver", "sync-driver", "not-a-url"],
)
def test_a_bad_database_url_is_a_configuration_error_with_the_password_hidden(url, words, monkeypatch, capsys):
    with pytest.raises(ConfigError):
        Settings.from_env({"DATABASE_URL": url})
    status, err = run_main(monkeypatch, capsys, url)
    assert status == 2
    assert_one_line(err, "Configuration error: DATABASE_URL", *words)
    assert "hunter2" not in err


def test_postgres_without_asyncpg_says_which_extra_to_install():
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        with pytest.raises(ConfigError, match=r"pip install -e '\.\[postgres\]'"):
            Settings.from_env({"DATABASE_URL": "postgresql://bot:hunter2@db/games"})
    else:
        assert Settings.from_env({"DATABASE_URL": "postgresql://db/games"}).database_url == "postgresql://db/games"


def test_an_unreachable_server_names_the_url_without_its_password():
    refused = ConnectionRefusedError(errno.ECONNREFUSED, "Connect call failed ('127.0.0.1', 5432)")
    line = startup_failure("postgresql+asyncpg://bot:hunter2@127.0.0.1/games", refused)
    assert "hunter2" not in line and "bot:***@127.0.0.1" in line and "\n" not in line
    assert "Connect call failed" in line and "server is running and reachable" in line


def test_python_m_bot_on_a_read_only_database_prints_one_line(tmp_path):
    """A real ``python -m bot``: nothing connects to Discord, because the database fails first."""
    env = dict(os.environ, DISCORD_TOKEN="not-a-real-token", DATABASE_URL=read_only_url(tmp_path / "games.sqlite3"))
    env.pop("LOG_LEVEL", None)
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert_one_line(done.stderr, "Could not open the database", "attempt to write a readonly database")
    assert done.stdout == ""


# --- What discord.py may log ---------------------------------------------------------------------------


def test_discord_payloads_stay_out_of_the_log_even_at_debug(caplog):
    Settings(log_level="DEBUG").configure_logging()
    with caplog.at_level(logging.DEBUG):
        for name in PAYLOAD_LOGGERS:
            logging.getLogger(name).debug("POST /channels/1/messages with {'content': 'your hand: Gold 3'}")
        logging.getLogger("bot").debug("our own debug line")
    assert [record.name for record in caplog.records] == ["bot"]
    assert all(logging.getLogger(name).isEnabledFor(logging.INFO) for name in PAYLOAD_LOGGERS)


def test_discord_payloads_are_logged_when_asked_for(caplog):
    settings = Settings.from_env({"LOG_LEVEL": "DEBUG", "LOG_DISCORD_PAYLOADS": "1"})
    assert settings.log_discord_payloads
    settings.configure_logging()
    with caplog.at_level(logging.DEBUG):
        logging.getLogger("discord.http").debug("POST /channels/1/messages with {...}")
    assert [record.name for record in caplog.records] == ["discord.http"]
    assert not Settings.from_env({}).log_discord_payloads
    with pytest.raises(ConfigError, match="LOG_DISCORD_PAYLOADS"):
        Settings.from_env({"LOG_DISCORD_PAYLOADS": "yes please"})


def test_the_payload_loggers_are_the_ones_discord_py_logs_bodies_with():
    """discord.http logs request and response bodies, discord.gateway every event, the webhook ones their calls."""
    import discord.gateway
    import discord.http
    import discord.webhook.async_
    import discord.webhook.sync

    modules = (discord.http, discord.gateway, discord.webhook.async_, discord.webhook.sync)
    assert {module._log.name for module in modules} == set(PAYLOAD_LOGGERS)


def test_bot_workers_is_a_small_number():
    assert Settings.from_env({}).bot_workers == 1
    assert Settings.from_env({"BOT_WORKERS": "0"}).bot_workers == 0
    assert Settings.from_env({"BOT_WORKERS": " 3 "}).bot_workers == 3
    for wrong in ("-1", "two", "99", "¹", "1.5"):
        with pytest.raises(ConfigError, match="BOT_WORKERS"):
            Settings.from_env({"BOT_WORKERS": wrong})
