"""Game images and their text alternatives: one module (or package) per game under ``renderers/``.

Renderers are pure functions of a game's views (DESIGN.md "Renderers"): the same view
and names always give the same PNG bytes. A game's renderer module exposes
``RENDERER``, an object following :class:`GameRenderer`; :func:`get_renderer` finds it
by the game's key, so a new game adds one module and nothing else. A game module may
also expose ``warm()``, which draws its static layers; :func:`warm` calls every one, once
per process (the render workers of ``renderers.pool`` do it before their first job).
"""

import importlib
import pkgutil
import re
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

DESCRIPTION_LIMIT = 1000  # characters; Discord allows 1024 for an attachment description

_NOT_GAMES = frozenset({"kit", "pool"})
_KEY = re.compile(r"[a-z][a-z0-9_]*")


@runtime_checkable
class GameRenderer(Protocol):
    """Draws one game's views. ``names[seat]`` is the display name of each seat."""

    def render_public(self, view: Any, names: Sequence[str]) -> bytes:
        """The board everyone sees, as PNG bytes, from the public view only."""
        ...

    def render_private(self, seat_view: Any, names: Sequence[str]) -> bytes:
        """One seat's private picture (hand, secrets), as PNG bytes."""
        ...

    def describe_public(self, view: Any, names: Sequence[str]) -> str:
        """Plain-text alternative of :meth:`render_public`, at most ``DESCRIPTION_LIMIT`` characters."""
        ...

    def describe_private(self, seat_view: Any, names: Sequence[str]) -> str:
        """Plain-text alternative of :meth:`render_private`, at most ``DESCRIPTION_LIMIT`` characters."""
        ...


class UnknownRenderer(LookupError):
    """No renderer exists for the requested game key."""


def get_renderer(game_key: str) -> GameRenderer:
    """The renderer of the game whose key is ``game_key`` (``renderers/<game_key>``)."""
    if not _KEY.fullmatch(game_key) or game_key in _NOT_GAMES or game_key not in renderer_keys():
        raise UnknownRenderer(f"No renderer for the game {game_key!r}.")
    module = importlib.import_module(f"{__name__}.{game_key}")
    renderer = getattr(module, "RENDERER", None)
    if not isinstance(renderer, GameRenderer):
        raise UnknownRenderer(f"renderers.{game_key} does not expose a RENDERER.")
    return renderer


def renderer_keys() -> list[str]:
    """Keys of every game that has a renderer module, sorted."""
    return sorted(
        info.name
        for info in pkgutil.iter_modules(__path__)
        if info.name not in _NOT_GAMES and _KEY.fullmatch(info.name)
    )


def warm() -> None:
    """Import every game's renderer and draw its static layers now, so no player's picture waits for them."""
    for key in renderer_keys():
        module = importlib.import_module(f"{__name__}.{key}")
        warm_game = getattr(module, "warm", None)
        if callable(warm_game):
            warm_game()
