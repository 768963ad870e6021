"""Nothing secret reaches the thread: a whole Biblios game played through the bot (rules/biblios.md §10)."""

import random

from engine.core import fill_names
from tests.bot.doubles import open_table, run_command


def without_events(message):
    """A private message's text without its "• " event lines.

    The engine's events are its own (tested in tests/engine); and ``secrets(state, seat)`` is
    stricter than §10 for them: after a standard penalty (H16) the penalised player knows the
    card taken from them, yet it counts as hidden from them in the taker's hand.
    """
    return "\n".join(line for line in message.readable().splitlines() if not line.startswith("• "))


async def test_a_whole_biblios_game_posts_no_secret_in_the_thread_and_none_of_others_in_dms(fake, bot):
    """After each move, every thread message posted or edited by it (text, components, alt text) is checked
    against the public secrets of the new state, and each new DM and the mover's panel against that seat's."""
    spec = bot.service.games["biblios"]
    table = await open_table(fake, bot, "biblios", ["Ana", "Ben"])
    chooser = random.Random(20261125)
    dms_checked = {player.id: 0 for player in table.players}
    shown: dict[int, int] = {}  # thread message id -> edits already checked
    moves = 0
    while True:
        record = await bot.service.get(table.game_id)
        decisions = spec.pending(record.state)
        if not decisions:
            break
        decision = chooser.choice(decisions)
        index = chooser.randrange(len(decision.options))
        player = table.players[decision.seat]
        interaction, seen = fake.interaction(bot, player, channel_id=table.thread_id)
        await run_command(bot, "play", interaction, choice=f"v{record.version}:o{index}")
        moves += 1
        await bot.choreographer.flush()
        record = await bot.service.get(table.game_id)
        public_secrets = spec.secrets(record.state, None)
        for message in fake.in_channel(table.thread_id):
            if shown.get(message.id) == message.edits:
                continue  # unchanged since an earlier move: what was public then may be hidden now
            shown[message.id] = message.edits
            leaked = [secret for secret in public_secrets if secret in message.readable()]
            assert not leaked, f"move {moves}: the thread shows {leaked}"
        for seat, someone in enumerate(table.players):
            own_secrets = spec.secrets(record.state, seat)
            for dm in fake.dms.get(someone.id, [])[dms_checked[someone.id] :]:
                leaked = [secret for secret in own_secrets if secret in without_events(dm)]
                assert not leaked, f"move {moves}: a DM to seat {seat} shows {leaked}"
            dms_checked[someone.id] = len(fake.dms.get(someone.id, []))
        panel_secrets = spec.secrets(record.state, decision.seat)
        leaked = [secret for secret in panel_secrets if secret in without_events(seen.last)]
        assert not leaked, f"move {moves}: the turn panel of seat {decision.seat} shows {leaked}"
    assert record.status == "finished" and moves > 20
    assert "is over" in fake.in_channel(table.thread_id)[-1].content


async def test_secret_choices_never_reach_the_thread(fake, bot):
    """A secret decision's options and prompt stay out of the thread; the panel has them."""
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    ana = table.players[0]
    interaction, seen = fake.interaction(bot, ana, channel_id=table.thread_id)
    await run_command(bot, "play", interaction, choice="v0:o2")
    await bot.choreographer.flush()  # the board is edited (Ben is still waited on), maybe after the edit window
    thread_text = "\n".join(m.readable() for m in fake.in_channel(table.thread_id))
    assert "Number" not in thread_text and "Pick a number" not in thread_text and "picked 3" not in thread_text
    assert "Ana picked in secret" in thread_text
    assert "You picked 3" in seen.last.content


async def test_the_board_never_shows_a_decisions_private_context(fake, bot):
    """``Decision.context`` is for the deciding seat only: the toy game's "6 left" is never posted."""
    table = await open_table(fake, bot, "toy", ["Ana", "Ben"])
    record = await bot.service.get(table.game_id)
    context = fill_names(bot.service.games["toy"].pending(record.state)[0].context, record.names)
    assert context == "6 left"
    assert all(context not in m.readable() for m in fake.in_channel(table.thread_id))
