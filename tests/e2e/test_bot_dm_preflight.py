"""DM preflight (issue 11): joining a game with private views checks at once that DMs reach the member."""

import re

from storage.models import GameStatus

PRIVACY = "Privacy Settings > Direct Messages"
LOBBY_ID = re.compile(r"bg:l:(\d+):join")


async def new_lobby(table, creator, key="biblios"):
    """``/game new`` by ``creator``: the outcome and the lobby message."""
    created = await table.do(table.emulator.slash(creator, table.channel, "game new", {"game": key}))
    return created, created.original


def game_of(lobby) -> int:
    return next(int(m[1]) for c in lobby.custom_ids if (m := LOBBY_ID.fullmatch(c)))


def told(outcome) -> list[str]:
    """The ephemeral texts the member was shown."""
    return [m.content for m in outcome.messages if m.ephemeral_for is not None]


async def test_a_member_refusing_dms_is_told_at_once_and_the_join_stands(table):
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    emulator.refuse_dms(ben)
    emulator.refuse_dms(ana)
    created, lobby = await new_lobby(table, ana)
    game_id = game_of(lobby)
    (creator_told,) = told(created)  # the creator joins as they create
    assert PRIVACY in creator_told and "`/game hand`" in creator_told

    joined = await table.do(emulator.click(ben, lobby, label="Join"))
    (ben_told,) = told(joined)
    assert PRIVACY in ben_told and "“Take your turn”" in ben_told
    record = await table.live.service.get(game_id)
    assert record.status == GameStatus.LOBBY and {s.user_id for s in record.seats} == {ana.id, ben.id}
    assert ben.display_name in emulator.message(lobby.id).content
    assert emulator.dms(ben) == [] and emulator.dms(ana) == []
    notices = [m for m in emulator.messages(emulator.world.channels[lobby.thread_id]) if "direct messages" in m.content]
    assert sorted(tuple(n.pinged) for n in notices) == sorted(
        [(ana.id,), (ben.id,)]
    )  # once each, no secret: no game yet

    # The refusal is remembered: leaving and joining again tells Ben again without trying another DM.
    tried = table.live.dms.attempts
    await table.do(emulator.click(ben, lobby, label="Leave"))
    again = await table.do(emulator.click(ben, lobby, label="Join"))
    assert told(again) == [ben_told] and table.live.dms.attempts == tried

    await table.do(emulator.click(cy, lobby, label="Join"))
    await table.do(emulator.click(ana, lobby, label="Start"))
    record = await table.live.service.get(game_id)
    assert record.status == GameStatus.ACTIVE
    assert emulator.dms(ben) == [] and len(emulator.dms(cy)) == 2  # Cy: the preflight and the start
    thread = emulator.world.channels[lobby.thread_id]
    assert len([m for m in emulator.messages(thread) if "direct messages" in m.content]) == 2, "no second notice"


async def test_a_member_accepting_dms_gets_the_preflight_dm_once(table):
    emulator = table.emulator
    ana, ben, _, _ = table.members
    created, lobby = await new_lobby(table, ana)
    game_id = game_of(lobby)
    assert told(created) == []
    joined = await table.do(emulator.click(ben, lobby, label="Join"))
    assert told(joined) == []
    (dm,) = emulator.dms(ben)
    assert (
        dm.content
        == f"You joined **Biblios** · game #{game_id} in <#{lobby.thread_id}>; your private view will come here."
    )
    assert dm.attachments == [] and dm.custom_ids == []

    # Bad input is refused as before and sends nothing: joining twice.
    twice = await table.do(emulator.click(ben, lobby, label="Join"))
    assert told(twice) and PRIVACY not in told(twice)[0] and len(emulator.dms(ben)) == 1

    # A DM reached Ben in this server lately: leaving and joining, or joining another game, sends no other.
    await table.do(emulator.click(ben, lobby, label="Leave"))
    await table.do(emulator.click(ben, lobby, label="Join"))
    _, other = await new_lobby(table, ana)
    await table.do(emulator.click(ben, other, label="Join"))
    assert len(emulator.dms(ben)) == 1 and len(emulator.dms(ana)) == 1


async def test_no_preflight_when_a_game_has_nothing_private_under_its_options(open_table):
    table = await open_table("burgundy")
    emulator = table.emulator
    ana, ben, _, _ = table.members
    emulator.refuse_dms(ben)
    _, lobby = await new_lobby(table, ana, "burgundy")
    joined = await table.do(emulator.click(ben, lobby, label="Join"))  # base boards: everything is open
    assert told(joined) == [] and emulator.dms(ana) == [] and table.live.dms.attempts == 0
