"""A campaign's reads inside a session: its record, who met at its games, its next tables, its standings, its games.

For :class:`storage.campaigns.CampaignRepository`, inside its transactions (no commits here). The
standings are grouped in the database over the ``results`` rows of the campaign's games (joined through
the indexed ``games.campaign_id``): no log is replayed. The rules are :mod:`storage.scheduling`'s.
"""

from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Float, case, cast, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from engine.core import GameSpec, IllegalAction, get_game
from i18n import _, n_
from storage import scheduling
from storage.errors import CampaignError
from storage.models import Campaign, CampaignMember, CampaignStatus, Game, GameResult, Seat
from storage.records import CampaignGameRecord, CampaignMemberRecord, CampaignRecord, CampaignTitle
from storage.scheduling import Standing
from storage.table import resolve_table
from storage.unit import NAME_LENGTH

LIVE_STATUSES = (CampaignStatus.OPEN, CampaignStatus.RUNNING)
NO_CAMPAIGN = _("There is no such campaign.")
ONLY_CREATOR = _("Only the member who created this campaign can do that.")
ENDED = _("This campaign has ended.")
ALREADY_MEMBER = _("You are already in this campaign.")
NOT_MEMBER = _("You are not in this campaign.")
ALREADY_LEFT = _("You have already left this campaign.")
SCHEDULE_DONE = _("Every game of this campaign's schedule has been started; `/campaign end` closes it.")
NAME_NEEDED = _("Give the campaign a name.")


def title_spec(game_key: str) -> GameSpec:
    """The installed game called ``game_key``; :class:`CampaignError` if there is none."""
    try:
        return get_game(game_key)
    except KeyError:
        raise CampaignError(_("There is no game called “{game_key}”.", game_key=game_key)) from None


def resolve_title(spec: GameSpec, options: Mapping[str, str] | None, table: Mapping[str, str] | None) -> CampaignTitle:
    """A title with its options and table settings resolved; a bad one raises :class:`CampaignError`."""
    try:
        return CampaignTitle(spec.key, spec.resolve_options(options), resolve_table(table))
    except IllegalAction as refusal:
        raise CampaignError(refusal.message) from None


def title_data(title: CampaignTitle) -> dict[str, Any]:
    """A title as the campaign row stores it."""
    return {"game": title.game_key, "options": dict(title.options), "table": dict(title.table)}


def new_member(campaign_id: int, user_id: int, name: str, now: datetime) -> CampaignMember:
    """A new member row."""
    return CampaignMember(campaign_id=campaign_id, user_id=user_id, display_name=name[:NAME_LENGTH], joined_at=now)


def check_creator(campaign: Campaign, user_id: int) -> None:
    """Refuse (:class:`CampaignError`) anyone but the campaign's creator."""
    if campaign.creator_id != user_id:
        raise CampaignError(ONLY_CREATOR)


async def lock_campaign(session: AsyncSession, campaign_id: int) -> Campaign:
    """The campaign row, locked and read afresh; :class:`CampaignError` if there is none."""
    campaign = await session.scalar(
        select(Campaign).where(Campaign.id == campaign_id).with_for_update().execution_options(populate_existing=True)
    )
    if campaign is None:
        raise CampaignError(NO_CAMPAIGN)
    return campaign


async def member_row(session: AsyncSession, campaign_id: int, user_id: int) -> CampaignMember | None:
    """The member's row in the campaign (also after they left), if any."""
    return await session.scalar(
        select(CampaignMember).where(CampaignMember.campaign_id == campaign_id, CampaignMember.user_id == user_id)
    )


async def campaign_record(session: AsyncSession, campaign: Campaign) -> CampaignRecord:
    """The campaign's record, with its members."""
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


async def tables_met(session: AsyncSession, campaign_id: int) -> list[list[int]]:
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


async def plan_tables(
    session: AsyncSession, record: CampaignRecord, members: Sequence[int] | None, title: int | None, bots: int = 0
) -> tuple[list[Sequence[int]], int]:
    """The tables of the next game(s) and the title they play; :class:`CampaignError` says why not.

    ``bots`` seats that many bots beside the members of a fixed or on-demand game (never a round robin's).
    """
    if bots and record.kind == scheduling.ROUND_ROBIN:
        raise CampaignError(_("A round robin seats members only: leave out the bots."))
    active = [member.user_id for member in record.active_members]
    if members:
        strangers = [user for user in members if user not in active]
        if strangers:
            mention = f"<@{strangers[0]}>"
            raise CampaignError(_("{member} is not a member of this campaign (or left it).", member=mention))
        members = list(dict.fromkeys(members))
    if record.kind == scheduling.FIXED:
        if scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds):
            raise CampaignError(SCHEDULE_DONE)
        index = record.scheduled
        spec = title_spec(record.titles[index].game_key)
        players = list(members or active)
        _check_count(spec, len(players), bots, named=bool(members))
        return [players], index
    if record.kind == scheduling.ROUND_ROBIN:
        if scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds):
            raise CampaignError(SCHEDULE_DONE)
        if members:
            raise CampaignError(_("A round robin seats every member itself: leave out the members."))
        index = scheduling.title_of_round(record.scheduled, len(record.titles))
        spec = title_spec(record.titles[index].game_key)
        low, high = record.sizes
        scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, (low, high))
        scheduling.check_enough(spec.title, max(low, spec.min_seats), len(active))
        history = await tables_met(session, record.id)
        salt = f"{record.id}:{record.scheduled}"
        return list(scheduling.round_tables(active, history, low, high, salt)), index
    if title is not None and not 0 <= title < len(record.titles):
        raise CampaignError(
            n_(
                "This campaign has {n} title: pick one of them.",
                "This campaign has {n} titles: pick one of them.",
                len(record.titles),
            )
        )
    index = title if title is not None else record.scheduled % len(record.titles)
    spec = title_spec(record.titles[index].game_key)
    if members:
        _check_count(spec, len(members), bots, named=True)
        return [members], index
    scheduling.check_enough(spec.title, max(1, spec.min_seats - bots), len(active))
    played: dict[int, int] = defaultdict(int)
    for table in await tables_met(session, record.id):
        for user in table:
            played[user] += 1
    count = min(record.sizes[1], spec.max_seats - bots, len(active))
    if count < 1:
        raise CampaignError(
            _(
                "{title} is for at most {most} players: that leaves no seat for a member.",
                title=spec.title,
                most=spec.max_seats,
            )
        )
    return [scheduling.least_played(active, played, count, f"{record.id}:{record.scheduled}")], index


def _check_count(spec: GameSpec, players: int, bots: int = 0, *, named: bool) -> None:
    scheduling.check_enough(spec.title, max(1, spec.min_seats - bots), players)
    if players + bots > spec.max_seats:
        message = (
            n_(
                "{title} is for at most {most} players, and {n} is named: name who plays this game with `members:`.",
                "{title} is for at most {most} players, and {n} are named: name who plays this game with `members:`.",
                players, title=spec.title, most=spec.max_seats,
            )
            if named
            else n_(
                "{title} is for at most {most} players, and {n} is in this campaign: "
                "name who plays this game with `members:`.",
                "{title} is for at most {most} players, and {n} are in this campaign: "
                "name who plays this game with `members:`.",
                players, title=spec.title, most=spec.max_seats,
            )
        )  # fmt: skip
        raise CampaignError(message)


async def standings_of(session: AsyncSession, record: CampaignRecord) -> list[Standing]:
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


async def campaign_games(
    session: AsyncSession, campaign_id: int, statuses: Sequence[str] | None, limit: int | None
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
