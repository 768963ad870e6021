"""A player who refuses DMs, and a bot restarted mid-game whose earlier buttons still work."""

import random

from demo.images import quick_images_for
from demo.players import Attempt, Players
from engine.biblios import GAME as BIBLIOS
from engine.core.words import fit
from renderers import draw
from storage.db import Database
from tests.e2e.bot_checks import ALT_TEXT_LIMIT, Watch, leaked

NOTICE = "direct messages"


async def test_a_player_who_refuses_dms_gets_a_secret_free_notice_and_uses_game_hand(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    emulator.refuse_dms(cy)
    game = await table.open_game("biblios", [ana, ben, cy])
    watch = Watch(table, game, BIBLIOS, quick_images_for("biblios"))
    renderer, names = watch.renderer, watch.names
    seat = game.players.index(cy)

    def notices():
        return [m for m in emulator.messages(game.thread) if NOTICE in m.content]

    (notice,) = notices()
    record = await table.live.service.get(game.game_id)
    assert cy.mention in notice.content and set(notice.pinged) == {cy.id}
    assert "/game hand" in notice.content and notice.attachments == [] and notice.custom_ids == []
    assert not leaked(BIBLIOS.secrets(record.state, None), [notice.visible_text()])
    assert [len(emulator.dms(p)) for p in (ana, ben, cy)] == [2, 2, 0]  # the preflight at join, the start

    players = Players(table, game, random.Random(5))
    changed_for_cy = 0
    for _ in range(40):
        before = BIBLIOS.view(record.state, seat)
        await players.move()
        await table.flush()
        record = await table.live.service.get(game.game_id)
        changed_for_cy += before != BIBLIOS.view(record.state, seat)
    assert changed_for_cy > 0 and len(notices()) == 1, "the notice is posted once per player and game"
    assert emulator.dms(cy) == []

    shown = await table.do(emulator.slash(cy, game.thread, "game hand", {}))
    (hand,) = shown.messages
    seat_view = BIBLIOS.view(record.state, seat)
    assert shown.ephemeral and hand.ephemeral_for == cy.id and f"your private view, {cy.display_name}" in hand.content
    assert renderer.describe_private(seat_view, names) in hand.content
    ((sheet,), (picture,)) = draw(renderer, "private", seat_view, names, names), hand.attachments
    assert picture.data == sheet.png and picture.description == fit(sheet.description, ALT_TEXT_LIMIT)
    assert hand.id not in {m.id for m in watch.server_messages()}


async def test_a_button_from_before_a_restart_works_with_a_new_client_on_the_same_database(table, database):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    watch = Watch(table, game, BIBLIOS, quick_images_for("biblios"))
    players = Players(table, game, random.Random(8))
    for _ in range(200):
        board = players.board()
        if any(c.startswith("bg:o:") for c in board.custom_ids) and any(
            f"bg:t:{game.game_id}" in m.custom_ids for p in game.players for m in emulator.dms(p)
        ):
            break
        await players.move()
        await table.flush()
    (player,) = players.waiting(board)
    button = next(c for c in board.buttons if (c.custom_id or "").startswith("bg:o:"))
    dm = next(m for p in game.players for m in reversed(emulator.dms(p)) if f"bg:t:{game.game_id}" in m.custom_ids)
    dm_reader = next(p for p in game.players if emulator.dm_channel(p).id == dm.channel_id)

    first_sessions = {s.id for s in emulator.gateway.connected_sessions}
    reopened = Database(database.url)
    try:
        await table.restart(database=reopened)  # a new client and a new service on the same SQLite file
        assert {s.id for s in emulator.gateway.connected_sessions}.isdisjoint(first_sessions)  # a new session
        before = await watch.seen()

        clicked = await table.do(emulator.click(player, board, button.custom_id))
        await table.flush()
        assert clicked.ephemeral and "earlier turn" not in clicked.original.content
        await watch.check_move(before, Attempt(player, "board", button.label or "", [clicked]))

        opened = await table.do(emulator.click(dm_reader, dm, label="Take your turn"))
        record = await table.live.service.get(game.game_id)
        assert opened.ephemeral and f"your seat: {dm_reader.display_name}" in opened.original.content
        assert all(f":{record.version}:" in c for c in opened.original.custom_ids)
    finally:
        await table.stop()
        await reopened.close()
