"""``/server``'s answers (issue 26): a server's settings for board games, as its managers read them."""

from bot.present.common import channel
from i18n import LANGUAGES, _, listed, say
from storage.servers import ServerSettings


def role(role_id: int) -> str:
    """A role mention (shown as the role's name; an ephemeral answer pings nobody)."""
    return f"<@&{role_id}>"


def settings_text(settings: ServerSettings, language: str = "en", *, changed: bool = False) -> str:
    """The server's settings, one per line, in ``language``; ``changed``: they were just set."""
    host = (
        _(
            "Game host role: {role} (its members may start, abandon and moderate any game).",
            role=role(settings.host_role_id),
        )
        if settings.host_role_id is not None
        else _("Game host role: none (a game's creator and members with Manage Threads moderate it).")
    )
    channels = (
        _("Games may be opened in: {channels}.", channels=listed([channel(c) for c in settings.game_channels]))
        if settings.game_channels
        else _("Games may be opened in: any text channel.")
    )
    limit = (
        _("Open games per member: at most {limit} (lobbies included).", limit=settings.max_open_games)
        if settings.max_open_games is not None
        else _("Open games per member: no limit.")
    )
    known = LANGUAGES.get(settings.language)
    spoken_in = _("Language of new games: {language}.", language=known.name if known else settings.language)
    heading = (
        _("Saved. This server's settings for board games:") if changed else _("This server's settings for board games:")
    )
    return "\n".join(say(line, language) for line in (heading, host, channels, limit, spoken_in))
