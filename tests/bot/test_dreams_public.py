"""The public channel is the same whoever the mortal is (issue 4; rules/dreams.md §6.3, §7 leak checks 1, 2 and 4).

One round of Dreams is played three times through the bot with the same seed, the same star
moves and the same clicks, but another mortal and true vision each time (set on the engine's
own round-1 state, as tests/engine/dreams/builders.py ``make_state`` does). Everything the bot sends outside
an interaction is written to a journal: each thread post and edit in full (text, image bytes,
alt text, components, allowed mentions) and each DM as its recipient, count and form. The
journals must be identical step by step until the reveal, and of the same shape at the reveal
(whose words differ, as they name the mortal). Every interaction is answered privately.
The public images are the real ones; the first game draws them, the others reuse a drawing
only for an identical public view (the renderer is a pure function of it).
"""

import json
from typing import Any

import discord

from engine.core import to_data
from renderers import OneImage, get_renderer
from storage.db import Database
from tests.bot.conftest import Clock
from tests.bot.doubles import FakeDiscord, click, open_table, picture_bytes
from tests.bot.test_dreams import NAMES, component_for, current_board, dealt, dreams_bot, place_star, state_of

# (kind, point, how) for the 12 star turns from the dealer Cy: Cy, Dan, Ana, Ben, three times.
STARS = [
    ("clear", "G2", "board"),
    ("black", "G4", "panel"),
    ("grey", "E5", "play"),
    ("grey", "I5", "board"),
    ("grey", "G8", "panel"),
    ("clear", "A1", "board"),
    ("black", "B2", "play"),
    ("clear", "C3", "board"),
    ("black", "D4", "board"),
    ("grey", "E6", "panel"),
    ("clear", "F7", "board"),
    ("black", "H9", "board"),
]
GUESS_ORDER = [1, 2, 0, 3]  # seats, in the order their guesses arrive: Dan, the next dealer, last
GUESS_CHOICE = {0: 0, 1: -1, 2: 1, 3: 0}  # each seat's option by position in its own list (-1: its last)
REFUSES_DMS = 2  # Cy refuses DMs in both games


class PublicPictures(OneImage):
    """The real Dreams texts and public images; private images are stand-ins (they are never compared).

    The public renderer is a pure function of (view, names), so its images are kept by view.
    """

    def __init__(self) -> None:
        self.real = get_renderer("dreams")
        self.drawn: dict[tuple[str, tuple[str, ...]], bytes] = {}

    def render_public(self, view: Any, names: Any) -> bytes:
        key = (json.dumps(to_data(view), sort_keys=True), tuple(names))
        if key not in self.drawn:
            self.drawn[key] = self.real.render_public(view, names)
        return self.drawn[key]

    def render_private(self, seat_view: Any, names: Any) -> bytes:
        return b"\x89PNG private " + json.dumps(to_data(seat_view), sort_keys=True).encode()

    def describe_public(self, view: Any, names: Any) -> str:
        return self.real.describe_public(view, names)

    def describe_private(self, seat_view: Any, names: Any) -> str:
        return self.real.describe_private(seat_view, names)


def components(posted) -> list[tuple]:
    """Every component of a message as the player sees and sends it."""
    out = []
    for item in posted.items():
        inner = item.item
        options = tuple((o.label, o.value, o.description, o.default) for o in getattr(inner, "options", None) or [])
        out.append(
            (
                type(inner).__name__,
                inner.custom_id,
                getattr(inner, "label", None),
                getattr(inner, "placeholder", None),
                getattr(inner, "style", None),
                inner.disabled,
                item.row,
                options,
            )
        )
    return out


def mentions(posted) -> tuple | None:
    """Who a message may ping."""
    allowed = posted.mentions
    if allowed is None:
        return None
    users = allowed.users if isinstance(allowed.users, bool) else tuple(sorted(u.id for u in allowed.users))
    return (allowed.everyone, allowed.roles, allowed.replied_user, users)


def in_full(posted) -> tuple:
    """A channel message as everyone sees it."""
    pictures = tuple(zip([f.filename for f in posted.files], picture_bytes(posted), posted.alt_texts(), strict=True))
    return (posted.content, pictures, tuple(components(posted)), mentions(posted))


def dm_form(posted) -> tuple:
    """A DM without its words and picture (they are the recipient's own): its components and attachments."""
    return (tuple(posted.custom_ids()), tuple(f.filename for f in posted.files), mentions(posted))


class JournaledDiscord(FakeDiscord):
    """The fake Discord, also writing down in order everything the bot sends or edits outside interactions,
    and keeping every interaction's answers."""

    def __init__(self) -> None:
        super().__init__()
        self.journal: list[tuple] = []
        self.answers: list[Any] = []  # the ``Seen`` of each interaction

    def interaction(self, *args: Any, **kwargs: Any) -> Any:
        interaction, seen = super().interaction(*args, **kwargs)
        self.answers.append(seen)
        return interaction, seen

    def partial_messageable(self, channel_id: int, **kwargs: Any) -> Any:
        channel = super().partial_messageable(channel_id, **kwargs)
        send, get = channel.send.side_effect, channel.get_partial_message.side_effect

        async def journaled_send(**message: Any) -> Any:
            user_id = self.dm_channels.get(channel_id)
            if user_id is None:
                sent = await send(**message)
                self.journal.append(("post", channel_id, sent.id, in_full(self.messages[sent.id])))
                return sent
            try:  # a DM: its words and picture are the recipient's own
                sent = await send(**message)
            except discord.Forbidden:
                self.journal.append(("dm refused", user_id))
                raise
            self.journal.append(("dm", user_id, len(self.dms[user_id]), dm_form(self.messages[sent.id])))
            return sent

        def journaled_get(message_id: int) -> Any:
            partial = get(message_id)
            edit = partial.edit.side_effect

            async def journaled_edit(**changes: Any) -> None:
                await edit(**changes)
                self.journal.append(("edit", channel_id, message_id, in_full(self.messages[message_id])))

            partial.edit.side_effect = journaled_edit
            return partial

        channel.send.side_effect = journaled_send
        channel.get_partial_message.side_effect = journaled_get
        return channel


def answered(seen) -> tuple:
    """How an interaction was answered, without the private words: defer kinds, where each answer went, a form."""
    original = None if seen.original is None else seen.original.ephemeral
    deferred = tuple(tuple(sorted(d.items())) for d in seen.deferred)
    return (deferred, original, tuple(r.ephemeral for r in seen.replies), seen.modal is not None)


async def play_round(tmp_path, monkeypatch, name, spec, pictures):
    """One game through the bot: start, 12 star turns, every panel opened, 4 guesses; the journal step by step."""
    fake, clock = JournaledDiscord(), Clock()
    fake.refusing_dms.add(1000 + REFUSES_DMS)
    database = Database(f"sqlite+aiosqlite:///{tmp_path / name}.sqlite3")
    await database.migrate()
    steps: list[tuple[str, list[tuple], list[tuple]]] = []
    try:
        async with dreams_bot(database, fake, clock, monkeypatch, spec=spec, renderer=pictures) as bot:

            async def step(label):
                await bot.choreographer.flush()
                steps.append((label, list(fake.journal), [answered(seen) for seen in fake.answers]))
                fake.journal.clear()
                fake.answers.clear()

            table = await open_table(fake, bot, "dreams", NAMES)
            await step("start")
            for turn, (kind, point, how) in enumerate(STARS, start=1):
                await place_star(fake, bot, table, kind, point, how)
                await step(f"star {turn}")
            board = await current_board(fake, bot, table)
            panels = {}
            for seat, player in enumerate(table.players):
                panels[seat] = (await click(fake, bot, player, board, f"bg:t:{table.game_id}")).last
                await step(f"panel {seat}")
            for seat in GUESS_ORDER:
                player, panel = table.players[seat], panels[seat]
                await choose_by_position(fake, bot, player, panel, GUESS_CHOICE[seat])
                if "earlier turn" in panel.content:  # opened before someone else guessed: refreshed, choose again
                    await choose_by_position(fake, bot, player, panel, GUESS_CHOICE[seat])
                await step(f"guess {seat}")
            state = await state_of(bot, table)
            dms = {player.id: [dm.content for dm in fake.dms.get(player.id, [])] for player in table.players}
    finally:
        await database.close()
    return steps, state, dms


async def choose_by_position(fake, bot, player, panel, position):
    """Choose the option at ``position`` of the player's own guess decision, from the panel."""
    labels = [label for label in panel.labels() if label != "Take your turn"]
    custom_id, values = component_for(panel, labels[position])
    return await click(fake, bot, player, panel, custom_id, values)


def without_words(entries: list[tuple]) -> list[tuple]:
    """A journal's shape: what was posted or edited where, pinging whom, with which components; not the words."""
    shape = []
    for entry in entries:
        if entry[0] in ("post", "edit"):
            content, pictures, items, pings = entry[3]
            shape.append((*entry[:3], len(pictures), tuple(item[1] for item in items), pings))
        else:
            shape.append(entry)
    return shape


def mentions_of(entry: tuple) -> tuple:
    """Who a journal's post or edit may ping."""
    return entry[3][3]


OTHERS = [
    {"mortal": 0, "true_image": 3},  # Ana
    {"mortal": 3, "true_image": 1},  # Dan, who guesses last and deals round 2
]


async def test_the_public_channel_does_not_depend_on_who_is_the_mortal(tmp_path, monkeypatch):
    """Same seed, same star moves: the thread (every post and edit, byte for byte) and the order and form of
    the DMs are identical until the reveal, whether Cy (who refuses DMs), Ana or Dan is the mortal."""
    pictures = PublicPictures()
    first, first_state, first_dms = await play_round(
        tmp_path, monkeypatch, "cy", dealt(mortal=REFUSES_DMS, true_image=2), pictures
    )
    assert (first_state.history[0].mortal, first_state.history[0].true_image) == (REFUSES_DMS, 2)
    *before_reveal, (_, first_reveal, first_answers) = first
    for other in OTHERS:
        second, second_state, second_dms = await play_round(
            tmp_path, monkeypatch, f"seat{other['mortal']}", dealt(**other), pictures
        )
        # The games really differ in secret: another mortal and vision, and so other role DMs.
        record = second_state.history[0]
        assert (record.mortal, record.true_image) == (other["mortal"], other["true_image"])
        assert record.stars == first_state.history[0].stars and record.dreams == first_state.history[0].dreams
        mortal = 1000 + other["mortal"]
        assert "You are a god." in first_dms[mortal][1] and "You are the mortal." in second_dms[mortal][1]

        assert [label for label, _, _ in first] == [label for label, _, _ in second]
        for (label, journal, answers), (_, journal_too, answers_too) in zip(before_reveal, second[:-1], strict=True):
            assert journal == journal_too, f"{label}: the bot's output differs when seat {record.mortal} is the mortal"
            assert answers == answers_too, f"{label}: an interaction was answered differently"
            if label != "start":  # the lobby's answers are its public message; after it, every answer is private
                assert answers and all(
                    (original is True or form) and all(replies) for _, original, replies, form in answers
                ), label
        # At the reveal the words differ (they name the mortal), never what is sent where, to whom, with what.
        _, second_reveal, second_answers = second[-1]
        assert without_words(first_reveal) == without_words(second_reveal) and first_reveal != second_reveal
        assert first_answers == second_answers

    # What the journal holds: the refused DM noticed once, and the reveal posted anew although Dan, who
    # guessed last, also places the next star.
    everything = [entry for _, journal, _ in first for entry in journal]
    refused = 1000 + REFUSES_DMS
    # Tried once, at the start: after a refusal no DM is tried for a day (or until /game hand).
    assert everything.count(("dm refused", refused)) == 1
    notices = [e for e in everything if e[0] == "post" and "can't send" in e[3][0]]
    assert len(notices) == 1 and mentions_of(notices[0]) == (False, False, False, (refused,))
    # The guesses edit the phase's board (nobody new must act: no ping); only the reveal is a new message,
    # which pings nobody either, since Dan, who deals round 2, has just guessed.
    guess_posts = [e for label, journal, _ in first if label.startswith("guess") for e in journal if e[0] == "post"]
    assert [mentions_of(e)[3] for e in guess_posts] == [False]  # AllowedMentions.none(): users=False
    assert "Round 1 revealed" in guess_posts[-1][3][1][0][2]  # the reveal, described in its picture's alt text
    round_two = [e[1] for e in first_reveal if e[0] in ("dm", "dm refused")]
    # Every role, together, in seat order: Cy refuses DMs; Dan, whose last guess dealt round 2, sees his in his panel.
    assert round_two == [1000, 1001]
