"""The contract every game implements, and the functions the rest of the project calls.

A game package declares one :class:`GameSpec`, whose :class:`~engine.core.rules.Rules`
dispatch every move to the handler of the decision waited on. A handler receives a private
copy of the state and may mutate it freely: :func:`apply` copies first
(:func:`~engine.core.copier.copy_state`), so an ``IllegalAction`` raised at any point
leaves the caller's state untouched; and it rejects any action that is not one of the
offered options. The pending decisions of a state are built once and kept on it
(:mod:`engine.core.memo`).
"""

import hashlib
import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, NoReturn, Protocol

from engine.core.codec import from_data, to_data
from engine.core.copier import copy_state
from engine.core.decision import Action, Decision, Event
from engine.core.errors import IllegalAction
from engine.core.memo import remember, seal
from engine.core.proxy_rules import ProxyRules
from engine.core.result import Result
from engine.core.rng import rng_for
from engine.core.rules import GAME_OVER, Context, Rules
from engine.core.words import commas
from i18n import _


class GameState(Protocol):
    """What the core needs of every state: its seed, how many actions were applied, seat count."""

    seed: int
    step: int
    seats: int


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionSpec:
    """A game option chosen at the lobby, e.g. Biblios' ``penalty_mode``."""

    name: str
    label: str
    choices: tuple[str, ...]
    default: str
    choice_labels: tuple[str, ...] = ()
    help: str = ""
    choice_help: tuple[str, ...] = ()  # what each choice does, in the order of ``choices`` (≤ 100 characters each)

    def label_of(self, choice: str) -> str:
        """The human name of ``choice``."""
        if self.choice_labels:
            return self.choice_labels[self.choices.index(choice)]
        return choice

    def help_of(self, choice: str) -> str:
        """What choosing ``choice`` does: its own help when the game gives one, else the option's."""
        if self.choice_help:
            return self.choice_help[self.choices.index(choice)] or self.help
        return self.help


@dataclass(frozen=True, slots=True)
class RulesTopic:
    """One section of a title's rules, shown alone by ``/game rules topic:`` (issue 26).

    ``key`` is stable ASCII (what the command's autocomplete sends); ``title`` and ``text`` are catalogue
    texts: whole sentences in the game's own words, paragraphs separated by blank lines.
    """

    key: str
    title: str
    text: str


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, as the rest of the project sees it (DESIGN.md "The engine contract").

    Hooks:
    - ``setup(players, seed, options, rng)`` -> a new state with ``seed`` set, ``step`` 0
      and ``seats`` the number of players (see :class:`GameState`).
    - ``rules``: the dispatch table (:class:`~engine.core.rules.Rules`). Its handlers build
      the decisions waiting (one per pending seat; none when over: see :meth:`pending`) and
      apply a move to the copy they are given, telling events through the context and
      raising :class:`IllegalAction` with a player-readable message. ``action`` is any dict
      with a text "type" (see :func:`check_action_shape`); a handler is also called for
      actions that are not offered, only for its message, so it must refuse every odd key,
      value or type with ``IllegalAction``, never another exception.
    - ``view(state, seat | None)`` -> a dataclass view built field by field.
    - ``result(state)`` -> the final :class:`Result`, or None while the game runs.
    - ``secrets(state, viewer)`` -> strings the viewer (None = the public) must never see:
      used by the leak checks on views, decisions, messages and images. It names every hidden
      thing (each card in each hand, deck orders, roles, secret choices) by a string that
      appears wherever that thing is shown (a card id, a unique card label, a marker text).
    - ``revealed(state)`` -> lines of text naming, in the game's words, what no seat sees: each
      hidden pile and its order (a draw pile top first, face-down stacks, cards out of the game
      unseen), seats named by ``seat_ref``. With every seat's view, it tells all that ``secrets``
      hides, so a finished game's replay can show each step with nothing hidden (``/game
      replay``). Never shown while a game runs. None: the game hides nothing beyond seat views.
    - ``redraw_hidden(state, rng, seat=None)`` (optional) -> a new state the public cannot tell
      from ``state``: everything the public does not know drawn anew, consistently with what it
      knows (hands re-dealt from the unseen cards, roles reassigned...). The leak checks use it
      where a secret has no distinctive string (a Gold 2 in a hand reads "Gold 2", like a Gold 2
      face up in the discard): the public view and every public decision must be the same for
      the state and its redrawn twin, i.e. computable from what the public knows. With
      ``seat=k``, a state seat k cannot tell from ``state``: what k knows stays (its hand, its
      role, its own secret picks, what it has seen go where), the rest is drawn anew, so k's
      private view (:func:`private_view`), its pending decision and the public view are the
      same (tests/engine/test_seat_redraw.py). Bot players search over such twins, never over
      the true hidden state. Same ``rng`` state, same twin; and the twin is a function of what
      the viewer knows and ``rng`` only (unseen things are sorted, shuffled and dealt to the
      hidden places in a fixed order), so a state and any twin of it give the same twin (check
      (e)). The twin keeps the seed (a Dreams decision's default shows it), from which ``apply``
      draws chance to come: a search plays on with :mod:`engine.core.playout` (``playout``,
      ``advance``), which draws chance from its own generator.
    - ``check(state)`` -> raises AssertionError when an invariant (conservation) fails.
    - ``seat_range(options)`` (optional) -> the allowed player counts under these options.
    - ``what_can_i_do(state, seat)`` (optional) -> a short private text (at most 700 characters in any
      language) summing up the seat's legal actions now and why others are not, built from what the seat
      knows only (tests/engine/test_what_can_i_do.py).
    - ``rules_topics``: the rules summary's sections (set-up, a turn, each phase or action, scoring,
      the end, variants), each shown alone by ``/game rules topic:``; ``rules_summary`` stays the whole.
    - ``chapter(state)`` (optional) -> the public title of the part of the game the state is
      in: one turn as the table counts turns (a Biblios gift turn or auctioned card, a Dreams
      guessing phase, a Burgundy player's turn), e.g. "Auction 3 of 12: Gold 2", seats named
      by ``seat_ref``. The thread keeps one lasting record per chapter, so boards posted within
      a chapter (to ping the next bidder) replace each other. Computed from public information
      only (the leak checks compare it with the redrawn twin's).
    - ``private_views(options)`` (optional) -> whether, under these lobby options, a seat's view
      holds something the others do not see (a hand, a secret choice), so its player needs DMs
      or ``/game hand``; the bot then checks at join that it can DM the member. None: never.
    - ``proxies`` (optional) -> the standing instructions a seat may set privately ("bid up to
      4 on this card", "pass on every Gold card"): :class:`~engine.core.proxy_rules.ProxyRules`. The
      moves they make are ordinary moves, made by :func:`engine.core.proxy.proxy_moves` through
      :func:`apply` like a click. None: the game has none.
    """

    key: str
    title: str
    min_seats: int
    max_seats: int
    state_type: type
    schema_version: int
    setup: Callable[[int, int, dict[str, str], random.Random], Any]
    rules: Rules[Any]
    view: Callable[[Any, int | None], Any]
    result: Callable[[Any], Result | None]
    secrets: Callable[[Any, int | None], set[str]]
    check: Callable[[Any], None]
    options: tuple[OptionSpec, ...] = ()
    rules_summary: str = ""
    rules_topics: tuple[RulesTopic, ...] = ()
    migrate: Callable[[int, dict[str, Any]], dict[str, Any]] | None = None
    seat_range: Callable[[dict[str, str]], tuple[int, int]] | None = None
    what_can_i_do: Callable[[Any, int], str] | None = None
    redraw_hidden: Callable[..., Any] | None = None  # (state, rng, seat=None) -> twin
    chapter: Callable[[Any], str] | None = None
    private_views: Callable[[dict[str, str]], bool] | None = None
    proxies: ProxyRules | None = None
    revealed: Callable[[Any], tuple[str, ...]] | None = None

    def pending(self, state: Any) -> list[Decision]:
        """The decisions ``state`` waits for, built once per state; empty once the game is over."""
        return remember(state, "pending", self.rules.decisions)

    def apply(self, state: Any, seat: int, action: Action, rng: random.Random | None = None) -> list[Event]:
        """Run ``seat``'s move on ``state`` itself through the rules: the events told.

        No copy and no check that the move is offered: tests use it to reach a game's own
        refusals. Everyone else calls :func:`engine.core.apply`.
        """
        context = Context(state.seed, state.step + 1, rng)
        self.rules.act(state, seat, action, context)
        return context.events

    def seats_for(self, options: Mapping[str, str] | None) -> tuple[int, int]:
        """The allowed player counts (lowest, highest) under these options (e.g. a large-table variant)."""
        if self.seat_range is None:
            return self.min_seats, self.max_seats
        return self.seat_range(self.resolve_options(options))

    def has_private_views(self, options: Mapping[str, str] | None) -> bool:
        """Whether a seat has a private view worth a DM under these options (see ``private_views``)."""
        return self.private_views is not None and self.private_views(self.resolve_options(options))

    def resolve_options(self, raw: Mapping[str, str] | None) -> dict[str, str]:
        """Every option with its chosen or default value; ``IllegalAction`` on a bad one."""
        raw = dict(raw or {})
        known = {spec.name: spec for spec in self.options}
        for name in raw:
            if name not in known:
                raise IllegalAction(_("{game} has no option called “{name}”.", game=self.title, name=name))
        resolved: dict[str, str] = {}
        for spec in self.options:
            value = raw.get(spec.name, spec.default)
            if value not in spec.choices:
                choices = commas(spec.choices)  # the values to type, not words to translate
                raise IllegalAction(
                    _(
                        "“{value}” is not a choice for {option}; choose one of: {choices}.",
                        value=str(value),
                        option=spec.label,
                        choices=choices,
                    )
                )
            resolved[spec.name] = value
        return resolved


def always_private(options: Mapping[str, str]) -> bool:
    """``GameSpec.private_views`` of a game where every seat always has a private view (a hand)."""
    return True


def new_game(spec: GameSpec, players: int, seed: int, options: Mapping[str, str] | None = None) -> Any:
    """A freshly set-up game; deterministic in (players, seed, options)."""
    resolved = spec.resolve_options(options)
    low, high = spec.seats_for(resolved)
    if not low <= players <= high:
        raise IllegalAction(
            _(
                "{game} needs {low} to {high} players, not {players}.",
                game=spec.title,
                low=low,
                high=high,
                players=players,
            )
        )
    rng = rng_for(seed, 0)
    state = spec.setup(players, seed, resolved, rng)
    assert state.seed == seed and state.step == 0 and state.seats == players, "setup must fill seed/step/seats"
    spec.rules.proceed(state, Context(seed, 0, rng))  # forced decisions up to the first choice; events dropped
    return state


def pending(spec: GameSpec, state: Any) -> list[Decision]:
    """The decisions the game is waiting for; empty once it is over."""
    return spec.pending(state)


def pending_for(spec: GameSpec, state: Any, seat: int) -> Decision | None:
    """The decision ``seat`` must take now, if any."""
    return next((d for d in spec.pending(state) if d.seat == seat), None)


# Bounds on an action's shape (players can type raw JSON with /play): far above any offered
# option, low enough that no input reaches a game's validation with an odd or huge shape.
MAX_ACTION_DEPTH = 5  # the action object is depth 1, a list inside it depth 2
MAX_ACTION_ITEMS = 50  # keys of one object, items of one list
MAX_ACTION_NODES = 200  # values in the whole action
MAX_ACTION_TEXT = 2_000  # characters of the action's canonical JSON
MAX_ACTION_INT = 10**9  # exclusive bound on an integer's absolute value

NOT_A_MOVE = _("That is not a move: an action is a JSON object with a “type”.")
NOT_OFFERED = _("That move is not one of the choices available now.")
NOT_YOUR_TURN = _("It is not your turn: nothing is being asked of you right now.")


def check_action_shape(action: Any) -> None:
    """Raise ``IllegalAction`` unless ``action`` is a small JSON object with a string "type".

    Allowed values: strings, whole numbers (``abs < MAX_ACTION_INT``), booleans, null, lists
    and objects with string keys, nested at most ``MAX_ACTION_DEPTH`` deep, at most
    ``MAX_ACTION_ITEMS`` items per list or object and ``MAX_ACTION_TEXT`` characters of JSON
    in all. Fractions are refused: no option of any game holds one, and ``2.0 == 2`` would
    let a float slip past a game's membership tests.
    """
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction(NOT_A_MOVE)
    budget = [MAX_ACTION_NODES]
    _check_value(action, 1, budget)
    if len(canonical_json(action)) > MAX_ACTION_TEXT:
        raise IllegalAction(_("That move is too long: at most {limit} characters of JSON.", limit=MAX_ACTION_TEXT))


def _check_value(value: Any, depth: int, budget: list[int]) -> None:
    budget[0] -= 1
    if budget[0] < 0:
        raise IllegalAction(_("That move has too many values: at most {limit}.", limit=MAX_ACTION_NODES))
    if value is None or isinstance(value, (bool, str)):
        return
    if isinstance(value, int):
        if abs(value) >= MAX_ACTION_INT:
            raise IllegalAction(_("The number {number}… is out of range in that move.", number=str(value)[:12]))
        return
    if isinstance(value, float):
        raise IllegalAction(_("Numbers in a move are whole numbers."))
    if not isinstance(value, (list, dict)):
        raise IllegalAction(_("A move holds only JSON values: text, whole numbers, true/false, null, lists, objects."))
    if depth > MAX_ACTION_DEPTH:
        raise IllegalAction(_("That move is nested too deeply: at most {limit} levels.", limit=MAX_ACTION_DEPTH))
    if len(value) > MAX_ACTION_ITEMS:
        raise IllegalAction(
            _("That move has too many items: at most {limit} in a list or object.", limit=MAX_ACTION_ITEMS)
        )
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise IllegalAction(_("The keys of an object in a move are text."))
        items = list(value.values())
    else:
        items = value
    for item in items:
        _check_value(item, depth + 1, budget)


def apply(spec: GameSpec, state: Any, seat: int, action: Action, *, timed_out: bool = False) -> tuple[Any, list[Event]]:
    """Apply ``seat``'s ``action``: the new state and its events. ``state`` is never changed.

    ``timed_out``: the move is made for a seat that did not choose (a clock ran out, a
    resigned seat), so the decision's ``timeout`` action is accepted too; a player's own
    move never is.

    Any malformed action raises ``IllegalAction``: an action that is not exactly one of the
    options offered to ``seat`` (or a set its decision's ``set_choice`` takes, which the game
    then checks as a whole) has its shape checked first (:func:`check_action_shape`; an
    offered option always passes it), and a game's own validation names what is wrong with
    anything else that is not offered now.
    """
    decisions = spec.pending(state) if type(action) is dict else []
    decision = next((d for d in decisions if d.seat == seat), None)
    if decision is not None and (decision.offers(action) or (timed_out and decision.times_out_with(action))):
        return _act(spec, state, seat, action, offered=True)
    check_action_shape(action)
    if not decisions:
        raise IllegalAction(GAME_OVER)
    if decision is None:
        # The game may say more precisely why ("Your guess is already locked in.").
        _explain(spec, state, seat, action, NOT_YOUR_TURN)
    # Let the game name what is wrong; anything it would accept is still refused
    # because only offered options may be applied.
    _explain(spec, state, seat, action, NOT_OFFERED)


def _act(spec: GameSpec, state: Any, seat: int, action: Action, *, offered: bool) -> tuple[Any, list[Event]]:
    """Run the move on a copy of ``state``: the copy, now one step on, and the events told.

    ``offered``: the move is one of the pending decision's options (``Context.offered``).
    """
    work = seal(copy_state(state))
    work.step = state.step + 1
    context = Context(state.seed, work.step, offered=offered)
    spec.rules.act(work, seat, action, context)
    return work, context.events


def _explain(spec: GameSpec, state: Any, seat: int, action: Action, fallback: str) -> NoReturn:
    """Raise the game's own ``IllegalAction`` for an action that is not offered, else ``fallback``.

    The game's handler runs on a throwaway copy, only for its message. Any other exception
    there is a gap in the game's validation (tests/engine/test_malformed_actions.py looks
    for them); the player still gets the plain refusal, never an internal error.
    """
    try:
        _act(spec, state, seat, action, offered=False)
    except IllegalAction:
        raise
    except Exception as error:
        raise IllegalAction(fallback) from error
    raise IllegalAction(fallback)


def can_undo(events: Iterable[Event]) -> bool:
    """Whether an action with these events may be taken back: nothing was revealed by it."""
    return not any(event.reveal for event in events)


def revealed(spec: GameSpec, state: Any) -> tuple[str, ...]:
    """What no seat of ``state`` sees, as lines naming each hidden pile and its order (see ``GameSpec.revealed``)."""
    return () if spec.revealed is None else spec.revealed(state)


def view(spec: GameSpec, state: Any, seat: int | None) -> Any:
    """What ``seat`` (or the public, for None) may know."""
    return spec.view(state, seat)


def dump_state(spec: GameSpec, state: Any) -> dict[str, Any]:
    """The state as JSON-ready data, tagged with the game and its schema version."""
    return {"game": spec.key, "schema": spec.schema_version, "state": to_data(state)}


def load_state(spec: GameSpec, blob: Mapping[str, Any]) -> Any:
    """Rebuild a state from :func:`dump_state`'s output, migrating older schemas."""
    if blob.get("game") != spec.key:
        raise ValueError(f"stored state is for {blob.get('game')!r}, not {spec.key!r}")
    data, schema = blob["state"], blob["schema"]
    if schema != spec.schema_version:
        if spec.migrate is None or schema > spec.schema_version:
            raise ValueError(f"cannot read {spec.key} state schema {schema} (current {spec.schema_version})")
        data = spec.migrate(schema, data)
    return seal(from_data(spec.state_type, data))


def canonical_json(data: Any) -> str:
    """Sorted, compact JSON: equal data gives equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_digest(spec: GameSpec, state: Any) -> str:
    """A short fingerprint of a state, equal for equal states."""
    return hashlib.sha256(canonical_json(dump_state(spec, state)).encode()).hexdigest()[:16]


def replay(
    spec: GameSpec,
    players: int,
    seed: int,
    options: Mapping[str, str] | None,
    actions: Iterable[tuple[int, Action] | tuple[int, Action, bool]],
) -> Any:
    """The state reached by applying ``actions`` from a fresh setup.

    Each is (seat, action) or (seat, action, timed out): a logged move made for a seat that did not
    choose (a clock ran out, a resigned or open seat) replays with :func:`apply`'s ``timed_out``, so a
    decision's timeout action is accepted as it was when it was played.
    """
    state = new_game(spec, players, seed, options)
    for seat, action, *timed_out in actions:
        state, _ = apply(spec, state, seat, action, timed_out=bool(timed_out and timed_out[0]))
    return state


def replay_steps(
    spec: GameSpec, state: Any, moves: Iterable[tuple[int, Action, bool]]
) -> Iterator[tuple[Any, list[Event]]]:
    """Apply logged moves (seat, action, timed out) from ``state`` one by one: each new state and its events.

    ``timed out`` marks a move made for a seat that did not choose (:func:`apply`'s ``timed_out``), so a
    decision's timeout action replays too. ``state`` itself is never changed.
    """
    for seat, action, timed_out in moves:
        state, events = apply(spec, state, seat, action, timed_out=timed_out)
        yield state, events


def private_view(spec: GameSpec, state: Any, seat: int) -> dict[str, Any]:
    """The lasting private part of ``seat``'s view of ``state`` (:func:`private_part`), built once per sealed state.

    Storage compares it before and after a change to know whom the change owes a DM; the bot
    compares the same values, so each is built once.
    """
    return remember(state, f"private:{seat}", lambda built: private_part(spec.view(built, seat)))


def private_part(seat_view: Any) -> dict[str, Any]:
    """The lasting private part of a seat's view: every field but ``public`` and the transient ones.

    A seat view is a dataclass with a ``public`` field holding the public view; fields named
    in its ``transient`` class attribute (e.g. a card drawn for the decision at hand) are
    left out. The bot DMs a player whenever this part changes.
    """
    data = to_data(seat_view)
    if isinstance(data, dict):
        for name in ("public", *getattr(seat_view, "transient", ())):
            data.pop(name, None)
    return data
