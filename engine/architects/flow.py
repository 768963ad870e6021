"""Set-up, pending decisions and applying actions: the Architects state machine (§3, §4).

The game waits on the first task of ``state.tasks`` (or on the draft); ``settle`` carries out
the automatic tasks up to the next decision. Each decision stage names the module that builds
its decision and the one that applies it. A decision with no "do nothing" choice has a
``timeout`` action, taken only for a seat that does not answer: it takes the default.
"""

import random
from collections.abc import Callable, Hashable

from engine.architects import (
    black_market,
    captures,
    draft,
    effects,
    guardhouse,
    guildhall,
    placing,
    scoring,
    storehouse,
    turn,
    workshop,
)
from engine.architects.apprentices import APPRENTICES
from engine.architects.board import (
    DISPLAY_COLUMNS,
    DISPLAY_ROWS,
    DRAFT_DEAL,
    LARGE_CIRCLES,
    STARTING_VIRTUE,
    TABLES,
    TAX_STAND_START,
    WORKERS,
)
from engine.architects.buildings import BUILDINGS
from engine.architects.characters import CHARACTER, CHARACTERS, COLOURS
from engine.architects.market import MARKET_CARDS
from engine.architects.rewards import REWARDS
from engine.architects.state import AUTOMATIC, ArchitectsState, Draft, Kind, PlayerState, Slot
from engine.architects.text import events, refusals
from engine.core import Action, Context, Event, Handler, IllegalAction, Rules, forget
from engine.core.rules import Act, Decide

DRAFT = "draft"
OVER = "over"
TIMEOUT = "timeout"


def _timed(decide: Decide[ArchitectsState], act: Act[ArchitectsState]) -> Act[ArchitectsState]:
    """``act``, also taking the ``timeout`` action: the seat's decision's default option is applied instead."""

    def run(state: ArchitectsState, seat: int, action: Action, context: Context) -> None:
        if action.get("type") == TIMEOUT:
            built = decide(state)
            decisions = [built] if not isinstance(built, list) else built
            mine = next((decision for decision in decisions if decision.seat == seat), None)
            if mine is None or mine.timeout is None:
                raise IllegalAction(refusals.NOT_A_CHOICE)
            context.tell(Event(events.timed_out(seat)))
            action = mine.default_option.action
        act(state, seat, action, context)

    return run


def _handler(
    step: str, decide: Decide[ArchitectsState], act: Act[ArchitectsState], *moves: str
) -> Handler[ArchitectsState]:
    return Handler(decide, _timed(decide, act), frozenset({*moves, TIMEOUT}), refusals.EXPECTED[step])


HANDLERS: dict[Hashable, Handler[ArchitectsState]] = {
    DRAFT: _handler(DRAFT, draft.draft_decisions, draft.pick, "pick"),
    Kind.PLACE: _handler(Kind.PLACE, placing.place_decision, placing.place, "place"),
    Kind.RETRIEVE: _handler(Kind.RETRIEVE, placing.retrieve_decision, placing.retrieve, "retrieve"),
    Kind.TRADE: _handler(Kind.TRADE, storehouse.trade_decision, storehouse.trade, "trade", "stop"),
    Kind.CAPTURE: _handler(Kind.CAPTURE, captures.capture_decision, captures.capture, "capture", "stop"),
    Kind.GUARD: _handler(Kind.GUARD, guardhouse.guard_decision, guardhouse.guard, "guard", "stop"),
    Kind.DISMISS: _handler(Kind.DISMISS, workshop.dismiss_decision, workshop.dismiss, "dismiss"),
    Kind.KEEP: _handler(Kind.KEEP, black_market.keep_decision, black_market.keep, "keep"),
    Kind.OFFERING: _handler(Kind.OFFERING, guildhall.offering_decision, guildhall.offer, "offer"),
    Kind.GAIN: _handler(Kind.GAIN, effects.gain_decision, effects.gain, "gain"),
    Kind.TAVERN: _handler(Kind.TAVERN, effects.tavern_decision, effects.tavern, "hire", "skip"),
    Kind.BARRACKS: _handler(Kind.BARRACKS, effects.barracks_decision, effects.barracks, "barracks", "skip"),
    Kind.CHURCH: _handler(Kind.CHURCH, effects.church_decision, effects.church, "destroy", "skip"),
    Kind.LIBRARY: _handler(Kind.LIBRARY, effects.library_decision, effects.library, "discard", "skip"),
    Kind.OVERFLOW: _handler(Kind.OVERFLOW, turn.overflow_decision, turn.overflow, "destroy"),
    Kind.GATEKEEPER: _handler(Kind.GATEKEEPER, black_market.gatekeeper_decision, black_market.gatekeeper, "release"),
    Kind.RESET_ORDER: _handler(Kind.RESET_ORDER, black_market.order_decision, black_market.order, "order"),
    Kind.HAND_LIMIT: _handler(Kind.HAND_LIMIT, turn.hand_limit_decision, turn.discard_down, "discard"),
    Kind.DUNGEON: _handler(Kind.DUNGEON, turn.dungeon_decision, turn.dungeon, "dungeon"),
    Kind.STARTER: _handler(Kind.STARTER, draft.starter_decision, draft.starter, "hire"),
}

AUTOMATIC_STEPS: dict[Kind, Callable[[ArchitectsState, Context], None]] = {
    Kind.TURN: turn.start_turn,
    Kind.HIRE: lambda state, context: workshop.hire(state, state.tasks[0].seat, {}, context),
    Kind.RESET: black_market.start_reset,
    Kind.RESET_END: black_market.finish_reset,
    Kind.HAND_CHECK: turn.check_hand,
    Kind.END_TURN: turn.end_turn,
    Kind.SCORE: scoring.finish,
    Kind.FILL: draft.fill_display,
}
assert set(AUTOMATIC_STEPS) == AUTOMATIC


def stage(state: ArchitectsState) -> Hashable:
    """What the game waits on: the draft, the first task, or nothing once over."""
    if state.over:
        return OVER
    if state.draft is not None:
        return DRAFT
    return state.tasks[0].kind


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> ArchitectsState:
    """A new game (§3.1, §3.2 with ``setup=variable``): piles shuffled, 4 cards dealt for the draft.

    ``artisans`` turns on the §11.2 rules (``draft``, ``cycling`` or ``both``); ``conspirator``
    ``per_capture`` is BGA's reading of the Conspirator (§15 #3).
    """
    variable = options.get("setup", "standard") == "variable"
    artisans = options.get("artisans", "off")
    table = TABLES[players]
    market = [card.id for card in MARKET_CARDS]
    rng.shuffle(market)
    rewards = [card.id for card in REWARDS]
    rng.shuffle(rewards)
    apprentices = [card.id for card in APPRENTICES]
    rng.shuffle(apprentices)
    display = [[Slot(apprentices.pop(0)) for _ in range(DISPLAY_COLUMNS)] for _ in range(DISPLAY_ROWS)]
    buildings = [card.id for card in BUILDINGS]
    rng.shuffle(buildings)
    if variable:
        characters = rng.sample(CHARACTERS, players)
        board = [PlayerState(colour=c.colour, character=c.name) for c in characters]
    else:
        board = [PlayerState(colour=COLOURS[seat], character="") for seat in range(players)]
    holding = [[buildings.pop(0) for _ in range(DRAFT_DEAL)] for _ in range(players)]
    prison = [0] * players
    for player in board:
        player.held = [0] * players
        player.supply = WORKERS
        player.virtue = STARTING_VIRTUE
    if variable:
        for seat, player in enumerate(board):
            character = CHARACTER[player.character]
            player.virtue = character.virtue
            player.gain(character.goods)
            player.debts = character.debts
            player.supply -= character.prisoners
            prison[seat] = character.prisoners
        start = max(range(players), key=lambda seat: board[seat].virtue)
    else:
        start = rng.randrange(players)
        for offset, silver in enumerate(table.starting_silver):
            board[(start + offset) % players].silver = silver
    return ArchitectsState(
        seed=seed,
        step=0,
        seats=players,
        variable=variable,
        start_player=start,
        active=start,
        players=board,
        tax=TAX_STAND_START,
        display=display,
        apprentice_deck=apprentices,
        building_deck=buildings,
        rewards=rewards[: table.rewards],
        rewards_unused=rewards[table.rewards :],
        small_pile=market,
        locations={place: [0] * players for place in LARGE_CIRCLES},
        prison=prison,
        draft=Draft(holding=holding, picked=[""] * players),
        apprentice_draft=artisans in ("draft", "both"),
        apprentice_cycling=artisans in ("cycling", "both"),
        conspirator_per_capture=options.get("conspirator", "per_action") == "per_capture",
    )


def guard(state: ArchitectsState, seat: int, action: Action) -> None:
    """Refuse a move once the game is over, from outside the table, or from a seat not deciding."""
    if state.over:
        raise IllegalAction(refusals.GAME_OVER)
    if not 0 <= seat < state.seats:
        raise IllegalAction(refusals.NOT_SEATED)
    if state.draft is None and state.tasks and state.tasks[0].seat != seat:
        raise IllegalAction(refusals.NOT_YOUR_TURN)


def settle(state: ArchitectsState, context: Context) -> None:
    """Carry out the automatic tasks until a decision waits or the game is over.

    Nothing remembers anything of the state while its steps run, so one ``forget`` does for all.
    """
    forget(state)
    tasks = state.tasks
    while not state.over and state.draft is None and tasks[0].kind in AUTOMATIC:
        AUTOMATIC_STEPS[tasks[0].kind](state, context)
        tasks = state.tasks


RULES = Rules(stage=stage, handlers=HANDLERS, guard=guard, wrong_move=refusals.wrong_move, settle=settle)
