"""The lobby's messages: the lobby post, its option menus, and the DM check made at joining."""

from collections.abc import Callable, Sequence

from bot.components import ids
from bot.components.specs import Button, Choice, Component, Select, Style
from bot.names import shown
from bot.present.choices import DESCRIPTION_LIMIT, MENU_LABEL_LIMIT, PAGE_SIZE, PLACEHOLDER_LIMIT
from bot.present.common import Message, fit_lines, mention, only_users
from bot.service import Lobby
from engine.core import OptionSpec
from engine.core.words import fit
from storage.models import GameStatus

LOBBY_OPTION_ROWS = 4


LOBBY_BUTTONS: dict[str, tuple[str, Style]] = {
    "join": ("Join", "success"),
    "leave": ("Leave", "secondary"),
    "start": ("Start", "primary"),
    "bot": ("Add a bot", "secondary"),
    "unbot": ("Remove a bot", "secondary"),
}


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
            f"Press Join to play. {creator} presses Start when everyone is in, and may fill free seats with bots "
            f"(Add a bot, at the strength “Bots play at” says); the game is played in {thread}."
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
    return Message(fit_lines(lines), components=tuple(items))


def lobby_option_selects(lobby: Lobby) -> list[Component]:
    """Select menus of the game's options and the table's settings, within the lobby's four rows.

    As many options as possible get a menu of their own (the first ones: the game's, then the
    clock); the rest share menus of "Option: choice" entries, 25 to a menu. Every value is
    ``"{option}:{choice}"`` (indices into the lobby's options and that option's choices).
    """
    return option_selects(lobby.options, lambda number: ids.lobby_option_id(lobby.game_id, number))


def option_selects(options_shown: Sequence[tuple[OptionSpec, str]], menu_id: Callable[[int], str]) -> list[Component]:
    """The lobby's option menus for these (option, current value) pairs: ``menu_id(n)`` is the n-th menu's id.

    Also a campaign's titles' menus (bot/present/campaign.py), whose ids name the campaign and title.
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
