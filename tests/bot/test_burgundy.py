"""The Castles of Burgundy through the bot: turns of small decisions in the turn panel (issue 5 "Bot").

The game is started through the lobby handlers and played through the turn panel's buttons with
the real engine and the real Burgundy texts; images are stand-ins holding the JSON of their view
(tests/bot/conftest.py ``DescribedRenderer``). With seed 7 and two players, Ben (seat 1) starts
phase A with a 2 and a 2, Ana then has a 3 and a 1; in round 2 Ben has a 6 and a 4. A lone choice
is never clicked: the engine takes it (Ben's two 2s are one choice, so his 2's action is asked first;
a depot's only tile is taken; the turn ends once both dice are used and nothing can be bought).
"""

import copy

import discord
import pytest

from bot.client import build_bot
from bot.config import Settings
from bot.service import GameService
from engine.burgundy import GAME as BURGUNDY
from engine.burgundy import what_can_i_do
from engine.core import fill_names, registry
from renderers import get_renderer
from tests.bot.conftest import DescribedRenderer
from tests.bot.doubles import click, open_table

NAMES = ["Ana", "Ben"]
SEED = 7
STALE = "That button is from an earlier turn; here is the current one."
WHAT = "**What can I do?**"

# Whole turns as the labels clicked in the turn panel, one list per turn (seed 7, two players).
BEN_ROUND_1 = ["Take a tile from depot 1 (1 worker)", "Take the Warehouse", "Take 2 workers"]  # then the turn ends
ANA_ROUND_1 = ["Use your 3", "Take a tile from depot 1 (2 workers)"]  # its only Ship; her 1 can only take workers
BEN_ROUND_2 = [
    "Use your 4",
    "Add your Warehouse (1 worker)",
    "Space 12 (1 worker)",
    "Sell 2 purple goods tiles (2) (+4 VP)",  # the Warehouse's own effect, chained after placing it
    "Use your 6",  # not asked directly: the sale's silverlings can buy a tile now
    "Take 2 workers",
    "End turn",  # a choice too: buying is still possible
]


@pytest.fixture
async def bot(database, fake, clock, monkeypatch):
    """The real bot with Burgundy alone, on the test doubles (board edits coalesce until ``flush``)."""
    monkeypatch.setattr(registry, "all_games", lambda: {"burgundy": BURGUNDY})
    renderer = DescribedRenderer(get_renderer("burgundy"))
    service = GameService(database, games={"burgundy": BURGUNDY}, renderer_for=lambda key: renderer, seeds=lambda: SEED)
    game_bot = build_bot(Settings(), database, service=service, edit_window=60.0)
    game_bot.choreographer.clock = clock
    fake.install(game_bot)
    await game_bot.install()
    try:
        yield game_bot
    finally:
        await game_bot.choreographer.flush()


def component_for(message, label):
    """The custom id and select values that choose ``label`` on ``message``."""
    for item in message.items():
        inner = item.item
        if isinstance(inner, discord.ui.Button) and inner.label == label:
            return inner.custom_id, None
        if isinstance(inner, discord.ui.Select):
            for option in inner.options:
                if option.label == label:
                    return inner.custom_id, [option.value]
    raise AssertionError(f"no {label!r} among {message.labels()}")


async def choose(fake, bot, user, message, label):
    """Click the button, or pick the select-menu entry, labelled ``label`` on ``message``."""
    custom_id, values = component_for(message, label)
    return await click(fake, bot, user, message, custom_id, values)


async def record_of(bot, table):
    return await bot.service.get(table.game_id)


async def current_board(fake, bot, table):
    """The thread's current board message."""
    return fake.messages[(await record_of(bot, table)).board_message_id]


async def open_panel(fake, bot, table, user):
    """Press "Take your turn" on the current board: the ephemeral turn panel."""
    board = await current_board(fake, bot, table)
    panel = (await click(fake, bot, user, board, f"bg:t:{table.game_id}")).last
    assert panel.ephemeral
    return panel


async def play_turn(fake, bot, table, user, labels):
    """Open the turn panel and click ``labels`` in it, checking the "what can I do?" line at each step."""
    panel = await open_panel(fake, bot, table, user)
    for label in labels:
        record = await record_of(bot, table)
        seat = record.seat_of(user.id)
        expected = fill_names(what_can_i_do(record.state, seat), NAMES).splitlines()[0]
        assert WHAT in panel.content and expected in panel.content
        await choose(fake, bot, user, panel, label)
    return panel


async def test_a_game_opened_in_the_lobby_is_played_turn_by_turn_through_the_panel(fake, bot):
    """A turn is die -> action -> tile/space (-> a building's effect), all in the panel; lone choices take no click."""
    table = await open_table(fake, bot, "burgundy", NAMES)
    ana, ben = table.players
    record = await record_of(bot, table)
    assert record.state.active == 1 and tuple(record.state.players[1].dice) == (2, 2)

    panel = await play_turn(fake, bot, table, ben, BEN_ROUND_1)
    state = (await record_of(bot, table)).state
    assert state.active == 0 and [tile.label for tile in BURGUNDY.view(state, None).estates[1].storage] == ["Warehouse"]
    assert "Nothing is asked of you right now; waiting on Ana." in panel.content and WHAT not in panel.content

    await play_turn(fake, bot, table, ana, ANA_ROUND_1)
    state = (await record_of(bot, table)).state
    assert (state.round, state.active, tuple(state.players[1].dice)) == (2, 1, (6, 4))
    assert [tile.label for tile in BURGUNDY.view(state, None).estates[0].storage] == ["Ship"]

    await play_turn(fake, bot, table, ben, BEN_ROUND_2)
    state = (await record_of(bot, table)).state
    assert state.players[1].estate.get(12) is not None  # the Warehouse went onto space 12
    assert state.active == 0 and (await record_of(bot, table)).version == 12  # one version per click
    log = await bot.service.info.log(table.game_id, limit=40)
    assert "Ben adds a Warehouse on space 12 with the 4 (1 worker)." in log
    assert "Ana ends the turn." in log and "Ben ends the turn." in log  # told, though nobody clicked it


async def test_what_can_i_do_is_shown_only_in_the_acting_players_panel(fake, bot):
    """The summary is private: in the acting seat's ephemeral panel, never on the board, a DM or another panel."""
    table = await open_table(fake, bot, "burgundy", NAMES)
    ana, ben = table.players
    summary = fill_names(what_can_i_do((await record_of(bot, table)).state, 1), NAMES)
    panel = await open_panel(fake, bot, table, ben)
    assert f"{WHAT} {summary.splitlines()[0]}" in panel.content
    waiting = await open_panel(fake, bot, table, ana)
    assert WHAT not in waiting.content and "Nothing is asked of you right now; waiting on Ben." in waiting.content
    await choose(fake, bot, ben, panel, "Take 2 workers")
    await bot.choreographer.flush()
    shown = [message.readable() for message in fake.in_channel(table.thread_id)]
    shown += [dm.readable() for dms in fake.dms.values() for dm in dms]
    assert not [text for text in shown if "What can I do?" in text or summary.splitlines()[0] in text]


async def test_the_board_is_edited_during_a_turn_and_posted_anew_for_the_next_player(fake, bot, clock):
    """DESIGN.md "Thread choreography": the same board, edited, while Ben acts; a new one pinging Ana after."""
    table = await open_table(fake, bot, "burgundy", NAMES)
    ana, ben = table.players
    [board] = fake.in_channel(table.thread_id)
    assert board.mentioned_users == {ben.id}
    panel = await open_panel(fake, bot, table, ben)
    for label in BEN_ROUND_1[:-1]:
        await choose(fake, bot, ben, panel, label)
    await bot.choreographer.flush()
    assert fake.in_channel(table.thread_id) == [board]
    assert board.edits >= 1 and board.mentioned_users == set()  # an edit pings nobody
    assert "Last: Ben uses the 2 to take a Warehouse from depot 1 (1 worker)." in board.content  # the latest step
    clock.now += 61
    await choose(fake, bot, ben, panel, BEN_ROUND_1[-1])  # his last die: the turn ends with it
    await bot.choreographer.flush()
    *_, new = fake.in_channel(table.thread_id)
    assert new is not board and new.mentioned_users == {ana.id}
    assert (await record_of(bot, table)).board_message_id == new.id
    assert board.custom_ids() == [] and f"bg:t:{table.game_id}" in new.custom_ids()


async def test_a_wrong_seat_or_stale_click_is_refused_privately_and_changes_nothing(fake, bot):
    """Another seat's button and a button from an earlier step each get an ephemeral reply; nothing is applied."""
    table = await open_table(fake, bot, "burgundy", NAMES)
    ana, ben = table.players
    board = copy.copy(await current_board(fake, bot, table))  # with its buttons, as first posted
    messages = len(fake.in_channel(table.thread_id))

    seen = await choose(fake, bot, ana, board, "Take 2 workers")
    assert seen.last.ephemeral and "Those choices are for Ben." in seen.last.content
    assert (await record_of(bot, table)).version == 0

    panel = await open_panel(fake, bot, table, ben)
    before = copy.copy(panel)  # the panel's buttons at version 0
    await choose(fake, bot, ben, panel, "Take a tile from depot 1 (1 worker)")
    record = await record_of(bot, table)
    assert record.version == 1
    seen = await choose(fake, bot, ben, before, "Take a tile from depot 1 (1 worker)")
    assert seen.last.ephemeral and STALE in seen.last.content
    after = await record_of(bot, table)
    assert after.version == 1 and after.state == record.state
    assert len(fake.in_channel(table.thread_id)) == messages
