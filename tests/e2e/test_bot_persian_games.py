"""A whole game of every title in Persian through the emulator: no English word, nothing over the limits (issue 25).

Each title is played to its end by the demo's scripted players (``demo.players``: the board's buttons and
menus, "Take your turn", DMs, ``/play`` with its autocomplete, typed answers in forms) on a server whose
language is Persian, by members who read Persian and have Persian names; bots fill some seats (their names
are the bot's own words, said in Persian too). Then every text any of them could read is gathered:
each version of each message in the channel, the game's thread (deleted boards too), their DMs and their
ephemeral panels and answers (content, embeds, buttons, menus' placeholders, labels and descriptions, alt
texts), every form the bot opened for them (title, question, example) and every autocomplete list it
offered. Each is checked against Discord's limits and for English words (:func:`english_words`).
Pictures are stand-ins with the real alt texts (the pictures' own words are checked in tests/renderers).
"""

import random
import re
from dataclasses import dataclass
from typing import Any

import pytest

from bot.service import ThinkPool
from demo.__main__ import speak
from demo.images import quick_images_for
from demo.players import Players
from demo.table import Table
from discord_emulator import DiscordEmulator
from discord_emulator.components import BUTTON, SELECT_TYPES, TEXT_INPUT, walk
from engine.core import new_game, registry
from renderers import draw, get_renderer
from storage.db import Database
from storage.models import GameStatus
from tests.e2e.bot_checks import game_spec

# --- The word test ------------------------------------------------------------------------------------

MARKUP = re.compile(
    r"<a?:\w+:\d+>"  # a custom emoji, <:name:id>: its name is an id, not a word
    r"|<(?:@[!&]?|#)\d+>"  # a mention of a member, role or channel: Discord shows the name
    r"|<t:-?\d+(?::[tTdDfFR])?>"  # a timestamp: each client says it in its reader's own words
    r"|https?://\S+"  # a link
    r"|`[^`\n]*`"  # inline code: a slash command's name (Discord cannot show Persian command names) or a file
)
"""Discord markup whose letters are not words a player reads as English."""
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
"""An English word: a run of two or more Latin letters. A single letter is an identifier the games themselves
print in Latin letters (a Biblios card's letter "(G)", a sky point of Dreams "A4", a phase of Burgundy "B"),
which the Persian rulebooks keep too."""
OWN_NAMES = frozenset({"English", "Lucide", "ISC"})
"""Words allowed as they are, names in every language: a language's own name, as the lobby's language menu lists
each language (a reader who does not read Persian must find theirs); the icon set Dreams' pictures are drawn from
and its licence, credited in its rules (as tests/engine/test_dreams_persian.py allows them)."""


def english_words(text: str) -> list[str]:
    """The English words in ``text``, a text a Persian reader reads, outside Discord markup (see the module).

    >>> english_words("منتظر <@123>: `/play` یا https://discord.com/x · <t:17:R> · کارت (G) در A4")
    []
    >>> english_words("ربات ۲ (معمولی) و Bot 2 (normal) … and more")
    ['Bot', 'normal', 'and', 'more']
    """
    return [word for word in LATIN_WORD.findall(MARKUP.sub(" ", text)) if word not in OWN_NAMES]


def test_the_word_test_finds_english_words_and_nothing_else():
    markup = "<@123> <@!4> <@&5> <#6> <:dice:789> <t:1700000000:R> https://discord.com/channels/1/2 `/game hand`"
    assert english_words(f"نوبت {markup} · کارت (G) در A4 · c2r7 · English") == []
    assert english_words("ربات ۲ (معمولی) یا Bot 2 (normal)") == ["Bot", "normal"]
    assert english_words("… and 3 more") == ["and", "more"]
    assert english_words("**Last:** ok") == ["Last", "ok"]  # bold is markup, its words are not
    assert english_words("آرش's turn") == ["turn"]  # a one-letter "s" is no word; "turn" is


# --- Discord's limits on what a member reads ----------------------------------------------------------

CONTENT, EMBED_TOTAL = 2000, 6000
EMBED_LIMITS = {"title": 256, "description": 4096, "field name": 256, "field value": 1024, "footer": 2048}
BUTTON_LABEL, MENU_LABEL, MENU_DESCRIPTION, PLACEHOLDER = 80, 100, 100, 150
MODAL_TITLE, INPUT_LABEL, INPUT_PLACEHOLDER, ALT_TEXT, AUTOCOMPLETE_NAME = 45, 45, 100, 1024, 100


@dataclass(frozen=True)
class Read:
    """One text a member could read: what it is, where it was, and Discord's limit on it."""

    kind: str
    where: str
    text: str
    limit: int


def message_texts(message: Any, where: str) -> list[Read]:
    """Every text of every version of a message: content, embeds, components, alt texts."""
    found: list[Read] = []
    for revision in message.revisions or [message.snapshot()]:
        found.append(Read("content", where, revision.content, CONTENT))
        for embed in revision.embeds:
            found += embed_texts(embed, where)
        found += component_texts(list(revision.components), where)
        found += [Read("alt text", where, a.description, ALT_TEXT) for a in revision.attachments if a.description]
    return found


def embed_texts(embed: dict[str, Any], where: str) -> list[Read]:
    """An embed's words, each with its limit, and the whole against the embed's total."""
    parts = [("title", embed.get("title")), ("description", embed.get("description"))]
    parts += [("footer", (embed.get("footer") or {}).get("text")), ("title", (embed.get("author") or {}).get("name"))]
    for field in embed.get("fields") or ():
        parts += [("field name", field.get("name")), ("field value", field.get("value"))]
    found = [Read(f"embed {kind}", where, text, EMBED_LIMITS[kind]) for kind, text in parts if text]
    return [*found, Read("embed", where, "\n".join(r.text for r in found), EMBED_TOTAL)]


def component_texts(components: list[dict[str, Any]], where: str) -> list[Read]:
    """Buttons' labels, menus' placeholders and options, text inputs' labels and examples."""
    found: list[Read] = []
    for component in walk(components):
        kind = component.get("type")
        if kind == BUTTON and component.get("label"):
            found.append(Read("button", where, component["label"], BUTTON_LABEL))
        elif kind in SELECT_TYPES:
            if component.get("placeholder"):
                found.append(Read("placeholder", where, component["placeholder"], PLACEHOLDER))
            for option in component.get("options") or ():
                found.append(Read("menu label", where, option["label"], MENU_LABEL))
                if option.get("description"):
                    found.append(Read("menu description", where, option["description"], MENU_DESCRIPTION))
        elif kind == TEXT_INPUT:
            found.append(Read("form question", where, component.get("label") or "", INPUT_LABEL))
            if component.get("placeholder"):
                found.append(Read("form example", where, component["placeholder"], INPUT_PLACEHOLDER))
    return found


def everything_read(emulator: DiscordEmulator, table: Table, thread: Any) -> list[Read]:
    """Every text the table's members could read (see the module)."""
    found: list[Read] = []
    for message in emulator.messages(table.channel):
        found += message_texts(message, "channel")
    for message in emulator.messages(thread, include_deleted=True):
        found += message_texts(message, "thread")
    for member in table.members:
        for message in emulator.dms(member, include_deleted=True):
            found += message_texts(message, f"DM to {member.display_name}")
        for message in emulator.ephemeral_messages(member):
            found += message_texts(message, f"ephemeral to {member.display_name}")
    for interaction in emulator.interactions.values():
        where = f"{interaction.name} for user {interaction.user_id}"
        if interaction.modal is not None:
            found.append(Read("form title", where, interaction.modal.get("title") or "", MODAL_TITLE))
            found += component_texts(interaction.modal.get("components") or [], where)
        found += [Read("autocomplete", where, str(c["name"]), AUTOCOMPLETE_NAME) for c in interaction.choices or ()]
    return found


# --- The games ----------------------------------------------------------------------------------------

MEMBERS = ("آرش", "بهار", "کوروش")
"""Persian members with Persian names: every Latin word left is the bot's."""
GAMES = {  # title: (members, bots, seed)
    "biblios": (2, 1, 3),
    "burgundy": (2, 0, 1),
    "architects": (2, 1, 2),
    "dreams": (3, 0, 1),
    "mangrovia": (2, 1, 1),
}
BOT_ITERATIONS = 20  # the bots' search, capped: they move at once
MAX_MOVES = 5000


async def persian_game(emulator: DiscordEmulator, database: Database, game: str) -> tuple[list[Read], int]:
    """Play a whole game of ``game`` in Persian; every text read (see the module) and the number of moves made."""
    members, bots, seed = GAMES[game]
    spec = game_spec(game)
    table = Table(
        emulator,
        database,
        member_names=MEMBERS[:members],
        games={game: spec},
        renderer_for=quick_images_for,
        seeds=lambda: seed,
        think=ThinkPool(workers=0, iterations=BOT_ITERATIONS).think if bots else None,
    )
    await table.start()
    try:
        await speak(table, "fa")  # the server's language and each member's
        opened = await table.open_game(game, table.members, bots=bots)
        assert (await table.live.service.get(opened.game_id)).table["language"] == "fa"
        players, moves = Players(table, opened, random.Random(seed)), 0
        while await players.move() is not None:
            await table.flush()
            moves += 1
            assert moves < MAX_MOVES, f"{game} did not end"
            if moves == ASK_AT:
                await ask(table, opened.thread, DURING)
        await table.bots_moved()
        assert (await table.live.service.get(opened.game_id)).status == GameStatus.FINISHED
        await ask(table, opened.thread, AFTER)
        return everything_read(emulator, table, opened.thread), moves
    finally:
        await table.stop()


ASK_AT = 12  # after this many moves, each member asks the bot what a player asks during a game
DURING = ("game hand", "game board", "game recap", "game log", "game rules", "game auto-list", "mygames")
AFTER = ("stats", "game history", "game log")


async def ask(table: Table, thread: Any, commands: tuple[str, ...]) -> None:
    """Each member runs these commands in the game's thread, and opens ``/game auto``'s list of instructions."""
    for member in table.members:
        for command in commands:
            await table.do(table.emulator.slash(member, thread, command, {}))
        if commands is DURING:
            await table.do(table.emulator.autocomplete(member, thread, "game auto", {"instruction": ""},
                                                       focused="instruction"))  # fmt: skip


@pytest.fixture
def every_title(monkeypatch: pytest.MonkeyPatch) -> None:
    """``/game new`` offers the five titles."""
    games = {key: game_spec(key) for key in GAMES}
    monkeypatch.setattr(registry, "all_games", lambda: dict(games))


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_whole_persian_game_leaves_no_english_word_and_nothing_over_discords_limits(
    emulator, database, every_title, game
):
    read, moves = await persian_game(emulator, database, game)
    assert moves > 10 and len(read) > 500
    kinds = {r.kind for r in read}
    assert {"content", "button", "alt text", "autocomplete"} <= kinds, kinds
    too_long = [(r.kind, r.where, len(r.text), r.limit, r.text[:80]) for r in read if len(r.text) > r.limit]
    assert not too_long, too_long
    english = {}
    for seen in read:
        words = english_words(seen.text)
        if words:
            english.setdefault(" ".join(sorted(set(words))), (seen.kind, seen.where, seen.text[:300]))
    assert not english, "\n".join(
        f"{words!r} in {kind} ({where}): {text!r}" for words, (kind, where, text) in english.items()
    )
    bots = [r.text for r in read if r.kind == "content" and "ربات" in r.text]
    assert bots or not GAMES[game][1], "a game with a bot never names it"


def test_architects_pictures_words_are_persian():
    """Architects' alt texts and private description, straight from the renderer, in Persian."""
    spec = game_spec("architects")
    state = new_game(spec, 2, 1)
    names = ("آرش", "بهار")
    renderer = get_renderer("architects")
    sheets = [*draw(renderer, "public", spec.view(state, None), names, names, "fa")]
    sheets += draw(renderer, "private", spec.view(state, 0), names, names, "fa")
    english = [english_words(sheet.description) for sheet in sheets]
    assert not any(english), english


async def test_a_persian_member_plays_by_typing_a_label_in_persian_or_english(emulator, database, every_title):
    """``/play choice:`` typed, not picked: the Persian label autocomplete offers (ASCII digits typed for Persian
    ones), or the English label; both make the move. The offered list is in Persian."""
    table = Table(emulator, database, member_names=MEMBERS[:2], games={"biblios": game_spec("biblios")},
                  renderer_for=quick_images_for, seeds=lambda: 3)  # fmt: skip
    await table.start()
    try:
        await speak(table, "fa")
        game = await table.open_game("biblios", table.members)
        service = table.live.service
        for typed_in in ("fa", "en"):
            record = await service.get(game.game_id)
            player = [m for m in table.members if (await service.play.choices(record.id, m.id)).decision][0]
            offered = await table.do(
                emulator.autocomplete(player, game.thread, "play", {"choice": ""}, focused="choice")
            )
            names = [str(choice["name"]) for choice in offered.choices]
            assert names and not any(english_words(name) for name in names), names
            labels = (await service.play.choices(record.id, player.id)).labels()
            typed = names[-1].translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")) if typed_in == "fa" else labels[-1]
            played = await table.do(emulator.slash(player, game.thread, "play", {"choice": typed}))
            assert (await service.get(game.game_id)).version == record.version + 1, played.messages
    finally:
        await table.stop()
