"""The campaign repository: campaigns, their members, the games they start and their standings (issue 14).

Like :mod:`storage.repository`, callers get frozen records, and every change is one transaction
that locks the campaign row first, checks, then writes. The rules and their words are the pure
functions of :mod:`storage.scheduling`. Standings are read from the ``results`` rows of the
campaign's games (joined through the indexed ``games.campaign_id``): no log is replayed.

- **Members** join and leave while the campaign is open. From its first game it runs: nobody
  joins any more, and a member who leaves keeps their results and their seats in running games
  (the clock's rules play them), but is never scheduled again.
- **Schedule.** :meth:`CampaignRepository.schedule` starts the next game(s) in one transaction:
  each is created and started with its seats (:func:`storage.repository.start_new_game`, the
  path ``/game new`` + Start takes) and tagged with the campaign.
- **End.** The creator ends it at any time; it ends by itself once its schedule is done and no
  game of it is running (:meth:`CampaignRepository.end_if_done`).
"""

import random
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Float, and_, case, cast, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import GameSpec, IllegalAction, get_game
from storage import scheduling
from storage.db import Database
from storage.errors import CampaignError
from storage.models import Campaign, CampaignMember, CampaignStatus, Game, GameResult, GameStatus, Seat, utc_now
from storage.records import (
    CampaignGameRecord,
    CampaignMemberRecord,
    CampaignRecord,
    CampaignTitle,
    GameRecord,
    Scheduled,
)
from storage.repository import NAME_LENGTH, UNSET, start_new_game, writing
from storage.scheduling import Standing
from storage.table import resolve_table

LIVE_STATUSES = (CampaignStatus.OPEN, CampaignStatus.RUNNING)
NO_CAMPAIGN = "There is no such campaign."
ONLY_CREATOR = "Only the member who created this campaign can do that."
ENDED = "This campaign has ended."
ALREADY_MEMBER = "You are already in this campaign."
NOT_MEMBER = "You are not in this campaign."
ALREADY_LEFT = "You have already left this campaign."
SCHEDULE_DONE = "Every game of this campaign's schedule has been started; `/campaign end` closes it."
NAME_NEEDED = "Give the campaign a name."
SUMMARY_CLAIM_LEASE = timedelta(minutes=5)
"""How long a claim on posting a campaign's summary holds: far beyond a post (seconds, rate limits included)."""


class CampaignRepository:
    """Campaigns in one database (the games they start are stored like any game)."""

    def __init__(self, db: Database, *, clock: Callable[[], datetime] = utc_now) -> None:
        self._db = db
        self._now = clock

    # -- creating and joining ------------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        name: str,
        game_key: str,
        *,
        points: Sequence[int] = scheduling.DEFAULT_POINTS,
        kind: str = scheduling.FIXED,
        sizes: tuple[int, int] | None = None,
        rounds: int = scheduling.DEFAULT_ROUNDS,
        options: Mapping[str, str] | None = None,
        table: Mapping[str, str] | None = None,
    ) -> CampaignRecord:
        """Open a campaign with its first title and its creator as first member; bad settings raise."""
        name = " ".join(name.split())[:NAME_LENGTH]
        if not name:
            raise CampaignError(NAME_NEEDED)
        if kind not in scheduling.KINDS:
            raise CampaignError(f"A schedule is one of: {', '.join(scheduling.KINDS)}.")
        scheduling.check_rounds(rounds)
        if not points or any(not 0 <= p <= scheduling.MAX_POINTS for p in points):
            raise CampaignError("Give the points of each place, e.g. 5-3-2-1.")
        spec = _spec(game_key)
        title = _title(spec, options, table)
        low, high = sizes or (spec.min_seats, spec.max_seats)
        scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, (low, high))
        now = self._now()
        campaign = Campaign(
            guild_id=guild_id,
            channel_id=channel_id,
            name=name,
            creator_id=creator_id,
            status=CampaignStatus.OPEN,
            titles=[_title_data(title)],
            points=list(points),
            schedule={"kind": kind, "sizes": [low, high], "rounds": rounds},
            scheduled=0,
            created_at=now,
        )
        async with writing(self._db) as session:
            session.add(campaign)
            await session.flush()
            session.add(_member(campaign.id, creator_id, creator_name, now))
            await session.flush()
            return await _campaign_record(session, campaign)

    async def join(self, campaign_id: int, user_id: int, name: str) -> CampaignRecord:
        """Add a member to a campaign that has not ended; one who left comes back with their results.

        A running campaign takes newcomers too (a season among friends grows): they are scheduled
        from the next game on, and the standings count the games they played.
        """
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            row = await _member_row(session, campaign_id, user_id)
            if row is not None and row.left_at is None:
                raise CampaignError(ALREADY_MEMBER)
            if row is not None:  # back after leaving: the same row, so their results stay theirs
                row.left_at = None
                row.display_name = name[:NAME_LENGTH]
            else:
                session.add(_member(campaign_id, user_id, name, self._now()))
            await session.flush()
            return await _campaign_record(session, campaign)

    async def leave(self, campaign_id: int, user_id: int) -> CampaignRecord:
        """Take a member out: before the first game they are simply gone; after it they keep their results."""
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            row = await _member_row(session, campaign_id, user_id)
            if row is None:
                raise CampaignError(NOT_MEMBER)
            if row.left_at is not None:
                raise CampaignError(ALREADY_LEFT)
            if campaign.status == CampaignStatus.OPEN:
                await session.delete(row)
            else:
                row.left_at = self._now()
            await session.flush()
            return await _campaign_record(session, campaign)

    # -- titles ----------------------------------------------------------------------------------

    async def add_title(
        self,
        campaign_id: int,
        user_id: int,
        game_key: str,
        options: Mapping[str, str] | None = None,
        table: Mapping[str, str] | None = None,
    ) -> CampaignRecord:
        """Add a title to the campaign's list (creator only); its table sizes must fit it."""
        spec = _spec(game_key)
        title = _title(spec, options, table)
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            _check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            if len(campaign.titles) >= scheduling.MAX_TITLES:
                raise CampaignError(f"A campaign plays at most {scheduling.MAX_TITLES} titles.")
            if campaign.schedule["kind"] != scheduling.FIXED:
                scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, campaign.schedule["sizes"])
            campaign.titles = [*campaign.titles, _title_data(title)]
            await session.flush()
            return await _campaign_record(session, campaign)

    async def set_title(
        self,
        campaign_id: int,
        user_id: int,
        index: int,
        options: Mapping[str, str] | None = None,
        table: Mapping[str, str] | None = None,
    ) -> CampaignRecord:
        """Change title ``index``'s game options or table settings (creator only; games started keep theirs)."""
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            _check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            if not 0 <= index < len(campaign.titles):
                raise CampaignError("This campaign has no such title.")
            stored = campaign.titles[index]
            spec = _spec(stored["game"])
            title = _title(
                spec,
                options if options is not None else stored["options"],
                table if table is not None else stored["table"],
            )
            titles = list(campaign.titles)
            titles[index] = _title_data(title)
            campaign.titles = titles
            await session.flush()
            return await _campaign_record(session, campaign)

    async def set_messages(
        self,
        campaign_id: int,
        *,
        message_id: Any = UNSET,
        summary_message_id: Any = UNSET,
    ) -> None:
        """Record the campaign's message and its pinned summary: only the fields given.

        Recording the summary (or its loss: None) ends the claim on posting it (:meth:`claim_summary`).
        """
        values = {"message_id": message_id, "summary_message_id": summary_message_id}
        values = {name: value for name, value in values.items() if value is not UNSET}
        if summary_message_id is not UNSET:
            values["summary_claimed_at"] = None
        async with writing(self._db) as session:
            result = await session.execute(
                update(Campaign)
                .where(Campaign.id == campaign_id)
                .values(**values)
                .execution_options(synchronize_session=False)
            )
            if result.rowcount == 0:
                raise CampaignError(NO_CAMPAIGN)

    async def claim_summary(self, campaign_id: int) -> bool:
        """Claim the posting of the campaign's summary: True for one caller only, until it records it.

        A conditional update: it succeeds only while the campaign has started a game, has no summary
        and nobody holds a live claim, so two ``/campaign schedule`` at once (in one process or
        two) post one summary between them. The claim ends when the summary is recorded
        (:meth:`set_messages`) or the post fails (:meth:`release_summary`); one left by a process
        that died in between lapses after :data:`SUMMARY_CLAIM_LEASE`, and the next update of the
        campaign posts the summary then.
        """
        now = self._now()
        async with writing(self._db) as session:
            result = await session.execute(
                update(Campaign)
                .where(
                    Campaign.id == campaign_id,
                    Campaign.scheduled > 0,
                    Campaign.summary_message_id.is_(None),
                    or_(Campaign.summary_claimed_at.is_(None), Campaign.summary_claimed_at < now - SUMMARY_CLAIM_LEASE),
                )
                .values(summary_claimed_at=now)
                .execution_options(synchronize_session=False)
            )
            return result.rowcount == 1

    async def release_summary(self, campaign_id: int) -> None:
        """Give up the claim on posting the summary (the post failed): the next update may try again."""
        async with writing(self._db) as session:
            await session.execute(
                update(Campaign)
                .where(Campaign.id == campaign_id, Campaign.summary_message_id.is_(None))
                .values(summary_claimed_at=None)
                .execution_options(synchronize_session=False)
            )

    # -- scheduling and ending -------------------------------------------------------------------

    async def schedule(
        self,
        campaign_id: int,
        user_id: int,
        seeds: Callable[[], int],
        members: Sequence[int] | None = None,
        title: int | None = None,
    ) -> Scheduled:
        """Start the campaign's next game(s) (creator only): see storage.scheduling for who plays what.

        ``members`` names the players of a fixed or on-demand game (else: every member, or those
        who have played least); ``title`` picks an on-demand game's title (else the next in turn).
        Everything is refused (:class:`CampaignError`, nothing written) if one game cannot start.
        """
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            _check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            record = await _campaign_record(session, campaign)
            tables, index = await _plan(session, record, members, title)
            spec = _spec(record.titles[index].game_key)
            names = {member.user_id: member.name for member in record.members}
            now = self._now()
            started: list[GameRecord] = []
            for table in tables:
                seed = seeds()
                seated = list(table)
                random.Random(seed).shuffle(seated)
                chosen = record.titles[index]
                game = await start_new_game(
                    session,
                    record.guild_id,
                    record.channel_id,
                    record.creator_id,
                    spec.key,
                    chosen.options,
                    seed,
                    chosen.table,
                    [(user, names[user]) for user in seated],
                    now,
                    campaign.id,
                )
                started.append(game)
            campaign.scheduled += 1
            campaign.status = CampaignStatus.RUNNING
            await session.flush()
            return Scheduled(await _campaign_record(session, campaign), tuple(started))

    async def end(self, campaign_id: int, user_id: int) -> CampaignRecord:
        """End the campaign (creator only); its running games play on but no longer change the final standings."""
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            _check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            campaign.status = CampaignStatus.ENDED
            campaign.ended_at = self._now()
            await session.flush()
            return await _campaign_record(session, campaign)

    async def end_if_done(self, campaign_id: int) -> CampaignRecord | None:
        """End the campaign if its schedule is done and none of its games runs; the ended record, else None."""
        async with writing(self._db) as session:
            campaign = await _lock(session, campaign_id)
            record = await _campaign_record(session, campaign)
            done = scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds)
            if campaign.status != CampaignStatus.RUNNING or not done:
                return None
            running = await session.scalar(
                select(func.count())
                .select_from(Game)
                .where(Game.campaign_id == campaign_id, Game.status == GameStatus.ACTIVE)
            )
            if running:
                return None
            campaign.status = CampaignStatus.ENDED
            campaign.ended_at = self._now()
            await session.flush()
            return await _campaign_record(session, campaign)

    # -- reading ---------------------------------------------------------------------------------

    async def get(self, campaign_id: int) -> CampaignRecord:
        """The campaign with this id; :class:`CampaignError` if there is none."""
        async with self._db.sessions() as session:
            campaign = await session.get(Campaign, campaign_id)
            if campaign is None:
                raise CampaignError(NO_CAMPAIGN)
            return await _campaign_record(session, campaign)

    async def list_campaigns(
        self, guild_id: int, channel_id: int | None = None, statuses: Sequence[str] = LIVE_STATUSES
    ) -> list[CampaignRecord]:
        """A server's campaigns (optionally one channel's) with one of ``statuses``, newest first."""
        criteria = [Campaign.guild_id == guild_id, Campaign.status.in_([str(s) for s in statuses])]
        if channel_id is not None:
            criteria.append(Campaign.channel_id == channel_id)
        async with self._db.sessions() as session:
            rows = list(await session.scalars(select(Campaign).where(*criteria).order_by(Campaign.id.desc())))
            return [await _campaign_record(session, row) for row in rows]

    async def standings(self, campaign_id: int) -> list[Standing]:
        """The campaign's standings (storage.scheduling's rule) from its games' results: one grouped query."""
        async with self._db.sessions() as session:
            campaign = await session.get(Campaign, campaign_id)
            if campaign is None:
                raise CampaignError(NO_CAMPAIGN)
            return await _standings(session, await _campaign_record(session, campaign))

    async def unsettled(self) -> list[int]:
        """Campaigns a stopped process may have left unsettled, oldest first.

        Running ones (their last game may have ended unseen) and ended ones whose final standings
        were not posted.
        """
        query = (
            select(Campaign.id)
            .where(
                or_(
                    Campaign.status == CampaignStatus.RUNNING,
                    and_(Campaign.status == CampaignStatus.ENDED, Campaign.final_posted.is_(False)),
                )
            )
            .order_by(Campaign.id)
        )
        async with self._db.sessions() as session:
            return list(await session.scalars(query))

    async def final_was_posted(self, campaign_id: int) -> None:
        """The campaign's final standings are in its channel: they are owed no more."""
        async with writing(self._db) as session:
            await session.execute(update(Campaign).where(Campaign.id == campaign_id).values(final_posted=True))

    async def threadless_games(self, before: datetime) -> list[int]:
        """Campaign games created before ``before`` that are running without a thread, oldest first.

        ``/campaign schedule`` commits its games, then opens their threads one by one: a game
        left without one was cut off by a crash or a restart in between (:meth:`CampaignDesk.reopen`).
        """
        query = (
            select(Game.id)
            .where(
                Game.campaign_id.is_not(None),
                Game.thread_id.is_(None),
                Game.status == GameStatus.ACTIVE,
                Game.created_at < before,
            )
            .order_by(Game.id)
        )
        async with self._db.sessions() as session:
            return list(await session.scalars(query))

    async def game_counts(self, campaign_id: int) -> dict[str, int]:
        """How many of the campaign's games are in each status (finished, active, abandoned)."""
        query = select(Game.status, func.count()).where(Game.campaign_id == campaign_id).group_by(Game.status)
        async with self._db.sessions() as session:
            return {str(status): int(count) for status, count in (await session.execute(query)).all()}

    async def games(
        self, campaign_id: int, statuses: Sequence[str] | None = None, limit: int | None = None
    ) -> list[CampaignGameRecord]:
        """The campaign's games (with one of ``statuses``), the latest first: finished ones by their end."""
        criteria: list[Any] = [Game.campaign_id == campaign_id]
        if statuses is not None:
            criteria.append(Game.status.in_([str(s) for s in statuses]))
        query = (
            select(
                Game.id,
                Game.game_key,
                Game.status,
                Game.channel_id,
                Game.thread_id,
                Game.board_message_id,
                Game.created_at,
                Game.finished_at,
            )
            .where(*criteria)
            .order_by(func.coalesce(Game.finished_at, Game.created_at).desc(), Game.id.desc())
        )
        if limit is not None:
            query = query.limit(limit)
        async with self._db.sessions() as session:
            rows = (await session.execute(query)).all()
            ids = [row[0] for row in rows]
            players: dict[int, list[tuple[int, str]]] = defaultdict(list)
            ranks: dict[int, dict[int, int]] = defaultdict(dict)
            if ids:
                seats = await session.execute(
                    select(Seat.game_id, Seat.user_id, Seat.display_name)
                    .where(Seat.game_id.in_(ids))
                    .order_by(Seat.game_id, Seat.seat)
                )
                for game_id, seat_user, name in seats.all():
                    players[game_id].append((seat_user, name))
                found = await session.execute(
                    select(GameResult.game_id, GameResult.seat, GameResult.rank).where(GameResult.game_id.in_(ids))
                )
                for game_id, seat, rank in found.all():
                    ranks[game_id][seat] = rank
        return [
            CampaignGameRecord(
                row[0],
                row[1],
                str(row[2]),
                row[3],
                row[4],
                row[5],
                row[6],
                row[7],
                tuple(players[row[0]]),
                tuple(ranks[row[0]][seat] for seat in sorted(ranks[row[0]])),
            )
            for row in rows
        ]


# -- helpers (one session, no commits) -------------------------------------------------------


def _spec(game_key: str) -> GameSpec:
    try:
        return get_game(game_key)
    except KeyError:
        raise CampaignError(f"There is no game called “{game_key}”.") from None


def _title(spec: GameSpec, options: Mapping[str, str] | None, table: Mapping[str, str] | None) -> CampaignTitle:
    """A title with its options and table settings resolved; a bad one raises :class:`CampaignError`."""
    try:
        return CampaignTitle(spec.key, spec.resolve_options(options), resolve_table(table))
    except IllegalAction as refusal:
        raise CampaignError(refusal.message) from None


def _title_data(title: CampaignTitle) -> dict[str, Any]:
    return {"game": title.game_key, "options": dict(title.options), "table": dict(title.table)}


def _member(campaign_id: int, user_id: int, name: str, now: datetime) -> CampaignMember:
    return CampaignMember(campaign_id=campaign_id, user_id=user_id, display_name=name[:NAME_LENGTH], joined_at=now)


def _check_creator(campaign: Campaign, user_id: int) -> None:
    if campaign.creator_id != user_id:
        raise CampaignError(ONLY_CREATOR)


async def _lock(session: AsyncSession, campaign_id: int) -> Campaign:
    campaign = await session.scalar(
        select(Campaign).where(Campaign.id == campaign_id).with_for_update().execution_options(populate_existing=True)
    )
    if campaign is None:
        raise CampaignError(NO_CAMPAIGN)
    return campaign


async def _member_row(session: AsyncSession, campaign_id: int, user_id: int) -> CampaignMember | None:
    return await session.scalar(
        select(CampaignMember).where(CampaignMember.campaign_id == campaign_id, CampaignMember.user_id == user_id)
    )


async def _campaign_record(session: AsyncSession, campaign: Campaign) -> CampaignRecord:
    rows = await session.scalars(
        select(CampaignMember).where(CampaignMember.campaign_id == campaign.id).order_by(CampaignMember.id)
    )
    schedule = campaign.schedule
    low, high = schedule["sizes"]
    return CampaignRecord(
        id=campaign.id,
        guild_id=campaign.guild_id,
        channel_id=campaign.channel_id,
        name=campaign.name,
        creator_id=campaign.creator_id,
        status=str(campaign.status),
        titles=tuple(CampaignTitle(t["game"], dict(t["options"]), dict(t["table"])) for t in campaign.titles),
        points=tuple(campaign.points),
        kind=schedule["kind"],
        sizes=(low, high),
        rounds=schedule["rounds"],
        scheduled=campaign.scheduled,
        members=tuple(CampaignMemberRecord(r.user_id, r.display_name, r.joined_at, r.left_at) for r in rows),
        created_at=campaign.created_at,
        ended_at=campaign.ended_at,
        message_id=campaign.message_id,
        summary_message_id=campaign.summary_message_id,
        final_posted=campaign.final_posted,
    )


async def _tables(session: AsyncSession, campaign_id: int) -> list[list[int]]:
    """Who sat at each game the campaign started (abandoned ones too: they met), oldest first."""
    rows = await session.execute(
        select(Seat.game_id, Seat.user_id)
        .join(Game, Game.id == Seat.game_id)
        .where(Game.campaign_id == campaign_id)
        .order_by(Seat.game_id, Seat.seat)
    )
    tables: dict[int, list[int]] = defaultdict(list)
    for game_id, user_id in rows.all():
        tables[game_id].append(user_id)
    return list(tables.values())


async def _plan(
    session: AsyncSession, record: CampaignRecord, members: Sequence[int] | None, title: int | None
) -> tuple[list[Sequence[int]], int]:
    """The tables of the next game(s) and the title they play; :class:`CampaignError` says why not."""
    active = [member.user_id for member in record.active_members]
    if members:
        strangers = [user for user in members if user not in active]
        if strangers:
            raise CampaignError(f"<@{strangers[0]}> is not a member of this campaign (or left it).")
        members = list(dict.fromkeys(members))
    if record.kind == scheduling.FIXED:
        if scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds):
            raise CampaignError(SCHEDULE_DONE)
        index = record.scheduled
        spec = _spec(record.titles[index].game_key)
        players = list(members or active)
        _check_count(spec, len(players), named=bool(members))
        return [players], index
    if record.kind == scheduling.ROUND_ROBIN:
        if scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds):
            raise CampaignError(SCHEDULE_DONE)
        if members:
            raise CampaignError("A round robin seats every member itself: leave out the members.")
        index = scheduling.title_of_round(record.scheduled, len(record.titles))
        spec = _spec(record.titles[index].game_key)
        low, high = record.sizes
        scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, (low, high))
        scheduling.check_enough(spec.title, max(low, spec.min_seats), len(active))
        history = await _tables(session, record.id)
        salt = f"{record.id}:{record.scheduled}"
        return list(scheduling.round_tables(active, history, low, high, salt)), index
    if title is not None and not 0 <= title < len(record.titles):
        raise CampaignError(f"This campaign has {len(record.titles)} title(s): pick one of them.")
    index = title if title is not None else record.scheduled % len(record.titles)
    spec = _spec(record.titles[index].game_key)
    if members:
        _check_count(spec, len(members), named=True)
        return [members], index
    scheduling.check_enough(spec.title, spec.min_seats, len(active))
    played: dict[int, int] = defaultdict(int)
    for table in await _tables(session, record.id):
        for user in table:
            played[user] += 1
    count = min(record.sizes[1], spec.max_seats, len(active))
    return [scheduling.least_played(active, played, count, f"{record.id}:{record.scheduled}")], index


def _check_count(spec: GameSpec, players: int, *, named: bool) -> None:
    scheduling.check_enough(spec.title, spec.min_seats, players)
    if players > spec.max_seats:
        who = "named" if named else "in this campaign"
        raise CampaignError(
            f"{spec.title} is for at most {spec.max_seats} players, and {players} are {who}: "
            f"name who plays this game with `members:`."
        )


async def _standings(session: AsyncSession, record: CampaignRecord) -> list[Standing]:
    """Points, games, wins and average place per member, grouped in the database over the campaign's results."""
    points = case({rank: value for rank, value in enumerate(record.points, start=1)}, value=GameResult.rank, else_=0)
    query = (
        select(
            GameResult.user_id,
            func.count(),
            func.sum(case((GameResult.rank == 1, 1), else_=0)),
            func.avg(cast(GameResult.rank, Float)),
            func.sum(points),
        )
        .join(Game, Game.id == GameResult.game_id)
        .where(Game.campaign_id == record.id, GameResult.user_id.is_not(None))
        .group_by(GameResult.user_id)
    )
    if record.ended_at is not None:  # games still running when it ended do not change its final standings
        query = query.where(GameResult.finished_at <= record.ended_at)
    found = {row[0]: row for row in (await session.execute(query)).all()}
    lines = []
    for member in record.members:
        row = found.get(member.user_id)
        games, wins, average, earned = (0, 0, None, 0) if row is None else (row[1], row[2], row[3], row[4])
        average = None if average is None else float(average)
        lines.append(
            Standing(
                0, member.user_id, member.name, int(earned or 0), int(games), int(wins or 0), average, not member.active
            )
        )
    return scheduling.rank_standings(lines)
