"""Games on disk: SQLAlchemy 2 async models, the game repository and migrations (DESIGN.md "Storage").

Use: ``db = Database()`` (``DATABASE_URL``, or a SQLite file under ``./data/``), then
``await db.migrate()`` at start-up, then ``GameRepository(db)`` for everything else;
``await db.close()`` on shutdown.
"""

from storage.db import Database, database_url
from storage.errors import CannotUndo, GameNotActive, GameNotFound, LobbyError, NotSeated, StaleVersion, StorageError
from storage.models import ActionKind, GameStatus
from storage.records import ActionRecord, Applied, GameRecord, Resigned, SeatRecord, Undone
from storage.repository import UNSET, GameRepository

__all__ = [
    "UNSET",
    "ActionKind",
    "ActionRecord",
    "Applied",
    "CannotUndo",
    "Database",
    "GameNotActive",
    "GameNotFound",
    "GameRecord",
    "GameRepository",
    "GameStatus",
    "LobbyError",
    "NotSeated",
    "Resigned",
    "SeatRecord",
    "StaleVersion",
    "StorageError",
    "Undone",
    "database_url",
]
