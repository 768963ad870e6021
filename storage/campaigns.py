"""The campaign repository: campaigns, their members and titles, the games they start, when they end (issue 14).

Like every repository (:mod:`storage.unit`), callers get frozen records, and every change is one
transaction that locks the campaign row first, checks, then writes. The rules and their words are the
pure functions of :mod:`storage.scheduling`; the reads inside a session (the campaign's record, its
next tables, its standings, its games) are :mod:`storage.campaign_queries`.

- **Members** join and leave while the campaign is open. From its first game it runs: nobody
  joins any more, and a member who leaves keeps their results and their seats in running games
  (the clock's rules play them), but is never scheduled again.
- **Schedule.** :meth:`CampaignRepository.schedule` starts the next game(s) in one transaction:
  each is created and started with its seats (:func:`storage.starting.start_new_game`, the
  path ``/game new`` + Start takes) and tagged with the campaign.
- **End.** The creator ends it at any time; it ends by itself once its schedule is done and no
  game of it is running (:meth:`CampaignRepository.end_if_done`).
"""

import random
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, func, or_, select, update

from i18n import _
from storage import scheduling
from storage.campaign_queries import (
    ALREADY_LEFT,
    ALREADY_MEMBER,
    ENDED,
    LIVE_STATUSES,
    NAME_NEEDED,
    NO_CAMPAIGN,
    NOT_MEMBER,
    campaign_games,
    campaign_record,
    check_creator,
    lock_campaign,
    member_row,
    new_member,
    plan_tables,
    resolve_title,
    standings_of,
    title_data,
    title_spec,
)
from storage.errors import CampaignError
from storage.models import Campaign, CampaignStatus, Game, GameStatus
from storage.records import CampaignGameRecord, CampaignRecord, GameRecord, Scheduled
from storage.scheduling import Standing
from storage.starting import start_new_game
from storage.table import read_table
from storage.unit import NAME_LENGTH, UNSET, Repository

SUMMARY_CLAIM_LEASE = timedelta(minutes=5)
"""How long a claim on posting a campaign's summary holds: far beyond a post (seconds, rate limits included)."""


class CampaignRepository(Repository):
    """Campaigns (the games they start are stored like any game)."""

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
            raise CampaignError(_("A schedule is one of: {kinds}.", kinds=", ".join(scheduling.KINDS)))
        scheduling.check_rounds(rounds)
        if not points or any(not 0 <= p <= scheduling.MAX_POINTS for p in points):
            raise CampaignError(_("Give the points of each place, e.g. 5-3-2-1."))
        spec = title_spec(game_key)
        title = resolve_title(spec, options, table)
        low, high = sizes or (spec.min_seats, spec.max_seats)
        scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, (low, high))
        now = self._now()
        campaign = Campaign(
            guild_id=guild_id,
            channel_id=channel_id,
            name=name,
            creator_id=creator_id,
            status=CampaignStatus.OPEN,
            titles=[title_data(title)],
            points=list(points),
            schedule={"kind": kind, "sizes": [low, high], "rounds": rounds},
            scheduled=0,
            created_at=now,
        )
        async with self._writing() as session:
            session.add(campaign)
            await session.flush()
            session.add(new_member(campaign.id, creator_id, creator_name, now))
            await session.flush()
            return await campaign_record(session, campaign)

    async def join(self, campaign_id: int, user_id: int, name: str) -> CampaignRecord:
        """Add a member to a campaign that has not ended; one who left comes back with their results.

        A running campaign takes newcomers too (a season among friends grows): they are scheduled
        from the next game on, and the standings count the games they played.
        """
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            row = await member_row(session, campaign_id, user_id)
            if row is not None and row.left_at is None:
                raise CampaignError(ALREADY_MEMBER)
            if row is not None:  # back after leaving: the same row, so their results stay theirs
                row.left_at = None
                row.display_name = name[:NAME_LENGTH]
            else:
                session.add(new_member(campaign_id, user_id, name, self._now()))
            await session.flush()
            return await campaign_record(session, campaign)

    async def leave(self, campaign_id: int, user_id: int) -> CampaignRecord:
        """Take a member out: before the first game they are simply gone; after it they keep their results."""
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            row = await member_row(session, campaign_id, user_id)
            if row is None:
                raise CampaignError(NOT_MEMBER)
            if row.left_at is not None:
                raise CampaignError(ALREADY_LEFT)
            if campaign.status == CampaignStatus.OPEN:
                await session.delete(row)
            else:
                row.left_at = self._now()
            await session.flush()
            return await campaign_record(session, campaign)

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
        spec = title_spec(game_key)
        title = resolve_title(spec, options, table)
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            if len(campaign.titles) >= scheduling.MAX_TITLES:
                raise CampaignError(_("A campaign plays at most {most} titles.", most=scheduling.MAX_TITLES))
            if campaign.schedule["kind"] != scheduling.FIXED:
                scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, campaign.schedule["sizes"])
            campaign.titles = [*campaign.titles, title_data(title)]
            await session.flush()
            return await campaign_record(session, campaign)

    async def set_title(
        self,
        campaign_id: int,
        user_id: int,
        index: int,
        options: Mapping[str, str] | None = None,
        table: Mapping[str, str] | None = None,
    ) -> CampaignRecord:
        """Change title ``index``'s game options or table settings (creator only; games started keep theirs)."""
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            if not 0 <= index < len(campaign.titles):
                raise CampaignError(_("This campaign has no such title."))
            stored = campaign.titles[index]
            spec = title_spec(stored["game"])
            title = resolve_title(
                spec,
                options if options is not None else stored["options"],
                table if table is not None else stored["table"],
            )
            titles = list(campaign.titles)
            titles[index] = title_data(title)
            campaign.titles = titles
            await session.flush()
            return await campaign_record(session, campaign)

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
        async with self._writing() as session:
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
        async with self._writing() as session:
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
        async with self._writing() as session:
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
        bots: int = 0,
    ) -> Scheduled:
        """Start the campaign's next game(s) (creator only): see storage.scheduling for who plays what.

        ``members`` names the players of a fixed or on-demand game (else: every member, or those
        who have played least); ``title`` picks an on-demand game's title (else the next in turn);
        ``bots`` seats that many bots after the members of a fixed or on-demand game, at the title's
        "Bots play at" strength (their seats count for nobody, and the game is not rated).
        Everything is refused (:class:`CampaignError`, nothing written) if one game cannot start.
        """
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            record = await campaign_record(session, campaign)
            tables, index = await plan_tables(session, record, members, title, bots)
            spec = title_spec(record.titles[index].game_key)
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
                    [read_table(chosen.table).bot_level] * bots,
                )
                started.append(game)
            campaign.scheduled += 1
            campaign.status = CampaignStatus.RUNNING
            await session.flush()
            return Scheduled(await campaign_record(session, campaign), tuple(started))

    async def end(self, campaign_id: int, user_id: int) -> CampaignRecord:
        """End the campaign (creator only); its running games play on but no longer change the final standings."""
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            check_creator(campaign, user_id)
            if campaign.status == CampaignStatus.ENDED:
                raise CampaignError(ENDED)
            campaign.status = CampaignStatus.ENDED
            campaign.ended_at = self._now()
            await session.flush()
            return await campaign_record(session, campaign)

    async def end_if_done(self, campaign_id: int) -> CampaignRecord | None:
        """End the campaign if its schedule is done and none of its games runs; the ended record, else None."""
        async with self._writing() as session:
            campaign = await lock_campaign(session, campaign_id)
            record = await campaign_record(session, campaign)
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
            return await campaign_record(session, campaign)

    # -- reading ---------------------------------------------------------------------------------

    async def get(self, campaign_id: int) -> CampaignRecord:
        """The campaign with this id; :class:`CampaignError` if there is none."""
        async with self._db.sessions() as session:
            campaign = await session.get(Campaign, campaign_id)
            if campaign is None:
                raise CampaignError(NO_CAMPAIGN)
            return await campaign_record(session, campaign)

    async def list_campaigns(
        self, guild_id: int, channel_id: int | None = None, statuses: Sequence[str] = LIVE_STATUSES
    ) -> list[CampaignRecord]:
        """A server's campaigns (optionally one channel's) with one of ``statuses``, newest first."""
        criteria = [Campaign.guild_id == guild_id, Campaign.status.in_([str(s) for s in statuses])]
        if channel_id is not None:
            criteria.append(Campaign.channel_id == channel_id)
        async with self._db.sessions() as session:
            rows = list(await session.scalars(select(Campaign).where(*criteria).order_by(Campaign.id.desc())))
            return [await campaign_record(session, row) for row in rows]

    async def standings(self, campaign_id: int) -> list[Standing]:
        """The campaign's standings (storage.scheduling's rule) from its games' results: one grouped query."""
        async with self._db.sessions() as session:
            campaign = await session.get(Campaign, campaign_id)
            if campaign is None:
                raise CampaignError(NO_CAMPAIGN)
            return await standings_of(session, await campaign_record(session, campaign))

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
        async with self._writing() as session:
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
        async with self._db.sessions() as session:
            return await campaign_games(session, campaign_id, statuses, limit)
