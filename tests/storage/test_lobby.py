"""Lobby rules: create, join, leave, start; messages and listing."""

import dataclasses

import pytest

from engine.core import IllegalAction, dump_state, new_game
from storage import UNSET, GameNotFound, GameStatus, LobbyError, NotSeated
from testkit.toy_game import TOY_GAME
from tests.storage.conftest import CHANNEL, CREATOR, GUILD, open_lobby, register, user


async def test_create_game_seats_the_creator_first_with_resolved_options(store):
    game = await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {}, 2**62)
    assert game.status == GameStatus.LOBBY and game.version == 0 and game.state is None
    assert game.options == {"pile": "6"}
    assert [(s.seat, s.user_id, s.name, s.resigned) for s in game.seats] == [(0, CREATOR, "Ana", False)]
    assert (game.guild_id, game.channel_id, game.seed, game.creator_id) == (GUILD, CHANNEL, 2**62, CREATOR)
    assert game.created_at.tzinfo is not None and game.board_waiting == ()
    assert await store.games.get(game.id) == game


async def test_bad_options_and_unknown_games_store_nothing(store):
    with pytest.raises(IllegalAction, match="not a choice"):
        await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {"pile": "7"}, 1)
    with pytest.raises(IllegalAction, match="no option"):
        await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "toy", {"colour": "red"}, 1)
    with pytest.raises(LobbyError, match="no game called"):
        await store.games.create_game(GUILD, CHANNEL, CREATOR, "Ana", "chess", {}, 1)
    assert await store.games.list_games(GUILD) == []


async def test_join_in_order_once_and_up_to_the_seat_count(store):
    game = await open_lobby(store, 3)
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, user(0)), (1, user(1)), (2, user(2))]
    assert game.names == ["Ana", "Ben", "Cy"]
    assert game.seat_of(user(2)) == 2 and game.seat_of(999) is None
    with pytest.raises(LobbyError, match="already joined"):
        await store.games.join(game.id, user(1), "Ben")
    await store.games.join(game.id, user(3), "Di")
    with pytest.raises(LobbyError, match="at most 4 players"):
        await store.games.join(game.id, user(4), "Eve")
    assert len((await store.games.get(game.id)).seats) == 4


async def test_leaving_renumbers_the_lobby_and_hands_over_the_creator_role(store):
    game = await open_lobby(store, 3)
    game = await store.games.leave(game.id, user(1))
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, user(0)), (1, user(2))]
    with pytest.raises(NotSeated):
        await store.games.leave(game.id, user(1))
    game = await store.games.leave(game.id, CREATOR)
    assert game.creator_id == user(2) and [s.user_id for s in game.seats] == [user(2)]
    with pytest.raises(LobbyError, match="Only the player who opened"):
        await store.games.start(game.id, CREATOR)
    game = await store.games.leave(game.id, user(2))
    assert game.status == GameStatus.ABANDONED and game.seats == () and game.finished_at is not None
    with pytest.raises(LobbyError, match="abandoned"):
        await store.games.join(game.id, user(5), "Eve")


async def test_only_the_creator_starts_and_seats_follow_the_join_order(store):
    game = await open_lobby(store, 3, seed=42, pile="12")
    with pytest.raises(LobbyError, match="Only the player who opened"):
        await store.games.start(game.id, user(1))
    game = await store.games.start(game.id, CREATOR)
    assert game.status == GameStatus.ACTIVE and game.version == 0
    assert [(s.seat, s.user_id) for s in game.seats] == [(0, user(0)), (1, user(1)), (2, user(2))]
    expected = new_game(TOY_GAME, 3, 42, {"pile": "12"})
    assert dump_state(TOY_GAME, game.state) == dump_state(TOY_GAME, expected)
    assert dump_state(TOY_GAME, (await store.games.get(game.id)).state) == dump_state(TOY_GAME, expected)
    with pytest.raises(LobbyError, match="already started"):
        await store.games.start(game.id, CREATOR)
    with pytest.raises(LobbyError, match="already started"):
        await store.games.join(game.id, user(3), "Di")
    with pytest.raises(LobbyError, match="resign"):
        await store.games.leave(game.id, user(1))


async def test_start_needs_enough_players(store, monkeypatch):
    register(monkeypatch, dataclasses.replace(TOY_GAME, min_seats=2))
    game = await open_lobby(store, 1)
    with pytest.raises(LobbyError, match="2 to 4 players; 1 joined"):
        await store.games.start(game.id, CREATOR)
    assert (await store.games.get(game.id)).status == GameStatus.LOBBY
    await store.games.join(game.id, user(1), "Ben")
    assert (await store.games.start(game.id, CREATOR)).status == GameStatus.ACTIVE


async def test_set_messages_changes_only_the_given_fields(store):
    game = await open_lobby(store, 2)
    await store.outbox.set_messages(game.id, thread_id=2**60, lobby_message_id=2**60 + 1)
    await store.outbox.set_messages(game.id, board_message_id=2**60 + 2, board_waiting=[1, 0])
    await store.outbox.set_messages(game.id, lobby_message_id=None, thread_id=UNSET)
    stored = await store.games.get(game.id)
    assert (stored.thread_id, stored.lobby_message_id, stored.board_message_id) == (2**60, None, 2**60 + 2)
    assert stored.board_waiting == (1, 0) and stored.version == game.version
    assert (await store.games.find_by_thread(2**60)).id == game.id
    assert await store.games.find_by_thread(2**60 + 5) is None
    with pytest.raises(GameNotFound):
        await store.outbox.set_messages(game.id + 99, thread_id=1)


async def test_list_games_filters_by_server_channel_and_status(store):
    first = await open_lobby(store, 1)
    second = await store.games.create_game(GUILD, CHANNEL + 1, CREATOR, "Ana", "toy", {}, 2)
    elsewhere = await store.games.create_game(GUILD + 1, CHANNEL, CREATOR, "Ana", "toy", {}, 3)
    await store.games.start(first.id, CREATOR)
    assert [g.id for g in await store.games.list_games(GUILD)] == [first.id, second.id]
    assert [g.id for g in await store.games.list_games(GUILD, CHANNEL + 1)] == [second.id]
    assert [g.id for g in await store.games.list_games(GUILD, statuses=[GameStatus.ACTIVE])] == [first.id]
    assert [g.id for g in await store.games.list_games(GUILD + 1)] == [elsewhere.id]
    await store.games.abandon(second.id)
    assert [g.id for g in await store.games.list_games(GUILD, statuses=["abandoned"])] == [second.id]


async def test_unknown_game_ids_are_reported(store):
    with pytest.raises(GameNotFound):
        await store.games.get(12345)
    with pytest.raises(GameNotFound):
        await store.games.join(12345, user(1), "Ben")
    with pytest.raises(GameNotFound):
        await store.games.actions(12345)


async def test_only_the_creator_changes_options_and_only_in_the_lobby(store):
    game = await open_lobby(store, 2)
    with pytest.raises(LobbyError, match="Only the player who opened"):
        await store.games.set_options(game.id, user(1), {"pile": "12"})
    with pytest.raises(IllegalAction, match="not a choice"):
        await store.games.set_options(game.id, CREATOR, {"pile": "13"})
    assert (await store.games.set_options(game.id, CREATOR, {"pile": "12"})).options == {"pile": "12"}
    assert (await store.games.set_options(game.id, CREATOR, {})).options == {"pile": "6"}
    await store.games.set_options(game.id, CREATOR, {"pile": "12"})
    started_game = await store.games.start(game.id, CREATOR)
    assert started_game.state.pile == 12
    with pytest.raises(LobbyError, match="already started"):
        await store.games.set_options(game.id, CREATOR, {"pile": "6"})
