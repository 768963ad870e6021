"""What each seat, and the public, may know of a Castles of Burgundy game (rules §8, hidden information).

Almost everything lies face up (H5-H7): depots, estates, storages, goods, dice, workers,
silverlings, scores, the sold goods (§11 item 22). Never shown: the face-down hex stacks and
their order (H1), the face-down goods of later phases and the goods boxed unseen (H2, H3),
and, in the secret variant, another seat's board choice until all are revealed (H8).

Views are built field by field from the state: a new state field stays private until it
is added here on purpose. Renderers read only these dataclasses.

Geometry for renderers: an estate's space ``id`` 1-37 runs row by row (rows of 4-5-6-7-6-5-4
spaces, top to bottom, left to right); ``colours`` and ``die_numbers`` give, at index id - 1,
the space's colour code (B beige/building, A light green/animal, K yellow/knowledge, C dark
green/castle, M grey/mine, S blue/ship) and its printed die number (§2.11).
"""

import copy
import random
from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

from engine.burgundy import text
from engine.burgundy.actions import place_targets
from engine.burgundy.boards import BOARDS, CODE_OF, DIE_STRING, PHYSICAL_BOARDS
from engine.burgundy.estate import board_of, empty_spaces, knowledge_owned, legal_spaces
from engine.burgundy.main_board import (
    BONUS_TILE_VP,
    DEPOT_SPACES,
    PHASE_BONUS,
    PHASES,
    ROUNDS_PER_PHASE,
)
from engine.burgundy.phases import space_kind
from engine.burgundy.scoring import bonus_tiles_of
from engine.burgundy.setup import sides, waiting_to_choose
from engine.burgundy.state import BoardMode, BurgundyState, EstateChoice, Score, Source, Stage, Step
from engine.burgundy.text import hidden as hidden_text
from engine.burgundy.tiles import GOODS, GOODS_TYPES, TILES, HexTile, TileKind
from engine.burgundy.track import order_from_track, track_position
from engine.core import remember


@dataclass(frozen=True, slots=True)
class TileFace:
    """A face-up hex tile; its colour follows from ``kind`` (see ``KIND_CODES``, ``KIND_COLOURS``)."""

    id: str  # "hx047": stable, used in actions
    kind: str  # "building", "animal", "knowledge", "castle", "mine", "ship"
    name: str  # building type ("bank"), animal species ("cow"), or "" for other kinds
    number: int  # heads on an animal tile, number 1-26 of a knowledge tile, else 0
    label: str  # "Bank", "Cow ×3", "Knowledge 12", "Castle"


@dataclass(frozen=True, slots=True)
class DepotSpaceView:
    """One hex space of a numbered depot."""

    kind: str  # the tile type laid here this phase
    mark: int  # printed player-count mark 2, 3 or 4
    active: bool  # used at this player count
    tile: TileFace | None


@dataclass(frozen=True, slots=True)
class DepotView:
    """Depot 1-6: its hex spaces and the goods on its goods space."""

    number: int
    spaces: tuple[DepotSpaceView, ...]
    goods: tuple[int, ...]  # goods types lying there, ascending (one entry per tile)


@dataclass(frozen=True, slots=True)
class GoodsStack:
    """One occupied goods space: a goods type and how many tiles of it."""

    goods: int
    count: int


@dataclass(frozen=True, slots=True)
class BonusTileView:
    """A bonus tile (§2.8): its colour, size, VP at this player count and who won it."""

    kind: str  # tile type of the colour: "building" = beige, ...
    colour: str
    large: bool
    vp: int
    owner: int | None


@dataclass(frozen=True, slots=True)
class EstateView:
    """One seat's player board (§2.11): estate, storage, goods and supplies."""

    seat: int
    title: str  # "{p0}: estate No. 1, start castle on space 19", or why it is not shown yet
    board: int  # 1-9; 0 while the variant choice is not revealed
    castle_space: int  # 0 while not revealed
    colours: str  # colour code per space id - 1; "" while not revealed
    die_numbers: str  # printed die number per space id - 1 (same on every board)
    placed: dict[int, TileFace]  # space id -> the tile on it, ascending by space
    storage: tuple[TileFace, ...]  # the (up to 3) stored hex tiles
    goods: tuple[GoodsStack | None, ...]  # the 3 goods spaces
    sold: tuple[int, ...]  # sold tiles per goods type 1-6
    silverlings: int
    workers: int
    score: int
    points: dict[str, int]  # VP by category (regions, animals, sales, bonus_tiles, watchtowers, ...)
    bonus_tiles: tuple[BonusTileView, ...]  # bonus tiles won
    knowledge: tuple[int, ...]  # numbers of the knowledge tiles in the estate
    dice: tuple[int, ...]  # this round's two dice
    used: tuple[bool, ...]  # which die is used this turn
    track_space: int  # 1-7 on the turn-order track
    empty_spaces: int
    dealt: tuple[int, ...]  # variant: the two board numbers of the dealt board; () in the base game
    has_chosen: bool  # variant: this seat has made its board choice
    dealt_colours: tuple[str, ...]  # variant: colour string of each side in ``dealt``, same order; ()


@dataclass(frozen=True, slots=True)
class ReachableSpace:
    """An estate space the chosen die (or bonus action) can fill now, and the workers it costs."""

    space: int
    workers: int


@dataclass(frozen=True, slots=True)
class Reach:
    """Spaces to highlight for the decision at hand: where a stored tile can go with the chosen die."""

    seat: int
    die: int | None  # the die's face; None for a castle's or city hall's placement (no die needed)
    tile: str  # the tile being placed, or "" when any stored tile counts
    spaces: tuple[ReachableSpace, ...]


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the table shows: everything posted in the channel is built from this."""

    players: int
    boards: str  # "base", "open" or "secret"
    stage: str  # "choosing", "playing" or "over"
    phase: str  # "A"-"E"
    round: int  # 1-5 (0 before the first round)
    rounds_per_phase: int
    phase_bonus: int  # region bonus of the current phase
    order: tuple[int, ...]  # this round's turn order
    active: int | None  # seat whose turn it is
    waiting_on: tuple[int, ...]  # seats that must decide now
    decision: str  # kind of the decision asked now ("turn", "die_action", "space", ...), "" when over
    white_die: int
    next_start_player: int  # who starts next round, from the track (holds the white die, §4.4)
    bought: bool  # the active seat has made this turn's purchase
    depots: tuple[DepotView, ...]  # depots 1-6
    black_depot: tuple[TileFace, ...]
    round_goods: tuple[int, ...]  # goods types still on the round spaces, next round's first
    face_down_goods: tuple[int, ...]  # face-down goods tiles left per phase A-E
    stack_sizes: dict[str, int]  # face-down hex tiles left per stack (building ... ship, black)
    out_of_game: int  # hex tiles removed from play
    track: tuple[tuple[int, ...], ...]  # 7 turn-order spaces, each bottom -> top
    bonus_tiles: tuple[BonusTileView, ...]  # all 12, with their owners
    estates: tuple[EstateView, ...]  # by seat
    reach: Reach | None  # spaces to highlight for the active seat's current decision
    held: TileFace | None  # a tile just taken, waiting while its taker discards one (storage full)
    tiebreak: str  # §11 item 6: "fewest" or "most" empty estate spaces wins a tie


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge: the public view plus its own secret board choice (variant, until revealed)."""

    transient: ClassVar[tuple[str, ...]] = ()

    public: PublicView
    seat: int
    secret_choice: str  # "" unless this seat chose in secret and the choices are not yet revealed


def _face(tile: HexTile) -> TileFace:
    name = tile.building.value if tile.building else tile.species.value if tile.species else ""
    return TileFace(tile.id, tile.kind.value, name, tile.animals or tile.knowledge, text.tile_name(tile))


FACES: dict[str, TileFace] = {tile_id: _face(tile) for tile_id, tile in TILES.items()}
KIND_CODES: dict[str, str] = {kind.value: code for kind, code in CODE_OF.items()}
"""Tile kind -> colour code of the estate spaces it goes on (B, A, K, C, M, S)."""
KIND_COLOURS: dict[str, str] = {kind.value: colour for kind, colour in text.COLOUR_NAMES.items()}
"""Tile kind -> colour name ("beige", "light green", "yellow", "dark green", "grey", "blue")."""


SCORE_LABELS: dict[str, str] = dict(text.SCORE_LABELS)
"""Score category -> its words: the final picture's headings are the final message's words."""


def tile_effect(tile: TileFace) -> str:
    """One line saying what a face-up tile does (for tooltips and the rules help)."""
    return text.tile_effect_text(TILES[tile.id])


def revealed(state: BurgundyState, seat: int) -> bool:
    """Whether ``seat``'s board and castle are known to all."""
    return state.players[seat].board != 0


def _estate(state: BurgundyState, seat: int) -> EstateView:
    player = state.players[seat]
    shown = revealed(state, seat)
    sold = Counter(GOODS[tile] for tile in player.sold)
    return EstateView(
        seat=seat,
        title=text.estate_title(seat, player.board, player.castle_space) if shown else text.estate_hidden(seat),
        board=player.board,
        castle_space=player.castle_space,
        colours=board_of(player).colours if shown else "",
        die_numbers=DIE_STRING,
        placed={space: FACES[tile] for space, tile in sorted(player.estate.items())},
        storage=tuple(FACES[tile] for tile in player.storage),
        goods=tuple(GoodsStack(GOODS[space[0]], len(space)) if space else None for space in player.goods),
        sold=tuple(sold[goods] for goods in GOODS_TYPES),
        silverlings=player.silverlings,
        workers=player.workers,
        score=player.score,
        points={category.value: player.points.get(category.value, 0) for category in Score},
        bonus_tiles=tuple(_bonus(state, TileKind(kind), large, seat) for kind, large in bonus_tiles_of(state, seat)),
        knowledge=tuple(sorted(knowledge_owned(player))),
        dice=tuple(player.dice),
        used=tuple(player.used),
        track_space=track_position(state.track, seat) + 1,
        empty_spaces=empty_spaces(player),
        dealt=PHYSICAL_BOARDS[player.dealt] if player.dealt >= 0 else (),
        has_chosen=shown or player.choice is not None,
        dealt_colours=tuple(BOARDS[side].colours for side in PHYSICAL_BOARDS[player.dealt])
        if player.dealt >= 0
        else (),
    )


def _bonus(state: BurgundyState, kind: TileKind, large: bool, owner: int | None) -> BonusTileView:
    large_vp, small_vp = BONUS_TILE_VP[state.seats]
    return BonusTileView(kind.value, text.COLOUR_NAMES[kind], large, large_vp if large else small_vp, owner)


def _all_bonus_tiles(state: BurgundyState) -> tuple[BonusTileView, ...]:
    tiles = []
    for kind in TileKind:
        finished = state.completed.get(kind.value, [])
        for place, large in enumerate((True, False)):
            tiles.append(_bonus(state, kind, large, finished[place] if place < len(finished) else None))
    return tuple(tiles)


def _depot(state: BurgundyState, depot: int) -> DepotView:
    spaces = tuple(
        DepotSpaceView(
            kind=space_kind(state, depot, index).value,
            mark=space.mark,
            active=space.active(state.seats),
            tile=FACES[state.depots[depot - 1][index]] if state.depots[depot - 1][index] else None,
        )
        for index, space in enumerate(DEPOT_SPACES[depot - 1])
    )
    return DepotView(depot, spaces, tuple(sorted(GOODS[tile] for tile in state.depot_goods[depot - 1])))


def reach(state: BurgundyState) -> Reach | None:
    """The spaces the active seat's chosen die (or bonus placement) can fill now, for highlighting."""
    frame = state.frame
    if state.stage is not Stage.PLAYING or frame is None:
        return None
    seat = state.active
    player = state.players[seat]
    value = player.dice[frame.die] if frame.source is Source.DIE and frame.die >= 0 else None
    if frame.step is Step.SPACE:
        spaces = legal_spaces(player, frame.tile, value)
        return Reach(seat, value, frame.tile, tuple(ReachableSpace(s, c) for s, c in spaces))
    if frame.step in (Step.ACTION, Step.CASTLE, Step.CITY_HALL):
        best: dict[int, int] = {}
        for _, spaces in place_targets(state, seat, value):
            for space, cost in spaces:
                best[space] = min(cost, best.get(space, cost))
        return Reach(seat, value, "", tuple(ReachableSpace(s, best[s]) for s in sorted(best)))
    return None


def _waiting(state: BurgundyState) -> tuple[int, ...]:
    if state.stage is Stage.CHOOSING:
        return tuple(waiting_to_choose(state))
    if state.stage is Stage.PLAYING:
        return (state.active,)
    return ()


def _decision(state: BurgundyState) -> str:
    if state.stage is Stage.CHOOSING:
        return "estate"
    if state.stage is Stage.OVER:
        return ""
    frame = state.frame
    return "turn" if frame is None else text.DECISION_KINDS[frame.step]


def public_view(state: BurgundyState) -> PublicView:
    """The public view of ``state``."""
    playing = state.stage is Stage.PLAYING
    return PublicView(
        players=state.seats,
        boards=state.mode.value,
        stage=state.stage.value,
        phase=PHASES[state.phase],
        round=state.round,
        rounds_per_phase=ROUNDS_PER_PHASE,
        phase_bonus=PHASE_BONUS[state.phase],
        order=tuple(state.order),
        active=state.active if playing else None,
        waiting_on=_waiting(state),
        decision=_decision(state),
        white_die=state.white_die,
        next_start_player=order_from_track(state.track)[0],
        bought=state.bought,
        depots=tuple(_depot(state, depot) for depot in range(1, len(DEPOT_SPACES) + 1)),
        black_depot=tuple(FACES[tile] for tile in state.black_depot),
        round_goods=tuple(GOODS[tile] for tile in state.round_goods),
        face_down_goods=tuple(len(goods) for goods in state.phase_goods),
        stack_sizes={name: len(tiles) for name, tiles in state.stacks.items()},
        out_of_game=len(state.out_of_game),
        track=tuple(tuple(space) for space in state.track),
        bonus_tiles=_all_bonus_tiles(state),
        estates=tuple(_estate(state, seat) for seat in range(state.seats)),
        reach=reach(state),
        held=FACES[state.frame.tile] if playing and state.frame and state.frame.step is Step.DISCARD else None,
        tiebreak="most" if state.tiebreak_most_empty else "fewest",
    )


def view(state: BurgundyState, seat: int | None) -> PublicView | SeatView:
    """What ``seat`` (None: the public) may know."""
    public = remember(state, "public_view", public_view)
    if seat is None:
        return public
    choice = state.players[seat].choice
    secret = "" if choice is None else text.estate_title(seat, choice.board, choice.castle)
    return SeatView(public=public, seat=seat, secret_choice=secret)


def private_views(options: dict[str, str]) -> bool:
    """Only the secret-boards variant gives a seat something private (its board choice, §7); all else is open."""
    return options["boards"] == BoardMode.SECRET.value


def hidden_choice_titles(state: BurgundyState, viewer: int | None) -> set[str]:
    """Other seats' secret board choices, as their estate titles would show them (for leak checks)."""
    if state.mode is not BoardMode.SECRET:
        return set()
    return {
        text.estate_title(seat, player.choice.board, player.choice.castle)
        for seat, player in enumerate(state.players)
        if player.choice is not None and seat != viewer
    }


def secrets(state: BurgundyState, viewer: int | None) -> set[str]:
    """Everything ``viewer`` (None: the public) must never see (§8 H1-H3, H8).

    Each face-down hex tile and goods tile by its id, and each secret board choice not yet
    revealed by the estate title it will show (:func:`hidden_choice_titles`).
    """
    hidden = {tile for stack in state.stacks.values() for tile in stack}
    hidden.update(goods for phase in state.phase_goods for goods in phase)
    hidden.update(state.boxed_goods)
    return hidden | hidden_choice_titles(state, viewer)


def revealed_lines(state: BurgundyState) -> tuple[str, ...]:
    """What no seat sees (§8): each face-down stack top first, the goods of later phases, the boxed goods.

    A secret estate choice not yet revealed is in its seat's view; it is named here too.
    """
    lines = [hidden_text.stack(back, stack[::-1]) for back, stack in sorted(state.stacks.items())]
    lines.extend(hidden_text.phase_goods(phase, pile) for phase, pile in enumerate(state.phase_goods) if pile)
    lines.append(hidden_text.boxed_goods(state.boxed_goods))
    lines.extend(
        hidden_text.secret_choice(seat, player.choice.board, player.choice.castle)
        for seat, player in enumerate(state.players)
        if player.choice is not None
    )
    return tuple(lines)


def redraw_hidden(state: BurgundyState, rng: random.Random, seat: int | None = None) -> BurgundyState:
    """A state ``seat`` (None: the public) cannot tell from ``state``: face-down tiles reshuffled, choices redrawn (§8).

    Each hex stack is shuffled within itself (its back is public); the face-down goods of
    later phases and the boxed goods are shuffled together, each pile keeping its size
    (H1-H3): no seat sees them. In the secret variant, a seat that has chosen gets another
    legal choice (H8), except ``seat`` itself, which knows its own.

    The draw depends only on what ``seat`` knows and on ``rng``: what is shuffled is sorted first
    (issue 24's fairness).
    """
    twin = copy.deepcopy(state)
    for stack in twin.stacks.values():
        stack.sort()
        rng.shuffle(stack)
    piles = [*twin.phase_goods, twin.boxed_goods]
    goods = sorted(tile for pile in piles for tile in pile)
    rng.shuffle(goods)
    for pile in piles:
        pile[:], goods = goods[: len(pile)], goods[len(pile) :]
    for index, player in enumerate(twin.players):
        if player.choice is not None and index != seat:
            board = rng.choice(sides(player))
            player.choice = EstateChoice(board, rng.choice(BOARDS[board].castle_spaces))
    return twin


def chapter(state: BurgundyState) -> str:
    """The public title of the turn under way: a player's turn, or the choice of estate boards."""
    if state.stage is Stage.OVER:
        return text.END_CHAPTER
    if state.stage is Stage.CHOOSING:
        return text.CHOOSING_CHAPTER
    return text.turn_chapter(PHASES[state.phase], state.round, state.active)
