"""Architects of the West Kingdom (Shem Phillips, S J Macdonald): the engine (rules/architects-of-the-west-kingdom.md).

``GAME`` is declared in ``declaration``.
"""

from engine.architects.declaration import GAME

__all__ = ["GAME"]
