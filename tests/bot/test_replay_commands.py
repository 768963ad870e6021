"""``/game replay`` and ``/game export`` through the bot: the ephemeral replay, its buttons, menu and form."""

import io
import json
import random

import discord

from bot.components import ids
from bot.service.replays import EXPORT_RUNNING, STILL_RUNNING
from engine.replay_file import check_record
from storage.models import GameStatus
from tests.bot.doubles import click, forge, open_table, run_command


async def command(fake, bot, user, name, channel_id, **params):
    interaction, seen = fake.interaction(bot, user, channel_id=channel_id)
    await run_command(bot, name, interaction, **params)
    return seen


async def finish(bot, game_id):
    """Play the game to its end with random offered options, straight through the repository."""
    store = bot.service.store
    game = await store.games.get(game_id)
    chooser = random.Random(game_id)
    while game.status == GameStatus.ACTIVE:
        decision = chooser.choice(game.spec.pending(game.state))
        game = (await store.games.apply(game.id, decision.seat, chooser.choice(decision.options).action, None)).game
    return game


async def test_replay_steps_through_a_finished_game_with_every_secret_shown(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    game = await finish(bot, table.game_id)
    total = len(await bot.service.store.games.actions(game.id))
    cleo = fake.member(3, "Cleo")  # not a player: a finished game is anyone's to look at
    seen = await command(fake, bot, cleo, "game replay", table.thread_id)
    shown = seen.last
    assert shown.ephemeral and f"replay · move 0 of {total}" in shown.content
    assert "The set-up, before the first move." in shown.content and "Showing the board." in shown.content
    assert shown.files[0].description.startswith("Table:")
    first, back, next_, last, jump, views = shown.items()
    assert [item.item.label for item in (first, back, next_, last, jump)] == [
        "⏮ First",
        "◀ Back",
        "Next ▶",
        "Last ⏭",
        "Jump to…",
    ]
    assert first.item.disabled and back.item.disabled and not next_.item.disabled
    assert [option.label for option in views.item.options] == [
        "The board and hidden piles",
        "Ana's private view",
        "Ben's private view",
    ]
    assert all(len(custom_id) < 100 for custom_id in shown.custom_ids())

    step = await click(fake, bot, cleo, shown, next_.custom_id)
    assert step.deferred == [{"ephemeral": False, "thinking": False}]  # the replay is edited in place
    assert f"move 1 of {total}" in shown.content and "picked in secret" in shown.content
    await click(fake, bot, cleo, shown, shown.custom_ids()[3])  # Last
    assert f"move {total} of {total}" in shown.content
    assert shown.item(shown.custom_ids()[2]).item.disabled  # no Next after the last move
    await click(fake, bot, cleo, shown, ids.replay_view_id(game.id, total), values=["1"])
    assert "Showing Ana's private view." in shown.content and shown.files[0].description.startswith("Yours:")
    await click(fake, bot, cleo, shown, shown.custom_ids()[1])  # Back keeps the view
    assert f"move {total - 1} of {total}" in shown.content and "Ana's private view" in shown.content


async def test_the_jump_form_goes_to_a_typed_move_and_refuses_others(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    game = await finish(bot, table.game_id)
    ana = table.players[0]
    shown = (await command(fake, bot, ana, "game replay", table.thread_id, move=1)).last
    assert "move 1 of" in shown.content
    jump = ids.replay_id(game.id, 1, 0, "jump")
    opened = await click(fake, bot, ana, shown, jump)
    assert opened.modal is not None and opened.modal.custom_id == ids.replay_form_id(game.id, 0)

    async def submit(text):
        interaction, seen = fake.interaction(
            bot, ana, message=shown, custom_id=ids.replay_form_id(game.id, 0), channel_id=shown.channel_id or 0
        )
        interaction.type = discord.InteractionType.modal_submit
        answer = {"type": 4, "custom_id": "answer", "value": text}
        interaction.data = {"custom_id": ids.replay_form_id(game.id, 0), "components": [{"components": [answer]}]}
        await bot.on_interaction(interaction)
        return seen

    await submit("3")
    assert "move 3 of" in shown.content
    refused = await submit("three")
    assert refused.last.ephemeral and "No turn of this game has “three” in its title" in refused.last.content
    refused = await submit("999")
    assert "there is no move 999" in refused.last.content
    assert "move 3 of" in shown.content  # the replay shown did not change


async def test_forged_replay_ids_get_a_short_answer(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    game = await finish(bot, table.game_id)
    ana = table.players[0]
    seen = await forge(fake, bot, ana, ids.replay_id(game.id, 500, 0, "next"))
    assert "there is no move 500" in seen.last.content
    seen = await forge(fake, bot, ana, ids.replay_id(game.id, 1, 7, "next"))
    assert "has no seat 7" in seen.last.content
    seen = await forge(fake, bot, ana, ids.replay_view_id(game.id, 1), values=["٣"])
    assert "has no seat" in seen.last.content
    seen = await forge(fake, bot, ana, "bg:r:9999999999999999999:1:0:next")  # beyond any game id
    assert seen.last.content == "There is no such game."
    seen = await forge(fake, bot, ana, ids.replay_id(game.id, 1, 0, "next"), guild_id=4242)
    assert seen.last.content == "There is no such game."  # another server's game: as if there were none


async def test_a_running_game_is_neither_replayed_nor_exported(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    before = await bot.service.store.games.with_log(table.game_id)
    for user in (table.players[0], fake.member(3, "Cleo")):
        seen = await command(fake, bot, user, "game replay", table.thread_id)
        assert seen.last.content == STILL_RUNNING and not seen.last.files and not seen.last.items()
        seen = await command(fake, bot, user, "game export", table.thread_id)
        assert seen.last.content == EXPORT_RUNNING and not seen.last.files
    seen = await forge(fake, bot, table.players[0], ids.replay_id(table.game_id, 0, 0, "first"))
    assert seen.last.content == STILL_RUNNING
    assert await bot.service.store.games.with_log(table.game_id) == before


async def test_export_attaches_the_record_that_replays_to_the_end(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    game = await finish(bot, table.game_id)
    seen = await command(fake, bot, table.players[1], "game export", 9001, game=f"#{game.id}")
    shown = seen.last
    assert shown.ephemeral and "engine.replay_file" in shown.content
    (file,) = shown.files
    assert file.filename == f"poll-game-{game.id}.json"
    fp = file.fp
    assert isinstance(fp, io.BytesIO)
    record = json.loads(fp.getvalue())
    assert [player["name"] for player in record["players"]] == ["Ana", "Ben"]
    assert check_record(record).matches


async def test_the_replay_autocomplete_offers_the_callers_finished_games(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    await open_table(fake, bot, "toy", ["Ana"])
    await finish(bot, table.game_id)
    cog = bot.get_cog("ReplayCog")
    interaction, _ = fake.interaction(bot, table.players[0])
    choices = await cog._over_autocomplete(interaction, "")
    assert [choice.value for choice in choices] == [str(table.game_id)]


def test_hidden_piles_too_long_for_the_message_come_whole_in_a_text_file():
    from bot.present.common import CONTENT_LIMIT
    from bot.present.replay import HIDDEN_FILE, replay_message
    from bot.service.outcomes import ReplayShown

    revealed = tuple(f"Stack {n}: " + ", ".join(f"tile {n}-{k}" for k in range(30)) for n in range(12))
    step = ReplayShown(
        7, "Burgundy", 3, 9, ("Ana", "Ben"), ("Ana", "Ben"), "", 0, None, ("Ana moves.",), revealed, None, ()
    )
    message = replay_message(step)
    assert len(message.content) <= CONTENT_LIMIT and HIDDEN_FILE in message.content
    [attached] = message.pictures
    assert attached.filename == HIDDEN_FILE and attached.data.decode() == "\n".join(revealed)
    short = replay_message(
        ReplayShown(7, "Burgundy", 3, 9, ("Ana", "Ben"), ("Ana", "Ben"), "", 0, None, (), revealed[:1], None, ())
    )
    assert revealed[0] in short.content and not short.pictures
