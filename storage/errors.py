"""Expected storage errors: each carries a ``message`` a player can read; nothing was written.

:data:`DATABASE_FAILURES` are the other kind: the database itself refused (locked, read-only,
full, a disk I/O error, the server gone, a pool timeout). The transaction was rolled back, so
nothing was written either, but the cause is for the log as well as for the player.
"""

from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout

from i18n import _

DATABASE_FAILURES: tuple[type[Exception], ...] = (DBAPIError, PoolTimeout)
"""What SQLAlchemy raises when the database refuses or cannot be reached (OperationalError, InterfaceError...)."""


class StorageError(Exception):
    """Base of every expected storage error; ``message`` is shown to the player as is."""

    default_message = _("That could not be done.")

    def __init__(self, message: str | None = None) -> None:
        self.message = message or self.default_message
        super().__init__(self.message)


class GameNotFound(StorageError):
    """No game with that id (or in that thread)."""

    default_message = _("There is no such game.")


class StaleVersion(StorageError):
    """The game changed since the caller looked at it (a button from an earlier turn)."""

    default_message = _("That button is from an earlier turn; here is the current one.")

    def __init__(self, current_version: int | None = None, message: str | None = None) -> None:
        super().__init__(message)
        self.current_version = current_version


class NotSeated(StorageError):
    """The player holds no seat (or no longer plays it) at this game."""

    default_message = _("You are not playing in this game.")


class GameNotActive(StorageError):
    """The game is not being played: still in its lobby, over, or abandoned."""

    default_message = _("This game is not being played.")


class LobbyError(StorageError):
    """A lobby rule refused the request: full, already joined, too few players, not the creator..."""

    default_message = _("The lobby does not allow that.")


class CannotUndo(StorageError):
    """The latest move cannot be taken back; ``message`` says why."""

    default_message = _("There is nothing to take back.")


class TableError(StorageError):
    """A clock, vote or seat request the table's rules refuse: ``message`` says why."""

    default_message = _("The table does not allow that.")


class CampaignError(StorageError):
    """A campaign request its rules refuse (bad points, too few members, a table size a title cannot seat...)."""

    default_message = _("The campaign does not allow that.")
