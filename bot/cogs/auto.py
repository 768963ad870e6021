"""``/game auto``, ``/game auto-list`` and ``/game auto-cancel``: standing instructions (issue 11).

An instruction is set privately (every answer is ephemeral: a bid limit tells one's gold) and
acts on the seat's turns through the same versioned apply as a click; the thread sees only
the moves it makes, as if clicked.
"""

import discord
from discord import app_commands

from bot import errors
from bot.client import GameBot
from bot.cogs import AUTOCOMPLETE_LIMIT, GameCog, answer, game_choices, game_command
from bot.languages import spoken
from bot.present import common as present_common
from bot.refusals import NoSuchChoice, Refusal
from engine.core import ProxyKind
from engine.core.words import fit
from i18n import _, n_
from storage.errors import StorageError


class AutoCog(GameCog):
    """Standing instructions: set, list, cancel."""

    @game_command(name="auto")
    @app_commands.guild_only()
    @app_commands.describe(
        instruction="What to do for you (start typing to see what this game offers now)",
        amount="The number the instruction takes (e.g. the most you will bid)",
        choice="The choice the instruction takes (e.g. a kind of card)",
        game="The game (implied inside a game's thread)",
    )
    async def auto(
        self,
        interaction: discord.Interaction,
        instruction: app_commands.Range[str, 1, 40],
        amount: app_commands.Range[int, 1, 999] | None = None,
        choice: app_commands.Range[str, 1, 100] | None = None,
        game: str | None = None,
    ) -> None:
        """Set a standing instruction (e.g. Biblios: bid up to N, pass on a kind of card); only you see it."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        offered = await service.auto.offered_proxies(record.id, interaction.user.id)
        kind = next((k for k in offered if instruction in (k.key, k.label)), None)
        if kind is None:
            names = "; ".join(k.label for k in offered) or _("none right now")
            raise NoSuchChoice(_("That instruction is not offered now. Offered: {names}.", names=names))
        picked = None
        if choice is not None:
            picked = next((n for n, label in enumerate(kind.choices) if choice in (str(n), label)), None)
            if picked is None:
                raise NoSuchChoice(
                    _(
                        "“{choice}” is not a choice here: {choices}.",
                        choice=fit(choice, 60),
                        choices=", ".join(kind.choices),
                    )
                )
        reader = await errors.reader_of(interaction)
        described, change = await service.auto.set_proxy(
            record.id, interaction.user.id, kind.key, amount, picked, guild_id=interaction.guild_id, language=reader
        )
        if change is not None:
            told = _(
                "Set: {instruction}. It has just acted for you. It acts on your turns until it ends; `/game auto-list` "
                "shows yours.",
                instruction=described,
            )
        else:
            told = _(
                "Set: {instruction}. It acts on your turns until it ends; `/game auto-list` shows yours.",
                instruction=described,
            )
        await answer(interaction, told)
        if change is not None:
            await self.bot.choreographer.after_change(change)

    @auto.autocomplete("instruction")
    async def _instruction_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        offered = await self._offered_here(interaction)
        reader = await self.bot.service.languages.of_interaction(interaction)
        wanted = current.casefold()
        labels = [(k, spoken(k.label, reader)) for k in offered]
        return [
            app_commands.Choice(name=fit(spoken(self._label(k.label, k.amount, k.most), reader), 100), value=k.key)
            for k, label in labels
            if wanted in label.casefold()
        ][:AUTOCOMPLETE_LIMIT]

    async def _offered_here(self, interaction: discord.Interaction) -> tuple[ProxyKind, ...]:
        """For autocomplete: the instructions the caller may set now in the game meant (none if there is none)."""
        try:
            record = await self.bot.service.locate(
                interaction.guild_id, interaction.channel_id, interaction.user.id, interaction.namespace.game
            )
            return await self.bot.service.auto.offered_proxies(record.id, interaction.user.id)
        except (StorageError, Refusal):
            return ()

    @staticmethod
    def _label(label: str, amount: str, most: int | None) -> str:
        if amount and most is not None:
            return _("{label} ({amount}, at most {most})", label=label, amount=amount, most=most)
        return label

    @auto.autocomplete("choice")
    async def _choice_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        offered = await self._offered_here(interaction)
        kind = next((k for k in offered if k.key == interaction.namespace.instruction), None)
        choices = kind.choices if kind is not None else ()
        reader = await self.bot.service.languages.of_interaction(interaction)
        said = [spoken(label, reader) for label in choices]
        return [
            app_commands.Choice(name=fit(label, 100), value=str(n))
            for n, label in enumerate(said)
            if current.casefold() in label.casefold()
        ][:AUTOCOMPLETE_LIMIT]

    @game_command(name="auto-list")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def auto_list(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Show your standing instructions in a game (only to you)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        reader = await errors.reader_of(interaction)
        live = await service.auto.proxies_of(record.id, interaction.user.id, language=reader)
        if not live:
            text = spoken(_("You have no standing instructions in this game. `/game auto` sets one."), reader)
        else:
            lines = [
                spoken(_("{number}. {instruction}", number=n, instruction=described), reader)
                for n, (_key, described) in enumerate(live, start=1)
            ]
            text = "\n".join(
                [
                    spoken(_("Your standing instructions (the first that applies acts):"), reader),
                    *lines,
                    spoken(_("`/game auto-cancel number:<n>` cancels one; without a number, all."), reader),
                ]
            )
        await interaction.edit_original_response(content=fit(text, present_common.CONTENT_LIMIT))

    @game_command(name="auto-cancel")
    @app_commands.guild_only()
    @app_commands.describe(number="Which one, as /game auto-list numbers them (all if omitted)", game="The game")
    async def auto_cancel(
        self,
        interaction: discord.Interaction,
        number: app_commands.Range[int, 1, 100] | None = None,
        game: str | None = None,
    ) -> None:
        """Cancel one of your standing instructions, or all of them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = self.bot.service
        record = await service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        live = await service.auto.proxies_of(record.id, interaction.user.id)
        if number is not None and number > len(live):
            raise NoSuchChoice(
                n_("You have {n} standing instruction; there is no number {number}.",
                   "You have {n} standing instructions; there is no number {number}.", len(live), number=number)
            )  # fmt: skip
        target = None if number is None else live[number - 1][0]
        count = await service.auto.cancel_proxies(record.id, interaction.user.id, target)
        await answer(
            interaction, n_("Cancelled {n} standing instruction.", "Cancelled {n} standing instructions.", count)
        )

    @auto.autocomplete("game")
    @auto_list.autocomplete("game")
    @auto_cancel.autocomplete("game")
    async def _game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the standing-instructions cog."""
    await bot.add_cog(AutoCog(bot))
