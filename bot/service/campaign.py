"""Campaigns (issue 14): functions over a :class:`~bot.service.GameService` returning frozen outcomes.

No discord here: the cog (bot/cogs/campaign.py) and the campaign flows (bot/campaigns.py) parse
an interaction, call one of these and hand the outcome to bot/present/campaign.py. Storage keeps
the rules (storage.campaigns, storage.scheduling); this module reads typed input (points, table
sizes, members named by mention), checks the server, and gathers what a message shows.
"""

import re
from dataclasses import dataclass

from bot import parse
from bot.refusals import NoSuchChoice, Refusal
from bot.service import GameService, Lobby, echo
from bot.service.lobby import chosen_setting, settings_shown
from engine.core import GameSpec, OptionSpec
from engine.core.words import commas, fit
from i18n import _, n_
from storage import scheduling
from storage.campaigns import LIVE_STATUSES
from storage.models import CampaignStatus, GameStatus
from storage.records import CampaignGameRecord, CampaignRecord, Scheduled
from storage.scheduling import Standing
from storage.table import describe_table

HISTORY_LINES = 15  # finished games /campaign history lists
RUNNING_SHOWN = 10  # running games a summary links
NO_CAMPAIGN_HERE = _("There is no campaign running in this channel; name one, or start one with `/campaign new`.")
SEVERAL_HERE = _("Several campaigns run in this channel: pick one in the `campaign` option.")
NOT_IN_SERVER = _("That campaign belongs to another server.")
MENTION = re.compile(r"<@!?([0-9]{1,20})>")
SCHEDULE_NAMES = {
    scheduling.FIXED: _("a fixed list: each title once"),
    scheduling.ROUND_ROBIN: _("a round robin"),
    scheduling.ON_DEMAND: _("on demand"),
}


@dataclass(frozen=True, slots=True)
class TitleLine:
    """One of a campaign's titles, with its options and table settings as the lobby lists them."""

    index: int
    title: str
    game_key: str
    settings: tuple[tuple[OptionSpec, str], ...]  # game options, then table settings, with their values
    own_options: int  # how many of ``settings`` are the game's (the rest: the table's)
    clock: str  # the table's clock in one line ("" without one)
    min_seats: int
    max_seats: int


@dataclass(frozen=True, slots=True)
class CampaignView:
    """A campaign as its messages show it: settings, members, standings, games and what comes next."""

    record: CampaignRecord
    titles: tuple[TitleLine, ...]
    standings: tuple[Standing, ...]
    played: int  # finished games
    abandoned: int
    running: tuple[CampaignGameRecord, ...]
    next_up: str  # "" when nothing is left to schedule
    schedule: str  # the schedule in words


@dataclass(frozen=True, slots=True)
class Started:
    """What ``/campaign schedule`` started: the campaign after it, and each game as a started lobby."""

    view: CampaignView
    games: tuple[Lobby, ...]
    scheduled: Scheduled


@dataclass(frozen=True, slots=True)
class NewCampaign:
    """The settings of ``/campaign new``, read and checked before anything is answered or written."""

    spec: GameSpec
    points: tuple[int, ...]
    kind: str
    sizes: tuple[int, int]
    rounds: int


def read_new(
    service: GameService,
    game: str,
    points: str | None = None,
    schedule: str | None = None,
    table_size: str | None = None,
    rounds: int | None = None,
) -> NewCampaign:
    """Read ``/campaign new``'s options; a bad one is refused with its reason (nothing is written)."""
    spec = service.spec_named(game)
    scheme = scheduling.parse_points(points) if points else scheduling.DEFAULT_POINTS
    kind = (schedule or scheduling.FIXED).strip().lower()
    if kind not in scheduling.KINDS:
        raise NoSuchChoice(_("A schedule is one of: {kinds}.", kinds=", ".join(scheduling.KINDS)))
    sizes = scheduling.parse_sizes(table_size, spec.min_seats, spec.max_seats)
    scheduling.check_sizes(spec.title, spec.min_seats, spec.max_seats, sizes)
    rounds = scheduling.DEFAULT_ROUNDS if rounds is None else rounds
    scheduling.check_rounds(rounds)  # Discord keeps it to 1-50; a hand-made interaction need not
    return NewCampaign(spec, scheme, kind, sizes, rounds)


async def new_campaign(
    service: GameService, guild_id: int, channel_id: int, user_id: int, user_name: str, name: str, new: NewCampaign
) -> CampaignView:
    """Open a campaign with the settings read by :func:`read_new`, its creator as first member."""
    record = await service.store.campaigns.create(
        guild_id,
        channel_id,
        user_id,
        user_name,
        name,
        new.spec.key,
        points=new.points,
        kind=new.kind,
        sizes=new.sizes,
        rounds=new.rounds,
        table={"language": await service.store.servers.language(guild_id)},  # its games: in the server's language
    )
    return await view(service, record)


async def find(service: GameService, guild_id: int | None, channel_id: int | None, campaign: str | None) -> int:
    """The campaign a command is about: the one named (its number), else the channel's only live one."""
    if campaign:
        number = parse.game_number(campaign.strip().split(" ")[0])  # "7" or "#7 Autumn cup (running)"
        if number is None:
            raise NoSuchChoice(_("“{text}” is not a campaign; pick one from the list.", text=echo(campaign)))
        record = await service.store.campaigns.get(number)
        if record.guild_id != guild_id:
            raise Refusal(NOT_IN_SERVER)
        return record.id
    if guild_id is None or channel_id is None:
        raise Refusal(NO_CAMPAIGN_HERE)
    here = await service.store.campaigns.list_campaigns(guild_id, channel_id)
    if not here:
        raise Refusal(NO_CAMPAIGN_HERE)
    if len(here) > 1:
        raise Refusal(SEVERAL_HERE)
    return here[0].id


async def choices(service: GameService, guild_id: int | None, current: str) -> list[tuple[str, str]]:
    """Autocomplete over the server's live campaigns: (label, value) pairs, newest first."""
    if guild_id is None:
        return []
    wanted = current.casefold().strip().lstrip("#")
    found = []
    for record in await service.store.campaigns.list_campaigns(guild_id, statuses=LIVE_STATUSES):
        label = fit(f"#{record.id} {record.name} ({record.status})", 100)
        if wanted in label.casefold():
            found.append((label, str(record.id)))
    return found[:25]


async def get(service: GameService, campaign_id: int, guild_id: int | None) -> CampaignRecord:
    """The campaign, if it belongs to this server."""
    record = await service.store.campaigns.get(campaign_id)
    if record.guild_id != guild_id:
        raise Refusal(NOT_IN_SERVER)
    return record


async def join(service: GameService, campaign_id: int, user_id: int, name: str, guild_id: int | None) -> CampaignView:
    """Add the member to an open campaign of this server."""
    await get(service, campaign_id, guild_id)
    return await view(service, await service.store.campaigns.join(campaign_id, user_id, name))


async def leave(service: GameService, campaign_id: int, user_id: int, guild_id: int | None) -> CampaignView:
    """Take the member out (their results and running seats stay)."""
    await get(service, campaign_id, guild_id)
    return await view(service, await service.store.campaigns.leave(campaign_id, user_id))


async def add_title(
    service: GameService, campaign_id: int, user_id: int, game: str, guild_id: int | None
) -> CampaignView:
    """Add a title at its default options and table settings (creator only)."""
    spec = service.spec_named(game)
    record = await get(service, campaign_id, guild_id)
    table = {"language": await service.store.servers.language(record.guild_id)}  # its games: the server's language
    return await view(service, await service.store.campaigns.add_title(campaign_id, user_id, spec.key, table=table))


async def set_option(
    service: GameService, campaign_id: int, user_id: int, title: int, option: int, choice: int, guild_id: int | None
) -> CampaignView:
    """Set one option of a title, numbered as the lobby numbers them (creator only)."""
    record = await get(service, campaign_id, guild_id)
    if not 0 <= title < len(record.titles):
        raise NoSuchChoice(_("This campaign has no such title."))
    chosen = record.titles[title]
    spec = service.games[chosen.game_key]
    options, table = chosen_setting(spec, chosen.options, chosen.table, option, choice)
    return await view(service, await service.store.campaigns.set_title(campaign_id, user_id, title, options, table))


def named_members(text: str | None) -> list[int] | None:
    """The members mentioned in ``text`` ("@Ana @Ben"), in order; None when nobody is named."""
    if not text or not text.strip():
        return None
    found = [int(number) for number in MENTION.findall(text)]
    if not found:
        raise NoSuchChoice(_("Name the players by mentioning them, e.g. @Ana @Ben."))
    return found


async def schedule(
    service: GameService,
    campaign_id: int,
    user_id: int,
    guild_id: int | None,
    members: str | None = None,
    title: int | None = None,
    bots: int = 0,
) -> Started:
    """Start the campaign's next game(s) (creator only): each seated and started, tagged with the campaign."""
    await get(service, campaign_id, guild_id)
    named = named_members(members)
    done = await service.store.campaigns.schedule(
        campaign_id, user_id, service.new_seed, named, None if title is None else title - 1, bots
    )
    lobbies = tuple(service.lobby.view(game) for game in done.games)
    return Started(await view(service, done.campaign), lobbies, done)


async def end(service: GameService, campaign_id: int, user_id: int, guild_id: int | None) -> CampaignView:
    """End the campaign (creator only)."""
    await get(service, campaign_id, guild_id)
    return await view(service, await service.store.campaigns.end(campaign_id, user_id))


async def history(
    service: GameService, campaign_id: int, guild_id: int | None
) -> tuple[CampaignRecord, list[CampaignGameRecord], int]:
    """The campaign's latest finished games (with places), and how many finished in all."""
    record = await get(service, campaign_id, guild_id)
    games = await service.store.campaigns.games(campaign_id, (GameStatus.FINISHED,), HISTORY_LINES)
    counts = await service.store.campaigns.game_counts(campaign_id)
    return record, games, counts.get(GameStatus.FINISHED, 0)


async def view(service: GameService, record: CampaignRecord | int) -> CampaignView:
    """Everything a campaign's messages show, read by indexed queries (results, games by campaign)."""
    if isinstance(record, int):
        record = await service.store.campaigns.get(record)
    standings = await service.store.campaigns.standings(record.id)
    counts = await service.store.campaigns.game_counts(record.id)
    running = await service.store.campaigns.games(record.id, (GameStatus.ACTIVE,), RUNNING_SHOWN)
    titles = tuple(_title_line(service, record, index) for index in range(len(record.titles)))
    return CampaignView(
        record,
        titles,
        tuple(standings),
        counts.get(GameStatus.FINISHED, 0),
        counts.get(GameStatus.ABANDONED, 0),
        tuple(running),
        next_up(record, titles, standings),
        describe_schedule(record),
    )


def _title_line(service: GameService, record: CampaignRecord, index: int) -> TitleLine:
    chosen = record.titles[index]
    spec: GameSpec | None = service.games.get(chosen.game_key)
    if spec is None:  # a title no longer installed
        return TitleLine(index, chosen.game_key, chosen.game_key, (), 0, "", 0, 0)
    settings = settings_shown(spec, chosen.options, chosen.table)
    clock = describe_table(chosen.table)
    return TitleLine(index, spec.title, spec.key, settings, len(spec.options), clock, spec.min_seats, spec.max_seats)


def describe_schedule(record: CampaignRecord) -> str:
    """The schedule in words: "a round robin of 3 rounds at tables of 3–4"."""
    sizes = scheduling.describe_sizes(record.sizes)
    if record.kind == scheduling.ROUND_ROBIN:
        return n_("a round robin of {n} round at {sizes}", "a round robin of {n} rounds at {sizes}", record.rounds,
                  sizes=sizes)  # fmt: skip
    if record.kind == scheduling.ON_DEMAND:
        return _("on demand, at {sizes}", sizes=sizes)
    return SCHEDULE_NAMES[scheduling.FIXED]


def next_up(record: CampaignRecord, titles: tuple[TitleLine, ...], standings: list[Standing]) -> str:
    """What ``/campaign schedule`` starts next, in words ("" when the schedule is done or the campaign ended)."""
    if record.status == CampaignStatus.ENDED or not titles:
        return ""
    if scheduling.is_done(record.kind, record.scheduled, len(record.titles), record.rounds):
        return ""
    if record.kind == scheduling.FIXED:
        title, number, total = titles[record.scheduled].title, record.scheduled + 1, len(record.titles)
        return _("game {number} of {total}: {title}", number=number, total=total, title=title)
    if record.kind == scheduling.ROUND_ROBIN:
        title = titles[scheduling.title_of_round(record.scheduled, len(record.titles))].title
        return _("round {number} of {total}: {title}", number=record.scheduled + 1, total=record.rounds, title=title)
    active = {member.user_id for member in record.active_members}
    fewest = sorted((line for line in standings if line.user_id in active), key=lambda line: line.games)
    title = titles[record.scheduled % len(record.titles)].title
    if not fewest:
        return _("{title}, when the creator schedules it", title=title)
    least = fewest[0].games
    names = [line.name for line in fewest if line.games == least][:6]
    return _("{title}, when the creator schedules it; fewest games so far: {names}", title=title, names=commas(names))
