"""Interactions that arrive together: each is answered, and each move is applied exactly once, in one order.

The interactions are injected without waiting (``emulator.click`` / ``slash`` return at once)
and only then awaited together, so the bot receives them back to back.
"""

import random

from bot.respond.answering import STALE
from demo.images import quick_images_for
from demo.players import Attempt, Players
from demo.table import gather_done
from engine.biblios import GAME as BIBLIOS
from engine.core import fill_names, pending_for
from tests.e2e.bot_checks import Watch

GAMES = 10


async def test_two_members_press_buttons_of_the_same_decision_at_the_same_moment(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    watch = Watch(table, game, BIBLIOS, quick_images_for("biblios"))
    players = Players(table, game, random.Random(4))
    while not any(c.startswith("bg:o:") for c in players.board().custom_ids):
        await players.move()
        await table.flush()
    board = players.board()
    (player,) = players.waiting(board)
    other = next(p for p in game.players if p != player)
    buttons = [c for c in board.buttons if (c.custom_id or "").startswith("bg:o:")]
    assert len(buttons) >= 2
    before = await watch.seen()

    handles = [
        emulator.click(player, board, buttons[0].custom_id),
        emulator.click(other, board, buttons[1].custom_id),
        emulator.click(player, board, buttons[1].custom_id),  # a double press: the second is too late
    ]
    mine, theirs, again = await gather_done(table, handles)
    await table.flush()

    assert all(o.ephemeral for o in (mine, theirs, again))
    assert f"Those choices are for {player.display_name}." in theirs.original.content
    applied, refused = (mine, again) if STALE in again.original.content else (again, mine)
    assert STALE in refused.original.content and STALE not in applied.original.content
    label = buttons[0].label if applied is mine else buttons[1].label
    await watch.check_move(before, Attempt(player, "board", label or "", [applied]))
    await watch.check_log(from_start=False)


async def test_fifty_interactions_at_once_across_ten_games(table):
    """Five per game: two different choices by the player asked (one wins), a click on the board's
    "Take your turn" by that player, /play by a player who is not asked, a stranger's click."""
    emulator = table.emulator
    stranger = table.members[3]
    games, watches = [], []
    for number in range(GAMES):
        seated = [emulator.create_member(table.guild, f"P{number}-{seat}") for seat in range(3)]
        game = await table.open_game("biblios", seated)
        games.append(game)
        watches.append(Watch(table, game, BIBLIOS, quick_images_for("biblios")))
    befores = [await watch.seen() for watch in watches]

    handles, expected = [], []
    for game, before in zip(games, befores, strict=True):
        ((seat, decision),) = [(s, pending_for(BIBLIOS, before.record.state, s)) for s in before.waiting]
        player, other = game.players[seat], game.players[(seat + 1) % 3]
        version = before.record.version
        board = emulator.message(before.record.board_message_id)
        handles += [
            emulator.slash(player, game.thread, "play", {"choice": f"v{version}:o0"}),
            emulator.slash(player, game.thread, "play", {"choice": f"v{version}:o1"}),
            emulator.click(player, board, label="Take your turn"),
            emulator.slash(other, game.thread, "play", {"choice": f"v{version}:o0"}),
            emulator.click(stranger, board, label="Take your turn"),
        ]
        expected.append((player, decision))
    assert len(handles) == 50
    outcomes = await gather_done(table, handles)  # every one answered (else InteractionFailed) and handled
    await table.flush()

    for number, (watch, before) in enumerate(zip(watches, befores, strict=True)):
        first, second, panel, others, strangers = outcomes[5 * number : 5 * number + 5]
        player, decision = expected[number]
        assert all(o.ephemeral for o in (first, second, panel, others, strangers))
        won = [o for o in (first, second) if STALE not in o.original.content]
        assert len(won) == 1, [o.original.content for o in (first, second)]
        chosen = decision.options[0 if won[0] is first else 1]
        assert "Nothing is asked of you right now" in others.original.content
        assert strangers.original.content == "You are not playing in this game."
        assert f"your seat: {player.display_name}" in panel.original.content
        label = fill_names(chosen.label, watch.names)
        await watch.check_move(before, Attempt(player, "autocomplete", label, [won[0]]))
        await watch.check_log()


async def test_five_simultaneous_dreams_guesses_are_all_applied_without_a_retry(open_table):
    """Guesses are independent decisions: each is versioned per seat, so pressing at once stales none."""
    table = await open_table("dreams")
    emulator = table.emulator
    fifth = emulator.create_member(table.guild, "Eve")
    game = await table.open_game("dreams", [*table.members[:4], fifth])
    players = Players(table, game, random.Random(8))
    for _ in range(400):
        board = players.board()
        assert board is not None, "the game ended before a guessing phase"
        if len(players.waiting(board)) >= 4:
            break
        await players.move()
        await table.flush()
    else:
        raise AssertionError("no guessing phase was reached")
    board = players.board()
    guessers = players.waiting(board)
    record = await table.live.service.get(game.game_id)
    panels = [(await table.do(emulator.click(p, board, label="Take your turn"))).original for p in guessers]
    handles = []
    for guesser, panel in zip(guessers, panels, strict=True):
        first = next(c for c in panel.custom_ids if c.startswith(("bg:o:", "bg:s:")))
        if first.startswith("bg:s:"):
            value = panel.component(first).options[0].value
            handles.append(emulator.select(guesser, panel, first, [value]))
        else:
            handles.append(emulator.click(guesser, panel, first))
    outcomes = await gather_done(table, handles)
    await table.flush()

    assert all(STALE not in (o.original.content or "") for o in outcomes), [o.original.content for o in outcomes]
    after = await table.live.service.get(game.game_id)
    assert after.version >= record.version + len(guessers)
    log = await table.live.service.store.games.actions(game.game_id)
    moved = {row.seat for row in log if row.seq > record.version and not row.auto}
    assert {game.players.index(p) for p in guessers} <= moved
