"""A game being played: the thread's board, the lasting turn records, results, the turn panel and DMs."""

from collections.abc import Sequence

import discord

from bot.components import ids
from bot.components.specs import Button, Component
from bot.present.choices import TAKE_YOUR_TURN, option_items, option_notes, turn_button
from bot.present.common import (
    Message,
    bold,
    channel,
    fit_lines,
    game_header,
    italic,
    jump_link,
    mention,
    name_in,
    named,
    names_in,
    only_users,
    prompt_for,
    recap_lines,
    timestamp,
    waiting_text,
)
from bot.service import Board, Hand, Panel
from engine.core import Result, seat_ref
from engine.core.words import fit
from i18n import _, listed, n_, number, say
from i18n import language as language_named
from storage.bots import is_bot_id
from storage.models import GameStatus

CONFIRM_LABELS = {"resign": _("Yes, resign"), "abandon": _("Yes, abandon the game")}


LAST_LINE_LIMIT = 400


def board_message(board: Board, *, ping: bool | Sequence[int], full: bool = False, language: str = "en") -> Message:
    """The board message: the public image, a short text and the components (options only when public).

    The players who must act are mentioned. ``ping`` says who of them is pinged: all (True),
    none (False: an edit never notifies anyone anyway), or these seats only (those who were
    not already waited on: a ping means "your move", once per wait).
    """
    names = board.names
    header = game_header(board.title, board.game_id, language)
    # At most three short lines on a phone: the game, who must do what, what just happened. The
    # picture's alt text holds the full description; ``full`` (``/game board``) shows it too.
    summary = say(board.summary, language) if full else ""
    lines = [header, summary, waiting_text(board.waiting, names, language=language)]
    if board.last_line:
        lines.append(last_line(board.last_line, language))
    items: list[Component] = []
    if board.status == GameStatus.ACTIVE and board.waiting:
        items.append(turn_button(board.game_id, language))
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
                    language=language,
                )
            )
    if ping is True or ping is False:
        users = [w.user_id for w in board.waiting if not w.bot] if ping else []
    else:
        users = [w.user_id for w in board.waiting if w.seat in ping and not w.bot]
    return Message(
        fit_lines(lines, language=language),
        pictures=board.pictures,
        components=tuple(items),
        mentions=only_users(users) if users else discord.AllowedMentions.none(),
    )


def last_line(line: str, language: str = "en") -> str:
    """``Last: Ana bids 3.``: what just happened, within :data:`LAST_LINE_LIMIT`."""
    said = fit(" ".join(say(line, language).split()), LAST_LINE_LIMIT, language)
    return say(_("Last: {line}", line=said), language)


TURN_RECORD_LIMIT = 400


def turn_record(title: str, game_id: int, lines: Sequence[str], *, chapter: str = "", language: str = "en") -> Message:
    """What a replaced board becomes: the lasting record of its chapter, mentioning nobody.

    ``chapter`` is the turn's title with names filled in ("Auction 3 of 12: Gold 2"); without
    one (a board known only from the database), the game's title stands in. ``lines`` are what
    each move of the turn told the record, oldest first. A story longer than
    :data:`TURN_RECORD_LIMIT` is summarised, never cut: its first moves, "… and N more moves",
    and its last move whole, which says how the turn ended (``/game log`` keeps every move).
    """
    head = bold(say(chapter, language)) if chapter else game_header(title, game_id, language)
    happened = told([say(line, language) for line in lines], TURN_RECORD_LIMIT, language)
    earlier = say(_("An earlier turn."), language)
    return Message(f"{head} · {happened or earlier}")


def told(lines: Sequence[str], limit: int, language: str = "en") -> str:
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
            middle = say(n_("… and {n} more move.", "… and {n} more moves.", skipped), language)
            text = " ".join([*moves[:head], middle, *moves[-tail:]])
            if len(text) <= limit:
                return text
    return fit(moves[-1], limit, language)  # the last move alone is too long: its own first sentences


def result_lines(result: Result, names: Sequence[str], language: str = "en") -> list[str]:
    """The final ranking, best first: each score as the sum of its categories, then other figures and any tie-break.

    >>> from engine.core import Standing
    >>> result_lines(Result((Standing(0, 1, 7, {"regions": 5, "sales": 2, "workers": 0}, facts={"gold": 3}),)), ["Ana"])
    ['🏆 1. Ana: 7 = regions 5 + sales 2 · gold 3']
    """
    shown = names_in(names, language)
    lines = []
    for standing in result.standings:
        # Figures and signs: "regions 5 + sales 2"; each word is the game's own label, said in the language.
        parts = [
            f"{say(result.label(category), language)} {number(points, language)}"
            for category, points in standing.breakdown.items()
            if points
        ]
        place, score = number(standing.rank, language), number(standing.score, language)
        line = f"{'🏆 ' if standing.rank == 1 else ''}{place}. {shown[standing.seat]}: {score}"
        if parts:
            line += " = " + " + ".join(parts)
        line += "".join(
            f" · {say(result.label(fact), language)} {say(value, language)}" for fact, value in standing.facts.items()
        )
        if standing.tiebreak:
            tiebreak = say(_("tie-break: {reason}", reason=named(standing.tiebreak, names, language)), language)
            line += "; " if not language_named(language).right_to_left else "؛ "
            line += tiebreak
        lines.append(line)
    return lines


def winners_line(result: Result, names: Sequence[str], language: str = "en") -> str:
    """The winner line, e.g. ``Winner: Ana.`` or ``Shared victory: Ana and Ben.``."""
    winners = [name_in(names[seat], language) for seat in result.winners]
    if len(winners) == 1:
        return say(_("Winner: {player}.", player=winners[0]), language)
    return say(_("Shared victory: {players}.", players=listed(winners)), language)


def result_marker(game_id: int, language: str = "en") -> str:
    """What every result message of game ``game_id`` says, and no other message: how a restart finds one posted.

    A restart looks for the English marker and the marker of the thread's language (the lead wires which).
    """
    return say(_("game #{game_id} is over.", game_id=game_id), language)


def result_message(board: Board, language: str = "en") -> Message:
    """The end of the game: the winner once, the ranking with breakdowns, the final image, every player mentioned."""
    names = board.names
    lines = [f"{bold(say(board.title, language))} · {result_marker(board.game_id, language)}"]
    last = " ".join(say(board.last_line, language).split())
    if board.result is not None:
        result = board.result
        summary = named(result.summary, names, language) if result.summary else ""
        names_winners = all(seat_ref(seat) in result.summary for seat in result.winners)
        lines.append(summary if summary and names_winners else winners_line(result, names, language))  # once
        lines.extend(result_lines(result, names, language))
        if summary and not names_winners:
            lines.append(summary)
        if summary:  # the last change often ends with the same words (the game's closing event)
            last = " ".join(last.replace(summary, " ").split())
    if last:
        lines.append(say(_("Last: {line}", line=fit(last, LAST_LINE_LIMIT, language)), language))
    members = [u for u in board.user_ids if not is_bot_id(u)]
    lines.append(say(_("Thanks for playing, {players}!", players=listed([mention(u) for u in members])), language))
    rematch = Button(ids.lobby_id(board.game_id, "rematch"), say(_("Rematch"), language), "primary")
    return Message(
        fit_lines(lines, language=language),
        pictures=board.pictures,
        components=(rematch,),
        mentions=only_users(board.user_ids),
        language=language,
    )


def abandoned_message(title: str, game_id: int, why: str, language: str = "en") -> Message:
    """The thread's notice that a game was abandoned; ``why`` reads "by Ben" or "because ..."."""
    game = game_header(title, game_id, language)
    text = (
        _("{game} was abandoned {why}. Its buttons no longer work.", game=game, why=say(why, language))
        if why
        else _("{game} was abandoned. Its buttons no longer work.", game=game)
    )
    return Message(say(text, language))


def panel_message(panel: Panel, language: str = "en") -> Message:
    """The ephemeral turn panel: private image, prompt, private context and the options as components."""
    hand, names, decision = panel.hand, panel.names, panel.decision
    game = game_header(hand.title, hand.game_id, language)
    lines = [say(_("{game} · your seat: {player}", game=game, player=name_in(names[hand.seat], language)), language)]
    if panel.notice:
        lines.append(italic(say(panel.notice, language)))
    lines.extend(f"• {say(text, language)}" for text in panel.events)
    if panel.recap:
        lines.append(bold(say(_("Since your last turn:"), language)))
        lines.extend(recap_lines(panel.recap, language))
    lines.append(say(hand.summary, language))
    items: list[Component] = []
    if decision is not None:
        lines.append(bold(say(_("Your turn: {prompt}", prompt=prompt_for(decision.prompt, names, hand.seat, language)),
                              language)))  # fmt: skip
        mine = next((w for w in panel.waiting if w.seat == hand.seat and w.deadline is not None), None)
        if mine is not None and mine.deadline is not None:
            runs_out = _(
                "⏱ Your time runs out {when}. Need more? {command} asks the table.",
                when=timestamp(mine.deadline),
                command="`/game more-time`",
            )
            lines.append(say(runs_out, language))
        if decision.context:
            lines.append(named(decision.context, names, language))
        lines.extend(option_notes(decision.options, panel.plain_names or names, language))
        if panel.help:
            question = bold(say(_("What can I do?"), language))
            lines.append(f"{question} {named(panel.help, names, language)}")
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
            language=language,
        )
    elif panel.status == GameStatus.ACTIVE:
        others = [w for w in panel.waiting if w.seat != hand.seat]
        shown = names_in(names, language)
        nothing = (
            _(
                "Nothing is asked of you right now; waiting on {players}.",
                players=listed([shown[w.seat] for w in others]),
            )
            if others
            else _("Nothing is asked of you right now.")
        )
        lines.append(say(nothing, language))
    else:
        over = _("This game is over.") if panel.status == GameStatus.FINISHED else _("This game is not being played.")
        lines.append(say(over, language))
    return Message(
        fit_lines(lines, language=language), pictures=hand.pictures, components=tuple(items), language=language
    )


def dm_message(
    hand: Hand,
    names: Sequence[str],
    events: Sequence[str],
    *,
    thread_id: int | None,
    your_turn: bool,
    started: bool = False,
    language: str = "en",
) -> Message:
    """The DM sent when a seat's private view changed (or the game started): image, text, private events."""
    game = game_header(hand.title, hand.game_id, language)
    if started:
        news = (
            _("{game} ({thread}): the game has started; here is your private view.", game=game,
              thread=channel(thread_id))
            if thread_id
            else _("{game}: the game has started; here is your private view.", game=game)
        )  # fmt: skip
    else:
        news = (
            _("{game} ({thread}): your private view changed.", game=game, thread=channel(thread_id))
            if thread_id
            else _("{game}: your private view changed.", game=game)
        )
    lines = [say(news, language)]
    lines.extend(f"• {say(text, language)}" for text in events)
    lines.append(say(hand.summary, language))
    items: list[Component] = []
    if your_turn:
        lines.append(say(_("It's your turn: press “{button}”.", button=TAKE_YOUR_TURN), language))
        items.append(turn_button(hand.game_id, language))
    return Message(
        fit_lines(lines, language=language), pictures=hand.pictures, components=tuple(items), language=language
    )


def turn_dm(
    title: str,
    game_id: int,
    guild_id: int,
    thread_id: int | None,
    events: Sequence[str],
    *,
    language: str = "en",
) -> Message:
    """The DM telling a player who chose ``/me notify`` "dm" or "both" that a game waits on them: a link, no secret.

    ``events``: what they were told privately by the change (already in ``language``); the turn
    panel behind the button shows their private view.
    """
    game = game_header(title, game_id, language)
    if thread_id is not None:
        news = _("{game}: it's your turn. The board: {link}", game=game, link=jump_link(guild_id, thread_id))
    else:
        news = _("{game}: it's your turn.", game=game)
    lines = [say(news, language)]
    lines.extend(f"• {say(text, language)}" for text in events)
    lines.append(say(_("Press “{button}” to play from here.", button=TAKE_YOUR_TURN), language))
    return Message(fit_lines(lines), components=(turn_button(game_id, language),))


def turn_ping(user_id: int, language: str = "en") -> Message:
    """The thread's ping for a player whose turn's DM was refused (they chose "DM me instead"): them alone."""
    text = _("{player}, it's your turn (your direct messages are closed).", player=mention(user_id))
    return Message(say(text, language), mentions=only_users([user_id]))


CONFIRM_QUESTIONS = {
    "resign": _("Resign? The game then chooses for you (its default choices) until it ends. This cannot be undone."),
    "abandon": _("Abandon this game for everyone? It cannot be resumed."),
}


def confirm_message(title: str, game_id: int, verb: str, language: str = "en") -> Message:
    """The ephemeral question before resigning or abandoning."""
    question = CONFIRM_QUESTIONS[verb]
    button = Button(ids.confirm_id(game_id, verb), say(CONFIRM_LABELS[verb], language), "danger", row=0)
    return Message(f"{game_header(title, game_id, language)}: {say(question, language)}", components=(button,))
