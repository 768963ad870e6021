"""Setting up a game (rules/castles-of-burgundy.md §3) and the variant's board choice (§7, §9 D1-D2).

Base game: everyone plays estate board No. 1 with the start castle on space 19. Variant: each
seat is dealt one physical board; in turn order (open) or all at once in secret, each
chooses a side and one of its dark-green spaces for the start castle; secret choices are
revealed together when the last one is in.
"""

import random
from typing import Any

from engine.burgundy import text
from engine.burgundy.boards import BASE_BOARD, BASE_CASTLE_SPACE, BOARDS, PHYSICAL_BOARDS
from engine.burgundy.main_board import (
    DEPOT_SPACES,
    GOODS_PER_PHASE,
    GOODS_PER_PLAYER,
    GOODS_SPACES,
    PHASES,
    START_SILVERLINGS,
    START_WORKERS,
    TRACK_SPACES,
)
from engine.burgundy.moves import number
from engine.burgundy.phases import prepare_phase, start_round
from engine.burgundy.state import BoardMode, BurgundyState, EstateChoice, PlayerState, Stage
from engine.burgundy.tiles import BLACK, GOODS, GOODS_TILES, HEX_TILES, START_CASTLES, TileKind
from engine.core import Context, Decision, Event, IllegalAction, Option

STACK_NAMES = (*(kind.value for kind in TileKind), BLACK)


def setup(players: int, seed: int, options: dict[str, str], rng: random.Random) -> BurgundyState:
    """§3.2: stacks, goods, start player, workers, turn-order stack; phase A if no board is to choose."""
    mode = BoardMode(options["boards"])
    castles = START_CASTLES[:players]
    stacks: dict[str, list[str]] = {name: [] for name in STACK_NAMES}
    for tile in HEX_TILES:
        if tile.id not in castles:
            stacks[tile.stack].append(tile.id)
    for name in STACK_NAMES:
        rng.shuffle(stacks[name])
    goods = [tile.id for tile in GOODS_TILES]
    rng.shuffle(goods)
    phase_goods = [goods[index * GOODS_PER_PHASE : (index + 1) * GOODS_PER_PHASE] for index in range(len(PHASES))]
    rest = goods[len(PHASES) * GOODS_PER_PHASE :]
    start = rng.randrange(players)
    clockwise = [(start + offset) % players for offset in range(players)]
    dealt = rng.sample(range(len(PHYSICAL_BOARDS)), players) if mode is not BoardMode.BASE else [-1] * players
    seats = []
    for seat in range(players):
        hand = rest[seat * GOODS_PER_PLAYER : (seat + 1) * GOODS_PER_PLAYER]
        base = mode is BoardMode.BASE
        seats.append(
            PlayerState(
                board=BASE_BOARD if base else 0,
                castle_space=BASE_CASTLE_SPACE if base else 0,
                start_castle=castles[seat],
                estate={BASE_CASTLE_SPACE: castles[seat]} if base else {},
                knowledge=[],
                storage=[],
                goods=_goods_spaces(hand),
                sold=[],
                silverlings=START_SILVERLINGS,
                workers=START_WORKERS[clockwise.index(seat)],
                points={},
                dice=[0, 0],
                used=[False, False],
                dealt=dealt[seat],
            )
        )
    track: list[list[int]] = [[] for _ in range(TRACK_SPACES)]
    track[0] = list(reversed(clockwise))  # bottom -> top: the start player on top (§3.2 step 8)
    state = BurgundyState(
        seed=seed,
        step=0,
        seats=players,
        mode=mode,
        tiebreak_most_empty=options["tiebreak"] == "most",
        stage=Stage.CHOOSING if mode is not BoardMode.BASE else Stage.PLAYING,
        players=seats,
        start_player=start,
        order=clockwise,
        stacks=stacks,
        phase_goods=phase_goods,
        boxed_goods=rest[players * GOODS_PER_PLAYER :],
        depots=[["" for _ in spaces] for spaces in DEPOT_SPACES],
        depot_goods=[[] for _ in DEPOT_SPACES],
        track=track,
    )
    if state.stage is Stage.PLAYING:
        begin_play(state, rng)
    return state


def _goods_spaces(hand: list[str]) -> list[list[str]]:
    """Stack dealt goods by type, one type per goods space (§3.2 step 6)."""
    spaces: list[list[str]] = [[] for _ in range(GOODS_SPACES)]
    for tile in hand:
        space = next((s for s in spaces if s and GOODS[s[0]] == GOODS[tile]), None) or next(s for s in spaces if not s)
        space.append(tile)
    return spaces


def begin_play(state: BurgundyState, rng: random.Random) -> list[Event]:
    """§3.2 step 11: prepare phase A and start round 1."""
    state.stage = Stage.PLAYING
    return prepare_phase(state) + start_round(state, rng)


# --- the variant's board choice (§7) -----------------------------------------------------------------


def sides(player: PlayerState) -> tuple[int, int]:
    """The two board numbers of the physical board the player was dealt."""
    return PHYSICAL_BOARDS[player.dealt]


def waiting_to_choose(state: BurgundyState) -> list[int]:
    """Seats whose choice is awaited now: the next in turn order (open), or all undecided (secret)."""
    if state.mode is BoardMode.OPEN:
        return [state.order[state.choosing]]
    return [seat for seat in state.order if state.players[seat].choice is None]


def estate_decisions(state: BurgundyState) -> list[Decision]:
    """D1-D2: the board choice of every seat that may choose now (one in open mode, all in secret)."""
    return [estate_decision(state, seat) for seat in waiting_to_choose(state)]


def estate_decision(state: BurgundyState, seat: int) -> Decision:
    """D1 + D2: a side of the dealt board and a dark-green space for the start castle."""
    player = state.players[seat]
    options = tuple(
        Option({"type": "estate", "board": board, "castle": space}, text.estate_option(board, space))
        for board in sides(player)
        for space in BOARDS[board].castle_spaces
    )
    secret = state.mode is BoardMode.SECRET
    return Decision(seat, "estate", text.estate_prompt(sides(player), secret), options, secret=secret)


def apply_estate(state: BurgundyState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Record the choice; open: it stands at once; secret: all are revealed with the last one."""
    if seat not in waiting_to_choose(state):
        raise IllegalAction(text.ALREADY_CHOSEN)
    player = state.players[seat]
    board = number(action, "board", 1, len(BOARDS), text.BOARD)
    space = number(action, "castle", 1, 37, text.ESTATE_SPACE)
    if board not in sides(player):
        raise IllegalAction(text.not_your_board(sides(player)))
    if space not in BOARDS[board].castle_spaces:
        raise IllegalAction(text.not_a_castle_space(board, BOARDS[board].castle_spaces))
    if state.mode is BoardMode.OPEN:
        _settle(player, board, space)
        state.choosing += 1
        events = [Event(text.estate_chosen(seat, board, space))]
        if state.choosing < state.seats:
            context.tell(*events)
            return
        context.tell(*(events + begin_play(state, context.rng)))
        return
    player.choice = EstateChoice(board, space)
    events = [Event(text.estate_chosen_secretly(seat)), Event(text.your_secret_choice(seat, board, space), seat)]
    if waiting_to_choose(state):
        context.tell(*events)
        return
    for other in state.order:
        chosen = state.players[other].choice
        assert chosen is not None
        _settle(state.players[other], chosen.board, chosen.castle)
        state.players[other].choice = None
        events.append(Event(text.estate_chosen(other, chosen.board, chosen.castle), reveal=True))
    context.tell(*(events + begin_play(state, context.rng)))


def _settle(player: PlayerState, board: int, space: int) -> None:
    player.board = board
    player.castle_space = space
    player.estate = {space: player.start_castle}
