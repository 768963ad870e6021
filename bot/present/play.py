"""A game being played: the thread's board, the lasting turn records, results, the turn panel and DMs."""

from collections.abc import Sequence

import discord

from bot.components import ids
from bot.components.specs import Button, Component
from bot.present.choices import option_items, option_notes, turn_button
from bot.present.common import (
    Message,
    fit_lines,
    mention,
    only_users,
    prompt_for,
    recap_lines,
    timestamp,
    waiting_text,
)
from bot.service import Board, Hand, Panel
from engine.core import Result, fill_names, seat_ref, words
from engine.core.words import fit, more
from storage.bots import is_bot_id
from storage.models import GameStatus

CONFIRM_LABELS = {"resign": "Yes, resign", "abandon": "Yes, abandon the game"}


LAST_LINE_LIMIT = 400


def board_message(board: Board, *, ping: bool | Sequence[int], full: bool = False) -> Message:
    """The board message: the public image, a short text and the components (options only when public).

    The players who must act are mentioned. ``ping`` says who of them is pinged: all (True),
    none (False: an edit never notifies anyone anyway), or these seats only (those who were
    not already waited on: a ping means "your move", once per wait).
    """
    names = board.names
    header = f"**{board.title}** · game #{board.game_id}"
    # At most three short lines on a phone: the game, who must do what, what just happened. The
    # picture's alt text holds the full description; ``full`` (``/game board``) shows it too.
    lines = [header, board.summary if full else "", waiting_text(board.waiting, names)]
    if board.last_line:
        lines.append(f"Last: {fit(' '.join(board.last_line.split()), LAST_LINE_LIMIT)}")
    items: list[Component] = []
    if board.status == GameStatus.ACTIVE and board.waiting:
        items.append(turn_button(board.game_id))
        if board.choice is not None:
            items.extend(
                option_items(
                    board.game_id,
                    board.version,
                    board.choice.seat,
                    board.choice.options,
                    board.plain_names or names,
                    page=0,
                    first_row=1,
                    quick=board.choice.quick,
                    typed=board.choice.typed,
                    set_choice=board.choice.set_choice,
                )
            )
    if ping is True or ping is False:
        users = [w.user_id for w in board.waiting if not w.bot] if ping else []
    else:
        users = [w.user_id for w in board.waiting if w.seat in ping and not w.bot]
    return Message(
        fit_lines(lines),
        pictures=board.pictures,
        components=tuple(items),
        mentions=only_users(users) if users else discord.AllowedMentions.none(),
    )


TURN_RECORD_LIMIT = 400


def turn_record(title: str, game_id: int, lines: Sequence[str], *, chapter: str = "") -> Message:
    """What a replaced board becomes: the lasting record of its chapter, mentioning nobody.

    ``chapter`` is the turn's title with names filled in ("Auction 3 of 12: Gold 2"); without
    one (a board known only from the database), the game's title stands in. ``lines`` are what
    each move of the turn told the record, oldest first. A story longer than
    :data:`TURN_RECORD_LIMIT` is summarised, never cut: its first moves, "… and N more moves",
    and its last move whole, which says how the turn ended (``/game log`` keeps every move).
    """
    head = f"**{chapter}**" if chapter else f"**{title}** · game #{game_id}"
    happened = told(lines, TURN_RECORD_LIMIT)
    return Message(f"{head} · {happened}" if happened else f"{head} · An earlier turn.")


def told(lines: Sequence[str], limit: int) -> str:
    """Moves' lines as one text within ``limit``: the first move, how many more, and as many last moves as fit.

    The end of a turn says how it ended (who won, what it gave), so the moves left out are
    those just after the first.

    >>> told(["Ana bids 1.", "Ben bids 2.", "Cy bids 3.", "Ana passes.", "Cy wins the card."], 61)
    'Ana bids 1. … and 2 more moves. Ana passes. Cy wins the card.'
    """
    moves = [" ".join(line.split()) for line in lines if line and line.strip()]
    whole = " ".join(moves)
    if len(whole) <= limit or not moves:
        return whole
    for head in (1, 0):  # the first move when it leaves room for the last one
        for tail in range(len(moves) - 1 - head, 0, -1):
            skipped = len(moves) - head - tail
            middle = f"{more(skipped)} {'move' if skipped == 1 else 'moves'}."
            text = " ".join([*moves[:head], middle, *moves[-tail:]])
            if len(text) <= limit:
                return text
    return fit(moves[-1], limit)  # the last move alone is too long: its own first sentences


def result_lines(result: Result, names: Sequence[str]) -> list[str]:
    """The final ranking, best first: each score as the sum of its categories, then other figures and any tie-break.

    >>> from engine.core import Standing
    >>> result_lines(Result((Standing(0, 1, 7, {"regions": 5, "sales": 2, "workers": 0}, facts={"gold": 3}),)), ["Ana"])
    ['🏆 1. Ana: 7 = regions 5 + sales 2 · gold 3']
    """
    lines = []
    for standing in result.standings:
        parts = [f"{result.label(category)} {points}" for category, points in standing.breakdown.items() if points]
        line = f"{'🏆 ' if standing.rank == 1 else ''}{standing.rank}. {names[standing.seat]}: {standing.score}"
        if parts:
            line += " = " + " + ".join(parts)
        line += "".join(f" · {result.label(fact)} {value}" for fact, value in standing.facts.items())
        if standing.tiebreak:
            line += f"; tie-break: {fill_names(standing.tiebreak, names)}"
        lines.append(line)
    return lines


def winners_line(result: Result, names: Sequence[str]) -> str:
    """The winner line, e.g. ``Winner: Ana.`` or ``Shared victory: Ana and Ben.``."""
    winners = [names[seat] for seat in result.winners]
    return f"Winner: {winners[0]}." if len(winners) == 1 else f"Shared victory: {words.listed(winners)}."


def result_marker(game_id: int) -> str:
    """What every result message of game ``game_id`` says, and no other message: how a restart finds one posted."""
    return f"game #{game_id} is over."


def result_message(board: Board) -> Message:
    """The end of the game: the winner once, the ranking with breakdowns, the final image, every player mentioned."""
    names = board.names
    lines = [f"**{board.title}** · {result_marker(board.game_id)}"]
    last = " ".join(board.last_line.split())
    if board.result is not None:
        result = board.result
        summary = fill_names(result.summary, names)
        names_winners = all(seat_ref(seat) in result.summary for seat in result.winners)
        lines.append(summary if summary and names_winners else winners_line(result, names))  # the winner once
        lines.extend(result_lines(result, names))
        if summary and not names_winners:
            lines.append(summary)
        if summary:  # the last change often ends with the same words (the game's closing event)
            last = " ".join(last.replace(summary, " ").split())
    if last:
        lines.append(f"Last: {fit(last, LAST_LINE_LIMIT)}")
    members = [u for u in board.user_ids if not is_bot_id(u)]
    lines.append("Thanks for playing, " + words.listed([mention(u) for u in members]) + "!")
    return Message(fit_lines(lines), pictures=board.pictures, mentions=only_users(board.user_ids))


def abandoned_message(title: str, game_id: int, why: str) -> Message:
    """The thread's notice that a game was abandoned; ``why`` reads "by Ben" or "because ..."."""
    said = f" {why}" if why else ""
    return Message(f"**{title}** · game #{game_id} was abandoned{said}. Its buttons no longer work.")


def panel_message(panel: Panel) -> Message:
    """The ephemeral turn panel: private image, prompt, private context and the options as components."""
    hand, names, decision = panel.hand, panel.names, panel.decision
    lines = [f"**{hand.title}** · game #{hand.game_id} · your seat: {names[hand.seat]}"]
    if panel.notice:
        lines.append(f"*{panel.notice}*")
    lines.extend(f"• {text}" for text in panel.events)
    if panel.recap:
        lines.append("**Since your last turn:**")
        lines.extend(recap_lines(panel.recap))
    lines.append(hand.summary)
    items: list[Component] = []
    if decision is not None:
        lines.append(f"**Your turn: {prompt_for(decision.prompt, names, hand.seat)}**")
        mine = next((w for w in panel.waiting if w.seat == hand.seat and w.deadline is not None), None)
        if mine is not None and mine.deadline is not None:
            lines.append(
                f"⏱ Your time runs out {timestamp(mine.deadline)}. Need more? `/game more-time` asks the table."
            )
        if decision.context:
            lines.append(fill_names(decision.context, names))
        lines.extend(option_notes(decision.options, panel.plain_names or names))
        if panel.help:
            lines.append(f"**What can I do?** {fill_names(panel.help, names)}")
        items = option_items(
            hand.game_id,
            hand.version,
            hand.seat,
            decision.options,
            panel.plain_names or names,
            page=panel.page,
            first_row=0,
            quick=(*decision.quick, *decision.own_quick),  # the panel is the seat's own: its own quick picks too
            typed=decision.typed,
            set_choice=decision.set_choice,
        )
    elif panel.status == GameStatus.ACTIVE:
        others = [w for w in panel.waiting if w.seat != hand.seat]
        waiting = words.listed([names[w.seat] for w in others])
        lines.append(
            f"Nothing is asked of you right now; waiting on {waiting}."
            if waiting
            else "Nothing is asked of you right now."
        )
    else:
        lines.append("This game is over." if panel.status == GameStatus.FINISHED else "This game is not being played.")
    return Message(fit_lines(lines), pictures=hand.pictures, components=tuple(items))


def dm_message(
    hand: Hand,
    names: Sequence[str],
    events: Sequence[str],
    *,
    thread_id: int | None,
    your_turn: bool,
    started: bool = False,
) -> Message:
    """The DM sent when a seat's private view changed (or the game started): image, text, private events."""
    where = f" (<#{thread_id}>)" if thread_id else ""
    news = "the game has started; here is your private view." if started else "your private view changed."
    lines = [f"**{hand.title}** · game #{hand.game_id}{where}: {news}"]
    lines.extend(f"• {text}" for text in events)
    lines.append(hand.summary)
    items: list[Component] = []
    if your_turn:
        lines.append("It's your turn: press “Take your turn”.")
        items.append(turn_button(hand.game_id))
    return Message(fit_lines(lines), pictures=hand.pictures, components=tuple(items))


def confirm_message(title: str, game_id: int, verb: str) -> Message:
    """The ephemeral question before resigning or abandoning."""
    question = {
        "resign": "Resign? The game then chooses for you (its default choices) until it ends. This cannot be undone.",
        "abandon": "Abandon this game for everyone? It cannot be resumed.",
    }[verb]
    button = Button(ids.confirm_id(game_id, verb), CONFIRM_LABELS[verb], "danger", row=0)
    return Message(f"**{title}** · game #{game_id}: {question}", components=(button,))
