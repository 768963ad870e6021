"""Biblios (Steve Finn): the game as the rest of the project sees it (rules/biblios.md).

``GAME`` is declared in ``declaration``.
"""

from engine.biblios.declaration import GAME

__all__ = ["GAME"]
