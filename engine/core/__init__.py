"""The game contract shared by every game package (DESIGN.md "The engine contract").

A game package exposes one ``GAME: GameSpec``; everything outside the package reaches
the game through these functions, never through the package's modules.
"""

from engine.core.codec import from_data, to_data
from engine.core.copier import Copyable, copy_state
from engine.core.decision import Action, Decision, Event, Option, action_key, fill_names, seat_ref
from engine.core.errors import IllegalAction
from engine.core.game import (
    GameSpec,
    OptionSpec,
    apply,
    can_undo,
    dump_state,
    load_state,
    new_game,
    pending,
    pending_for,
    private_part,
    replay,
    state_digest,
    view,
)
from engine.core.memo import forget, remember, remembered
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
    "Result",
    "Standing",
    "action_key",
    "all_games",
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
    "rank_by_keys",
    "replay",
    "rng_for",
    "state_digest",
    "to_data",
    "view",
]
