"""Clocks (issue 11): reminders, in a DM and in the thread, and the table's calls (votes, open seats, more time)."""

from collections.abc import Mapping

from bot.components import ids
from bot.components.specs import Button
from bot.present.common import Message, fit_lines, jump_link, mention, only_users, timestamp
from bot.service import Nudge, TableCall
from engine.core import words


def reminder_text(nudge: Nudge) -> str:
    """The reminder a player gets when half their time is gone, or 10 % is left; with a link to the board."""
    how = "only 10 % of your time is left" if nudge.last else "half your time is gone"
    when = f", it runs out {timestamp(nudge.deadline)}" if nudge.deadline is not None else ""
    text = f"⏱ **{nudge.title}** · game #{nudge.game_id}: {how} ({nudge.left} left{when})."
    if nudge.thread_id is not None:
        text += f" [Go to the board]({jump_link(nudge.guild_id, nudge.thread_id, nudge.board_message_id)})"
    return f"{text} `/game more-time` asks the table for a day more."


def reminder_dm(nudge: Nudge) -> Message:
    """The reminder as a DM."""
    return Message(reminder_text(nudge))


def reminder_in_thread(nudge: Nudge) -> Message:
    """The reminder in the game's thread, for a player whose DMs are closed: it pings them alone."""
    how = "only 10 % of your time is left" if nudge.last else "half your time is gone"
    when = f"; it runs out {timestamp(nudge.deadline)}" if nudge.deadline is not None else ""
    text = f"⏱ {mention(nudge.user_id)}, {how} for your move ({nudge.left} left{when})."
    return Message(text, mentions=only_users([nudge.user_id]))


VOTE_BUTTONS = (("skip", "Skip this move", "primary"), ("expel", "Expel the player", "danger"))


def call_message(call: TableCall, votes: Mapping[str, int] | None = None, needed: int = 0) -> Message:
    """The thread message of a call to the table: a vote on an overdue seat, an open seat, a request for time."""
    header = f"**{call.title}** · game #{call.game_id}"
    if call.kind == "vote":
        tally = ""
        if votes:
            tally = f" Votes: skip {votes.get('skip', 0)}, expel {votes.get('expel', 0)} ({needed} decide)."
        asked = words.listed([mention(user) for user in call.asked])
        text = (
            f"{header}\n⏱ {call.name}'s time for this move ran out. {asked}: skip their move (the rules' timeout "
            f"move is played), or expel them (their seat opens for a substitute)?{tally}"
        )
        buttons = tuple(
            Button(ids.table_id(call.game_id, call.seat, call.decision_version, verb), label, style, row=0)
            for verb, label, style in VOTE_BUTTONS
        )
        return Message(fit_lines([text]), components=buttons, mentions=only_users(call.asked))
    if call.kind == "open":
        why = f" {call.reason}" if call.reason else ""
        text = (
            f"{header}\n🪑 {call.name}'s seat is open{why}: the game plays it by its timeout moves until someone "
            "takes it. Anyone here who is not playing may take it."
        )
        button = Button(ids.table_id(call.game_id, call.seat, 0, "claim"), "Take this seat", "success", row=0)
        return Message(fit_lines([text]), components=(button,))
    text = f"{header}\n⏱ {call.name} asks for more time for this move. Any other player may grant a day."
    button = Button(ids.table_id(call.game_id, call.seat, call.decision_version, "grant"), "Grant a day", row=0)
    return Message(fit_lines([text]), components=(button,))


def call_closed(call: TableCall, outcome: str) -> Message:
    """A call once answered: what happened, and no buttons."""
    return Message(f"**{call.title}** · game #{call.game_id}\n{outcome}")
