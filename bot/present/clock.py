"""Clocks (issue 11): reminders, in a DM and in the thread, and the table's calls (votes, open seats, more time).

And how each member is told (issue 26): their ``/me notify`` and ``/me digest`` settings.
"""

from collections.abc import Mapping

from bot.components import ids
from bot.components.specs import Button
from bot.present.common import (
    Message,
    fit_lines,
    game_header,
    jump_link,
    mention,
    name_in,
    only_users,
    timestamp,
)
from bot.service import Nudge, TableCall
from bot.service.clock import NotifySettings
from i18n import _, listed, say
from storage.unit import NOTIFY_BOTH, NOTIFY_DM, NOTIFY_PING


def reminder_text(nudge: Nudge, language: str = "en") -> str:
    """The reminder a player gets when half their time is gone, or 10 % is left; with a link to the board."""
    header = game_header(nudge.title, nudge.game_id, language)
    left = say(nudge.left, language)
    if nudge.deadline is None:
        text = (
            _("⏱ {game}: only 10 % of your time is left ({left} left).", game=header, left=left)
            if nudge.last
            else _("⏱ {game}: half your time is gone ({left} left).", game=header, left=left)
        )
    else:
        when = timestamp(nudge.deadline)
        text = (
            _("⏱ {game}: only 10 % of your time is left ({left} left, it runs out {when}).", game=header, left=left,
              when=when)
            if nudge.last
            else _("⏱ {game}: half your time is gone ({left} left, it runs out {when}).", game=header, left=left,
                   when=when)
        )  # fmt: skip
    said = say(text, language)
    if nudge.thread_id is not None:
        link = jump_link(nudge.guild_id, nudge.thread_id, nudge.board_message_id)
        go = say(_("Go to the board"), language)
        said = f"{said} [{go}]({link})"  # the link's markup around its words
    more_time = say(_("{command} asks the table for a day more.", command="`/game more-time`"), language)
    return f"{said} {more_time}"


def reminder_dm(nudge: Nudge, language: str = "en") -> Message:
    """The reminder as a DM."""
    return Message(reminder_text(nudge, language))


def reminder_in_thread(nudge: Nudge, language: str = "en") -> Message:
    """The reminder in the game's thread, for a player whose DMs are closed: it pings them alone."""
    who, left = mention(nudge.user_id), say(nudge.left, language)
    if nudge.deadline is None:
        text = (
            _("⏱ {player}, only 10 % of your time is left for your move ({left} left).", player=who, left=left)
            if nudge.last
            else _("⏱ {player}, half your time is gone for your move ({left} left).", player=who, left=left)
        )
    else:
        when = timestamp(nudge.deadline)
        text = (
            _("⏱ {player}, only 10 % of your time is left for your move ({left} left; it runs out {when}).",
              player=who, left=left, when=when)
            if nudge.last
            else _("⏱ {player}, half your time is gone for your move ({left} left; it runs out {when}).",
                   player=who, left=left, when=when)
        )  # fmt: skip
    return Message(say(text, language), mentions=only_users([nudge.user_id]))


VOTE_BUTTONS = (("skip", _("Skip this move"), "primary"), ("expel", _("Expel the player"), "danger"))


def call_message(
    call: TableCall, votes: Mapping[str, int] | None = None, needed: int = 0, language: str = "en"
) -> Message:
    """The thread message of a call to the table: a vote on an overdue seat, an open seat, a request for time."""
    header = game_header(call.title, call.game_id, language)
    if call.kind == "vote":
        asked = listed([mention(user) for user in call.asked])
        text = say(
            _(
                "⏱ {player}'s time for this move ran out. {asked}: skip their move (the rules' timeout move is "
                "played), or expel them (their seat opens for a substitute)?",
                player=name_in(call.name, language),
                asked=asked,
            ),
            language,
        )
        if votes:
            tally = _(
                "Votes: skip {skip}, expel {expel} ({needed} decide).",
                skip=votes.get("skip", 0),
                expel=votes.get("expel", 0),
                needed=needed,
            )
            text = f"{text} {say(tally, language)}"  # two sentences
        buttons = tuple(
            Button(ids.table_id(call.game_id, call.seat, call.decision_version, verb), say(label, language), style,
                   row=0)
            for verb, label, style in VOTE_BUTTONS
        )  # fmt: skip
        return Message(
            fit_lines([f"{header}\n{text}"], language=language),
            components=buttons,
            mentions=only_users(call.asked),
            language=language,
        )
    if call.kind == "open":
        reason = say(call.reason, language)
        text = say(
            _(
                "🪑 {player}'s seat is open {reason}: the game plays it by its timeout moves until someone takes it. "
                "Anyone here who is not playing may take it.",
                player=name_in(call.name, language),
                reason=reason,
            )
            if reason
            else _(
                "🪑 {player}'s seat is open: the game plays it by its timeout moves until someone takes it. "
                "Anyone here who is not playing may take it.",
                player=name_in(call.name, language),
            ),
            language,
        )
        label = say(_("Take this seat"), language)
        button = Button(ids.table_id(call.game_id, call.seat, 0, "claim"), label, "success", row=0)
        return Message(fit_lines([f"{header}\n{text}"], language=language), components=(button,), language=language)
    text = say(
        _(
            "⏱ {player} asks for more time for this move. Any other player may grant a day.",
            player=name_in(call.name, language),
        ),
        language,
    )
    label = say(_("Grant a day"), language)
    button = Button(ids.table_id(call.game_id, call.seat, call.decision_version, "grant"), label, row=0)
    return Message(fit_lines([f"{header}\n{text}"], language=language), components=(button,), language=language)


def call_closed(call: TableCall, outcome: str, language: str = "en") -> Message:
    """A call once answered: what happened, and no buttons."""
    return Message(f"{game_header(call.title, call.game_id, language)}\n{say(outcome, language)}")


NOTIFY_MODE_NAMES = {
    NOTIFY_PING: _("a ping in the game's thread"),
    NOTIFY_DM: _("a direct message instead of a ping"),
    NOTIFY_BOTH: _("a ping in the thread and a direct message"),
}
NOTIFY_MODE_MEANS = {
    NOTIFY_PING: _("When a game waits on you, its new board pings you in the thread."),
    NOTIFY_DM: _(
        "When a game waits on you, I send you a direct message with a link to its thread; the board names you without "
        "pinging you. If your direct messages are closed, the thread pings you instead."
    ),
    NOTIFY_BOTH: _("When a game waits on you, its new board pings you in the thread and I send you a direct message."),
}


def notify_text(notify: NotifySettings, *, changed: str = "", language: str = "en") -> str:
    """A member's ``/me notify`` and ``/me digest`` settings, as those commands answer them, in ``language``."""
    lines = [changed] if changed else []
    lines += [
        _("Your turn reaches you by: **{mode}**", mode=NOTIFY_MODE_NAMES[notify.mode]),
        NOTIFY_MODE_MEANS[notify.mode],
        _("Reminders of a running clock come by direct message (in the thread if your direct messages are closed)."),
    ]
    comes = notify.digest_comes_at
    if comes is None:
        lines.append(_("Daily digest: **off** (`/me digest` sets a time)."))
    else:
        lines.append(
            _(
                "Daily digest: **{time}** your time ({zone}): one direct message listing the games waiting on you, "
                "none when no game waits, none on your vacation days.",
                time=comes,
                zone=notify.settings.zone,
            )
        )
        if comes != notify.digest_at:
            lines.append(
                _("You asked for {asked}, inside your quiet hours: it comes when they end.", asked=notify.digest_at)
            )
    return "\n".join(say(line, language) for line in lines)
