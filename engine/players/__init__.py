"""Bot players for every title: random, one-ply greedy and information-set MCTS at three strengths (issue 24).

Fair by construction: a player decides from a :class:`Position` (its seat's decision and a sampler of
states the seat cannot tell from the truth), never from the true state. Build a title's bot with
:func:`make_player` and its position with :func:`position` (``determinize_for(spec)``); ask it with
:meth:`Player.choose`, which always returns an offered option and a reason, and never raises.
"""

from engine.players.evaluation import heuristic_for, rewards
from engine.players.player import Choice, Player, RandomPlayer
from engine.players.position import (
    Determinize,
    NothingToDraw,
    Position,
    position,
    public_redraw,
    seat_redraw,
    visible_only,
)
from engine.players.scored import ScoredPlayer
from engine.players.search import GreedyPlayer, IsmctsPlayer, SearchLimits
from engine.players.strength import STRENGTHS, Strength, determinize_for, make_player
from engine.players.table import PlayedGame, play_game

__all__ = [
    "STRENGTHS",
    "Choice",
    "Determinize",
    "GreedyPlayer",
    "IsmctsPlayer",
    "NothingToDraw",
    "PlayedGame",
    "Player",
    "Position",
    "RandomPlayer",
    "ScoredPlayer",
    "SearchLimits",
    "Strength",
    "determinize_for",
    "heuristic_for",
    "make_player",
    "play_game",
    "position",
    "public_redraw",
    "rewards",
    "seat_redraw",
    "visible_only",
]
