"""``python -m testkit.bot_process``: the real bot (``python -m bot``) as its own process, against the emulator.

discord.py is pointed at the emulator named by ``EMULATOR_API_URL`` and ``EMULATOR_GATEWAY_URL``;
everything else is the product's own start-up: configuration from the environment, migrations,
the render pool, the client. ``BOT_CRASH_AT`` (``bot/crash.py``) makes it kill itself at a point.

For a table in another process (``demo.process_table``), two more: ``HANDLED_FD``, a file
descriptor on which the bot writes each interaction's id, one per line, as it finishes handling
it (the in-process table's :func:`demo.table.track`); ``EDIT_WINDOW``, the board-edit coalescing
window in seconds (the product's default otherwise).
"""

import os
import sys
from typing import Any

import discord.gateway
import discord.http
import yarl

import bot.__main__ as entry
from demo.table import track


def report_handled(fd: int) -> None:
    """Make every bot this process builds write each handled interaction's id on ``fd``."""
    build = entry.build_bot

    def build_and_report(*args: Any, **options: Any) -> Any:
        if "EDIT_WINDOW" in os.environ:
            options["edit_window"] = float(os.environ["EDIT_WINDOW"])
        bot = build(*args, **options)
        track(bot, lambda interaction_id: os.write(fd, b"%d\n" % interaction_id))
        return bot

    entry.build_bot = build_and_report


if __name__ == "__main__":
    discord.http.Route.BASE = os.environ["EMULATOR_API_URL"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["EMULATOR_GATEWAY_URL"])
    if "HANDLED_FD" in os.environ:
        report_handled(int(os.environ["HANDLED_FD"]))
    sys.exit(entry.main())
