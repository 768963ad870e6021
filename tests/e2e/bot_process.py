"""``python -m tests.e2e.bot_process``: the real bot (``python -m bot``) as its own process, against the emulator.

discord.py is pointed at the emulator named by ``EMULATOR_API_URL`` and ``EMULATOR_GATEWAY_URL``;
everything else is the product's own start-up: configuration from the environment, migrations,
the render pool, the client. ``BOT_CRASH_AT`` (``bot/crash.py``) makes it kill itself at a point.
"""

import os
import sys

import discord.gateway
import discord.http
import yarl

from bot.__main__ import main

if __name__ == "__main__":
    discord.http.Route.BASE = os.environ["EMULATOR_API_URL"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["EMULATOR_GATEWAY_URL"])
    sys.exit(main())
