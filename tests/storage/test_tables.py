"""Setting up a table (issue 26) in storage: invitations, seat order, picked colours, start when full, rematch.

Every refusal changes nothing: the lobby read back afterwards is the lobby before.
"""

import random

import pytest

from storage import GameStatus, LobbyError, NotSeated
from tests.storage.conftest import CHANNEL, CREATOR, GUILD, open_lobby, play_to_the_end, started, user

PALETTE = ("cyan", "violet", "amber")


async def test_a_table_by_invitation_seats_only_its_invited_members_and_its_creator_invites_more(store):
    game = await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {}, 1, None, (), [user(1), CREATOR])
    assert game.invited == (user(1),)  # the creator needs no invitation
    with pytest.raises(LobbyError, match="by invitation only"):
        await store.games.join(game.id, user(2), "Cy")
    with pytest.raises(LobbyError, match="Only the player who opened the lobby can invite"):
        await store.tables.invite(game.id, user(1), [user(2)])
    assert await store.games.get(game.id) == game
    game = await store.tables.invite(game.id, CREATOR, [user(2), user(1)])
    assert game.invited == (user(1), user(2))
    game = await store.games.join(game.id, user(2), "Cy")
    assert [seat.user_id for seat in game.seats] == [CREATOR, user(2)]
    open_table = await open_lobby(store, 1)
    assert open_table.invited is None and (await store.games.join(open_table.id, user(3), "Di")).invited is None


async def test_random_seats_are_drawn_from_the_seed_and_the_same_seed_draws_the_same(store):
    orders = []
    for _ in range(2):
        game = await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {}, 77, {"seat_order": "random"})
        for number in (1, 2, 3):
            game = await store.games.join(game.id, user(number), f"P{number}")
        game = await store.games.start(game.id, CREATOR)
        orders.append([seat.user_id for seat in game.seats])
    joined = [CREATOR, user(1), user(2), user(3)]
    random.Random("seats:77").shuffle(joined)
    assert orders == [joined, joined] and joined != [CREATOR, user(1), user(2), user(3)]


async def test_each_player_picks_a_colour_no_one_else_has_and_bad_picks_change_nothing(store):
    game = await open_lobby(store, 2)
    game = await store.tables.pick_colour(game.id, user(1), "amber", PALETTE)
    before = await store.games.get(game.id)
    for who, colour, refusal in (
        (CREATOR, "amber", "already picked that colour"),
        (CREATOR, "red", "not one of this game's"),
    ):
        with pytest.raises(LobbyError, match=refusal):
            await store.tables.pick_colour(game.id, who, colour, PALETTE)
    with pytest.raises(NotSeated, match="Join the game first"):
        await store.tables.pick_colour(game.id, user(5), "cyan", PALETTE)
    assert await store.games.get(game.id) == before
    game = await store.tables.pick_colour(game.id, user(1), "cyan", PALETTE)  # a player may change their mind
    game = await store.tables.pick_colour(game.id, CREATOR, "amber", PALETTE)
    assert game.colours == ["amber", "cyan"]
    game = await store.games.start(game.id, CREATOR)
    assert game.colours == ["amber", "cyan"]  # stored per seat, kept at the start
    with pytest.raises(LobbyError, match="already started"):
        await store.tables.pick_colour(game.id, CREATOR, "violet", PALETTE)


async def test_a_table_set_to_start_when_full_starts_at_the_join_that_fills_it(store):
    table = {"autostart": "on"}
    game = await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {}, 3, table, (), [user(1), user(2)])
    game = await store.games.join(game.id, user(1), "Ben")
    assert game.status == GameStatus.LOBBY
    game = await store.games.join(game.id, user(2), "Cy")  # every invited member is in
    assert game.status == GameStatus.ACTIVE and game.version == 0 and len(game.seats) == 3
    full = await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {}, 3, table)
    for number in (1, 2):
        full = await store.games.join(full.id, user(number), f"P{number}")
    assert full.status == GameStatus.LOBBY
    full = await store.games.add_bot(full.id, CREATOR, "easy")  # the fourth seat, a bot's: the table is full
    assert full.status == GameStatus.ACTIVE
    off = await open_lobby(store, 4)
    assert off.status == GameStatus.LOBBY  # the default: the creator presses Start


async def test_a_rematch_is_opened_once_by_a_player_of_a_finished_game_with_the_seats_turned(store):
    game = await started(store, 3)
    with pytest.raises(LobbyError, match="once the game is over"):
        await store.tables.rematch(game.id, CREATOR, "Ana", 5)
    game = await play_to_the_end(store, game, random.Random(2))
    assert game.status == GameStatus.FINISHED
    with pytest.raises(NotSeated, match="Only the game's players"):
        await store.tables.rematch(game.id, user(7), "Gus", 5)
    lobby, new = await store.tables.rematch(game.id, user(1), "Ben", 5)
    again, second = await store.tables.rematch(game.id, user(2), "Cy", 6)
    assert new and not second and again == lobby
    assert (await store.games.get(game.id)).rematch_id == lobby.id and lobby.rematch_of == game.id
    assert lobby.status == GameStatus.LOBBY and lobby.creator_id == user(1) and lobby.seed == 5
    assert [seat.user_id for seat in lobby.seats] == [user(1), user(2), CREATOR]
    assert lobby.options == game.options and lobby.table["seat_order"] == "joined"
    assert [r.id for r in await store.outbox.unposted_rematches()] == [lobby.id]  # the bot still has to post it
    await store.outbox.set_messages(lobby.id, lobby_message_id=11, thread_id=11)
    assert await store.outbox.unposted_rematches() == []
    assert [seat.user_id for seat in (await store.games.start(lobby.id, user(1))).seats] == [user(1), user(2), CREATOR]


async def test_a_rematch_leaves_out_a_player_at_the_servers_limit_and_refuses_an_opener_at_it(store):
    """Issue 26's per-member limit holds for a rematch's seats too: nobody sits at more open games than it allows."""
    game = await play_to_the_end(store, await started(store, 3), random.Random(2))
    elsewhere = await open_lobby(store, 1, seed=9)  # Ana (the creator) holds one open game: a lobby
    assert elsewhere.seats[0].user_id == CREATOR
    with pytest.raises(LobbyError, match="1 open game"):
        await store.tables.rematch(game.id, CREATOR, "Ana", 5, limit=1)
    assert (await store.games.get(game.id)).rematch_id is None  # refused: nothing stored
    lobby, new = await store.tables.rematch(game.id, user(1), "Ben", 5, limit=1)
    assert new and [seat.user_id for seat in lobby.seats] == [user(1), user(2)]  # Ana is left out
    joined = await store.games.join(lobby.id, user(7), "Gus", limit=1)
    assert [seat.user_id for seat in joined.seats] == [user(1), user(2), user(7)]
