"""Architects of the West Kingdom (Shem Phillips, S J Macdonald): the engine (rules/architects-of-the-west-kingdom.md).

``GAME`` is declared in ``declaration``; :func:`what_can_i_do` gives the short private summary
of a seat's situation and legal moves.
"""

from engine.architects.declaration import GAME
from engine.architects.summary import what_can_i_do

__all__ = ["GAME", "what_can_i_do"]
