"""A finished game told again through the Discord emulator: ``/game replay`` and its buttons, ``/game export``."""

import json
import random

from bot.service.replays import STILL_RUNNING
from demo.players import Players
from engine.replay_file import check_record
from tests.e2e.bot_checks import game_spec

MOVE_LIMIT = 2000


async def test_finish_replay_step_and_export(open_table):
    table = await open_table("dreams")
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    game = await table.open_game("dreams", [ana, ben, cy])
    refused = await table.do(emulator.slash(ben, game.thread, "game replay", {}))  # a player, while it runs
    said = [m.content for m in (refused.original, *refused.followups) if m is not None]
    assert refused.ephemeral and STILL_RUNNING in said, said
    players = Players(table, game, random.Random(5))
    for _ in range(MOVE_LIMIT):
        if await players.move() is None:
            break
        await table.flush()
    record = await table.live.service.get(game.game_id)
    assert record.status == "finished"
    total = len(await table.live.service.store.games.actions(game.game_id))

    # Dan never played: a finished game is anyone's to replay; it opens at the set-up, only to him.
    opened = await table.do(emulator.slash(dan, game.thread, "game replay", {}))
    replay = opened.original
    assert opened.ephemeral and replay is not None
    assert f"move 0 of {total}" in replay.content and "Hidden during play" in replay.content
    assert "Dream deck" in replay.content and replay.attachments
    clicked = await table.do(emulator.click(dan, replay, label="Next ▶"))
    replay = emulator.message(replay.id)
    assert clicked.ephemeral and f"move 1 of {total}" in replay.content
    assert "placed a" in replay.content  # the public line of the first move, the dealer's star
    await table.do(emulator.click(dan, replay, label="Last ⏭"))
    replay = emulator.message(replay.id)
    assert f"move {total} of {total}" in replay.content and "secret guess" in replay.content

    menu = next(c for c in replay.selects if c.custom_id.startswith("bg:rv:"))
    await table.do(emulator.select(dan, replay, menu.custom_id, ["2"]))
    replay = emulator.message(replay.id)
    assert "Showing Ben's private view." in replay.content

    exported = await table.do(emulator.slash(cy, game.thread, "game export", {}))
    message = exported.original
    assert exported.ephemeral and message is not None and len(message.attachments) == 1
    attachment = message.attachments[0]
    record_json = json.loads(attachment.data)
    assert record_json["game"]["key"] == "dreams" and check_record(record_json).matches
    assert game_spec("dreams").title in message.content
