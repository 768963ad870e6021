"""Mangrovia (Eilif Svensson, Zoch 2014): the engine (rules/mangrovia.md). The board map is a stand-in.

``GAME`` is declared in ``declaration``.
"""

from engine.mangrovia.declaration import GAME

__all__ = ["GAME"]
