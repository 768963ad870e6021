"""The registry of games: every package under ``engine/`` that defines ``GAME``."""

import importlib
import pkgutil
from functools import cache

import engine
from engine.core.game import GameSpec


@cache
def all_games() -> dict[str, GameSpec]:
    """Every game by key, in key order, found by walking the ``engine`` package."""
    found: dict[str, GameSpec] = {}
    for module in pkgutil.iter_modules(engine.__path__):
        if not module.ispkg or module.name == "core":
            continue
        spec = getattr(importlib.import_module(f"engine.{module.name}"), "GAME", None)
        if isinstance(spec, GameSpec):
            found[spec.key] = spec
    return dict(sorted(found.items()))


def get_game(key: str) -> GameSpec:
    """The game called ``key``; ``KeyError`` with the known keys if there is none."""
    games = all_games()
    if key not in games:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(games)}")
    return games[key]
