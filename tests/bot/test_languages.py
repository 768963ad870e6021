"""Who reads what language (issue 25): a member's, a game's, engine text said in one, the slash commands' Translator."""

import gettext
from types import SimpleNamespace

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

from bot import errors
from bot.languages import CatalogueTranslator, Languages, locale_language, member_language, spoken
from engine.core import seat_ref
from i18n import _
from i18n.catalogue import FSI, PDI, isolate


def test_a_member_reads_their_choice_else_their_discord_language_else_english():
    assert member_language("fa", "en-US") == "fa"
    assert member_language(None, "en-GB") == "en"
    assert member_language(None, "de") == "en"  # a locale the bot does not speak
    assert member_language(None, None) == "en"
    assert member_language("xx", "fa") == "fa"  # a stored choice the bot no longer speaks: follow Discord
    assert locale_language("es-ES", {"es"}) == "es" and locale_language("pt-BR", {"es"}) == "en"


def test_engine_text_is_said_before_the_names_are_filled_and_names_are_isolated_in_persian():
    line = _("{player} took back their last move.", player=seat_ref(0))
    assert spoken(line, "en", ["Ana"]) == "Ana took back their last move."
    persian = spoken(line, "fa", ["Ana"])
    assert persian.startswith(isolate("Ana")) and "took" not in persian
    assert FSI + "Ana" + PDI in persian
    assert spoken("a plain name", "fa") == "a plain name"


class Catalogue(gettext.NullTranslations):
    """A catalogue double: German for two messages."""

    WORDS = {"Open a new game here": "Hier ein neues Spiel eröffnen", "Easy": "Leicht", "new": "neu"}

    def gettext(self, message):
        return self.WORDS.get(message, message)


def context(location):
    return TranslationContext(location, None)


async def test_the_translator_localises_descriptions_and_choices_for_a_discord_locale_a_catalogue_covers():
    translator = CatalogueTranslator(lambda code: Catalogue(), codes=("en", "de"))
    described = await translator.translate(
        locale_str("Open a new game here"),
        discord.Locale.german,
        context(TranslationContextLocation.command_description),
    )
    assert described == "Hier ein neues Spiel eröffnen"
    choice = await translator.translate(
        locale_str("Easy"), discord.Locale.german, context(TranslationContextLocation.choice_name)
    )
    assert choice == "Leicht"
    # Names stay English; a locale no catalogue covers, and a message the catalogue lacks, get Discord's English.
    name = await translator.translate(
        locale_str("new"), discord.Locale.german, context(TranslationContextLocation.command_name)
    )
    assert name is None
    assert (
        await translator.translate(
            locale_str("Easy"), discord.Locale.french, context(TranslationContextLocation.choice_name)
        )
        is None
    )
    assert (
        await translator.translate(
            locale_str("Hard"), discord.Locale.german, context(TranslationContextLocation.choice_name)
        )
        is None
    )


async def test_the_bots_tree_carries_the_catalogue_translator_and_persian_is_no_discord_locale(bot):
    translator = bot.tree.translator
    assert isinstance(translator, CatalogueTranslator)
    for locale in discord.Locale:  # Discord offers no Persian: every locale reads the English words today
        described = await translator.translate(
            locale_str("Open a new game here"), locale, context(TranslationContextLocation.command_description)
        )
        assert described is None
    payload = [command.to_dict(bot.tree) for command in bot.tree.get_commands()]
    assert payload and all(isinstance(command, dict) for command in payload)


@pytest.mark.parametrize("code", ["en", "fa"])
def test_every_language_is_a_choice_of_the_language_commands(bot, code):
    me = next(c for c in bot.tree.get_commands() if c.name == "me")
    language = next(c for c in me.commands if c.name == "language")
    assert code in [choice.value for choice in language.parameters[0].choices]
    server = next(c for c in bot.tree.get_commands() if c.name == "server")
    assert server.default_permissions == discord.Permissions(manage_guild=True)
    assert isinstance(server, app_commands.Group)


class Members:
    """A members repository double: what is stored, and every write."""

    def __init__(self, chosen=None, locale=None):
        self.stored = (chosen, locale)
        self.reads = self.writes = 0

    async def language(self, user_id):
        self.reads += 1
        return self.stored

    async def remember_locale(self, user_id, locale):
        self.writes += 1
        self.stored = (self.stored[0], locale)

    async def set_language(self, user_id, code):
        self.writes += 1
        self.stored = (code, self.stored[1])


def clicked(locale, user_id=7):
    return SimpleNamespace(user=SimpleNamespace(id=user_id), locale=locale)


async def test_a_members_language_is_read_once_and_their_discord_locale_written_only_when_it_changes():
    members = Members()
    languages = Languages(SimpleNamespace(members=members))
    assert await languages.of_interaction(clicked(discord.Locale.american_english)) == "en"
    assert await languages.of_interaction(clicked(discord.Locale.american_english)) == "en"
    assert (members.reads, members.writes, members.stored) == (1, 1, (None, "en-US"))
    await languages.of_interaction(clicked(discord.Locale.german))  # a new client language: kept
    assert (members.reads, members.writes, members.stored) == (1, 2, (None, "de"))
    assert await languages.choose(7, "fa") == "fa" and await languages.of_member(7) == "fa"
    assert await languages.choose(7, None) == "en"  # follow Discord again: German is not spoken, so English
    with pytest.raises(ValueError):
        await languages.choose(7, "xx")
    assert await languages.of_member(-3) == "en"  # a bot seat reads nothing: no lookup
    assert members.stored == (None, "de")


async def test_an_answer_is_english_when_the_members_language_cannot_be_read():
    class Broken:
        async def of_interaction(self, interaction):
            raise ConnectionError("the database is down")

    interaction = clicked("en-US")
    interaction.client = SimpleNamespace(service=SimpleNamespace(languages=Broken()))
    assert await errors.reader_of(interaction) == "en"
    interaction.client = SimpleNamespace()  # no service at all (a bare client)
    assert await errors.reader_of(interaction) == "en"


def test_a_name_a_bot_message_holds_is_an_isolate_in_persian_only():
    refusal = _("Only {name} can add bots to this game.", name="Ana (she)")
    assert spoken(refusal, "en") == "Only Ana (she) can add bots to this game."
    assert FSI + "Ana (she)" + PDI in spoken(refusal, "fa")
    nested = _("{answer}", answer=_("The game begins with {players}.", players="Ana, Ben"))
    assert FSI + "Ana, Ben" + PDI in spoken(nested, "fa")
    assert spoken(_("Game #{game} was abandoned.", game=3), "fa") == "بازی #۳ رها شد."
