"""Phase 2: the boat's tour of the twelve piers and the owner's actions at each (rules §5.2, §6).

At each pier whose site holds a player's bowl, the owner does the pier's parts in the printed
order, each of which he may skip (skipping never forfeits a later part, D4), or he stops. At a
pier with two modes (5, 7, 8, 9) the first choice picks the mode: its options are the first parts
of both modes. The decision offers the part's choices, then "skip this part" while later parts
remain, then "pass" (end the action here); the birds at pier 12 need no pass, leaving them is one
of the placements. A public part that cannot be done (both displays empty) offers only "skip",
which the core takes at once. A part that builds is secret (its spaces depend on the hand) and waits even
when passing is all that is left, so the table cannot tell a player who could not build.
"""

from typing import Any

from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.mangrovia import bag, building, oracle, payment, taking
from engine.mangrovia.board import AMULET_TRACK_MAX, SPACE
from engine.mangrovia.piers import AMULETS, BIRDS, BUILD, DOUBLE, DRAW, PIERS, TAKE
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.text import events, labels, prompts, refusals

MOVE = {TAKE: "take", DRAW: "draw", AMULETS: "amulets", BUILD: "build", DOUBLE: "double", BIRDS: "birds"}
PART = {move: part for part, move in MOVE.items()}
SECRET_PARTS = frozenset({BUILD, DOUBLE})
DEFAULT_ORDER = (BUILD, DOUBLE, TAKE, AMULETS, DRAW, BIRDS)  # the default takes the first part that can be done
SKIP = {"type": "skip"}
PASS = {"type": "pass"}


def current_parts(state: MangroviaState) -> tuple[list[str], bool]:
    """The parts the owner may do now (one per mode when choosing a mode) and whether a later part remains."""
    modes = PIERS[state.pier]
    if state.opening:
        if len(modes) > 1:
            return [mode[0] for mode in modes], False
        return [modes[0][0]], len(modes[0]) > 1
    return [state.parts[0]], len(state.parts) > 1


BUILD_OPTIONS = {
    (space, double): Option({"type": MOVE[DOUBLE if double else BUILD], "space": space}, labels.build(space, double))
    for space in SPACE
    for double in (False, True)
}
AMULET_OPTIONS = [Option({"type": "amulets"}, labels.amulets(track)) for track in range(AMULET_TRACK_MAX + 1)]
SKIP_OPTION = Option(SKIP, labels.SKIP)
PASS_OPTION = Option(PASS, labels.PASS)


def build_options(state: MangroviaState, seat: int, double: bool) -> tuple[list[Option], int | None]:
    """D7 (a): every space where the seat can build now; the default: the one with most chief icons."""
    spaces = payment.buildable(state, seat, double)
    options = [BUILD_OPTIONS[space, double] for space in spaces]
    if not options:
        return options, None
    return options, max(range(len(spaces)), key=lambda i: (SPACE[spaces[i]].chief, -i))


def part_options(state: MangroviaState, seat: int, part: str) -> tuple[list[Option], int | None]:
    """The choices of one part and the index of its default among them (None: nothing can be done)."""
    if part == TAKE:
        return taking.take_options(state, seat)
    if part == DRAW:
        return taking.draw_options(state, seat)
    if part == AMULETS:
        if not bag.can_take(state, seat):
            return [], None
        return [AMULET_OPTIONS[state.players[seat].track]], 0
    if part in (BUILD, DOUBLE):
        return build_options(state, seat, part == DOUBLE)
    return oracle.bird_options(state)


def pier_decision(state: MangroviaState) -> Decision:
    """D2-D5, D7 (a), D9: the owner's choices for the current part of the pier's action."""
    seat = state.acting()
    parts, more = current_parts(state)
    options: list[Option] = []
    defaults: dict[str, int] = {}
    for part in parts:
        found, default = part_options(state, seat, part)
        if default is not None:
            defaults[part] = len(options) + default
        options += found
    secret = not SECRET_PARTS.isdisjoint(parts)
    skip_at = len(options) if more else None
    if more:
        options.append(SKIP_OPTION)
    if BIRDS not in parts and (options[:-1] or secret or not more):
        options.append(PASS_OPTION)  # an impossible public part (empty displays) is skipped at once
    default = skip_at
    for part in DEFAULT_ORDER:
        if part in defaults:
            default = defaults[part]
            break
    if default is None:
        default = len(options) - 1
    return Decision(
        seat,
        parts[0] if len(parts) == 1 else "mode",
        prompts.pier(state.pier, parts, state.opening),
        tuple(options),
        default=default,
        secret=secret,
        ask=secret,
        context=prompts.hand(state, seat) if secret else "",
    )


def act(state: MangroviaState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Do one part of the pier's action, skip it, or pass."""
    kind = action.get("type")
    parts, more = current_parts(state)
    if kind == "pass":
        if set(action) != {"type"} or BIRDS in parts:
            raise IllegalAction(refusals.NOT_A_CHOICE)
        state.opening = False
        state.parts.clear()  # the stop's sentence (flow.settle) tells what was done here, or that the owner passed
        return
    if kind == "skip":
        if set(action) != {"type"} or not more:
            raise IllegalAction(refusals.NOTHING_LATER)
        _advance(state, PIERS[state.pier][0])
        return
    part = PART.get(kind)
    if part not in parts:
        raise IllegalAction(refusals.not_at_pier(state.pier, kind))
    mode = next(mode for mode in PIERS[state.pier] if mode[0] == part) if state.opening else None
    _advance(state, mode)
    _do(state, seat, part, action, context)  # a refusal leaves the caller's state untouched (the core acts on a copy)


def _advance(state: MangroviaState, mode: tuple[str, ...] | None) -> None:
    """The current part is done or skipped: the next one (the rest of the chosen mode) is up."""
    if state.opening:
        state.opening = False
        state.parts[:] = list(mode or ())[1:]
    else:
        state.parts.pop(0)


def _do(state: MangroviaState, seat: int, part: str, action: dict[str, Any], context: Context) -> None:
    if part == TAKE:
        taking.take(state, seat, action, context)
    elif part == DRAW:
        taking.draw(state, seat, action, context)
    elif part == AMULETS:
        bag.take_amulets(state, seat, action, context)
    elif part in (BUILD, DOUBLE):
        if set(action) != {"type", "space"}:
            raise IllegalAction(refusals.BUILD_SHAPE)
        building.choose(state, seat, action["space"], part == DOUBLE, context)
    else:
        oracle.place_birds(state, seat, action, context)


def begin(state: MangroviaState, context: Context) -> None:
    """The boat reaches ``state.pier``: its site's owner, if any, may act (the boat passes empty sites)."""
    state.parts.clear()
    state.stop.clear()
    state.opening = state.acting() >= 0  # the stop is told when the boat moves on (flow.settle)


def leave(state: MangroviaState, context: Context) -> None:
    """The boat leaves the pier: what its owner did there, in one sentence (the tour's record tells each stop)."""
    owner = state.acting()
    if owner >= 0:
        context.tell(Event(events.stop(owner, state.pier, state.stop)))
    state.stop.clear()
