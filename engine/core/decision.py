"""Decisions, options and events: what a game waits for and what it tells (DESIGN.md)."""

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

Action = dict[str, Any]


def action_key(action: Action) -> str:
    """The stable text form of an action: sorted keys, no spaces.

    >>> action_key({"type": "bid", "amount": 3})
    '{"amount":3,"type":"bid"}'
    """
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class Option:
    """One legal choice: its stable JSON ``action``, a short human ``label`` and what choosing it does.

    ``description`` (optional, at most 100 characters: a select menu's second line) says what the
    choice does when the label alone does not ("4 VP per church at the game's end").
    """

    action: Action
    label: str
    description: str = ""
    _key: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def key(self) -> str:
        """The stable text form of the action (see :func:`action_key`), encoded once, when first asked."""
        key = self._key
        if key is None:
            key = action_key(self.action)
            object.__setattr__(self, "_key", key)
        return key


@dataclass(frozen=True, slots=True)
class Decision:
    """What one seat must decide now.

    ``options`` come in a stable, documented order; ``default`` indexes the option
    chosen for a player who timed out or left, unless the decision has a ``timeout``: an
    action taken only for a seat that does not choose (its clock ran out, it resigned), which
    is not one of the choices a player may pick, where the rules give no such choice (a Dreams
    guess: the rules offer no "No guess", yet a player who never answers has not guessed).
    :attr:`fallback` is what is taken for such a seat. A ``secret`` decision's options and
    choice must never be shown in the channel. ``kind`` names the decision in the
    game's words ("allocate", "bid") for presentation. ``prompt`` may be shown in the
    channel unless the decision is secret. ``context`` is shown to the deciding seat only
    (turn panel, DM), never in the channel, so it may hold that seat's own facts
    ("High bid 4 by {p1}. You hold 6 gold.").

    A decision with many options (a bid from 5 to 99, a star on any free point) may say how
    to show them compactly: ``quick`` names the few options worth a button of their own,
    ``typed`` the answers typed in a form ("Other amount…"); ``own_quick`` adds quick picks
    that, like ``context``, only the deciding seat may see (the most it can pay). An answer
    with too many combinations to list (a set of cards from a hand) is a ``set_choice``: any
    set of its shape is accepted by :meth:`offers`, and the game checks the whole set.

    A decision with a single option is *forced*: the core takes it for its seat inside the
    move that led to it (:meth:`engine.core.Rules.proceed`), so nobody is asked to click the
    only choice. The rule (issue 20): **a lone choice is taken at once only when the table could
    already know it is the only one**, since a move taken at once, and what it tells, show the
    table that nothing else was possible. So a public decision's lone option is taken (its
    options are built from what the table knows: ``engine.simulate.decision_leaks`` checks it),
    but a ``secret`` decision's is not: its options are built from hidden things (a hand's
    gold), and it waits for its seat even with one option, unless ``count_known`` says the
    table can tell how many options it has (the destinations left to a Biblios card, a hand of
    public size against a bid counted in cards). Whatever the options were, a secret decision's
    public event lines must read the same ("Ana does not pay.", never "cannot" for one and
    "refuses" for the other), and so must its ``default`` (or ``timeout``) when taken for a
    seat that does not answer. ``ask`` keeps any lone choice waiting for its seat: one the
    player should see before it is taken (a letter to read).
    """

    seat: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    default: int = 0
    secret: bool = False
    context: str = ""
    ask: bool = False
    count_known: bool = False
    quick: tuple[int, ...] = ()
    own_quick: tuple[int, ...] = ()
    typed: tuple["TypedAnswer", ...] = ()
    set_choice: "SetChoice | None" = None
    timeout: Option | None = None

    def __post_init__(self) -> None:
        assert self.options, f"decision {self.kind!r} for seat {self.seat} has no option"
        assert 0 <= self.default < len(self.options), "default option out of range"
        if self.quick or self.own_quick:
            quick = (*self.quick, *self.own_quick)
            assert 0 <= min(quick) and max(quick) < len(self.options), "quick pick out of range"

    @property
    def forced(self) -> bool:
        """Whether the core takes this decision for its seat: one option the table knows is the only one.

        One option, not ``ask``, nothing to type or pick, and public or ``count_known``: a secret
        decision whose option count the table cannot tell waits for its seat even with one option,
        so that neither the wait nor what is said tells the table it had no choice.
        """
        if len(self.options) != 1 or self.ask or self.typed or self.set_choice is not None:
            return False
        return not self.secret or self.count_known

    @property
    def default_option(self) -> Option:
        """The option taken for a player who does not answer."""
        return self.options[self.default]

    @property
    def fallback(self) -> Option:
        """What is taken for a seat that does not choose: the ``timeout`` action, else the default option."""
        return self.timeout if self.timeout is not None else self.default_option

    def times_out_with(self, action: Action) -> bool:
        """Whether ``action`` is exactly this decision's ``timeout`` action (never a player's choice)."""
        timeout = self.timeout
        return timeout is not None and timeout.action == action and _identical(timeout.action, action)

    def offers(self, action: Action) -> bool:
        """Whether ``action`` answers this decision: one of its options, or a set of its ``set_choice``'s shape."""
        if self.find(action) is not None:
            return True
        return self.set_choice is not None and self.set_choice.matches(action)

    def find(self, action: Action) -> Option | None:
        """The offered option with exactly ``action``'s JSON value (same text form), if any.

        Options are first matched by ``==`` (cheap), then confirmed value by value with the
        types compared too, so ``true`` is not ``1`` and ``3.0`` is not ``3``.
        """
        for option in self.options:
            offered = option.action
            if offered is action or (offered == action and _identical(offered, action)):
                return option
        return None


@dataclass(frozen=True, slots=True)
class TypedAnswer:
    """An answer typed in a one-field form, for a decision with many options.

    The typed value goes into ``action`` under ``field`` (a whole number when ``number``, else
    the text) and the result is applied like any move, so it must be one of the decision's
    options; the game refuses anything else with its own message. ``label`` names the button
    that opens the form ("Other amount…"), ``question`` its text box ("Your bid"), ``example``
    the text box's placeholder, and ``hint`` says what may be typed ("Bid from 5 to 99.").

    >>> answer = TypedAnswer("Other amount…", "Your bid", {"type": "bid"}, "amount", "Bid 5-99.", number=True)
    >>> answer.action_for(7)
    {'type': 'bid', 'amount': 7}
    """

    label: str
    question: str
    action: Action
    field: str
    hint: str
    number: bool = False
    example: str = ""

    def action_for(self, value: int | str) -> Action:
        """The move of typing ``value``."""
        return {**self.action, self.field: value}


@dataclass(frozen=True, slots=True)
class SetChoice:
    """An answer made of exactly ``count`` distinct values out of ``items`` ((value, label) pairs), in one step.

    Its move is ``action`` with ``field`` set to the chosen values in any order, e.g.
    ``{"type": "discard", "cards": ["b3", "g1"]}``: there are too many sets to list them as
    options, so :meth:`matches` checks the shape and the game's handler checks the whole set
    (and refuses it with its own message). ``label`` asks for the set ("Choose 2 cards to discard").
    """

    label: str
    action: Action
    field: str
    items: tuple[tuple[str, str], ...]
    count: int

    def action_for(self, values: Sequence[str]) -> Action:
        """The move of choosing ``values``."""
        return {**self.action, self.field: list(values)}

    def matches(self, action: Action) -> bool:
        """Whether ``action`` is a set of this shape: the fixed keys, ``count`` distinct values among ``items``."""
        chosen = action.get(self.field)
        if set(action) != {*self.action, self.field} or not isinstance(chosen, list) or len(chosen) != self.count:
            return False
        if not all(action[key] == value and _identical(value, action[key]) for key, value in self.action.items()):
            return False
        values = {value for value, _ in self.items}
        return all(type(value) is str and value in values for value in chosen) and len(set(chosen)) == len(chosen)


def _identical(one: Any, other: Any) -> bool:
    """Whether two equal (``==``) JSON values have the same text form: no ``true`` for ``1``, no ``3.0`` for ``3``."""
    if isinstance(one, dict):
        for key, value in one.items():
            if not _identical(value, other[key]):
                return False
        return True
    if isinstance(one, list):
        for a, b in zip(one, other, strict=True):
            if not _identical(a, b):
                return False
        return True
    return (type(one) is bool) == (type(other) is bool) and isinstance(one, float) == isinstance(other, float)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. ``seat`` None means public; otherwise private to that seat.

    ``reveal`` marks an event that showed someone information they did not have
    (a draw, a shuffle's result, a secret choice made known): undo stops there.

    ``brief`` is how the thread's lasting record of a chapter (see ``GameSpec.chapter``)
    tells a public event: None tells its ``text``; a shorter text tells that instead;
    ``""`` leaves it out (a step with no lasting interest, such as "Ana draws card 2 of 4"
    just before that card is placed, or a line the chapter's title already says).
    """

    text: str
    seat: int | None = None
    reveal: bool = False
    data: dict[str, Any] = field(default_factory=dict)
    brief: str | None = None

    @property
    def record(self) -> str:
        """The event as a chapter's lasting record tells it ("" when it is left out)."""
        return self.text if self.brief is None else self.brief

    @property
    def public(self) -> bool:
        """Whether everyone may read this event."""
        return self.seat is None


_SEAT_REF = re.compile(r"\{p(\d+)\}")


_SEAT_REFS = tuple(f"{{p{seat}}}" for seat in range(16))  # every table seats fewer: built once (searches tell much)


def seat_ref(seat: int) -> str:
    """A placeholder for a seat's name in player-facing text; the bot fills in names.

    >>> fill_names(f"{seat_ref(1)} bids 3", ["Ana", "Ben"])
    'Ben bids 3'
    """
    return _SEAT_REFS[seat] if 0 <= seat < len(_SEAT_REFS) else f"{{p{seat}}}"


def fill_names(text: str, names: Sequence[str]) -> str:
    """Replace every :func:`seat_ref` placeholder in ``text`` with the seat's name."""
    return _SEAT_REF.sub(lambda match: names[int(match.group(1))], text)
