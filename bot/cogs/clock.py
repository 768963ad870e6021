"""``/me`` (time zone, quiet hours, vacations, leaderboards, language, notify, digest) and ``/game more-time``.

Issues 11 (clocks), 25 (languages) and 26 (how each member is told).
"""

from typing import Literal

import discord
from discord import app_commands

from bot.client import GameBot
from bot.cogs import GameCog, answer, game_choices, game_command
from bot.cogs.server import LANGUAGE_CHOICES
from bot.languages import FOLLOW_DISCORD, UNKNOWN_LANGUAGE, spoken
from bot.present.clock import notify_text
from i18n import ENGLISH, LANGUAGES, _
from storage.timers import MemberTime
from storage.unit import NOTIFY_BOTH, NOTIFY_DM, NOTIFY_PING

LEADERBOARD_SHOWN = _("Leaderboards list you again, and other members may see your `/stats` and `/game history`.")
LEADERBOARD_HIDDEN = _(
    "Leaderboards no longer list you, and other members cannot see your `/stats` or `/game history` "
    "(you still can). "
    "Your games are still rated; `/me leaderboard show` lists you again."
)


def settings_text(settings: MemberTime, *, changed: str = "", language: str = ENGLISH) -> str:
    """A member's clock settings, as ``/me`` commands answer them, in ``language``."""
    if settings.quiet_start is None:
        quiet = _("none")
    else:
        quiet = _("{start}–{end}", start=settings.quiet_start, end=settings.quiet_end)
    days = [a if a == b else spoken(_("{first} to {last}", first=a, last=b), language) for a, b in settings.vacation]
    comma = "، " if LANGUAGES[language].right_to_left else ", "  # a list of dates, as the language separates them
    vacation = comma.join(days) if days else _("none")
    lines = [changed] if changed else []
    lines += [
        _("Time zone: **{zone}**", zone=settings.zone),
        _("Quiet hours (your clock stops): **{hours}**", hours=quiet),
        _("Vacations (your clock stops all day): **{days}**", days=vacation),
        _("Your running clocks in every game follow these settings at once."),
    ]
    return "\n".join(spoken(line, language) for line in lines)


class ClockCog(GameCog):
    """Each member's time (the same in every game) and asking the table for more time."""

    me = app_commands.Group(name="me", description="Your settings: game clocks and leaderboards", guild_only=True)

    async def _answer(self, interaction: discord.Interaction, changed: str, **change: object) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        settings, moved = await self.bot.service.clock.change_member_time(interaction.user.id, **change)  # type: ignore[arg-type]
        reader = await self.bot.service.languages.of_interaction(interaction)
        await interaction.edit_original_response(content=settings_text(settings, changed=changed, language=reader))
        for game in moved:  # the boards show the new deadlines
            await self.bot.choreographer.after_change(game)

    @me.command(name="timezone")
    @app_commands.describe(zone="Your time zone, e.g. Europe/Paris, America/New_York, Asia/Tokyo")
    async def timezone(self, interaction: discord.Interaction, zone: app_commands.Range[str, 1, 64]) -> None:
        """Set your time zone: quiet hours, vacations and weekends are read in it."""
        await self._answer(interaction, _("Your time zone is set."), zone=zone)

    @me.command(name="quiet-hours")
    @app_commands.describe(hours="e.g. 23:00-07:00 (at most 20 hours a day), or off")
    async def quiet_hours(self, interaction: discord.Interaction, hours: app_commands.Range[str, 1, 40]) -> None:
        """Set the hours of the day when your clock stops (your night)."""
        await self._answer(interaction, _("Your quiet hours are set."), quiet=hours)

    @me.command(name="vacation")
    @app_commands.describe(dates="One day (2026-12-24) or a range (2026-12-24 to 2026-12-31)")
    async def vacation(self, interaction: discord.Interaction, dates: app_commands.Range[str, 1, 40]) -> None:
        """Plan days off: your clock stops in every game on those days."""
        await self._answer(interaction, _("Your vacation is planned."), vacation=dates)

    @me.command(name="vacation-clear")
    async def vacation_clear(self, interaction: discord.Interaction) -> None:
        """Cancel every vacation you planned."""
        await self._answer(interaction, _("Your vacations are cleared."), clear_vacation=True)

    @me.command(name="clock")
    async def clock(self, interaction: discord.Interaction) -> None:
        """Show your clock settings."""
        await self._answer(interaction, "")

    @me.command(name="leaderboard")
    @app_commands.describe(
        choice="show: list you on leaderboards (the default); hide: leave them; keep /stats, /game history private"
    )
    async def leaderboard(self, interaction: discord.Interaction, choice: Literal["show", "hide"]) -> None:
        """Choose whether leaderboards list you and others may see your /stats and /game history."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.bot.service.store.members.set_leaderboard_hidden(interaction.user.id, choice == "hide")
        await answer(interaction, LEADERBOARD_SHOWN if choice == "show" else LEADERBOARD_HIDDEN)

    @me.command(name="language")
    @app_commands.describe(language="The language of your turn panels, direct messages and answers")
    @app_commands.choices(
        language=[*LANGUAGE_CHOICES, app_commands.Choice(name=_("Follow my Discord language"), value=FOLLOW_DISCORD)]
    )
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """Choose the language you read: your turn panels, DMs, reminders and answers (each thread keeps its own)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        reader = await self.bot.service.languages.of_interaction(interaction)  # and remembers their Discord locale
        if language != FOLLOW_DISCORD and language not in LANGUAGES:
            await interaction.edit_original_response(content=spoken(UNKNOWN_LANGUAGE, reader))
            return
        chosen = None if language == FOLLOW_DISCORD else language
        code = await self.bot.service.languages.choose(interaction.user.id, chosen)
        if chosen is None:
            answer = _(
                "You now read the bot in your Discord language: {language}. Each game's thread stays in the game's "
                "language.",
                language=LANGUAGES[code].name,
            )
        else:
            answer = _(
                "You now read the bot in {language}. Each game's thread stays in the game's language.",
                language=LANGUAGES[code].name,
            )
        await interaction.edit_original_response(content=spoken(answer, code))

    @me.command(name="notify")
    @app_commands.describe(mode="How a game tells you it waits on you")
    @app_commands.choices(
        mode=[
            app_commands.Choice(name=_("Ping me in the game's thread (the default)"), value=NOTIFY_PING),
            app_commands.Choice(name=_("DM me instead"), value=NOTIFY_DM),
            app_commands.Choice(name=_("Both: ping me and DM me"), value=NOTIFY_BOTH),
        ]
    )
    async def notify(self, interaction: discord.Interaction, mode: str | None = None) -> None:
        """Choose how your turn reaches you: a ping in the thread, a DM instead, or both."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        flow = self.bot.service.clock
        if mode is None:
            notify, changed = await flow.notify_settings(interaction.user.id), ""
        else:
            notify, changed = await flow.set_notify(interaction.user.id, mode), _("How you are told is set.")
        reader = await self.bot.service.languages.of_interaction(interaction)
        await interaction.edit_original_response(content=notify_text(notify, changed=changed, language=reader))

    @me.command(name="digest")
    @app_commands.describe(time="The time of day in your time zone, e.g. 08:00 or 18:30; or off (the default)")
    async def digest(self, interaction: discord.Interaction, time: app_commands.Range[str, 1, 20]) -> None:
        """Get one DM a day listing the games waiting on you, at a time of day you pick."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        notify = await self.bot.service.clock.set_digest(interaction.user.id, time)
        changed = _("Your daily digest is set.") if notify.digest_at is not None else _("Your daily digest is off.")
        reader = await self.bot.service.languages.of_interaction(interaction)
        await interaction.edit_original_response(content=notify_text(notify, changed=changed, language=reader))

    @game_command(name="more-time")
    @app_commands.guild_only()
    @app_commands.describe(game="The game (implied inside a game's thread)")
    async def more_time(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """Ask the other players for a day more for your current move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        record = await self.bot.service.locate(interaction.guild_id, interaction.channel_id, interaction.user.id, game)
        await self.bot.responder.ask_more_time(interaction, record.id)

    @more_time.autocomplete("game")
    async def _more_time_game_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await game_choices(self.bot, interaction, current)


async def setup(bot: GameBot) -> None:
    """Load the clock cog."""
    await bot.add_cog(ClockCog(bot))
