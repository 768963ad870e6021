"""The texts and the final image of campaigns (issue 14), built from the campaign outcomes.

Members are named as they typed their names when they joined (escaped, so a name never
pings or formats); the creator by a mention, which the messages' allowed mentions (none)
keep from pinging. Editing the summary notifies nobody.
"""

from collections.abc import Sequence

from bot.components import ids
from bot.components.specs import Button, Component, Style
from bot.names import shown
from bot.present.common import Message, jump_link, listed, mention
from bot.present.lobby import option_selects
from bot.present.stats import ordinal
from bot.service.campaign import CampaignView, Started, TitleLine
from bot.service.outcomes import Picture
from renderers.kit.standings import Row, describe_standings, render_standings
from storage import scheduling
from storage.models import CampaignStatus
from storage.records import CampaignGameRecord, CampaignRecord
from storage.scheduling import Standing

POINTS_RULE = "tied places each get that place's points"
TIE_RULE = "ties broken by wins, then by the better average place"
CAMPAIGN_BUTTONS: dict[str, tuple[str, Style]] = {"join": ("Join", "success"), "leave": ("Leave", "secondary")}
STANDINGS_SHOWN = 20
LEFT = (
    "You left the campaign: your results stay in its standings and your running games go on; "
    "no new game of it will seat you."
)


def points_line(points: Sequence[int]) -> str:
    """The scheme as the messages state it."""
    places = ", ".join(f"{ordinal(n)} {p}" for n, p in enumerate(points, start=1))
    return f"Points {scheduling.describe_points(points)} ({places}, lower places 0; {POINTS_RULE})"


def _title_text(line: TitleLine) -> str:
    own = line.settings[: line.own_options]
    options = ", ".join(f"{spec.label}: {spec.label_of(value)}" for spec, value in own)
    parts = [f"**{line.title}**"]
    if options:
        parts.append(options)
    parts.append(line.clock or "no clock")
    return " · ".join(parts)


def campaign_message(view: CampaignView) -> Message:
    """The campaign's message: settings and members; Join / Leave until it ends, the latest title's menus while open."""
    record = view.record
    members = [shown(m.name) for m in record.active_members]
    gone = [shown(m.name) for m in record.members if not m.active]
    lines = [f"🏆 **{shown(record.name)}** · campaign #{record.id} · created by {mention(record.creator_id)}"]
    lines.extend(f"{line.index + 1}. {_title_text(line)}" for line in view.titles)
    lines.append(points_line(record.points) + ".")
    lines.append(f"Schedule: {view.schedule}.")
    lines.append(f"Members ({len(members)}): {', '.join(members) or 'nobody yet'}")
    if gone:
        lines.append(f"Left: {', '.join(gone)}")
    items: list[Component] = []
    if record.status == CampaignStatus.OPEN:
        lines.append(
            f"Press Join to take part. {mention(record.creator_id)} starts the games with `/campaign schedule`; "
            "`/campaign add` adds a title and `/campaign options` sets one up (the menus below set the last one)."
        )
        items = [
            Button(ids.campaign_id(record.id, verb), label, style, row=0)
            for verb, (label, style) in CAMPAIGN_BUTTONS.items()
        ]
        if view.titles:
            items.extend(title_menus(record.id, view.titles[-1]))
    elif record.status == CampaignStatus.RUNNING:
        lines.append(
            "Running: the standings are pinned in this channel. Join to be scheduled from the next game on; "
            "Leave to stop being scheduled (your results stay)."
        )
        items = [
            Button(ids.campaign_id(record.id, verb), label, style, row=0)
            for verb, (label, style) in CAMPAIGN_BUTTONS.items()
        ]
    else:
        lines.append("This campaign has ended.")
    return Message(listed(lines[0], lines[1:]), components=tuple(items))


def title_menus(campaign_id: int, line: TitleLine) -> list[Component]:
    """The lobby's option menus, for one title of a campaign."""
    return option_selects(line.settings, lambda number: ids.campaign_option_id(campaign_id, line.index, number))


def title_options_message(view: CampaignView, index: int) -> Message:
    """A title's options and clock with their menus (for the creator, privately)."""
    line = view.titles[index]
    name = shown(view.record.name)
    text = f"Title {index + 1} of **{name}**: {_title_text(line)}. Choose below; games started keep theirs."
    return Message(text, components=tuple(title_menus(view.record.id, line)))


def standing_line(line: Standing) -> str:
    """``1. Ana — 13 points · 3 games · 2 wins · average place 1.3``."""
    place = "" if line.average_place is None else f" · average place {line.average_place:.1f}"
    left = " (left)" if line.left else ""
    return (
        f"{line.position}. {shown(line.name)}{left} — **{line.points}** point{'s' if line.points != 1 else ''}"
        f" · {line.games} game{'s' if line.games != 1 else ''} · {line.wins} win{'s' if line.wins != 1 else ''}{place}"
    )


def _game_link(record: CampaignRecord, game: CampaignGameRecord, title: str) -> str:
    where = jump_link(record.guild_id, game.thread_id) if game.thread_id else ""
    names = ", ".join(shown(name) for _, name in game.players)
    return f"[#{game.game_id} {title}]({where}) ({names})" if where else f"#{game.game_id} {title} ({names})"


def summary_message(view: CampaignView, titles: dict[str, str]) -> Message:
    """The pinned summary: standings, games played and running, and what comes next."""
    record = view.record
    name = shown(record.name)
    header = f"📊 **{name}** · campaign #{record.id} ({record.status}) · {points_line(record.points)}; {TIE_RULE}."
    lines = [standing_line(line) for line in view.standings[:STANDINGS_SHOWN]]
    if len(view.standings) > STANDINGS_SHOWN:
        lines.append(f"…and {len(view.standings) - STANDINGS_SHOWN} more members")
    played = f"Games: {view.played} played · {len(view.running)} running"
    if view.abandoned:
        played += f" · {view.abandoned} abandoned"
    lines.append(played)
    lines.extend(f"• {_game_link(record, game, titles.get(game.game_key, game.game_key))}" for game in view.running)
    if view.next_up:
        lines.append(f"Next up: {view.next_up}.")
    elif record.status == CampaignStatus.ENDED:
        lines.append("The campaign has ended: these are the final standings.")
    else:
        lines.append("Schedule done: the campaign ends when its last game does.")
    return Message(listed(header, lines))


def final_message(view: CampaignView) -> Message:
    """The end of a campaign: the final standings as an image, its text alternative built from the same rows."""
    record = view.record
    rows = [
        Row(line.position, line.name, line.points, line.games, line.wins, line.average_place, line.left)
        for line in view.standings
    ]
    title = f"{record.name} — final standings"
    subtitle = f"Points {scheduling.describe_points(record.points)} · {view.played} games played · {TIE_RULE}"
    picture = Picture(
        render_standings(title, subtitle, rows), "standings.png", describe_standings(title, subtitle, rows)
    )
    winners = [shown(line.name) for line in view.standings if line.position == 1 and line.games]
    top = f"Champion{'s' if len(winners) > 1 else ''}: {', '.join(winners)}." if winners else "Nobody finished a game."
    text = f"🏁 **{shown(record.name)}** is over after {view.played} game{'s' if view.played != 1 else ''}. {top}"
    return Message(text, pictures=(picture,))


def started_message(started: Started, titles: dict[str, str]) -> str:
    """The creator's answer to ``/campaign schedule``: the games started and who sits out."""
    record = started.view.record
    lines = []
    seated: set[int] = set()
    for lobby in started.games:
        names = ", ".join(shown(player.name) for player in lobby.players)
        seated.update(player.user_id for player in lobby.players)
        where = f" in <#{lobby.thread_id}>" if lobby.thread_id else ""
        lines.append(f"• game #{lobby.game_id} {lobby.title}{where}: {names}")
    out = [shown(m.name) for m in record.active_members if m.user_id not in seated]
    header = f"Started {len(started.games)} game{'s' if len(started.games) != 1 else ''} of **{shown(record.name)}**:"
    if out:
        lines.append(f"Sitting out this time: {', '.join(out)}.")
    return listed(header, lines)


def history_message(
    record: CampaignRecord, games: Sequence[CampaignGameRecord], total: int, titles: dict[str, str]
) -> str:
    """``/campaign history``: the latest finished games with their places and the points each earned."""
    if not games:
        return f"No game of **{shown(record.name)}** has finished yet."
    header = f"**{shown(record.name)}** · {total} finished game{'s' if total != 1 else ''}, latest first:"
    lines = []
    for game in games:
        order = sorted(range(len(game.players)), key=lambda seat: game.ranks[seat] if seat < len(game.ranks) else 99)
        places = ", ".join(
            f"{ordinal(game.ranks[seat])} {shown(game.players[seat][1])}"
            f" (+{scheduling.points_for(game.ranks[seat], record.points)})"
            for seat in order
            if seat < len(game.ranks)
        )
        lines.append(f"• {_game_link(record, game, titles.get(game.game_key, game.game_key))}: {places}")
    return listed(header, lines)
