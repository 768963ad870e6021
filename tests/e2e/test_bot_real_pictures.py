"""The opening of a Biblios game with the real renderer: every posted picture is the view's, byte for byte.

The complete game (test_bot_full_game.py) uses stand-in pictures, since drawing a real board
takes a few hundred milliseconds; here the first moves are played with the real Biblios
pictures, and ``Watch`` checks each board against ``render_public`` of the public view and
each DM against ``render_private`` of the seat's view, as in the full game.
"""

import random

from demo.players import Players
from engine.biblios import GAME as BIBLIOS
from renderers import get_renderer
from tests.e2e.bot_checks import Watch

MOVES = 4


async def test_the_first_moves_with_real_pictures(open_table):
    table = await open_table("biblios", renderer_for=get_renderer)
    game = await table.open_game("biblios", table.members[:3])
    watch = Watch(table, game, BIBLIOS, get_renderer("biblios"))
    seen = await watch.check_start()
    players = Players(table, game, random.Random(2), routes=("board", "turn_button", "autocomplete"))
    for _ in range(MOVES):
        attempt = await players.move()
        await table.flush()
        seen = await watch.check_move(seen, attempt)
    board = table.emulator.message(seen.record.board_message_id)
    assert board.attachments[0].content_type == "image/png" and board.attachments[0].width == 600  # phone-shaped
