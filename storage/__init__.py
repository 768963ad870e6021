"""Games on disk: SQLAlchemy 2 async models, one repository per concern, and migrations (DESIGN.md "Storage").

Use: ``db = Database()`` (``DATABASE_URL``, or a SQLite file under ``./data/``), then
``await db.migrate()`` at start-up, then ``store = Storage(db)`` for everything else: its
repositories are named for their concern (``store.games``, ``store.deadlines``, ``store.members``,
``store.outbox``, ``store.results``, ``store.dashboards``, ``store.proxies``, ``store.campaigns``;
see :mod:`storage.store`). They share one transaction helper (:mod:`storage.unit`) and one change
path (:mod:`storage.changes`). ``await db.close()`` on shutdown.
"""

from storage.db import Database, database_url
from storage.errors import CannotUndo, GameNotActive, GameNotFound, LobbyError, NotSeated, StaleVersion, StorageError
from storage.models import ActionKind, GameStatus
from storage.records import ActionRecord, Applied, GameRecord, Resigned, SeatRecord, Undone
from storage.store import Storage
from storage.unit import UNSET

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
    "GameStatus",
    "LobbyError",
    "NotSeated",
    "Resigned",
    "SeatRecord",
    "StaleVersion",
    "Storage",
    "StorageError",
    "Undone",
    "database_url",
]
