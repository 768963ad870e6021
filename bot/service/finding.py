"""Finding the game an interaction is about, within the interaction's server (issue 8, item 4)."""

from i18n import _
from storage.errors import GameNotFound
from storage.models import GameStatus
from storage.records import GameRecord

OPEN_STATUSES = (GameStatus.LOBBY, GameStatus.ACTIVE)
NO_GAME_HERE = _("Use this in a game's thread, or choose the game with the “game” option.")


def require_guild(record: GameRecord, guild_id: int | None, *, dm_ok: bool) -> None:
    """``GameNotFound`` unless the game is played in server ``guild_id`` (None: a DM, allowed when ``dm_ok``).

    A forged custom id naming another server's game is answered as if the game did not exist.
    """
    if guild_id is None and dm_ok:
        return
    if record.guild_id != guild_id:
        raise GameNotFound()


def status_message(status: str) -> str:
    """Why a game that is not running cannot be played."""
    return {
        GameStatus.LOBBY: _("This game has not started yet."),
        GameStatus.FINISHED: _("This game is over."),
        GameStatus.ABANDONED: _("This game was abandoned."),
    }.get(status, _("This game is not being played."))
