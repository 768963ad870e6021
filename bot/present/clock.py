"""Clocks (issue 11): reminders, in a DM and in the thread, and the table's calls (votes, open seats, more time)."""

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
from i18n import _, listed, say


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
