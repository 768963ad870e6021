"""Messages built from the service's outcomes: text, images, components, pings (DESIGN.md "Bot").

Everything here is built from :mod:`bot.service` outcomes, which are built from views:
a :class:`~bot.service.Board` never holds a secret, so nothing posted in a thread can.
Options become components generically, so no game needs code of its own here: at most
``MAX_BUTTONS`` options show as buttons (five to a row), more as select menus of
``PAGE_SIZE`` with Prev / Next page buttons (DISCORD.md: ≤ 5 rows, ≤ 25 options per select,
labels ≤ 80 characters).
"""

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import discord

from bot.components import ids, view_of
from bot.components.specs import Button, Choice, Component, Select, Style
from bot.names import shown
from bot.service import Board, GameLine, Hand, Lobby, Nudge, Panel, Picture, ReplayShown, TableCall, Waiting
from bot.service.mine import ChannelGame, MyGame, Place
from engine.core import Option, OptionSpec, Result, SetChoice, TypedAnswer, fill_names, seat_ref
from engine.core.words import fit, more, plural
from storage.models import GameStatus

MAX_BUTTONS = 10
MAX_COMPACT_ROWS = 3  # rows of quick picks and typed answers, leaving room for a menu below them
PAGE_SIZE = 25
LABEL_LIMIT = 80  # a button's label
MENU_LABEL_LIMIT = 100  # a select menu entry's label
DESCRIPTION_LIMIT = 100
PLACEHOLDER_LIMIT = 150
CONTENT_LIMIT = 2000
ALT_TEXT_LIMIT = 1024
LOBBY_OPTION_ROWS = 4
LOBBY_BUTTONS: dict[str, tuple[str, Style]] = {
    "join": ("Join", "success"),
    "leave": ("Leave", "secondary"),
    "start": ("Start", "primary"),
}
CONFIRM_LABELS = {"resign": "Yes, resign", "abandon": "Yes, abandon the game"}
LAST_LINE_LIMIT = 400
RECAP_LINES = 5
RECAP_CHARS = 600


@dataclass
class Message:
    """What one Discord message carries: text, images, components and exactly who may be pinged."""

    content: str
    pictures: tuple[Picture, ...] = ()
    components: tuple[Component, ...] = ()
    mentions: discord.AllowedMentions = field(default_factory=discord.AllowedMentions.none)

    def files(self) -> list[discord.File]:
        """Fresh attachments for the pictures (a ``discord.File`` can be sent only once)."""
        return [
            discord.File(io.BytesIO(p.data), filename=p.filename, description=fit(p.description, ALT_TEXT_LIMIT))
            for p in self.pictures
        ]

    def text(self) -> str:
        """The content within Discord's limit: a longer text would make Discord refuse the whole message."""
        return fit(self.content, CONTENT_LIMIT)

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``send`` / ``followup.send``."""
        kwargs: dict[str, Any] = {"content": self.text(), "files": self.files(), "allowed_mentions": self.mentions}
        view = view_of(self.components)
        if view is not None:
            kwargs["view"] = view
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``edit`` / ``edit_original_response``: replaces text, images and components."""
        return {
            "content": self.text(),
            "attachments": self.files(),
            "view": view_of(self.components),
            "allowed_mentions": self.mentions,
        }


# --- Text helpers --------------------------------------------------------------------------------


def mention(user_id: int) -> str:
    """A user mention."""
    return f"<@{user_id}>"


def recap_lines(moves: Sequence[str]) -> list[str]:
    """The "since your last turn" lines: the newest moves, in :data:`RECAP_LINES` lines and :data:`RECAP_CHARS`.

    Older moves that do not fit are left out (a first "…" line counts them); the newest one,
    if too long alone, is shortened by whole sentences (:func:`~engine.core.words.fit`).

    >>> recap_lines(["Ana bids 3.", "Ben passes.", "Cy wins the card."])
    ['• Ana bids 3.', '• Ben passes.', '• Cy wins the card.']
    """
    kept: list[str] = []
    budget = RECAP_CHARS
    room = RECAP_LINES if len(moves) <= RECAP_LINES else RECAP_LINES - 1  # the "…" line is one of them
    for move in reversed(moves):
        text = " ".join(move.split())
        if not kept:
            text = fit(text, budget - (20 if len(moves) > 1 else 0))  # room for the "… N earlier moves" line
        if len(kept) == room or len(text) > budget:
            break
        kept.append(f"• {text}")
        budget -= len(text)
    earlier = len(moves) - len(kept)
    return ([f"• … {plural(earlier, 'earlier move')}"] if earlier else []) + kept[::-1]


def and_list(items: Sequence[str]) -> str:
    """Names joined as in a sentence: A; A and B; A, B and C."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def only_users(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Allowed mentions that ping exactly these users and nobody else (no roles, no @everyone)."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(id=u) for u in user_ids]
    )


def _fit(lines: Sequence[str], limit: int = CONTENT_LIMIT) -> str:
    """Join lines, shortening the longest one (by whole sentences or items) until the whole fits ``limit``."""
    parts = [line for line in lines if line]
    text = "\n".join(parts)
    while len(text) > limit and parts:
        longest = max(range(len(parts)), key=lambda i: len(parts[i]))
        excess = len(text) - limit
        shorter = fit(parts[longest], max(1, len(parts[longest]) - excess))
        if len(shorter) >= len(parts[longest]):
            return fit(text, limit)
        parts[longest] = shorter
        text = "\n".join(parts)
    return text


def waiting_text(waiting: Sequence[Waiting], names: Sequence[str], *, with_prompts: bool = True) -> str:
    """Who must act, e.g. ``Waiting on @Ana: Bid or pass.``; a secret decision shows no prompt.

    With a clock, each seat's deadline follows as Discord's relative time (``⏱ in 5 hours``),
    which every reader's client shows in their own words and zone.
    """
    if not waiting:
        return ""
    if len(waiting) == 1 and with_prompts:
        only = waiting[0]
        if only.secret:
            return f"Waiting on {mention(only.user_id)} (a private choice).{_due(only)}"
        return f"Waiting on {mention(only.user_id)}: {prompt_for(only.prompt, names, only.seat)}{_due(only)}"
    parts = [mention(w.user_id) + (" (a private choice)" if w.secret else "") + _due(w) for w in waiting]
    return f"Waiting on {and_list(parts)}."


def prompt_for(prompt: str, names: Sequence[str], seat: int) -> str:
    """A decision's prompt, names filled in, shown to or about ``seat``: without a leading "Cy: " naming that seat.

    The message already says whom it is for ("Waiting on @Cy: …", "Your turn: …").

    >>> prompt_for("{p1}: bid on Gold 3 or pass.", ["Ana", "Cy"], 1)
    'Bid on Gold 3 or pass.'
    """
    text = fill_names(prompt, names)
    own = f"{names[seat]}: "
    if text.startswith(own) and len(text) > len(own):
        rest = text[len(own) :]
        return rest[:1].upper() + rest[1:]
    return text


def _due(waiting: Waiting) -> str:
    return "" if waiting.deadline is None else f" ⏱ {timestamp(waiting.deadline)}"


def timestamp(moment: datetime, style: str = "R") -> str:
    """Discord's timestamp markup: shown by each client in its reader's language and zone (R: "in 5 hours")."""
    return f"<t:{int(moment.timestamp())}:{style}>"


# --- Option components ---------------------------------------------------------------------------


def option_items(
    game_id: int,
    version: int,
    seat: int,
    options: Sequence[Option],
    names: Sequence[str],
    *,
    page: int,
    first_row: int,
    quick: Sequence[int] = (),
    typed: Sequence[TypedAnswer] = (),
    set_choice: SetChoice | None = None,
) -> list[Component]:
    """A decision's options as components starting at row ``first_row``: buttons, or one page of a select menu.

    A decision that says how to show its many options compactly (``quick``, ``typed``) or
    whose answer is a set gets :func:`compact_items` instead.
    """
    labels = [fill_names(option.label, names) for option in options]
    if set_choice is not None or (len(labels) > MAX_BUTTONS and (quick or typed)):
        return compact_items(game_id, version, seat, labels, quick, typed, set_choice, first_row)
    if len(labels) <= MAX_BUTTONS:
        return [
            Button(ids.option_id(game_id, version, seat, index), fit(label, LABEL_LIMIT), row=first_row + index // 5)
            for index, label in enumerate(labels)
        ]
    pages = page_count(len(labels))
    page = min(max(page, 0), pages - 1)
    start = page * PAGE_SIZE
    shown_range = range(start, min(start + PAGE_SIZE, len(labels)))
    choices = tuple(select_option(index, labels[index], options[index].description) for index in shown_range)
    placeholder = f"Choose… ({shown_range.start + 1}–{shown_range.stop} of {len(labels)})"
    items: list[Component] = [
        Select(ids.select_id(game_id, version, seat, page), choices, fit(placeholder, PLACEHOLDER_LIMIT), first_row)
    ]
    if pages == 1:  # 11 to 25 options fit one menu; two page buttons would share one custom id
        return items
    previous_page, next_page = max(page - 1, 0), min(page + 1, pages - 1)
    items.append(
        Button(ids.page_id(game_id, version, seat, previous_page), "◀ Prev", row=first_row + 1, disabled=page == 0)
    )
    items.append(
        Button(ids.page_id(game_id, version, seat, next_page), "Next ▶", row=first_row + 1, disabled=page == pages - 1)
    )
    return items


def compact_items(
    game_id: int,
    version: int,
    seat: int,
    labels: Sequence[str],
    quick: Sequence[int],
    typed: Sequence[TypedAnswer],
    set_choice: SetChoice | None,
    first_row: int,
) -> list[Component]:
    """Quick-pick buttons, then a button per typed answer (it opens a form), then the set choice's menu.

    The set choice is one multi-select menu taking exactly its count of items when they fit one
    menu (25); past that, a button opens a form in which the items are typed by name.
    """
    buttons: list[tuple[str, str, Style]] = [
        (ids.option_id(game_id, version, seat, index), labels[index], "secondary") for index in dict.fromkeys(quick)
    ]
    buttons += [(ids.typed_id(game_id, version, seat, n), answer.label, "primary") for n, answer in enumerate(typed)]
    fits = set_choice is None or len(set_choice.items) <= PAGE_SIZE
    if not fits:
        assert set_choice is not None
        buttons.append((ids.typed_id(game_id, version, seat, len(typed)), set_choice.label + "…", "primary"))
    items: list[Component] = [
        Button(custom_id, fit(label, LABEL_LIMIT), style, row=first_row + n // 5)
        for n, (custom_id, label, style) in enumerate(buttons[: 5 * MAX_COMPACT_ROWS])
    ]
    if set_choice is not None and fits:
        choices = tuple(select_option(index, label) for index, (_, label) in enumerate(set_choice.items))
        row = first_row + (len(items) + 4) // 5
        placeholder = fit(set_choice.label, PLACEHOLDER_LIMIT)
        items.append(Select(ids.set_id(game_id, version, seat), choices, placeholder, row, count=set_choice.count))
    return items


def page_count(options: int) -> int:
    """How many select-menu pages ``options`` options need (1 when they show as buttons)."""
    return 1 if options <= MAX_BUTTONS else (options + PAGE_SIZE - 1) // PAGE_SIZE


def select_option(index: int, label: str, description: str = "") -> Choice:
    """One option of a select menu: value = the option index; its description (what it does) on the second line.

    Each is written to fit its limit (:func:`~engine.core.words.fit`), never cut mid-word.
    """
    return Choice(fit(label, MENU_LABEL_LIMIT), str(index), fit(description, DESCRIPTION_LIMIT) or None)


def option_notes(options: Sequence[Option], names: Sequence[str]) -> list[str]:
    """What the options shown as buttons do (a button has no second line): ``Take the Bank: Take 2 silverlings.``."""
    if len(options) > MAX_BUTTONS:
        return []  # a select menu shows each description under its label
    return [f"• {fill_names(option.label, names)}: {option.description}" for option in options if option.description]


def turn_button(game_id: int) -> Button:
    """The "Take your turn" button of a game."""
    return Button(ids.turn_id(game_id), "Take your turn", "primary", row=0)


# --- Lobby ---------------------------------------------------------------------------------------


def lobby_message(lobby: Lobby, *, result_line: str = "") -> Message:
    """The lobby message: players, options, and (before the start) Join / Leave / Start and the option menus."""
    creator = next((shown(p.name) for p in lobby.players if p.user_id == lobby.creator_id), "the creator")
    players = ", ".join(shown(p.name) + (" (creator)" if p.user_id == lobby.creator_id else "") for p in lobby.players)
    own = lobby.options if lobby.table_from is None else lobby.options[: lobby.table_from]
    options = " · ".join(f"{spec.label}: {spec.label_of(value)}" for spec, value in own)
    thread = f"<#{lobby.thread_id}>" if lobby.thread_id else "the game's thread"
    lines = [f"**{lobby.title}** · game #{lobby.game_id} · {lobby.min_seats}–{lobby.max_seats} players"]
    lines.append(f"Players ({len(lobby.players)}/{lobby.max_seats}): {players or 'nobody yet'}")
    if options:
        lines.append(f"Options: {options}")
    if lobby.table_from is not None:
        lines.append(f"Clock: {lobby.clock}" if lobby.clock else "Clock: none (nobody is hurried)")
    items: list[Component] = []
    if lobby.status == GameStatus.LOBBY:
        lines.append(
            f"Press Join to play. {creator} presses Start when everyone is in; the game is played in {thread}."
        )
        items = [
            Button(ids.lobby_id(lobby.game_id, verb), label, style, row=0)
            for verb, (label, style) in LOBBY_BUTTONS.items()
        ]
        items.extend(lobby_option_selects(lobby))
    elif lobby.status == GameStatus.ACTIVE:
        lines.append(f"Started: the game is played in {thread}.")
    elif lobby.status == GameStatus.FINISHED:
        lines.append(f"Finished. {result_line}".strip() + f" The final board is in {thread}.")
    else:
        lines.append("This game was abandoned.")
    return Message(_fit(lines), components=tuple(items))


def lobby_option_selects(lobby: Lobby) -> list[Component]:
    """Select menus of the game's options and the table's settings, within the lobby's four rows.

    As many options as possible get a menu of their own (the first ones: the game's, then the
    clock); the rest share menus of "Option: choice" entries, 25 to a menu. Every value is
    ``"{option}:{choice}"`` (indices into the lobby's options and that option's choices).
    """
    return option_selects(lobby.options, lambda number: ids.lobby_option_id(lobby.game_id, number))


def option_selects(options_shown: Sequence[tuple[OptionSpec, str]], menu_id: Callable[[int], str]) -> list[Component]:
    """The lobby's option menus for these (option, current value) pairs: ``menu_id(n)`` is the n-th menu's id.

    Also a campaign's titles' menus (bot/present_campaign.py), whose ids name the campaign and title.
    """
    options = list(options_shown)
    alone = min(len(options), LOBBY_OPTION_ROWS)
    while alone > 0 and not _shared_fit(options[alone:], LOBBY_OPTION_ROWS - alone):
        alone -= 1
    menus: list[Component] = [
        Select(
            menu_id(number),
            tuple(_lobby_choice(number, spec, choice, value, named=False) for choice in spec.choices),
            fit(f"{spec.label}: {spec.label_of(value)}", PLACEHOLDER_LIMIT),
            row=number + 1,
        )
        for number, (spec, value) in enumerate(options[:alone])
    ]
    entries = [
        _lobby_choice(number, spec, choice, value, named=True)
        for number, (spec, value) in enumerate(options)
        if number >= alone
        for choice in spec.choices
    ]
    chunks = [entries[start : start + PAGE_SIZE] for start in range(0, len(entries), PAGE_SIZE)]
    shared = [(number, spec, value) for number, (spec, value) in enumerate(options) if number >= alone]
    menus += [
        Select(menu_id(alone + number), tuple(chunk), _shared_placeholder(chunk, shared), row=alone + number + 1)
        for number, chunk in enumerate(chunks[: LOBBY_OPTION_ROWS - alone])
    ]
    return menus


def _shared_placeholder(chunk: Sequence[Choice], shared: Sequence[tuple[int, OptionSpec, str]]) -> str:
    """A shared menu's placeholder: "More options" and the current value of each option in it.

    A menu taking one value may mark at most one entry as its default, so a shared menu marks
    none and says the current values here instead.
    """
    numbers = {choice.value.split(":")[0] for choice in chunk}
    current = [f"{spec.label}: {spec.label_of(value)}" for number, spec, value in shared if str(number) in numbers]
    return fit("More options (now " + "; ".join(current) + ")", PLACEHOLDER_LIMIT) if current else "More options"


def _shared_fit(options: Sequence[tuple[OptionSpec, str]], rows: int) -> bool:
    """Whether these options' choices fit in ``rows`` shared menus."""
    entries = sum(len(spec.choices) for spec, _ in options)
    return entries <= rows * PAGE_SIZE if rows > 0 else entries == 0


def _lobby_choice(number: int, spec: OptionSpec, choice: str, current: str, *, named: bool) -> Choice:
    """A lobby menu's entry; ``named`` (in a shared menu) says the option's name, and no entry is a default there."""
    label = f"{spec.label}: {spec.label_of(choice)}" if named else spec.label_of(choice)
    described = spec.help_of(choice)
    return Choice(
        fit(label, MENU_LABEL_LIMIT),
        f"{number}:{spec.choices.index(choice)}",
        fit(described, DESCRIPTION_LIMIT) if described else None,
        choice == current and not named,
    )


# --- The thread's board --------------------------------------------------------------------------


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
        users = [w.user_id for w in board.waiting] if ping else []
    else:
        users = [w.user_id for w in board.waiting if w.seat in ping]
    return Message(
        _fit(lines),
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
    return f"Winner: {winners[0]}." if len(winners) == 1 else f"Shared victory: {and_list(winners)}."


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
    lines.append("Thanks for playing, " + and_list([mention(u) for u in board.user_ids]) + "!")
    return Message(_fit(lines), pictures=board.pictures, mentions=only_users(board.user_ids))


def abandoned_message(title: str, game_id: int, why: str) -> Message:
    """The thread's notice that a game was abandoned; ``why`` reads "by Ben" or "because ..."."""
    said = f" {why}" if why else ""
    return Message(f"**{title}** · game #{game_id} was abandoned{said}. Its buttons no longer work.")


def dm_refused_message(user_id: int) -> Message:
    """The thread notice for a player who does not accept DMs: it names no secret."""
    return Message(
        f"I can't send {mention(user_id)} direct messages; use `/game hand` or the “Take your turn” button "
        "to see your private view.",
        mentions=only_users([user_id]),
    )


def preflight_dm(title: str, game_id: int, thread_id: int | None) -> Message:
    """The DM sent at join to check that DMs reach the member (issue 11): it names no secret."""
    where = f" in <#{thread_id}>" if thread_id else ""
    return Message(f"You joined **{title}** · game #{game_id}{where}; your private view will come here.")


DMS_REFUSED_AT_JOIN = (
    "You joined, but I can't send you direct messages, and this game has private information. "
    "To get it by DM, allow them: click the server's name > Privacy Settings > Direct Messages. "
    "Or use `/game hand` and the “Take your turn” button in the game's thread."
)


# --- Private answers -----------------------------------------------------------------------------


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
        waiting = and_list([names[w.seat] for w in others])
        lines.append(
            f"Nothing is asked of you right now; waiting on {waiting}."
            if waiting
            else "Nothing is asked of you right now."
        )
    else:
        lines.append("This game is over." if panel.status == GameStatus.FINISHED else "This game is not being played.")
    return Message(_fit(lines), pictures=hand.pictures, components=tuple(items))


def hand_message(hand: Hand, names: Sequence[str]) -> Message:
    """``/game hand``: a seat's private image and text."""
    lines = [f"**{hand.title}** · game #{hand.game_id} · your private view, {names[hand.seat]}", hand.summary]
    return Message(_fit(lines), pictures=hand.pictures)


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
    return Message(_fit(lines), pictures=hand.pictures, components=tuple(items))


def confirm_message(title: str, game_id: int, verb: str) -> Message:
    """The ephemeral question before resigning or abandoning."""
    question = {
        "resign": "Resign? The game then chooses for you (its default choices) until it ends. This cannot be undone.",
        "abandon": "Abandon this game for everyone? It cannot be resumed.",
    }[verb]
    button = Button(ids.confirm_id(game_id, verb), CONFIRM_LABELS[verb], "danger", row=0)
    return Message(f"**{title}** · game #{game_id}: {question}", components=(button,))


def log_message(title: str, game_id: int, lines: Sequence[str]) -> str:
    """``/game log``: the latest public events, as many as fit, oldest first."""
    header = f"**{title}** · game #{game_id} · latest events"
    if not lines:
        return f"{header}\nNothing has happened yet."
    kept: list[str] = []
    budget = CONTENT_LIMIT - len(header) - 1
    for line in reversed(lines):
        entry = "• " + fit(line, 300)
        if len(entry) + 1 > budget:
            break
        kept.append(entry)
        budget -= len(entry) + 1
    return "\n".join([header, *reversed(kept)])


def recap_message(title: str, game_id: int, moves: Sequence[str]) -> str:
    """``/game recap``: what happened since the caller's latest move, newest kept."""
    header = f"**{title}** · game #{game_id} · since your last turn"
    return _fit([header, *(recap_lines(moves) or ["Nothing has happened since your last move."])])


def list_message(lines: Sequence[GameLine], *, here: str) -> str:
    """``/game list``: the open games, newest first."""
    if not lines:
        return f"No open games {here}. Start one with `/game new`."
    out = [f"Open games {here}:"]
    for line in lines:
        where = f"<#{line.thread_id}>" if line.thread_id else f"<#{line.channel_id}>"
        state = (
            "in the lobby"
            if line.status == GameStatus.LOBBY
            else (f"waiting on {and_list(list(line.waiting))}" if line.waiting else line.status)
        )
        out.append(f"• #{line.game_id} {line.title} ({', '.join(line.names)}): {state} · {where}")
    return _fit(out)


def rules_message(title: str, summary: str) -> str:
    """``/game rules``: the game's rules summary."""
    return _fit([f"**{title}**: the rules in short", summary])


# --- Replays and exports of games that are over (issue 14) -----------------------------------------

REPLAY_STEPS: tuple[tuple[str, str], ...] = (
    ("first", "⏮ First"),
    ("back", "◀ Back"),
    ("next", "Next ▶"),
    ("last", "Last ⏭"),
)
REPLAY_REASONS = {
    "resigned": "played for them: they resigned",
    "timeout": "played for them: their time ran out",
    "skipped": "played for them: the table skipped their move",
    "open": "played for their open seat",
    "proxy": "made by their standing instruction",
}


HIDDEN_FILE = "hidden-piles.txt"


def replay_message(step: ReplayShown) -> Message:
    """One step of a replay (ephemeral): the move and its public lines, what no seat saw, the pictures, the buttons.

    The pictures are the board (the public images) or one seat's private view; a menu switches
    between them, since all of them together may not fit Discord's 10 attachments.
    """
    names = step.names
    lines = [f"**{step.title}** · game #{step.game_id} · replay · move {step.number} of {step.total}"]
    if step.chapter:
        lines.append(f"**{step.chapter}**")
    if step.number == 0:
        lines.append("The set-up, before the first move.")
    elif step.mover is not None:
        how = REPLAY_REASONS.get(step.reason or "", "")
        said = fit(" ".join(" ".join(step.lines).split()), LAST_LINE_LIMIT)
        line = said or f"{names[step.mover]} moved."  # the public lines name the mover themselves
        lines.append(f"{line} ({names[step.mover]}: {how})" if how else line)
    showing = "the board" if step.view is None else f"{names[step.view]}'s private view"
    lines.append(f"Showing {showing}.")
    pictures = step.pictures
    if step.revealed:
        hidden = ["**Hidden during play:**", *(f"• {line}" for line in step.revealed)]
        if len("\n".join((*lines, *hidden))) <= CONTENT_LIMIT:
            lines.extend(hidden)
        else:  # too long for the message (Burgundy's stacks): whole, in a text file beside the pictures
            lines.append(f"**Hidden during play:** every pile in full in `{HIDDEN_FILE}`.")
            text = "\n".join(step.revealed).encode()
            pictures = (*pictures, Picture(text, HIDDEN_FILE, "What no seat saw at this step, in full."))
    return Message(_fit(lines), pictures=pictures, components=replay_items(step))


def replay_items(step: ReplayShown) -> tuple[Component, ...]:
    """First / Back / Next / Last / Jump, then the menu of views (the board, each seat's private view)."""
    view = ids.BOARD_VIEW if step.view is None else step.view + 1
    targets = {"first": 0, "back": step.number - 1, "next": step.number + 1, "last": step.total}
    items: list[Component] = [
        Button(
            ids.replay_id(step.game_id, max(0, targets[verb]), view, verb),
            label,
            "primary" if verb == "next" else "secondary",
            row=0,
            disabled=targets[verb] == step.number or not 0 <= targets[verb] <= step.total,
        )
        for verb, label in REPLAY_STEPS
    ]
    items.append(Button(ids.replay_id(step.game_id, step.number, view, "jump"), "Jump to…", row=0))
    choices = [Choice("The board and hidden piles", str(ids.BOARD_VIEW), default=step.view is None)]
    choices.extend(
        Choice(fit(f"{name}'s private view", MENU_LABEL_LIMIT), str(seat + 1), default=step.view == seat)
        for seat, name in enumerate(step.plain_names)
    )
    items.append(Select(ids.replay_view_id(step.game_id, step.number), tuple(choices), "Show…", row=1))
    return tuple(items)


def export_message(title: str, game_id: int, data: bytes, filename: str) -> Message:
    """``/game export``: the game's record as a JSON file, and how to check it."""
    text = (
        f"**{title}** · game #{game_id}: its full record (players, options, seed, every action, the result). "
        f"`python -m engine.replay_file {filename}` replays it and checks its final state."
    )
    return Message(text, pictures=(Picture(data, filename, f"The record of {title} game #{game_id} as JSON."),))


# --- Clocks: reminders and the table's calls (issue 11) -------------------------------------------


def jump_link(guild_id: int, channel_id: int, message_id: int | None = None) -> str:
    """A link that opens a channel (or one of its messages) in Discord."""
    tail = f"/{message_id}" if message_id is not None else ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}{tail}"


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
        asked = and_list([mention(user) for user in call.asked])
        text = (
            f"{header}\n⏱ {call.name}'s time for this move ran out. {asked}: skip their move (the rules' timeout "
            f"move is played), or expel them (their seat opens for a substitute)?{tally}"
        )
        buttons = tuple(
            Button(ids.table_id(call.game_id, call.seat, call.decision_version, verb), label, style, row=0)
            for verb, label, style in VOTE_BUTTONS
        )
        return Message(_fit([text]), components=buttons, mentions=only_users(call.asked))
    if call.kind == "open":
        why = f" {call.reason}" if call.reason else ""
        text = (
            f"{header}\n🪑 {call.name}'s seat is open{why}: the game plays it by its timeout moves until someone "
            "takes it. Anyone here who is not playing may take it."
        )
        button = Button(ids.table_id(call.game_id, call.seat, 0, "claim"), "Take this seat", "success", row=0)
        return Message(_fit([text]), components=(button,))
    text = f"{header}\n⏱ {call.name} asks for more time for this move. Any other player may grant a day."
    button = Button(ids.table_id(call.game_id, call.seat, call.decision_version, "grant"), "Grant a day", row=0)
    return Message(_fit([text]), components=(button,))


def call_closed(call: TableCall, outcome: str) -> Message:
    """A call once answered: what happened, and no buttons."""
    return Message(f"**{call.title}** · game #{call.game_id}\n{outcome}")


# --- My games and the channel's dashboard (issue 11) ----------------------------------------------

NO_GAMES_OF_YOURS = "You are in no game here. /game new opens one."
NO_GAMES_IN_CHANNEL = "No open games here right now. `/game new` opens one."


def listed(header: str, items: Sequence[str], limit: int = CONTENT_LIMIT) -> str:
    """``header`` and as many ``items`` (one line each) as fit in ``limit``, then "…and N more" for the rest.

    >>> print(listed("Games:", ["• a", "• b", "• c"], 24))
    Games:
    • a
    …and 2 more
    """
    lines = [header]
    used = len(header)
    for index, item in enumerate(items):
        rest = len(items) - index - 1
        tail = len(f"\n…and {rest} more") if rest else 0
        line = fit(item, limit // 2)
        if used + 1 + len(line) + tail > limit:
            lines.append(f"…and {len(items) - index} more")
            break
        lines.append(line)
        used += 1 + len(line)
    return "\n".join(lines)


def _links(place: Place, status: str) -> str:
    """Where to go: the thread and its board, or the lobby message before the start."""
    if status == GameStatus.LOBBY or place.thread_id is None:
        lobby = place.lobby_message_id
        return f"[lobby]({jump_link(place.guild_id, place.channel_id, lobby)})" if lobby else f"<#{place.channel_id}>"
    board = place.board_message_id
    thread = f"<#{place.thread_id}>"
    return f"{thread} · [board]({jump_link(place.guild_id, place.thread_id, board)})" if board else thread


def my_games_message(games: Sequence[MyGame]) -> Message:
    """``/mygames``: the caller's games in this server, theirs to play first; names shown, nobody pinged."""
    if not games:
        return Message(NO_GAMES_OF_YOURS)
    items = []
    for game in games:
        if game.status == GameStatus.LOBBY:
            state = "in the lobby"
        elif game.my_turn:
            state = "**your turn**"
            if game.deadline is not None:
                state += f" · ⏱ {game.left} left (runs out {timestamp(game.deadline)})"
            if game.waiting:
                state += f" · also waiting on {and_list(list(game.waiting))}"
        else:
            state = f"waiting on {and_list(list(game.waiting))}" if game.waiting else "nobody to wait on"
        items.append(f"• **{game.title}** #{game.game_id} · {state} · {_links(game.place, game.status)}")
    mine = sum(1 for game in games if game.my_turn)
    header = f"**Your games in this server** ({len(games)}; your turn in {mine})"
    return Message(listed(header, items))


def dashboard_message(games: Sequence[ChannelGame], channel_id: int) -> Message:
    """A channel's dashboard: its open games, newest first, with who is waited on and until when; pings nobody."""
    header = f"**Games in <#{channel_id}>** · this list updates itself"
    if not games:
        return Message(f"{header}\n{NO_GAMES_IN_CHANNEL}")
    items = []
    for game in games:
        if game.status == GameStatus.LOBBY:
            needed = f", {game.seats_wanted} more needed" if game.seats_wanted else ", ready to start"
            state = f"in the lobby{needed}"
        elif game.waiting:
            waited = [w.name + (f" ⏱ {timestamp(w.deadline)}" if w.deadline is not None else "") for w in game.waiting]
            state = f"waiting on {and_list(waited)}"
        else:
            state = "nobody to wait on"
        players = ", ".join(game.names)
        items.append(f"• **{game.title}** #{game.game_id} ({players}): {state} · {_links(game.place, game.status)}")
    return Message(listed(header, items))
