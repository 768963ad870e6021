"""What survives a restart (issue 9): the board's latest line, and a player's refusal of DMs.

A DM refusal (403/50007) is remembered with the seat: no DM is tried again for that game
until the player opens ``/game hand`` (or a day passes), even across a restart, and the thread
notice is posted once. DMs go to the remembered DM channel: no user lookup precedes them.
"""

import random
import re

from demo.players import Players
from engine.biblios import GAME as BIBLIOS
from engine.core import pending_for, private_part

NOTICE = "direct messages"


def refused_attempts(emulator, member) -> int:
    channel = emulator.dm_channel(member)
    if channel is None:
        return 0
    path = f"/channels/{channel.id}/messages"
    return sum(
        1 for call in emulator.calls("POST /channels/{channel_id}/messages") if call.path == path and call.status == 403
    )


async def play_until_changed(table, players, game, seat, *, times: int = 1) -> None:
    """Move on until someone else's move changed ``seat``'s private view ``times`` times without pinging it.

    Those are the changes a DM is for: the seat's own moves show in its panel, and a ping sends it there.
    """
    service = table.live.service
    changed = 0
    for _ in range(400):
        state = (await service.get(game.game_id)).state
        before, was_waiting = private_part(BIBLIOS.view(state, seat)), pending_for(BIBLIOS, state, seat) is not None
        await players.move()
        await table.flush()
        state = (await service.get(game.game_id)).state
        now, waiting = private_part(BIBLIOS.view(state, seat)), pending_for(BIBLIOS, state, seat) is not None
        changed += before != now and not was_waiting and not waiting
        if changed >= times:
            return
    raise AssertionError("the private view never changed")


async def test_a_refusal_stops_dm_attempts_across_a_restart_until_game_hand(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    emulator.refuse_dms(cy)
    game = await table.open_game("biblios", [ana, ben, cy])
    seat = game.players.index(cy)
    assert refused_attempts(emulator, cy) == 1  # the start

    await play_until_changed(table, Players(table, game, random.Random(2)), game, seat, times=3)
    assert refused_attempts(emulator, cy) == 1, "a refusal is not tried again"
    await table.restart()
    await play_until_changed(table, Players(table, game, random.Random(3)), game, seat, times=2)
    assert refused_attempts(emulator, cy) == 1, "nor after a restart"

    shown = await table.do(emulator.slash(cy, game.thread, "game hand", {}))
    assert shown.ephemeral and "your private view" in shown.messages[0].content
    await play_until_changed(table, Players(table, game, random.Random(4)), game, seat)
    assert refused_attempts(emulator, cy) == 2, "after /game hand, the next change is tried once more"
    notices = [m for m in emulator.messages(game.thread) if NOTICE in m.content]
    assert len(notices) == 1, "the thread says it once"
    assert not emulator.calls("GET /users/{user_id}"), "DMs go to the remembered channel, without a lookup"


async def test_the_boards_latest_line_survives_a_restart(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    players = Players(table, game, random.Random(6))

    async def board() -> str:
        return (await table.do(emulator.slash(ana, game.thread, "game board", {}))).messages[0].content

    def turn(text: str) -> str:
        return re.search(r"turn \d+ of \d+", text).group(0)

    # A move within a gift turn: the board says it ("Last: …"), after a restart too.
    shown = await board()
    await players.move()
    await table.flush()
    before = await board()
    assert turn(before) == turn(shown)
    line = next(text for text in before.splitlines() if text.startswith("Last: "))
    await table.restart()
    after = await board()
    assert line in after.splitlines(), (line, after)
    # The move that ends the turn is told by the turn's record, not by "Last:", after a restart too (issue 21).
    while turn(before) == turn(shown):
        await players.move()
        await table.flush()
        before = await board()
    await table.restart()
    after = await board()
    assert "Last: " not in before and "Last: " not in after, (before, after)
