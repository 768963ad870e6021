"""The Castles of Burgundy (alea/Ravensburger, 2011), 2-4 players (rules/castles-of-burgundy.md).

The package declares ``GAME`` (see ``declaration``); :func:`what_can_i_do` gives the short
"what can I do?" text of the legal moves for a seat's current decision.
"""

from engine.burgundy.declaration import GAME
from engine.burgundy.summary import what_can_i_do

__all__ = ["GAME", "what_can_i_do"]
