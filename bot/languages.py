"""Who reads what language (issue 25): a member's language, a game's language, and engine text said in one.

- **A member** reads their turn panel, ephemeral answers, DMs, reminders, ``/stats`` and refusals in
  their language: the one they chose (``/me language``), else their Discord client's locale mapped
  to a language the bot speaks (Discord has no Persian locale, so that is English today), else
  English. The locale last seen on their interactions is stored, so a DM sent later (a move of
  someone else's, a reminder) follows it too.
- **A game's thread** (boards' text, records, results, recaps, lobby posts, notices) is in the
  game's language, a table setting (``storage.table.LANGUAGE``) that a lobby takes from its server
  (``/server language``) when it opens. A language is only how the game is told: changing one never
  changes a game.

Engine text (event lines, labels, prompts, contexts, refusals, summaries) is said with
:func:`spoken`: in the reader's language first (:func:`i18n.say`), then with the seats' names filled
in, each as a Unicode isolate in a right-to-left language so that "Ana" keeps its order in Persian.
"""

import gettext
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import discord
from discord import app_commands

from engine.core import fill_names
from i18n import ENGLISH, LANGUAGES, Listing, Text, _, isolate, language, say
from i18n.catalogue import translations
from storage.records import GameRecord
from storage.store import Storage
from storage.table import read_table

UNKNOWN_LANGUAGE = _("I don't speak that language; choose one of the list. Nothing was changed.")
FOLLOW_DISCORD = "discord"
"""``/me language``'s choice that clears the member's own: follow their Discord language (the default)."""


def locale_language(locale: str | None, speaks: Iterable[str] = LANGUAGES) -> str:
    """The language in ``speaks`` (default: the bot's) of a Discord locale ("en-US", "de"...); else English."""
    if not locale:
        return ENGLISH
    code, known = str(locale).replace("_", "-"), set(speaks)
    if code in known:
        return code
    base = code.split("-")[0].lower()
    return base if base in known else ENGLISH


def member_language(chosen: str | None, locale: str | None) -> str:
    """A member's language: their choice if the bot speaks it, else their Discord locale's, else English."""
    if chosen in LANGUAGES:
        return chosen
    return locale_language(locale)


def game_language(record: GameRecord) -> str:
    """The language of a game's thread: its table setting (English for a game stored before it existed)."""
    code = read_table(record.table or {}).language
    return code if code in LANGUAGES else ENGLISH


def names_in(names: Sequence[str], code: str) -> list[str]:
    """Seats' names as text in language ``code`` shows them: isolated in a right-to-left language.

    A bot's name is a message (:func:`storage.bots.bot_name`): said in ``code``.
    """
    if language(code).right_to_left:
        return [isolate(say(name, code)) for name in names]
    return [say(name, code) for name in names]


NAME_PARAMETERS = frozenset({"player", "players", "name", "member"})
"""The parameters of the bot's own messages that hold members' names (already filled, not seat placeholders)."""


def spoken(text: Any, code: str, names: Sequence[str] = ()) -> str:
    """Engine or bot text in language ``code``, then with the seats' ``names`` filled in (see the module).

    In a right-to-left language every name is an isolate: the seats' names, and the names a bot
    message holds as :data:`NAME_PARAMETERS`.
    """
    right_to_left = language(code).right_to_left
    said = say(isolating(text) if right_to_left else text, code)
    return fill_names(said, names_in(names, code)) if names else said


def isolating(text: Any) -> Any:
    """``text`` with the names among its parameters (and its nested texts') as isolates; anything else as it is."""
    if not isinstance(text, Text) or isinstance(text, Listing) or not text.params:
        return text
    params = {
        key: isolate(value) if key in NAME_PARAMETERS and type(value) is str and "{" not in value else isolating(value)
        for key, value in text.params.items()
    }
    return Text(text.message, params, plural=text.plural, count=text.quantity, context=text.context)


class Languages:
    """Each member's language, read once and kept (a change through :meth:`choose` updates it at once).

    One per process, so a click costs no database read; a choice made through another process
    sharing the database reaches this one when it forgets what it keeps (after :attr:`KEEP`
    members) or restarts.
    """

    KEEP = 10_000

    def __init__(self, store: Storage) -> None:
        self.store = store
        self._members: dict[int, tuple[str | None, str | None]] = {}  # user id -> (chosen, Discord locale)

    async def _settings(self, user_id: int) -> tuple[str | None, str | None]:
        found = self._members.get(user_id)
        if found is None:
            if len(self._members) >= self.KEEP:
                self._members.clear()
            found = self._members[user_id] = await self.store.members.language(user_id)
        return found

    async def of_member(self, user_id: int) -> str:
        """The language member ``user_id`` reads (a DM, a reminder: nothing they clicked to see)."""
        if user_id <= 0:  # a bot seat reads nothing
            return ENGLISH
        return member_language(*await self._settings(user_id))

    async def of_interaction(self, interaction: Any) -> str:
        """The language of whoever made ``interaction``; remembers their Discord locale if it changed."""
        user_id = interaction.user.id
        locale = getattr(interaction, "locale", None)
        seen = locale.value if isinstance(locale, discord.Locale) else locale if isinstance(locale, str) else None
        chosen, stored = await self._settings(user_id)
        if seen and seen != stored:  # a write only when their Discord language changed
            await self.store.members.remember_locale(user_id, seen)
            stored = seen
        self._members[user_id] = (chosen, stored)
        return member_language(chosen, stored)

    async def choose(self, user_id: int, code: str | None) -> str:
        """Store member ``user_id``'s choice (None: follow Discord); the language they read from now on."""
        if code is not None and code not in LANGUAGES:
            raise ValueError(f"the bot does not speak {code!r}")
        await self.store.members.set_language(user_id, code)
        _chosen, locale = await self.store.members.language(user_id)
        self._members[user_id] = (code, locale)
        return member_language(code, locale)


def discord_locales(codes: Iterable[str]) -> dict[str, str]:
    """Each Discord locale whose language is one of ``codes`` (English aside: the commands' own words), to that code."""
    speaks = set(codes) - {ENGLISH}
    found = {}
    for locale in discord.Locale:
        code = locale_language(locale.value, speaks)
        if code in speaks:
            found[locale.value] = code
    return found


class CatalogueTranslator(app_commands.Translator):
    """Slash commands' descriptions, option descriptions and choices in each Discord locale a catalogue covers.

    Discord shows a client in one of its own locales, and Persian is not one, so today every
    locale reads the English words; a later language whose code is a Discord locale ("de", "es-ES")
    is picked up from its catalogue with no code change. Command and option names stay English (a
    command is typed by its name, and Discord wants one name the world over).
    """

    NAMES = frozenset(
        {
            app_commands.TranslationContextLocation.command_name,
            app_commands.TranslationContextLocation.group_name,
            app_commands.TranslationContextLocation.parameter_name,
        }
    )

    def __init__(
        self,
        catalogues: Callable[[str], gettext.NullTranslations] = translations,
        codes: Iterable[str] = tuple(LANGUAGES),
    ) -> None:
        self._catalogues = catalogues
        self._locales = discord_locales(codes)

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContext
    ) -> str | None:
        """``string`` in ``locale``'s language from its catalogue; None (Discord shows the English) when it has none."""
        code = self._locales.get(locale.value)
        if code is None or context.location in self.NAMES:
            return None
        said = self._catalogues(code).gettext(string.message)
        return said if said and said != string.message else None
