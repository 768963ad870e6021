"""The one container of every repository, built once on one database and one clock.

``store = Storage(db)``, then ask the repository named for the concern::

    store.games        # the lobby, moves, undo, resign, abandon, a game and its log (storage.games)
    store.deadlines    # due clocks, votes, seat claims, more time (storage.deadlines)
    store.members      # a member's clock settings, leaderboard choice, language, how they are told, DM channel
    store.outbox       # the thread's messages and the DMs owed (storage.outbox)
    store.results      # results, ratings, leaderboards, history (storage.results)
    store.dashboards   # each channel's dashboard (storage.dashboards)
    store.proxies      # standing instructions (storage.proxies)
    store.campaigns    # campaigns and the games they start (storage.campaigns)
    store.operations   # the operator's census, the health query, the shared rate pause (storage.operations)
    store.leases       # which process does each gateway shard's background duties now (storage.leases)
    store.servers      # a server's own settings: its language, game host role, channels, limit (storage.servers)
    store.moderation   # what moderators did to a game: abandon, expel, timeout moves (storage.moderation)
    store.digests      # each member's daily digest: when it is due, claimed and done (storage.digests)
    store.tables       # a table's set-up: invitations, seat colours, rematches (storage.tables)

They share the transaction helper of :mod:`storage.unit`; none holds state of its own beyond the
database and the clock, so building several on one database is harmless but never needed.
"""

from collections.abc import Callable
from datetime import datetime

from storage.campaigns import CampaignRepository
from storage.dashboards import DashboardRepository
from storage.db import Database
from storage.deadlines import DeadlineRepository
from storage.digests import DigestRepository
from storage.games import GameRepository
from storage.leases import LeaseRepository
from storage.members import MemberRepository
from storage.models import utc_now
from storage.moderation import ModerationRepository
from storage.operations import OperationsRepository
from storage.outbox import OutboxRepository
from storage.proxies import ProxyRepository
from storage.results import ResultRepository
from storage.servers import ServerRepository
from storage.tables import TableRepository


class Storage:
    """Every repository on one database, by concern."""

    def __init__(self, db: Database, *, clock: Callable[[], datetime] = utc_now) -> None:
        self.db = db
        self.games = GameRepository(db, clock=clock)
        self.deadlines = DeadlineRepository(db, clock=clock)
        self.members = MemberRepository(db, clock=clock)
        self.outbox = OutboxRepository(db, clock=clock)
        self.results = ResultRepository(db, clock=clock)
        self.dashboards = DashboardRepository(db, clock=clock)
        self.proxies = ProxyRepository(db, clock=clock)
        self.campaigns = CampaignRepository(db, clock=clock)
        self.operations = OperationsRepository(db, clock=clock)
        self.leases = LeaseRepository(db, clock=clock)
        self.servers = ServerRepository(db, clock=clock)
        self.moderation = ModerationRepository(db, clock=clock)
        self.digests = DigestRepository(db, clock=clock)
        self.tables = TableRepository(db, clock=clock)
