""" "Since your last turn": the public lines of the moves since a member's latest one (issue 11)."""

import random

from sqlalchemy import update

from bot.present import common as present_common
from bot.present import info as present_info
from storage.models import Action
from tests.bot.doubles import click, open_table, run_command
from tests.bot.test_dreams import NAMES, dreams_bot


async def play(fake, bot, user, table, choice):
    interaction, seen = fake.interaction(bot, user, channel_id=table.thread_id)
    await run_command(bot, "play", interaction, choice=choice)
    return seen


async def recap_command(fake, bot, user, table, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=table.thread_id)
    await run_command(bot, "game recap", interaction, **params)
    assert seen.deferred == [{"ephemeral": True, "thinking": True}]
    return seen.last


async def test_the_recap_holds_the_others_moves_since_your_own_and_is_empty_when_you_just_moved(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben", "Cy"])
    ana, ben, cy = table.players
    assert await bot.service.info.recap(table.game_id, ana.id) == []  # nothing has happened yet
    await play(fake, bot, ana, table, "v0:o1")
    await play(fake, bot, ben, table, "v1:o3")  # Ben draws a card: the card itself is his secret
    assert await bot.service.info.recap(table.game_id, ben.id) == []
    assert await bot.service.info.recap(table.game_id, ana.id) == ["Ben draws a card."]
    since_start = ["Ana takes 2.", "Ben draws a card."]
    assert await bot.service.info.recap(table.game_id, cy.id) == since_start
    await play(fake, bot, cy, table, "v2:o0")
    await play(fake, bot, ana, table, "v3:o0")
    assert await bot.service.info.recap(table.game_id, ben.id) == ["Cy takes 1.", "Ana takes 1."]


async def test_a_move_taken_back_is_gone_from_the_recap(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    await play(fake, bot, ana, table, "v0:o0")
    await play(fake, bot, ben, table, "v1:o2")
    interaction, _ = fake.interaction(bot, ben, channel_id=table.thread_id)
    await run_command(bot, "game undo", interaction)
    assert await bot.service.info.recap(table.game_id, ana.id) == []  # Ben's move was taken back: nothing since Ana's
    # since Ben's latest move that counts
    assert await bot.service.info.recap(table.game_id, ben.id) == ["Ana takes 1."]
    await play(fake, bot, ben, table, "v3:o1")
    assert await bot.service.info.recap(table.game_id, ana.id) == ["Ben takes 2."]


async def test_rows_stored_without_their_lines_are_replayed(fake, bot, database):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    await play(fake, bot, ana, table, "v0:o2")
    await play(fake, bot, ben, table, "v1:o3")
    stored = await bot.service.info.recap(table.game_id, ana.id)
    async with database.sessions() as session, session.begin():
        await session.execute(update(Action).values(public_lines=None))
    assert [row.public_lines for row in await bot.service.store.games.actions(table.game_id)] == [None, None]
    assert await bot.service.info.recap(table.game_id, ana.id) == stored == ["Ben draws a card."]


async def test_game_recap_answers_only_the_caller_and_the_turn_panel_opens_with_it(fake, bot):
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    ana, ben = table.players
    await play(fake, bot, ana, table, "v0:o2")
    shown = await recap_command(fake, bot, ben, table)
    assert shown.ephemeral and shown.content.splitlines() == [
        "**Toy** · game #1 · since your last turn",
        "• Ana takes 3.",
    ]
    shown = await recap_command(fake, bot, ana, table)
    assert shown.content.splitlines()[1:] == ["Nothing has happened since your last move."]
    shown = await recap_command(fake, bot, fake.member(9, "Eve"), table)
    assert shown.content == "You are not playing in this game."
    board = fake.in_channel(table.thread_id)[-1]
    assert len(board.content.splitlines()) <= 3 and "Since your last turn" not in board.content
    seen = await click(fake, bot, ben, board, f"bg:t:{table.game_id}")
    assert "**Since your last turn:**\n• Ana takes 3." in seen.last.content
    seen = await play(fake, bot, ben, table, "v1:o0")  # the panel after one's own move has no recap
    assert "Since your last turn" not in seen.last.content


def test_the_recap_keeps_the_newest_moves_and_cuts_between_sentences():
    moves = [f"Player {n} takes {n}." for n in range(1, 9)]
    assert present_common.recap_lines(moves) == [
        "• … 4 earlier moves",
        "• Player 5 takes 5.",
        "• Player 6 takes 6.",
        "• Player 7 takes 7.",
        "• Player 8 takes 8.",
    ]
    assert present_common.recap_lines(moves[:5]) == [f"• {move}" for move in moves[:5]]
    long = " ".join(f"Ana scores {n} points for the set of {n} cards." for n in range(40))
    lines = present_common.recap_lines(["Ben passes.", long])
    newest, _, rest = lines[-1][2:].partition(" … and ")
    assert newest.endswith(".") and newest in long and rest.endswith(" more")  # whole sentences, the rest counted
    assert sum(len(line) - 2 for line in lines) <= present_common.RECAP_CHARS
    assert present_common.recap_lines([long, "Ben passes."]) == ["• … 1 earlier move", "• Ben passes."]
    assert present_common.recap_lines([]) == []


async def play_randomly_checking_recaps(fake, bot, table, spec, seed, limit):
    """Random legal moves; after each, no member's recap shows a secret of the new state's public view."""
    chooser = random.Random(seed)
    moves = 0
    while moves < limit:
        record = await bot.service.get(table.game_id)
        decisions = spec.pending(record.state)
        if not decisions:
            break
        decision = chooser.choice(decisions)
        await play(
            fake,
            bot,
            table.players[decision.seat],
            table,
            f"v{record.version}:o{chooser.randrange(len(decision.options))}",
        )
        moves += 1
        record = await bot.service.get(table.game_id)
        public_secrets = spec.secrets(record.state, None)
        for player in table.players:
            text = present_info.recap_message(
                spec.title, table.game_id, await bot.service.info.recap(record, player.id)
            )
            leaked = [secret for secret in public_secrets if secret in text]
            assert not leaked, f"move {moves}: the recap of seat {record.seat_of(player.id)} shows {leaked}"
    return moves


async def test_a_random_biblios_game_recaps_no_secret(fake, bot):
    table = await open_table(fake, bot, "biblios", ["Ana", "Ben", "Cy"])
    assert await play_randomly_checking_recaps(fake, bot, table, bot.service.games["biblios"], 20261126, 60) >= 40


async def test_a_random_dreams_round_recaps_no_secret(database, fake, clock, monkeypatch):
    async with dreams_bot(database, fake, clock, monkeypatch) as bot:
        table = await open_table(fake, bot, "dreams", NAMES)
        assert await play_randomly_checking_recaps(fake, bot, table, bot.service.games["dreams"], 11, 40) >= 20
