"""What a game declares for its standing instructions: :class:`ProxyRules`, and what its hooks answer.

A game's ``proxies.py`` builds one :class:`ProxyRules` (``GameSpec.proxies``); the core steps
the instructions it describes and makes their moves (:mod:`engine.core.proxy`). This module is
apart from that runner so that :mod:`engine.core.game` can name the declaration while the
runner builds on :mod:`engine.core.game`.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.decision import Action


@dataclass(frozen=True, slots=True)
class ProxyKind:
    """A standing instruction a seat may set now (offered privately to that seat).

    ``key`` names it ("bid_up_to", "pass_kind", "pass_all"); ``label`` words it for the player
    and may name the card concerned ("Bid up to a limit on Gold 2"). An instruction that takes
    a number says what it is in ``amount`` ("the most you will bid (gold)") and the largest
    allowed now in ``most`` (the seat's gold: private, like everything here); one that takes a
    named choice lists the labels of its ``choices`` (card kinds), picked by index.
    """

    key: str
    label: str
    amount: str = ""
    most: int | None = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ProxyStep:
    """What a standing instruction does in a state.

    ``action``: a move to make now for the seat; the seat's pending decision must offer it
    exactly. ``ended``: non-empty once the instruction no longer holds, saying why, for its
    seat only ("Your bid up to 4 gold on Gold 2 ended: {p1} won the bidding at 5 cards.").
    Both may be set: the instruction makes its last move, then ends (a limit reached: pass).
    """

    action: Action | None = None
    ended: str = ""


@dataclass(frozen=True, slots=True)
class ProxyRules:
    """A game's standing instructions.

    - ``offered(state, seat)`` -> the :class:`ProxyKind` s the seat may set now.
    - ``make(state, seat, kind key, amount, choice index)`` -> the instruction as plain JSON
      data, including the "basis" it assumes (which card, which auction round), so that it ends
      when the situation it assumed changes. Raises :class:`IllegalAction` with a specific
      message when it cannot be set (unknown kind, amount missing or out of range, not now).
    - ``step(state, seat, instruction)`` -> the :class:`ProxyStep` of the instruction now;
      called after every change for every live instruction, whether or not the seat has a
      decision. Pure and deterministic, from the state and the instruction alone.
    - ``describe(instruction)`` -> the instruction in words, for its seat's own list
      ("Bid up to 4 gold on Gold 2").
    """

    offered: Callable[[Any, int], tuple[ProxyKind, ...]]
    make: Callable[[Any, int, str, int | None, int | None], dict[str, Any]]
    step: Callable[[Any, int, dict[str, Any]], ProxyStep]
    describe: Callable[[dict[str, Any]], str]
