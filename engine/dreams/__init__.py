"""Dreams (Olivier Grégoire, Zoch 2016): gods draw the true vision in stars, the mortal must blend in.

The game as the rest of the project sees it (rules/dreams.md): ``GAME``, declared in ``declaration``.
"""

from engine.dreams.declaration import GAME

__all__ = ["GAME"]
