"""Dreams through the bot: role DMs, star turns, simultaneous secret guesses, the reveal (rules/dreams.md §6.5, §7).

The game is played through the command handlers and components with the real engine and the
real Dreams texts; images are stand-ins holding the JSON of the view they were drawn from
(tests/bot/conftest.py ``DescribedRenderer``), so a test can tell from an image whose view it shows.
The public side compared across different mortals is in ``test_dreams_public.py``.
"""

import contextlib
import copy
import dataclasses
import json

import discord
import pytest

from bot.client import build_bot
from bot.config import Settings
from bot.service import GameService
from engine.core import registry, to_data
from engine.dreams import GAME as DREAMS
from renderers import get_renderer
from storage.models import GameStatus
from tests.bot.conftest import DescribedRenderer
from tests.bot.doubles import click, open_table, picture_bytes, run_command, submit_form

NAMES = ["Ana", "Ben", "Cy", "Dan"]
SEED = 7  # with 4 players: Cy deals round 1, Ben is the mortal, image 2 (Trophy) is the true vision
STALE = "That button is from an earlier turn; here is the current one."
WAITING_ALL = "Waiting on <@1000> (a private choice), <@1001> (a private choice), <@1002> (a private choice) and "
# Words of a role or of a guess decision, never in the thread (its labels are checked on each guess board)
ROLE_WORDS = ("you are the mortal", "you are a god", "true vision is", "secret guess:")
OPTION_WORDS = ("Image 1:", "Image 4:")  # the mortal's option labels (the public reveal says "named image 1: ...")


# --- The bot at a Dreams table ---------------------------------------------------------------------


def dealt(*, mortal: int | None = None, true_image: int | None = None, scores=None):
    """Dreams whose first round has this mortal, true vision and starting scores (as the engine tests' make_state).

    Everything else is the engine's own: the same seed gives the same cards, dealer and later deals.
    """

    def setup(players, seed, options, rng):
        state = DREAMS.setup(players, seed, options, rng)
        if mortal is not None:
            state.mortal = mortal
        if true_image is not None:
            state.true_image = true_image
        if scores is not None:
            state.scores = list(scores)
        return state

    return dataclasses.replace(DREAMS, setup=setup)


@contextlib.asynccontextmanager
async def dreams_bot(database, fake, clock, monkeypatch, *, spec=DREAMS, renderer=None, seed=SEED):
    """The real bot on the test doubles with ``spec`` alone, for storage too (board edits coalesce until ``flush``)."""
    monkeypatch.setattr(registry, "all_games", lambda: {"dreams": spec})
    renderer = renderer or DescribedRenderer(get_renderer("dreams"))
    service = GameService(database, games={"dreams": spec}, renderer_for=lambda key: renderer, seeds=lambda: seed)
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


async def state_of(bot, table):
    return (await bot.service.get(table.game_id)).state


async def version_of(bot, table):
    return (await bot.service.get(table.game_id)).version


async def current_board(fake, bot, table):
    """The thread's current board message."""
    return fake.messages[(await bot.service.get(table.game_id)).board_message_id]


async def play(fake, bot, user, table, **params):
    """``/play`` in the game's thread."""
    interaction, seen = fake.interaction(bot, user, channel_id=table.thread_id)
    await run_command(bot, "play", interaction, **params)
    return seen


async def hand(fake, bot, user, table):
    """``/game hand`` in the game's thread."""
    interaction, seen = fake.interaction(bot, user, channel_id=table.thread_id)
    await run_command(bot, "game hand", interaction)
    return seen.last


async def place_star(fake, bot, table, kind, point, how="board"):
    """The acting player places a star in one interaction: the kind's button on the board or in the turn panel,
    the point typed into its form; or ``/play`` with the option's label ("Grey star at G4")."""
    state = await state_of(bot, table)
    player = table.players[state.placing_seat]
    if how == "play":
        return (await play(fake, bot, player, table, choice=f"{kind.capitalize()} star at {point}")).last
    if how == "board":
        message = await current_board(fake, bot, table)
    else:
        message = (await click(fake, bot, player, await current_board(fake, bot, table), f"bg:t:{table.game_id}")).last
    typed_id, _ = component_for(message, f"Place {kind} star…")
    return (await submit_form(fake, bot, player, message, typed_id, point)).last


async def take_defaults(bot, table, *, phase):
    """Every pending seat takes its default option while the game is in ``phase`` (service and choreography only)."""
    while (state := await state_of(bot, table)).phase == phase:
        decision = DREAMS.pending(state)[0]
        moved = await bot.service.play.choose(
            table.game_id, table.players[decision.seat].id, await version_of(bot, table), decision.default
        )
        await bot.choreographer.after_change(moved)


def image_view(posted):
    """The view a stand-in image was drawn from."""
    [data] = picture_bytes(posted)
    kind, _, view = data.removeprefix(b"\x89PNG ").partition(b" ")
    return kind.decode(), json.loads(view)


def role_line(state, seat):
    """How the seat's private view words its role this round."""
    if seat == state.mortal:
        return "You are the mortal. You do not know the true vision."
    vision = DREAMS.view(state, seat).true_vision
    return f"You are a god. The true vision is image {vision.image}: {vision.name} (framed in gold)."


class SecretsWatch:
    """After each step: no thread message shows a secret of the round, and no DM shows another seat's."""

    def __init__(self, fake, bot, table):
        self.fake, self.bot, self.table = fake, bot, table
        self.shown: dict[int, int] = {}  # thread message id -> edits already checked
        self.dms_seen = {player.id: 0 for player in table.players}

    async def check(self):
        state = await state_of(self.bot, self.table)
        public = DREAMS.secrets(state, None)
        for message in self.fake.in_channel(self.table.thread_id):
            if self.shown.get(message.id) == message.edits:
                continue
            self.shown[message.id] = message.edits
            text = message.readable()
            leaked = [secret for secret in public if secret in text]
            leaked += [word for word in ROLE_WORDS if word.casefold() in text.casefold()]
            leaked += [word for word in OPTION_WORDS if word in text]
            assert not leaked, f"the thread shows {leaked}: {text}"
            assert all(image_view(message)[0] == "public" for _ in message.files), "a private image in the thread"
        for seat, player in enumerate(self.table.players):
            own = DREAMS.secrets(state, seat)
            for dm in self.fake.dms.get(player.id, [])[self.dms_seen[player.id] :]:
                leaked = [secret for secret in own if secret in dm.readable()]
                assert not leaked, f"a DM to seat {seat} shows {leaked}"
                if dm.content.startswith("You joined"):  # the preflight DM at join: no picture
                    assert dm.files == []
                    continue
                kind, view = image_view(dm)
                assert kind == "private" and view["seat"] == seat
            self.dms_seen[player.id] = len(self.fake.dms.get(player.id, []))


@pytest.fixture
async def bot(database, fake, clock, monkeypatch):
    """The real bot with Dreams, on the test doubles."""
    async with dreams_bot(database, fake, clock, monkeypatch) as game_bot:
        yield game_bot


# --- Round 1: roles by DM ----------------------------------------------------------------------------


async def test_at_the_start_every_player_gets_their_role_by_dm_and_the_thread_gets_no_secret(fake, bot):
    """§6.5 "Round start": each seat's role message at the same moment, with its private image; the thread none."""
    table = await open_table(fake, bot, "dreams", NAMES)
    state = await state_of(bot, table)
    assert (state.mortal, state.true_image, state.dealer) == (1, 2, 2)
    for seat, player in enumerate(table.players):
        [preflight, dm] = fake.dms[player.id]
        assert preflight.content.startswith("You joined **Dreams** · game #1") and preflight.files == []
        assert "the game has started; here is your private view." in dm.content
        assert role_line(state, seat) in dm.content
        kind, view = image_view(dm)
        assert kind == "private" and view["seat"] == seat and view["role"] == ("mortal" if seat == 1 else "god")
        assert view["true_image"] == (None if seat == 1 else 2)
        assert dm.files[0].description.startswith(role_line(state, seat))
        assert dm.custom_ids() == (["bg:t:1"] if seat == state.dealer else [])  # the first star is Cy's
    [board] = fake.in_channel(table.thread_id)
    assert board.mentioned_users == {table.players[2].id}
    assert board.labels() == ["Take your turn", "Place clear star…", "Place grey star…", "Place black star…"]
    await SecretsWatch(fake, bot, table).check()


async def test_refused_dms_get_a_secret_free_notice_and_game_hand_shows_the_role_every_round(fake, bot):
    """§6.5: a player who refuses DMs (50007) is told so in the thread, without secrets, and reads the role
    with ``/game hand``, in round 1 and again in round 2; the others' role DMs still go out together."""
    fake.refusing_dms.add(1001)  # Ben, the mortal of round 1
    table = await open_table(fake, bot, "dreams", NAMES)
    ana, ben, cy, dan = table.players
    [notice, board] = fake.in_channel(table.thread_id)  # the notice comes at Ben's join, before the start
    assert notice.content == (
        f"I can't send <@{ben.id}> direct messages; use `/game hand` or the “Take your turn” button "
        "to see your private view."
    )
    assert notice.mentioned_users == {ben.id} and notice.files == [] and notice.custom_ids() == []
    assert [len(fake.dms.get(p.id, [])) for p in table.players] == [2, 0, 2, 2]  # the preflight, the start
    state = await state_of(bot, table)
    shown = await hand(fake, bot, ben, table)
    assert shown.ephemeral and role_line(state, 1) in shown.content
    assert image_view(shown) == ("private", to_data(DREAMS.view(state, 1)))
    watch = SecretsWatch(fake, bot, table)
    await watch.check()

    await take_defaults(bot, table, phase="placing")
    await take_defaults(bot, table, phase="guessing")  # everyone takes the first choice: the reveal, then round 2
    await bot.choreographer.flush()
    state = await state_of(bot, table)
    assert state.round == 2
    last_guesser = (await bot.service.store.games.actions(table.game_id))[-1].seat
    for seat, player in enumerate(table.players):
        if player is ben or seat == last_guesser:  # the last guesser dealt round 2: their panel shows it
            continue
        last = fake.dms[player.id][-1]
        marker = DREAMS.view(state, seat).marker
        assert (
            marker.startswith("Round 2: ") and f"• {marker}" in last.content and role_line(state, seat) in last.content
        )
    assert ben.id not in fake.dms
    shown = await hand(fake, bot, ben, table)
    assert role_line(state, 1) in shown.content and "Dreams, round 2." in shown.content
    notices = [m for m in fake.in_channel(table.thread_id) if "can't send" in m.content]
    assert notices == [notice]  # one notice per player and game (bot/dm.py)
    await watch.check()


# --- A full round through the command handlers ------------------------------------------------------

# Turn order from the dealer Cy: Cy, Dan, Ana, Ben, three times. (kind, point, how)
STARS = [
    ("clear", "G2", "board"),
    ("black", "G4", "panel"),
    ("grey", "E5", "play"),
    ("grey", "I5", "panel"),
    ("grey", "G8", "board"),
    ("clear", "A1", "play"),
    ("black", "B2", "board"),
    ("clear", "C3", "board"),
    ("black", "D4", "panel"),
    ("grey", "E6", "board"),
    ("clear", "F7", "panel"),
    ("black", "H9", "play"),
]


async def test_a_full_round_star_turns_secret_guesses_and_the_reveal(fake, bot):
    """§4 Phases 3-5 and §6.5 through the handlers: stars by board buttons, the turn panel and ``/play``;
    refusals change nothing; every guess in a private panel while the thread only says who is still guessing;
    the reveal when the last guess is in; round 2's roles by DM."""
    table = await open_table(fake, bot, "dreams", NAMES)
    ana, ben, cy, dan = table.players
    watch = SecretsWatch(fake, bot, table)
    first_board = copy.copy(await current_board(fake, bot, table))  # with its buttons, before the bot strips them

    # Another seat's button on the board is refused, with the clicker's own panel; nothing changes.
    seen = await choose(fake, bot, dan, first_board, "Place clear star…")
    assert "Those choices are for Cy." in seen.last.content and seen.last.ephemeral
    assert "Nothing is asked of you right now; waiting on Cy." in seen.last.content
    assert seen.modal is None and await version_of(bot, table) == 0

    # A star in one interaction (§6.7): the kind's button opens a form, the point is typed as on the sky
    # picture. An occupied or off-sky point is refused in the panel with the game's words; nothing changes.
    typed_id, _ = component_for(first_board, "Place clear star…")
    seen = await submit_form(fake, bot, cy, first_board, typed_id, "Z9")
    assert seen.opened.modal is not None and seen.opened.modal.title == "Place clear star…"
    assert "Coordinates run from A1 to M13." in seen.last.content and seen.last.ephemeral
    assert await version_of(bot, table) == 0
    seen = await submit_form(fake, bot, cy, first_board, typed_id, " g2 ")
    assert "Nothing is asked of you right now; waiting on Dan." in seen.last.content
    await watch.check()

    # A button from an earlier turn is refused as stale, with the current panel; nothing changes.
    version = await version_of(bot, table)
    seen = await choose(fake, bot, cy, first_board, "Place grey star…")
    assert STALE in seen.last.content and await version_of(bot, table) == version
    seen = await submit_form(fake, bot, cy, first_board, component_for(first_board, "Place grey star…")[0], "H8")
    assert STALE in seen.last.content and await version_of(bot, table) == version

    for kind, point, how in STARS[1:]:
        placer = (await state_of(bot, table)).placing_seat
        board = await current_board(fake, bot, table)
        assert board.mentioned_users == {table.players[placer].id}
        await place_star(fake, bot, table, kind, point, how)
        await bot.choreographer.flush()
        await watch.check()
    state = await state_of(bot, table)
    assert [(s.seat, s.kind.value, s.point) for s in state.stars] == [
        ((2 + turn) % 4, kind, point) for turn, (kind, point, _how) in enumerate(STARS)
    ]
    assert state.phase == "guessing" and not any(fake.dms[p.id][2:] for p in table.players)  # no DM for a star

    # The guess phase: one board, everyone mentioned, no option of anyone's secret decision. Ben, who
    # placed the last star, was already waited on: he is named but not pinged again.
    boards_before = len(fake.in_channel(table.thread_id))
    board = await current_board(fake, bot, table)
    assert board.mentioned_users == {p.id for p in table.players} - {table.players[1].id}
    assert WAITING_ALL + "<@1003> (a private choice)." in board.content
    # The round's stars were one turn of the table: one lasting record just above, which the board does not repeat.
    stars_record = fake.in_channel(table.thread_id)[-2].content
    assert stars_record.startswith("**Round 1: the stars** · Cy: clear G2. ") and stars_record.count(": ") == 12 + 1
    assert stars_record.endswith("Ben: black H9.") and "Last:" not in board.content
    assert board.labels() == ["Take your turn"]
    panels = {player.id: (await click(fake, bot, player, board, "bg:t:1")).last for player in table.players}
    for seat, player in enumerate(table.players):
        panel = panels[player.id]
        assert panel.ephemeral and "**Your turn: Make your secret guess.**" in panel.content
        if seat == 1:
            assert "You are the mortal. Which image is the true vision?" in panel.content
            assert panel.labels() == [
                "Image 1: Grapes",
                "Image 2: Trophy",
                "Image 3: Apple",
                "Image 4: Skull",
            ]
        else:
            assert "You are a god. Who is the mortal? Name one other player." in panel.content
            # No "No guess" button: the rules give none (it is only what a seat's timeout takes).
            assert panel.labels() == [n for n in NAMES if n != NAMES[seat]]

    # Ana (a god) accuses Ben: her panel shows her guess; the thread only that she guessed.
    await choose(fake, bot, ana, panels[ana.id], "Ben")
    assert "Your secret guess: Ben is the mortal" in panels[ana.id].content
    assert "Nothing is asked of you right now; waiting on Ben, Cy and Dan." in panels[ana.id].content
    assert panels[ana.id].custom_ids() == []
    assert [len(fake.dms[p.id]) for p in (ana, ben, cy, dan)] == [2, 2, 2, 2]  # her own guess: no DM
    # Nobody new must act: the board is edited (no new ping), and no longer names Ana.
    await bot.choreographer.flush()
    guessing = await current_board(fake, bot, table)
    assert guessing is board and board.custom_ids() == ["bg:t:1"] and guessing.mentioned_users == set()
    assert f"Waiting on <@{ben.id}> (a private choice), <@{cy.id}> (a private choice) and <@{dan.id}>" in (
        guessing.content
    )
    assert "Last: Ana has made a secret guess (1/4)." in guessing.content and guessing.labels() == ["Take your turn"]
    await watch.check()

    # Guessing twice is refused (a guess is final, §10 A7), by label and by JSON; nothing changes.
    version = await version_of(bot, table)
    seen = await play(fake, bot, ana, table, choice="Cy")
    assert "Nothing is asked of you right now; waiting on Ben, Cy and Dan." in seen.last.content
    seen = await play(fake, bot, ana, table, choice='{"type": "accuse", "seat": 2}')
    assert seen.last.content == "Your guess is already locked in." and seen.last.ephemeral
    # The other role's kind of guess gets the same words from a god and from the mortal (WE-11 note).
    seen = await play(fake, bot, cy, table, choice='{"type": "vision", "image": 2}')
    assert seen.last.content == "That is not one of your options."
    seen = await play(fake, bot, ben, table, choice='{"type": "accuse", "seat": 0}')
    assert seen.last.content == "That is not one of your options."
    # Ben's guess options reaching Cy are refused, and Cy is shown only his own choices.
    seen = await choose(fake, bot, cy, copy.copy(panels[ben.id]), "Image 2: Trophy")
    assert "Those choices are for Ben." in seen.last.content and "Image" not in " ".join(seen.last.labels())
    state = await state_of(bot, table)
    assert await version_of(bot, table) == version and state.guesses[1] is None and state.guesses[0].accused == 1
    assert len(fake.in_channel(table.thread_id)) == boards_before
    await watch.check()

    # Ben's panel was opened before Ana guessed, but his own decision has not changed since:
    # simultaneous guesses are versioned per seat, so his click stands without a retry.
    opened_before = copy.copy(panels[ben.id])
    await choose(fake, bot, ben, panels[ben.id], "Image 2: Trophy")
    assert "Your secret guess: image 2 (Trophy)" in panels[ben.id].content
    assert await version_of(bot, table) == version + 1
    # A second click on that same decision is stale, and changes nothing.
    seen = await choose(fake, bot, ben, opened_before, "Image 2: Trophy")
    assert STALE in opened_before.content and await version_of(bot, table) == version + 1
    await bot.choreographer.flush()
    assert (
        f"Waiting on <@{cy.id}> (a private choice) and <@{dan.id}>" in (await current_board(fake, bot, table)).content
    )
    await watch.check()
    panel = (await play(fake, bot, cy, table)).last  # /play with no choice opens the panel
    await choose(fake, bot, cy, panel, "Dan")
    await bot.choreographer.flush()
    waiting_on_dan = await current_board(fake, bot, table)
    assert "Waiting on <@1003> (a private choice)." in waiting_on_dan.content
    await watch.check()
    assert len(fake.in_channel(table.thread_id)) == boards_before  # one board for the phase, edited per guess

    # Dan's guess is the last: the reveal is posted at once, and round 2's roles go out by DM. Dan also deals
    # round 2, so the same seat is awaited: still a new message (``Change.new_turn``), as an edit notifies nobody.
    seen = await play(fake, bot, dan, table, choice="Ben")
    await bot.choreographer.flush()
    state = await state_of(bot, table)
    assert state.round == 2 and state.scores == [3, 2, 1, 2]
    reveal = await current_board(fake, bot, table)
    assert reveal is not waiting_on_dan and fake.in_channel(table.thread_id)[-1] is reveal
    assert waiting_on_dan.custom_ids() == [] and "Round 1 revealed" not in waiting_on_dan.content
    # The reveal in full is the picture's description (and /game board); the board's text stays short.
    described = reveal.files[0].description
    assert "Round 1 revealed: the true vision was image 2 (Trophy) and the mortal was Ben." in described
    assert len(reveal.content.splitlines()) <= 3
    for line in (
        "Ben (mortal) named 2 (Trophy): +2 for naming the true vision; now 2.",
        "Ana (god) accused Ben: +2 for finding the mortal, +1 as no other god accused Ana = +3; now 3.",
        "Cy (god) accused Dan: +1 as no other god accused Cy; now 1.",
        "Dan (god) accused Ben: +2 for finding the mortal; now 2.",
    ):
        assert line in described
    # The guesses and the reveal were one turn: its record tells each player's result, the new board not again.
    assert waiting_on_dan.content == (
        "**Round 1: the secret guesses** · The true vision was image 2 (Trophy); Ben was the mortal. "
        "Ben named image 2: +2, now 2. Ana accused Ben: +3, now 3. Cy accused Dan: +1, now 1. "
        "Dan accused Ben: +2, now 2."
    )
    assert "Last:" not in reveal.content
    assert image_view(reveal)[1]["last_reveal"]["mortal"] == 1
    # Round 2 is dealt by Dan, who places its first star: he was already waited on and has just acted
    # (his panel shows his next choice), so the reveal is a new message that pings nobody.
    assert reveal.mentioned_users == set()
    for seat, player in enumerate(table.players[:3]):  # Dan's own guess dealt round 2: his panel shows it
        dm = fake.dms[player.id][-1]
        marker = DREAMS.view(state, seat).marker
        assert marker.startswith("Round 2: ") and f"• {marker}" in dm.content
        assert role_line(state, seat) in dm.content and image_view(dm)[1]["role"] == state.role(seat).value
    assert [len(fake.dms[p.id]) for p in table.players] == [
        3,
        3,
        3,
        2,
    ]  # preflight, start, round 2 (not one's own guess)
    assert f"• {DREAMS.view(state, 3).marker}" in seen.last.content  # Dan's round-2 role, in his panel
    await watch.check()


async def test_the_round_that_ends_the_game_posts_its_reveal_with_the_result(fake, database, clock, monkeypatch):
    """§5, §6.5 "Game end": the last reveal and the final ranking go to the thread, pinging everyone."""
    spec = dealt(mortal=0, true_image=3, scores=[15, 14, 13])
    async with dreams_bot(database, fake, clock, monkeypatch, spec=spec) as bot:
        table = await open_table(fake, bot, "dreams", NAMES[:3])
        await take_defaults(bot, table, phase="placing")
        await take_defaults(bot, table, phase="guessing")
        await bot.choreographer.flush()
        record = await bot.service.get(table.game_id)
    assert record.status == GameStatus.FINISHED and record.state.scores == [15, 17, 16]
    result = fake.in_channel(table.thread_id)[-1]
    assert "**Dreams** · game #1 is over." in result.content and "Winner:" not in result.content
    assert "Ben wins with 17 god points." in result.content
    record = fake.in_channel(table.thread_id)[-2].content  # the last turn's record, which the result does not repeat
    assert record.startswith("**Round 1: the secret guesses** · The true vision was image 3") and "Last:" not in (
        result.content
    )
    assert record.endswith(
        "Ana named image 1: no points, still 15. Ben accused Ana: +3, now 17. Cy accused Ana: +3, now 16."
    )
    assert "Round 1 revealed:" in result.files[0].description
    assert result.mentioned_users == {p.id for p in table.players}
    assert result.custom_ids() == [f"bg:l:{table.game_id}:rematch"]  # the one button left: Rematch (issue 26)
    assert all(m.custom_ids() == [] for m in fake.in_channel(table.thread_id) if m is not result)
    assert "Finished. Winner: Ben." in table.lobby.content
