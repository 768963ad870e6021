"""The lobby's messages: the lobby post, its option menus, and the DM check made at joining."""

from collections.abc import Callable, Sequence

import discord

from bot.components import ids
from bot.components.specs import Button, Choice, Component, Select, Style
from bot.names import shown
from bot.present.choices import DESCRIPTION_LIMIT, MENU_LABEL_LIMIT, PAGE_SIZE, PLACEHOLDER_LIMIT, TAKE_YOUR_TURN
from bot.present.common import Message, channel, commas, fit_lines, game_header, mention, name_in, only_users
from bot.service import Lobby
from engine.core import OptionSpec
from engine.core.words import fit
from i18n import Text, _, listed, say
from i18n import language as language_named
from renderers.kit.palette import SeatColour
from storage.models import GameStatus
from storage.records import SeatRecord

LOBBY_OPTION_ROWS = 4


LOBBY_BUTTONS: dict[str, tuple[str, Style]] = {
    "join": (_("Join"), "success"),
    "leave": (_("Leave"), "secondary"),
    "start": (_("Start"), "primary"),
    "bot": (_("Add a bot"), "secondary"),
    "unbot": (_("Remove a bot"), "secondary"),
}


def setting(spec: OptionSpec, value: str, language: str = "en") -> str:
    """``Deck: Short``: an option (or a table setting) and its value, as the lobby and the campaigns show them."""
    return f"{say(spec.label, language)}: {say(spec.label_of(value), language)}"  # both said: punctuation only


def lobby_message(lobby: Lobby, *, result_line: str = "", language: str | None = None, ping: bool = False) -> Message:
    """The lobby message: players, options, and (before the start) Join / Leave / Start and the option menus.

    In ``language``; None (every caller: a lobby post is public), the game's (``lobby.language``). ``ping``: the
    seated members may be pinged (a rematch lobby's first post; an edit never pings anyway).
    """
    language = lobby.language if language is None else language
    creator = next(
        (name_in(shown(p.name), language) for p in lobby.players if p.user_id == lobby.creator_id),
        say(_("the creator"), language),
    )
    palette, picked = lobby.colours
    picked = picked or (None,) * len(lobby.players)
    players = commas(
        [_player_entry(lobby, p, colour, language) for p, colour in zip(lobby.players, picked, strict=True)],
        language,
    )
    own = lobby.options if lobby.table_from is None else lobby.options[: lobby.table_from]
    options = " · ".join(setting(spec, value, language) for spec, value in own)
    thread = channel(lobby.thread_id) if lobby.thread_id else say(_("the game's thread"), language)
    seats = _("{game} · {least}–{most} players", game=game_header(lobby.title, lobby.game_id, language),
              least=lobby.min_seats, most=lobby.max_seats)  # fmt: skip
    lines = [say(seats, language)]
    seated = _(
        "Players ({seated}/{most}): {players}",
        seated=len(lobby.players),
        most=lobby.max_seats,
        players=players or say(_("nobody yet"), language),
    )
    lines.append(say(seated, language))
    if options:
        lines.append(say(_("Options: {options}", options=options), language))
    if lobby.invited is not None:
        lines.append(say(_invitations(lobby), language))
    if lobby.table_from is not None and lobby.status == GameStatus.LOBBY:  # how the game will start
        shown_settings = {spec.name: (spec, value) for spec, value in lobby.options[lobby.table_from :]}
        order = shown_settings.get("seat_order")
        if order is not None:
            lines.append(setting(*order, language))
        if shown_settings.get("autostart", (None, "off"))[1] == "on":
            lines.append(say(_("Starts by itself when the table is full."), language))
    if lobby.table_from is not None:
        clock = (
            _("Clock: {clock}", clock=say(lobby.clock, language))
            if lobby.clock
            else _("Clock: none (nobody is hurried)")
        )
        lines.append(say(clock, language))
    items: list[Component] = []
    if lobby.private:
        lines.append(say(_("Thread: private (only the players and moderators see it)."), language))
    if lobby.status == GameStatus.LOBBY:
        lines.append(
            say(
                _(
                    "Press Join to play. {creator} presses Start when everyone is in, and may fill free seats with "
                    "bots (Add a bot, at the strength “Bots play at” says); the game is played in {thread}.",
                    creator=creator,
                    thread=thread,
                ),
                language,
            )
        )
        if lobby.rematch_of is not None:
            lines.append(say(_rematch_call(lobby), language))
        items = [
            Button(ids.lobby_id(lobby.game_id, verb), say(label, language), style, row=0)
            for verb, (label, style) in LOBBY_BUTTONS.items()
        ]
        taken = {colour.key for colour in picked if colour is not None}
        left = [colour for colour in palette if colour.key not in taken]
        if left:
            placeholder = say(_("Pick your colour (seats without one get those left)"), language)
            choices = tuple(Choice(fit(say(c.name, language), MENU_LABEL_LIMIT), c.key) for c in left)
            items.append(Select(ids.lobby_pick_id(lobby.game_id, "colour"), choices, placeholder, row=1))
        if lobby.invited is not None:
            most = max(1, min(lobby.max_seats - 1, MAX_INVITED))
            placeholder = say(_("Invite members (the creator)"), language)
            row = 1 + sum(isinstance(item, Select) for item in items)
            items.append(Select(ids.lobby_pick_id(lobby.game_id, "invite"), (), placeholder, row, most, members=True))
        items.extend(lobby_option_selects(lobby, language, first_row=1 + sum(isinstance(i, Select) for i in items)))
    elif lobby.status == GameStatus.ACTIVE:
        lines.append(say(_("Started: the game is played in {thread}.", thread=thread), language))
    elif lobby.status == GameStatus.FINISHED:
        said = say(result_line, language).strip()
        finished = (
            _("Finished. {result} The final board is in {thread}.", result=said, thread=thread)
            if said
            else _("Finished. The final board is in {thread}.", thread=thread)
        )
        lines.append(say(finished, language))
    else:
        lines.append(say(_("This game was abandoned."), language))
    mentions = only_users(_members(lobby)) if ping else discord.AllowedMentions.none()
    return Message(fit_lines(lines, language=language), components=tuple(items), mentions=mentions, language=language)


MAX_INVITED = 25  # members one pick of the invitation menu takes (Discord's most for a select)


def _members(lobby: Lobby) -> list[int]:
    """The members seated in the lobby (no bot)."""
    return [p.user_id for p in lobby.players if p.bot is None]


def _player_entry(lobby: Lobby, player: SeatRecord, colour: SeatColour | None, language: str) -> str:
    """One player in the lobby's list: their name, "(creator)", and the colour they picked."""
    name = name_in(shown(player.name), language)
    if player.user_id == lobby.creator_id:
        name = say(_("{player} (creator)", player=name), language)
    if colour is None:
        return name
    return say(_("{player} in {colour}", player=name, colour=say(colour.name, language)), language)


def _invitations(lobby: Lobby) -> Text:
    """Who is invited to a table by invitation, and who of them has not joined yet."""
    invited = [mention(member) for member in lobby.invited or ()]
    seated = {p.user_id for p in lobby.players}
    waiting = [mention(member) for member in lobby.invited or () if member not in seated]
    if not invited:
        return _("By invitation: nobody is invited yet; the creator invites members with the menu below.")
    if not waiting:
        return _("By invitation: {invited}. Everyone invited has joined.", invited=listed(invited))
    return _("By invitation: {invited}. Not joined yet: {waiting}.", invited=listed(invited), waiting=listed(waiting))


def _rematch_call(lobby: Lobby) -> Text:
    """The rematch lobby's call to its players (the one post that pings them)."""
    return _(
        "Rematch of game #{game}: {players}, your seats are turned by one. Leave if you are out; "
        "{creator} presses Start when everyone is ready.",
        game=lobby.rematch_of,
        players=listed([mention(member) for member in _members(lobby)]),
        creator=mention(lobby.creator_id),
    )


def lobby_option_selects(lobby: Lobby, language: str = "en", *, first_row: int = 1) -> list[Component]:
    """Select menus of the game's options and the table's settings, within the lobby's four rows.

    As many options as possible get a menu of their own (the first ones: the game's, then the
    clock); the rest share menus of "Option: choice" entries, 25 to a menu. Every value is
    ``"{option}:{choice}"`` (indices into the lobby's options and that option's choices).
    """
    return option_selects(
        lobby.options, lambda number: ids.lobby_option_id(lobby.game_id, number), language, first_row=first_row
    )


def option_selects(
    options_shown: Sequence[tuple[OptionSpec, str]],
    menu_id: Callable[[int], str],
    language: str = "en",
    *,
    first_row: int = 1,
) -> list[Component]:
    """The lobby's option menus for these (option, current value) pairs: ``menu_id(n)`` is the n-th menu's id.

    Also a campaign's titles' menus (bot/present/campaign.py), whose ids name the campaign and title.
    """
    options = list(options_shown)
    rows = LOBBY_OPTION_ROWS - (first_row - 1)  # the rows above hold the buttons and other menus
    alone = min(len(options), rows)
    while alone > 0 and not _shared_fit(options[alone:], rows - alone):
        alone -= 1
    menus: list[Component] = [
        Select(
            menu_id(number),
            tuple(
                _lobby_choice(number, spec, choice, value, named=False, language=language) for choice in spec.choices
            ),
            fit(setting(spec, value, language), PLACEHOLDER_LIMIT, language),
            row=number + first_row,
        )
        for number, (spec, value) in enumerate(options[:alone])
    ]
    entries = [
        _lobby_choice(number, spec, choice, value, named=True, language=language)
        for number, (spec, value) in enumerate(options)
        if number >= alone
        for choice in spec.choices
    ]
    chunks = [entries[start : start + PAGE_SIZE] for start in range(0, len(entries), PAGE_SIZE)]
    shared = [(number, spec, value) for number, (spec, value) in enumerate(options) if number >= alone]
    menus += [
        Select(
            menu_id(alone + number),
            tuple(chunk),
            _shared_placeholder(chunk, shared, language),
            row=alone + number + first_row,
        )
        for number, chunk in enumerate(chunks[: rows - alone])
    ]
    return menus


def _shared_placeholder(
    chunk: Sequence[Choice], shared: Sequence[tuple[int, OptionSpec, str]], language: str = "en"
) -> str:
    """A shared menu's placeholder: "More options" and the current value of each option in it.

    A menu taking one value may mark at most one entry as its default, so a shared menu marks
    none and says the current values here instead.
    """
    numbers = {choice.value.split(":")[0] for choice in chunk}
    current = [setting(spec, value, language) for number, spec, value in shared if str(number) in numbers]
    if not current:
        return say(_("More options"), language)
    separator = "؛ " if language_named(language).right_to_left else "; "
    return fit(
        say(_("More options (now {settings})", settings=separator.join(current)), language), PLACEHOLDER_LIMIT, language
    )


def _shared_fit(options: Sequence[tuple[OptionSpec, str]], rows: int) -> bool:
    """Whether these options' choices fit in ``rows`` shared menus."""
    entries = sum(len(spec.choices) for spec, _ in options)
    return entries <= rows * PAGE_SIZE if rows > 0 else entries == 0


def _lobby_choice(
    number: int, spec: OptionSpec, choice: str, current: str, *, named: bool, language: str = "en"
) -> Choice:
    """A lobby menu's entry; ``named`` (in a shared menu) says the option's name, and no entry is a default there."""
    label = setting(spec, choice, language) if named else say(spec.label_of(choice), language)
    described = say(spec.help_of(choice), language)
    return Choice(
        fit(label, MENU_LABEL_LIMIT, language),
        f"{number}:{spec.choices.index(choice)}",
        fit(described, DESCRIPTION_LIMIT, language) if described else None,
        choice == current and not named,
    )


def dm_refused_message(user_id: int, language: str = "en") -> Message:
    """The thread notice for a player who does not accept DMs: it names no secret."""
    text = _(
        "I can't send {player} direct messages; use {command} or the “{button}” button to see your private view.",
        player=mention(user_id),
        command="`/game hand`",
        button=TAKE_YOUR_TURN,
    )
    return Message(say(text, language), mentions=only_users([user_id]))


def preflight_dm(title: str, game_id: int, thread_id: int | None, language: str = "en") -> Message:
    """The DM sent at join to check that DMs reach the member (issue 11): it names no secret."""
    game = game_header(title, game_id, language)
    text = (
        _("You joined {game} in {thread}; your private view will come here.", game=game, thread=channel(thread_id))
        if thread_id
        else _("You joined {game}; your private view will come here.", game=game)
    )
    return Message(say(text, language))


DMS_REFUSED_AT_JOIN = _(
    "You joined, but I can't send you direct messages, and this game has private information. "
    "To get it by DM, allow them: click the server's name > Privacy Settings > Direct Messages. "
    "Or use {command} and the “{button}” button in the game's thread.",
    command="`/game hand`",
    button=TAKE_YOUR_TURN,
)
"""The answer to a member who joined but takes no DMs (a :class:`~i18n.Text`: ``say`` it in their language)."""
