"""The texts and the final image of campaigns (issue 14), built from the campaign outcomes.

Members are named as they typed their names when they joined (escaped, so a name never
pings or formats); the creator by a mention, which the messages' allowed mentions (none)
keep from pinging. Editing the summary notifies nobody.
"""

from collections.abc import Sequence

from bot.components import ids
from bot.components.specs import Button, Component, Style
from bot.names import shown
from bot.present.common import Message, bold, channel, commas, jump_link, listed, mention, name_in, status_word
from bot.present.lobby import option_selects, setting
from bot.present.stats import ordinal
from bot.service.campaign import CampaignView, Started, TitleLine
from bot.service.outcomes import Picture
from i18n import _, n_, number, say
from i18n import language as language_named
from renderers.kit.language import speaking
from renderers.kit.standings import Row, describe_standings, render_standings
from storage import scheduling
from storage.models import CampaignStatus
from storage.records import CampaignGameRecord, CampaignRecord
from storage.scheduling import Standing

POINTS_RULE = _("tied places each get that place's points")
TIE_RULE = _("ties broken by wins, then by the better average place")
CAMPAIGN_BUTTONS: dict[str, tuple[str, Style]] = {"join": (_("Join"), "success"), "leave": (_("Leave"), "secondary")}
STANDINGS_SHOWN = 20
LEFT = _(
    "You left the campaign: your results stay in its standings and your running games go on; "
    "no new game of it will seat you."
)


def _scheme(points: Sequence[int], language: str) -> str:
    return number(scheduling.describe_points(points), language)  # type: ignore[arg-type]  # "5-3-2-1", its digits


def _separator(language: str) -> str:
    return "؛ " if language_named(language).right_to_left else "; "


def points_line(points: Sequence[int], language: str = "en") -> str:
    """The scheme as the messages state it."""
    places = commas([f"{ordinal(n, language)} {number(p, language)}" for n, p in enumerate(points, start=1)], language)
    text = _(
        "Points {scheme} ({places}, lower places 0; {rule})",
        scheme=_scheme(points, language),
        places=places,
        rule=POINTS_RULE,
    )
    return say(text, language)


def _title_text(line: TitleLine, language: str = "en") -> str:
    own = line.settings[: line.own_options]
    options = commas([setting(spec, value, language) for spec, value in own], language)
    parts = [bold(say(line.title, language))]
    if options:
        parts.append(options)
    parts.append(say(line.clock, language) if line.clock else say(_("no clock"), language))
    return " · ".join(parts)


def campaign_message(view: CampaignView, language: str = "en") -> Message:
    """The campaign's message: settings and members; Join / Leave until it ends, the latest title's menus while open."""
    record = view.record
    members = [name_in(shown(m.name), language) for m in record.active_members]
    gone = [name_in(shown(m.name), language) for m in record.members if not m.active]
    head = _(
        "{campaign} · campaign #{id} · created by {creator}",
        campaign=bold(name_in(shown(record.name), language)),
        id=record.id,
        creator=mention(record.creator_id),
    )
    lines = [f"🏆 {say(head, language)}"]
    lines.extend(f"{number(line.index + 1, language)}. {_title_text(line, language)}" for line in view.titles)
    lines.append(f"{points_line(record.points, language)}.")
    lines.append(say(_("Schedule: {schedule}.", schedule=say(view.schedule, language)), language))
    who = commas(members, language) or say(_("nobody yet"), language)
    lines.append(say(_("Members ({count}): {members}", count=len(members), members=who), language))
    if gone:
        lines.append(say(_("Left: {members}", members=commas(gone, language)), language))
    items: list[Component] = []
    if record.status == CampaignStatus.OPEN:
        lines.append(
            say(
                _(
                    "Press Join to take part. {creator} starts the games with {schedule}; {add} adds a title and "
                    "{options} sets one up (the menus below set the last one).",
                    creator=mention(record.creator_id),
                    schedule="`/campaign schedule`",
                    add="`/campaign add`",
                    options="`/campaign options`",
                ),
                language,
            )
        )
        items = [
            Button(ids.campaign_id(record.id, verb), say(label, language), style, row=0)
            for verb, (label, style) in CAMPAIGN_BUTTONS.items()
        ]
        if view.titles:
            items.extend(title_menus(record.id, view.titles[-1], language))
    elif record.status == CampaignStatus.RUNNING:
        lines.append(
            say(
                _(
                    "Running: the standings are pinned in this channel. Join to be scheduled from the next game on; "
                    "Leave to stop being scheduled (your results stay)."
                ),
                language,
            )
        )
        items = [
            Button(ids.campaign_id(record.id, verb), say(label, language), style, row=0)
            for verb, (label, style) in CAMPAIGN_BUTTONS.items()
        ]
    else:
        lines.append(say(_("This campaign has ended."), language))
    return Message(listed(lines[0], lines[1:], language=language), components=tuple(items))


def title_menus(campaign_id: int, line: TitleLine, language: str = "en") -> list[Component]:
    """The lobby's option menus, for one title of a campaign."""
    return option_selects(
        line.settings, lambda number: ids.campaign_option_id(campaign_id, line.index, number), language
    )


def title_options_message(view: CampaignView, index: int, language: str = "en") -> Message:
    """A title's options and clock with their menus (for the creator, privately)."""
    line = view.titles[index]
    text = _(
        "Title {number} of {campaign}: {title}. Choose below; games started keep theirs.",
        number=index + 1,
        campaign=bold(name_in(shown(view.record.name), language)),
        title=_title_text(line, language),
    )
    return Message(say(text, language), components=tuple(title_menus(view.record.id, line, language)))


def standing_line(line: Standing, language: str = "en") -> str:
    """``1. Ana — 13 points · 3 games · 2 wins · average place 1.3``."""
    figure = bold(number(line.points, language))  # the points in bold: the figure alone
    points = n_("{figure} point", "{figure} points", line.points, figure=figure)
    name = name_in(shown(line.name), language)
    if line.left:
        name = say(_("{name} (left)", name=name), language)
    games, wins = n_("{n} game", "{n} games", line.games), n_("{n} win", "{n} wins", line.wins)
    if line.average_place is None:
        text = _("{name} — {points} · {games} · {wins}", name=name, points=points, games=games, wins=wins)
    else:
        average = number(f"{line.average_place:.1f}", language)  # type: ignore[arg-type]
        text = _(
            "{name} — {points} · {games} · {wins} · average place {average}",
            name=name,
            points=points,
            games=games,
            wins=wins,
            average=average,
        )
    said = say(text, language)
    return f"{number(line.position, language)}. {said}"


def _game_link(record: CampaignRecord, game: CampaignGameRecord, title: str, language: str = "en") -> str:
    where = jump_link(record.guild_id, game.thread_id) if game.thread_id else ""
    names = commas([name_in(shown(name), language) for _seat, name in game.players], language)
    label = f"#{number(game.game_id, language)} {say(title, language)}"
    return f"[{label}]({where}) ({names})" if where else f"{label} ({names})"


def summary_message(view: CampaignView, titles: dict[str, str], language: str = "en") -> Message:
    """The pinned summary: standings, games played and running, and what comes next."""
    record = view.record
    header = _(
        "{campaign} · campaign #{id} ({status}) · {points}; {rule}.",
        campaign=bold(name_in(shown(record.name), language)),
        id=record.id,
        status=status_word(record.status, language),
        points=points_line(record.points, language),
        rule=TIE_RULE,
    )
    lines = [standing_line(line, language) for line in view.standings[:STANDINGS_SHOWN]]
    if len(view.standings) > STANDINGS_SHOWN:
        lines.append(say(_("…and {count} more members", count=len(view.standings) - STANDINGS_SHOWN), language))
    if view.abandoned:
        played = _(
            "Games: {played} played · {running} running · {abandoned} abandoned",
            played=view.played,
            running=len(view.running),
            abandoned=view.abandoned,
        )
    else:
        played = _("Games: {played} played · {running} running", played=view.played, running=len(view.running))
    lines.append(say(played, language))
    lines.extend(
        f"• {_game_link(record, game, titles.get(game.game_key, game.game_key), language)}" for game in view.running
    )
    if view.next_up:
        lines.append(say(_("Next up: {game}.", game=say(view.next_up, language)), language))
    elif record.status == CampaignStatus.ENDED:
        lines.append(say(_("The campaign has ended: these are the final standings."), language))
    else:
        lines.append(say(_("Schedule done: the campaign ends when its last game does."), language))
    return Message(listed(f"📊 {say(header, language)}", lines, language=language))


def final_message(view: CampaignView, language: str = "en") -> Message:
    """The end of a campaign: the final standings as an image, its text alternative built from the same rows.

    Both in ``language`` (the campaign's thread): the image is drawn in it, its text alternative said in it.
    """
    record = view.record
    rows = [
        Row(line.position, line.name, line.points, line.games, line.wins, line.average_place, line.left)
        for line in view.standings
    ]
    title = _("{campaign} — final standings", campaign=name_in(record.name, language))
    subtitle = _(
        "Points {scheme} · {played} games played · {rule}",
        scheme=_scheme(record.points, language),
        played=view.played,
        rule=TIE_RULE,
    )
    with speaking(language):
        png = render_standings(title, subtitle, rows)
    picture = Picture(png, "standings.png", say(describe_standings(title, subtitle, rows), language))
    winners = [name_in(shown(line.name), language) for line in view.standings if line.position == 1 and line.games]
    if winners:
        top = n_("Champion: {names}.", "Champions: {names}.", len(winners), names=commas(winners, language))
    else:
        top = _("Nobody finished a game.")
    text = n_(
        "{campaign} is over after {n} game. {champions}",
        "{campaign} is over after {n} games. {champions}",
        view.played,
        campaign=bold(name_in(shown(record.name), language)),
        champions=top,
    )
    return Message(f"🏁 {say(text, language)}", pictures=(picture,))


def started_message(started: Started, titles: dict[str, str], language: str = "en") -> str:
    """The creator's answer to ``/campaign schedule``: the games started and who sits out."""
    record = started.view.record
    lines = []
    seated: set[int] = set()
    for lobby in started.games:
        names = commas([name_in(shown(player.name), language) for player in lobby.players], language)
        seated.update(player.user_id for player in lobby.players)
        game = (
            _("game #{id} {title} in {thread}: {players}", id=lobby.game_id, title=say(lobby.title, language),
              thread=channel(lobby.thread_id), players=names)
            if lobby.thread_id
            else _("game #{id} {title}: {players}", id=lobby.game_id, title=say(lobby.title, language), players=names)
        )  # fmt: skip
        lines.append(f"• {say(game, language)}")
    out = [name_in(shown(m.name), language) for m in record.active_members if m.user_id not in seated]
    header = n_(
        "Started {n} game of {campaign}:",
        "Started {n} games of {campaign}:",
        len(started.games),
        campaign=bold(name_in(shown(record.name), language)),
    )
    if out:
        lines.append(say(_("Sitting out this time: {members}.", members=commas(out, language)), language))
    return listed(say(header, language), lines, language=language)


def history_message(
    record: CampaignRecord,
    games: Sequence[CampaignGameRecord],
    total: int,
    titles: dict[str, str],
    language: str = "en",
) -> str:
    """``/campaign history``: the latest finished games with their places and the points each earned."""
    name = bold(name_in(shown(record.name), language))
    if not games:
        return say(_("No game of {campaign} has finished yet.", campaign=name), language)
    header = n_(
        "{campaign} · {n} finished game, latest first:",
        "{campaign} · {n} finished games, latest first:",
        total,
        campaign=name,
    )
    lines = []
    for game in games:
        order = sorted(range(len(game.players)), key=lambda seat: game.ranks[seat] if seat < len(game.ranks) else 99)
        places = commas(
            [
                f"{ordinal(game.ranks[seat], language)} {name_in(shown(game.players[seat][1]), language)}"
                f" (+{number(scheduling.points_for(game.ranks[seat], record.points), language)})"
                for seat in order
                if seat < len(game.ranks)
            ],
            language,
        )
        link = _game_link(record, game, titles.get(game.game_key, game.game_key), language)
        lines.append(f"• {link}: {places}")
    return listed(say(header, language), lines, language=language)
