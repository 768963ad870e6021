"""The game contract shared by every game package (DESIGN.md "The engine contract").

A game package exposes one ``GAME: GameSpec``; everything outside the package reaches
the game through these functions, never through the package's modules.

The recipe for a game package (every game has this shape; Biblios, Burgundy and Dreams do):

- ``__init__.py``: re-exports ``GAME`` from ``declaration``, nothing else.
- ``declaration.py``: ``GAME = GameSpec(key=..., rules=flow.RULES, view=views.view, ...)``,
  its ``OptionSpec``s (keyword arguments only) and the rules summary.
- data modules: the components as data, frozen dataclasses and tables, named in the game's
  words (Biblios ``cards``; Burgundy ``tiles``, ``boards``, ``buildings``...; Dreams ``cards``).
- ``state.py``: the state dataclasses (the state class derives from :class:`Copyable`),
  ``SCHEMA_VERSION``; plain JSON data through :mod:`engine.core.codec`.
- ``flow.py``: ``setup`` and ``RULES = Rules(stage=..., handlers={stage: Handler(decide, act,
  accepts, expected)}, guard=..., wrong_move=..., settle=...)``. Every ``act`` has the one
  signature ``act(state, seat, action, context) -> None``: it mutates the private copy it is
  given, tells events with ``context.tell(...)`` and draws from ``context.rng``. It validates
  the move in full, raising ``IllegalAction`` with the player's message, except that when
  ``context.offered`` is True (the move is one of the options its decision offered) it may
  skip the checks that building those options already made (:class:`Context`).
- rules modules, one per rules section, in the game's words (``auction``, ``payment``,
  ``stars``, ``taking``...): each holds the ``decide``/``act`` pair of its stages.
- ``views.py``: the view dataclasses (``PublicView``, ``SeatView``), built field by field,
  and the secrets inventory (``secrets``, ``redraw_hidden``).
- ``text.py``, or a ``text/`` package split by role past ~400 lines: every player-facing
  string; fixed strings are UPPER_CASE constants, functions only where text has arguments.
- ``invariants.py``: ``check(state)``, the conservation checks.

What the core does for every game: :func:`apply` checks the move is offered, copies the
state with a copier generated from its type hints (:func:`copy_state`; an illegal move
changes nothing because only the copy is touched), creates the move's random generator only
if a handler draws, takes every forced decision (:attr:`Decision.forced`) for its seat
after the move and after setup (:meth:`Rules.proceed`), and seals the result so its pending
decisions and public view are built once (:mod:`engine.core.memo`). A game with standing
instructions ("bid up to 4 on this card") declares them as ``GameSpec.proxies`` in a
``proxies.py`` module (:mod:`engine.core.proxy_rules`), which :mod:`engine.core.proxy` runs.

Nothing about a hidden thing may show through what is said or when (issue 20). A lone choice
is taken at once only when the table could already know it is the only one: a public
decision's options are built from what the table knows; a secret decision with one option
waits for its seat, unless ``Decision.count_known`` says the table can tell how many options it
has. Whichever options a secret decision had, its public lines read the same ("Ana does not
pay."), and so does what its default tells. ``engine.simulate`` checks it: each public move is
applied to a twin of the state with everything hidden drawn anew (``GameSpec.redraw_hidden``),
and the table must read the same lines and see the same seats waited on (``move_leaks``).
The same hook, given a seat (``redraw_hidden(state, rng, seat)``), draws anew only what that
seat does not know: the states a bot player of that seat searches over.
"""

from engine.core.codec import from_data, to_data
from engine.core.copier import Copyable, copy_state
from engine.core.decision import (
    Action,
    Decision,
    Event,
    Option,
    SetChoice,
    TypedAnswer,
    action_key,
    fill_names,
    seat_ref,
)
from engine.core.errors import IllegalAction
from engine.core.game import (
    GameSpec,
    OptionSpec,
    RulesTopic,
    always_private,
    apply,
    can_undo,
    dump_state,
    load_state,
    new_game,
    pending,
    pending_for,
    private_part,
    private_view,
    replay,
    replay_steps,
    revealed,
    state_digest,
    view,
)
from engine.core.memo import forget, remember, remembered
from engine.core.proxy import ProxyEnd, ProxyMove, ProxyRun, make_proxy, offered_proxies, proxy_moves
from engine.core.proxy_rules import ProxyKind, ProxyRules, ProxyStep
from engine.core.registry import all_games, get_game
from engine.core.result import Result, Standing, rank_by_keys
from engine.core.rng import rng_for
from engine.core.rules import Context, Handler, Rules

__all__ = [
    "Action",
    "Context",
    "Handler",
    "Rules",
    "Copyable",
    "copy_state",
    "forget",
    "remember",
    "remembered",
    "Decision",
    "Event",
    "GameSpec",
    "IllegalAction",
    "Option",
    "OptionSpec",
    "RulesTopic",
    "SetChoice",
    "TypedAnswer",
    "ProxyEnd",
    "ProxyKind",
    "ProxyMove",
    "ProxyRules",
    "ProxyRun",
    "ProxyStep",
    "Result",
    "Standing",
    "action_key",
    "all_games",
    "always_private",
    "fill_names",
    "seat_ref",
    "can_undo",
    "apply",
    "dump_state",
    "from_data",
    "get_game",
    "load_state",
    "new_game",
    "pending",
    "pending_for",
    "private_part",
    "private_view",
    "make_proxy",
    "offered_proxies",
    "proxy_moves",
    "rank_by_keys",
    "replay",
    "replay_steps",
    "revealed",
    "rng_for",
    "state_digest",
    "to_data",
    "view",
]
