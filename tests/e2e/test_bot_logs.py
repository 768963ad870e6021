"""No log record holds a secret, even at ``LOG_LEVEL=DEBUG`` (issue 20, item 7).

The bot is run with its logging set up as ``python -m bot`` does at DEBUG, and a handler on the
root logger keeps every record of every logger (message formatted with its arguments, traceback
and stack included) while simulated players play a complete game through the emulator. The
records of each move are searched for what was hidden both before and after it: the engine's
secrets inventory (``GAME.secrets(state, None)``: every hand's cards, the draw piles in order, the
face-down cards), so a card dealt into a hand and kept there, or still in a pile, is sought in every
record written while it was hidden. The emulator's own records (it stands in for Discord, which
sees the panels) and the simulated players' are not the bot's and are left out.

Before the storage layer quieted the ``aiosqlite`` logger, a three-player Biblios game wrote
hundreds of records holding hidden cards: each statement the driver ran, with its parameters, the
whole game state among them.
"""

import logging
import random
import re
from collections.abc import Iterator

import pytest

from bot.config import PAYLOAD_LOGGERS, Settings
from demo.players import Players
from tests.e2e.bot_checks import game_spec

NOT_THE_BOT = ("discord_emulator", "demo", "aiohttp.access", "aiohttp.server")
PLAYERS_SEED = 5
GAMES = [("biblios", 3), ("mangrovia", 3)]


class EveryRecord(logging.Handler):
    """Keeps the full text of every record: its name, its message with the arguments, its traceback and stack."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.texts: list[str] = []
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith(NOT_THE_BOT):
            return
        self.texts.append(self.format(record))  # format adds exc_text and stack_info


@pytest.fixture
def debug_logs() -> Iterator[EveryRecord]:
    """The bot's logging at ``LOG_LEVEL=DEBUG``, every record kept; the logging set-up is restored afterwards."""
    root = logging.getLogger()
    touched = ("", "aiosqlite", *PAYLOAD_LOGGERS)
    levels = {name: logging.getLogger(name).level for name in logging.root.manager.loggerDict}
    levels.update({name: logging.getLogger(name).level for name in touched})
    handlers = list(root.handlers)
    capture = EveryRecord()
    root.setLevel(logging.DEBUG)  # as basicConfig(level=DEBUG) in ``configure_logging`` (a no-op under pytest)
    Settings(log_level="DEBUG").configure_logging()
    root.addHandler(capture)
    try:
        yield capture
    finally:
        root.handlers[:] = handlers
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)


def secrets_in(texts: list[str], secrets: set[str]) -> list[tuple[str, str]]:
    """(secret, record) for each record that names a secret as a whole word ("LM.1" is not in "LM.12")."""
    if not secrets or not texts:
        return []
    pattern = re.compile(
        r"(?<![\w.-])(" + "|".join(re.escape(s) for s in sorted(secrets, key=len, reverse=True)) + r")(?![\w.-])"
    )
    return [(found.group(1), text) for text in texts if (found := pattern.search(text))]


@pytest.mark.parametrize(("key", "players"), GAMES, ids=[key for key, _ in GAMES])
async def test_no_log_record_of_a_complete_game_holds_a_secret(open_table, debug_logs, key, players):
    spec = game_spec(key)
    table = await open_table(key)
    game = await table.open_game(key, table.members[:players])
    service = table.live.service
    record = await service.get(game.game_id)
    hidden = spec.secrets(record.state, None)
    found = secrets_in(debug_logs.texts, hidden)  # the lobby, the start and the deal
    scanned = len(debug_logs.texts)

    simulated = Players(table, game, random.Random(PLAYERS_SEED))
    moves = 0
    while await simulated.move() is not None:
        await table.flush()
        moves += 1
        record = await service.get(game.game_id)
        still_hidden = spec.secrets(record.state, None) if record.state is not None else set()
        found += secrets_in(debug_logs.texts[scanned:], hidden & still_hidden)
        scanned, hidden = len(debug_logs.texts), still_hidden

    assert record.status == "finished", record.status
    assert moves > 20 and scanned > 1000, (moves, scanned)  # a whole game was played and logged at DEBUG
    lines = {text for _, text in found}
    assert not found, f"{len(lines)} log records hold secrets ({sorted({s for s, _ in found})[:10]}), e.g. {found[0]}"
