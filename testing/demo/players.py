"""Simulated players: they read what the bot shows on Discord and take random legal options through it.

A simulated player knows only what a member sees: the current board in the game's thread
(whom it waits for, and the option buttons or menu when the decision is public), their
own ephemeral turn panel, their DMs and ``/play``'s autocomplete. Each move takes one of
the :data:`ROUTES`, all real interactions through the emulator:

- ``board``: an option button on the board, or its menu (the menu's Next button opens the
  clicker's panel at the next page);
- ``turn_button``: "Take your turn" on the board, then the panel;
- ``dm_button``: "Take your turn" on the player's latest DM, then the panel;
- ``play_panel``: ``/play`` with no choice, then the panel;
- ``panel``: the panel the player opened earlier, when it still shows options (if the game moved
  on since, the bot answers "That button is from an earlier turn; here is the current one" and
  the player clicks again);
- ``autocomplete``: ``/play``, typing nothing or a few letters of a choice, then the chosen value.

Options beyond a menu's first page are reached with the Prev / Next buttons. On long lists
the first option (a pass, in an auction) and the next few are favoured, so bids stay modest,
games keep a natural length and the transcript reads well; every option stays possible.
A decision shown compactly is answered the same ways a member would: a quick-pick button, a
typed answer's button and its form (a number near the form's example, or a point of the sky
when the example is one; a refused answer is typed again), or the set menu (random items).
"""

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.parse import typed_key
from bot.respond.answering import STALE
from demo.table import Table, TableGame
from discord_emulator import Component, InteractionHandle, InteractionOutcome, Member, Message

ROUTES = ("board", "turn_button", "dm_button", "play_panel", "panel", "autocomplete")
TYPED_SHARE = 0.25  # how often a typed answer is used when quick picks are shown too
_POINT = re.compile(r"[A-Z][0-9]{1,2}")
LONG_LIST = 10  # past this many options, the first ones are favoured
FAVOUR_FIRST = 0.4  # the first option
FAVOUR_NEXT = 0.4  # one of the NEXT_FEW after it
NEXT_FEW = 4
RETRIES = 3

_MENTION = re.compile(r"<@!?(\d+)>")
_OF_TOTAL = re.compile(r"(\d+)\)$")  # "Choose… (1–25 of 40)", «انتخاب کنید… (۱–۲۵ از ۴۰)»: the total last


BOT_MARK = "🤖"  # how a board names a bot it waits on (bot/present/common.py)
BOT_WAITS = 20  # times the players let the bots move before a board that waits on a bot alone is a stall


class NoRoute(Exception):
    """The chosen route is not available now (no option components on the board, no DM with a button)."""


@dataclass
class Attempt:
    """One move a simulated player made: the route, the choice as it was shown, and every interaction it took."""

    player: Member
    route: str
    label: str = ""
    outcomes: list[InteractionOutcome] = field(default_factory=list)
    stale_retries: int = 0

    @property
    def last(self) -> InteractionOutcome:
        """The interaction that made the choice."""
        return self.outcomes[-1]


class Players:
    """The players of one game, moving at random through the bot's messages and commands."""

    def __init__(
        self,
        table: Table,
        game: TableGame,
        rng: random.Random,
        *,
        routes: Sequence[str] = ROUTES,
    ) -> None:
        self.table = table
        self.game = game
        self.rng = rng
        self.routes = tuple(routes)
        self.panels: dict[int, Message] = {}  # each player's latest turn panel

    # --- What a member sees ----------------------------------------------------------------------

    def board(self) -> Message | None:
        """The thread's current board: its latest message with a "Take your turn" button (None once over)."""
        turn = f"bg:t:{self.game.game_id}"
        for message in reversed(self.table.emulator.messages(self.game.thread)):
            if turn in message.custom_ids:
                return message
        return None

    def waiting(self, board: Message) -> list[Member]:
        """The players the board says it waits for (the members it mentions)."""
        mentioned = [int(user) for user in _MENTION.findall(board.content)]
        return [p for p in self.game.players if p.id in mentioned]

    # --- Moving ------------------------------------------------------------------------------------

    async def move(self, route: str | None = None) -> Attempt | None:
        """One player the board waits for makes one choice (by ``route``, or a random available one); None when over."""
        board = self.board()
        if board is None:  # over, or a bot's move is between taking down one board and posting the next
            await self.table.bots_moved()
            board = self.board()
        for _ in range(BOT_WAITS):
            if board is None:
                return None
            waiting = self.waiting(board)
            if waiting or BOT_MARK not in board.content:
                break
            await self.table.bots_moved()  # bots have the turn: let them move, then look again
            board = self.board()
        if board is None:
            return None
        if not waiting:
            raise AssertionError(f"the board of game {self.game.game_id} waits for nobody: {board.content!r}")
        player = self.rng.choice(waiting)
        routes = [route] if route else self._available(player, board)
        attempt = Attempt(player, self.rng.choice(routes))
        await self._take(attempt, board)
        return attempt

    def _available(self, player: Member, board: Message) -> list[str]:
        available = []
        for route in self.routes:
            if route == "board" and not _options_for(board):
                continue
            if route == "dm_button" and self._dm_with_button(player) is None:
                continue
            if route == "panel" and (player.id not in self.panels or not _options_for(self.panels[player.id])):
                continue
            available.append(route)
        return available or ["turn_button"]

    async def _take(self, attempt: Attempt, board: Message) -> None:
        emulator, player = self.table.emulator, attempt.player
        if attempt.route == "autocomplete":
            await self._autocomplete(attempt)
            return
        if attempt.route == "board":
            if not _options_for(board):
                raise NoRoute("the board shows no options for this player")
            panel = board
        elif attempt.route == "turn_button":
            panel = await self._open(attempt, emulator.click(player, board, f"bg:t:{self.game.game_id}"))
        elif attempt.route == "dm_button":
            message = self._dm_with_button(player)
            if message is None:
                raise NoRoute("no DM with a Take your turn button")
            panel = await self._open(attempt, emulator.click(player, message, f"bg:t:{self.game.game_id}"))
        elif attempt.route == "play_panel":
            panel = await self._open(attempt, emulator.slash(player, self.game.thread, "play", {}))
        elif attempt.route == "panel":
            panel = self.panels[player.id]
        else:
            raise ValueError(f"unknown route {attempt.route!r}")
        await self._choose(attempt, panel)

    async def _open(self, attempt: Attempt, handle: InteractionHandle) -> Message:
        outcome = await self.table.do(handle)
        attempt.outcomes.append(outcome)
        return self._remember(attempt.player, outcome)

    def _remember(self, player: Member, outcome: InteractionOutcome) -> Message:
        message = outcome.original
        assert message is not None and message.ephemeral, f"expected an ephemeral panel, got {message!r}"
        self.panels[player.id] = message
        return message

    async def _choose(self, attempt: Attempt, message: Message) -> None:
        """Pick a random option shown in ``message`` (a board or a panel), turning pages as needed."""
        emulator, player = self.table.emulator, attempt.player
        for _ in range(RETRIES + 1):
            total = option_total(message)
            typed = [b for b in message.buttons if (b.custom_id or "").startswith("bg:e:") and not b.disabled]
            chooser = _set_menu(message)
            if chooser is not None and (total == 0 or self.rng.random() < 0.7):
                values = self.rng.sample([o.value for o in chooser.options], chooser.min_values)
                attempt.label = ", ".join(o.label for o in chooser.options if o.value in values)
                assert chooser.custom_id is not None
                outcome = await self.table.do(emulator.select(player, message, chooser.custom_id, values))
                attempt.outcomes.append(outcome)
                message = self._remember(player, outcome)
                if _noticed(message):
                    attempt.stale_retries += STALE in message.content
                    continue
                return
            if typed and (total == 0 or self.rng.random() < TYPED_SHARE):
                message = await self._type(attempt, message, self.rng.choice(typed))
                if _noticed(message):
                    attempt.stale_retries += STALE in message.content
                    continue
                return
            if total == 0:
                raise AssertionError(f"no options for {player.display_name} in: {message.content!r}")
            index = pick(total, self.rng)
            if typed and self.rng.random() < FAVOUR_FIRST:  # a compact long list: its first quick pick is favoured
                index = 0
            buttons = [b for b in message.buttons if (b.custom_id or "").startswith("bg:o:")]
            while True:
                component = buttons[index] if buttons else _option_component(message, index)
                if component is not None:
                    break
                page = _page_button(message, forward=index > max(_shown(message)))
                opened = await self.table.do(emulator.click(player, message, page.custom_id))
                attempt.outcomes.append(opened)
                message = self._remember(player, opened)
            if component.is_button:
                attempt.label = component.label or ""
                handle = emulator.click(player, message, component.custom_id)
            else:
                assert component.custom_id is not None
                attempt.label = next(o.label for o in component.options if o.value == str(index))
                handle = emulator.select(player, message, component.custom_id, [str(index)])
            outcome = await self.table.do(handle)
            attempt.outcomes.append(outcome)
            message = self._remember(player, outcome)
            if STALE not in message.content:
                return
            attempt.stale_retries += 1  # the panel now shows the current decision: choose again
        raise AssertionError(f"{player.display_name}'s choices stayed stale after {RETRIES} retries")

    async def _type(self, attempt: Attempt, message: Message, button: Component) -> Message:
        """Press a typed answer's button and submit its form: what the panel shows afterwards."""
        emulator, player = self.table.emulator, attempt.player
        assert button.custom_id is not None
        opened = await self.table.do(emulator.click(player, message, button.custom_id))
        attempt.outcomes.append(opened)
        if opened.modal is None:  # refused (an earlier turn's button): the panel says why
            return self._remember(player, opened)
        box = opened.modal["components"][0]["components"][0]
        example = str(box.get("placeholder") or "")
        if example.isdigit():
            answer = str(int(example) + self.rng.randrange(3))
        elif _POINT.fullmatch(example):
            answer = f"{self.rng.choice('ABCDEFGHIJKLM')}{self.rng.randint(1, 13)}"
        else:
            answer = example
        attempt.label = f"{button.label} {answer}"
        submitted = await self.table.do(emulator.submit_modal(player, opened, {box["custom_id"]: answer}))
        attempt.outcomes.append(submitted)
        return self._remember(player, submitted)

    async def _autocomplete(self, attempt: Attempt) -> None:
        emulator, player, thread = self.table.emulator, attempt.player, self.game.thread
        offered = await self.table.do(emulator.autocomplete(player, thread, "play", {"choice": ""}, focused="choice"))
        attempt.outcomes.append(offered)
        choices = offered.choices
        if choices and self.rng.random() < 0.5:  # type a few letters of one of the choices
            name = str(self.rng.choice(choices)["name"])
            start = self.rng.randrange(len(name))
            typed = name[start : start + self.rng.randint(1, 3)]
            narrowed = await self.table.do(
                emulator.autocomplete(player, thread, "play", {"choice": typed}, focused="choice")
            )
            attempt.outcomes.append(narrowed)
            choices = narrowed.choices or choices
        if not choices:
            raise AssertionError(f"/play offers {player.display_name} nothing although the board waits for them")
        chosen = choices[pick(len(choices), self.rng)]
        attempt.label = str(chosen["name"])
        played = await self.table.do(emulator.slash(player, thread, "play", {"choice": chosen["value"]}))
        attempt.outcomes.append(played)
        panel = self._remember(player, played)
        if STALE in panel.content:  # the game moved on since the autocomplete: choose in the panel shown
            attempt.stale_retries += 1
            await self._choose(attempt, panel)

    def _dm_with_button(self, player: Member) -> Message | None:
        turn = f"bg:t:{self.game.game_id}"
        return next((m for m in reversed(self.table.emulator.dms(player)) if turn in m.custom_ids), None)


# --- Reading components ------------------------------------------------------------------------------


def pick(count: int, rng: random.Random) -> int:
    """A random option index below ``count``; on long lists the first and the next few are favoured."""
    if count > LONG_LIST:
        chance = rng.random()
        if chance < FAVOUR_FIRST:
            return 0
        if chance < FAVOUR_FIRST + FAVOUR_NEXT:
            return rng.randrange(1, 1 + NEXT_FEW)
    return rng.randrange(count)


def option_total(message: Message) -> int:
    """How many options a board or panel offers: its option buttons, or the total its menu's placeholder names."""
    buttons = [c for c in message.buttons if (c.custom_id or "").startswith("bg:o:")]
    if buttons:
        return len(buttons)
    menu = _menu(message)
    if menu is None:
        return 0
    found = _OF_TOTAL.search(typed_key(menu.placeholder or ""))  # in any language: Persian digits read as digits
    return int(found[1]) if found else len(menu.options)


def _menu(message: Message) -> Component | None:
    return next((c for c in message.selects if (c.custom_id or "").startswith("bg:s:")), None)


def _shown(message: Message) -> list[int]:
    menu = _menu(message)
    return [] if menu is None else [int(o.value) for o in menu.options]


def _option_component(message: Message, index: int) -> Component | None:
    """The button for option ``index``, or the menu if its page shows that option; None to turn the page."""
    for button in message.buttons:
        parts = (button.custom_id or "").split(":")
        if parts[:2] == ["bg", "o"] and int(parts[-1]) == index:
            return button
    menu = _menu(message)
    if menu is not None and index in _shown(message):
        return menu
    return None


def _page_button(message: Message, *, forward: bool) -> Component:
    """The panel's Next (or Prev) button, found by the pages of its custom id: its label is in the reader's language."""
    word = "Next" if forward else "Prev"
    pages = sorted(
        (int((button.custom_id or "").split(":")[-1]), index, button)
        for index, button in enumerate(message.buttons)
        if (button.custom_id or "").startswith("bg:p:")
    )
    if len(pages) == 2:
        button = pages[-1 if forward else 0][2]
        if not button.disabled:
            return button
    else:
        for _page, _index, button in pages:
            if word in (button.label or "") and not button.disabled:
                return button
    raise AssertionError(f"no usable {word} button in: {message.custom_ids}")


def _options_for(board: Message) -> bool:
    """Whether the board carries option components (it does when one player decides something public)."""
    return any(custom_id.startswith(("bg:o:", "bg:s:", "bg:e:", "bg:k:")) for custom_id in board.custom_ids)


def _set_menu(message: Message) -> Component | None:
    return next((c for c in message.selects if (c.custom_id or "").startswith("bg:k:")), None)


def _noticed(panel: Message) -> bool:
    """Whether a panel opens with a notice (a refusal, an earlier turn's button): the move was not made."""
    lines = panel.content.splitlines()
    return len(lines) > 1 and lines[1].startswith("*") and lines[1].endswith("*")
