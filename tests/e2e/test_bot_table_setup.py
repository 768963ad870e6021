"""Setting up a table (issue 26), through the real bot and the emulator: a table by invitation, seat order,
each player's colour in the pictures, a table that starts by itself when full, and a rematch.

The clicks from ``/game new`` to a started game for an invited table of 4 (the closing note's figure) are
counted here: before issue 26 the creator opened the lobby, three players pressed Join and the creator pressed
Start (5); now ``/game new invite:@Ben @Cy @Dan autostart:On`` and the three joins start it (4).
"""

import asyncio
import io
import random

from PIL import Image

from bot.service.pictures import in_thread
from discord_emulator import Message
from renderers import get_renderer
from renderers.kit.palette import SEAT_RUST, SEAT_SAGE
from storage.models import GameStatus
from tests.e2e.bot_checks import revision_texts


def lobby_game(lobby: Message) -> int:
    return next(int(c.split(":")[2]) for c in lobby.custom_ids if c.endswith(":join"))


async def new_lobby(table, creator, **options) -> tuple[Message, int]:
    """``/game new`` with these options; the lobby message and its game's id."""
    created = await table.do(table.emulator.slash(creator, table.channel, "game new", {"game": "biblios", **options}))
    lobby = created.original
    assert lobby is not None and lobby.thread_id is not None, created
    return lobby, lobby_game(lobby)


def refusals(outcome) -> str:
    return " ".join(m.content for m in outcome.messages if m.ephemeral)


async def test_an_invited_table_refuses_others_and_starts_itself_when_everyone_invited_joined(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    eve = emulator.create_member(table.guild, "Eve")
    invite = f"<@{ben.id}> <@{cy.id}> <@{dan.id}>"
    clicks = 1
    lobby, game_id = await new_lobby(table, ana, invite=invite, autostart="on")
    content = emulator.message(lobby.id).content
    assert f"By invitation: <@{ben.id}>, <@{cy.id}> and <@{dan.id}>" in content
    assert "Seat order: Random" in content and "Starts by itself when the table is full." in content

    before = emulator.message(lobby.id).content
    refused = await table.do(emulator.click(eve, lobby, f"bg:l:{game_id}:join"))
    assert "by invitation only" in refusals(refused)
    record = await table.live.service.get(game_id)
    assert [seat.user_id for seat in record.seats] == [ana.id] and emulator.message(lobby.id).content == before

    for member in (ben, cy):
        await table.do(emulator.click(member, lobby, f"bg:l:{game_id}:join"))
        clicks += 1
    content = emulator.message(lobby.id).content
    assert f"Not joined yet: <@{dan.id}>." in content
    assert (await table.live.service.get(game_id)).status == GameStatus.LOBBY
    await table.do(emulator.click(dan, lobby, f"bg:l:{game_id}:join"))  # the last invited member: it starts
    clicks += 1
    await table.flush()
    record = await table.live.service.get(game_id)
    assert record.status == GameStatus.ACTIVE and clicks == 4
    joined = [ana.id, ben.id, cy.id, dan.id]
    drawn = joined[:]
    random.Random(f"seats:{record.seed}").shuffle(drawn)  # random seats, from the game's seed: reproducible
    assert [seat.user_id for seat in record.seats] == drawn
    thread = emulator.world.channels[lobby.thread_id]
    assert any("The game begins with" in m.content for m in emulator.messages(thread)), "no start, as Start posts"
    assert "Started: the game is played in" in emulator.message(lobby.id).content


async def test_the_creator_invites_more_members_from_the_lobby_menu_and_only_the_creator_may(table):
    emulator = table.emulator
    ana, ben, cy, dan = table.members
    lobby, game_id = await new_lobby(table, ana, invite=f"<@{ben.id}>")
    refused = await table.do(emulator.select(ben, lobby, f"bg:l:{game_id}:invite", [cy]))
    assert "Only the player who opened the lobby can invite members." in refusals(refused)
    assert (await table.live.service.get(game_id)).invited == (ben.id,)
    await table.do(emulator.select(ana, emulator.message(lobby.id), f"bg:l:{game_id}:invite", [cy, dan]))
    assert (await table.live.service.get(game_id)).invited == (ben.id, cy.id, dan.id)
    joined = await table.do(emulator.click(cy, lobby, f"bg:l:{game_id}:join"))
    assert not refusals(joined)
    assert f"Not joined yet: <@{ben.id}> and <@{dan.id}>." in emulator.message(lobby.id).content


async def test_seat_order_as_joined_and_each_players_colour_reach_the_pictures(open_table):
    drawn: list[tuple[str, int | None, tuple[int, ...]]] = []
    real = in_thread(get_renderer)

    async def render(key, seat, view, names, text_names, language="en", looks=()):
        drawn.append((key, seat, tuple(looks)))
        return await real(key, seat, view, names, text_names, language, looks)

    table = await open_table("biblios", renderer_for=get_renderer, render=render)
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    lobby, game_id = await new_lobby(table, ana, seat_order="joined")
    for member in (ben, cy):
        await table.do(emulator.click(member, lobby, f"bg:l:{game_id}:join"))
    await table.do(emulator.select(ben, emulator.message(lobby.id), f"bg:l:{game_id}:colour", ["rust"]))
    await table.do(emulator.select(ana, emulator.message(lobby.id), f"bg:l:{game_id}:colour", ["sage"]))
    shown = emulator.message(lobby.id)
    assert "Ana (creator) in Sage, Ben in Rust, Cy" in shown.content and "Seat order: As joined" in shown.content
    menu = next(m for m in shown.selects if m.custom_id == f"bg:l:{game_id}:colour")
    assert [o.value for o in menu.options] == ["cyan", "violet", "amber", "charcoal"]  # the colours left

    await table.do(emulator.click(ana, lobby, f"bg:l:{game_id}:start"))
    await table.flush()
    record = await table.live.service.get(game_id)
    assert [seat.user_id for seat in record.seats] == [ana.id, ben.id, cy.id]  # as joined
    assert [seat.colour for seat in record.seats] == ["sage", "rust", None]  # stored per seat
    public = [looks for key, seat, looks in drawn if seat is None]
    assert public and public[-1] == (5, 4, 0)  # Ana sage, Ben rust, Cy the first colour left (cyan)
    board = next(m for m in reversed(emulator.messages(emulator.world.channels[lobby.thread_id])) if m.attachments)
    colours = {rgb for _count, rgb in Image.open(io.BytesIO(board.attachments[0].data)).convert("RGB").getcolors(2**20)}
    assert SEAT_RUST in colours and SEAT_SAGE in colours


async def play_to_the_end(table, game) -> None:
    service = table.live.service
    record = await service.get(game.game_id)
    while record.status == GameStatus.ACTIVE:
        seat = service.pending_seats(record)[0]
        player = game.players[seat]
        await table.do(table.emulator.slash(player, game.thread, "play", {"choice": f"v{record.version}:o0"}))
        record = await service.get(game.game_id)
    await table.flush()


async def test_a_rematch_opens_one_lobby_with_the_seats_turned_by_one_and_pings_its_players_once(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben], settings={"clock": "24h"})
    await play_to_the_end(table, game)
    result = next(m for m in reversed(emulator.messages(game.thread)) if f"bg:l:{game.game_id}:rematch" in m.custom_ids)
    lobbies_before = [m for m in emulator.messages(table.channel) if any(":join" in c for c in m.custom_ids)]

    refused = await table.do(emulator.click(cy, result, f"bg:l:{game.game_id}:rematch"))
    assert "Only the game's players can open its rematch." in refusals(refused)

    first, second = await asyncio.gather(  # both players press Rematch at once: one lobby
        table.do(emulator.click(ana, result, f"bg:l:{game.game_id}:rematch")),
        table.do(emulator.click(ben, result, f"bg:l:{game.game_id}:rematch")),
    )
    again = await table.do(emulator.click(ana, result, f"bg:l:{game.game_id}:rematch"))  # and once more
    lobbies = [m for m in emulator.messages(table.channel) if any(":join" in c for c in m.custom_ids)]
    assert len(lobbies) == len(lobbies_before) + 1
    rematch = lobbies[-1]
    rematch_id = lobby_game(rematch)
    for outcome in (first, second, again):
        assert f"The rematch is open: game #{rematch_id}" in refusals(outcome)
    assert emulator.message(result.id).custom_ids == [f"bg:l:{game.game_id}:rematch"]  # the result stays as it was
    assert sorted(rematch.pinged) == sorted([ana.id, ben.id])  # pinged once, in the new lobby
    assert f"Rematch of game #{game.game_id}" in rematch.content and rematch.thread_id is not None
    record = await table.live.service.get(rematch_id)
    assert record.status == GameStatus.LOBBY and record.rematch_of == game.game_id
    assert record.table["clock"] == "24h" and record.table["seat_order"] == "joined"
    old = [member.id for member in game.players]
    assert [seat.user_id for seat in record.seats] == old[1:] + old[:1]  # turned by one
    creator = next(member for member in (ana, ben) if member.id == record.creator_id)  # whoever pressed first
    started = await table.do(emulator.click(creator, rematch, f"bg:l:{rematch_id}:start"))
    assert not refusals(started), revision_texts(rematch)
    record = await table.live.service.get(rematch_id)
    assert record.status == GameStatus.ACTIVE and record.seats[0].user_id == old[1]


async def test_a_rematch_stored_but_never_posted_is_posted_once_by_the_reconciler(open_table):
    """Crash-safe like other side effects: a process stopped between storing the rematch and posting its lobby
    leaves a lobby without a message; the next pass posts it (pinging its players) and a second pass does not."""
    table = await open_table("biblios", reconcile_grace=0.0)
    emulator = table.emulator
    ana, ben, _, _ = table.members
    game = await table.open_game("biblios", [ana, ben])
    await play_to_the_end(table, game)
    lobby, new = await table.live.service.lobby.rematch(game.game_id, ben.id, "Ben", guild_id=table.guild.id)  # no post
    assert new and lobby.lobby_message_id is None

    def lobbies() -> list[Message]:
        return [m for m in emulator.messages(table.channel) if f"bg:l:{lobby.game_id}:join" in m.custom_ids]

    assert lobbies() == []
    await table.live.reconciler.run_once()
    await table.live.reconciler.run_once()
    posted = lobbies()
    assert len(posted) == 1 and sorted(posted[0].pinged) == sorted([ana.id, ben.id])
    record = await table.live.service.get(lobby.game_id)
    assert record.lobby_message_id == posted[0].id and record.thread_id == posted[0].thread_id is not None
