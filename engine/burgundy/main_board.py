"""The main board as data: depots, black depot, tracks and scoring tables (rules §2.8-§2.10, §3.1)."""

from dataclasses import dataclass

from engine.burgundy.tiles import TileKind


@dataclass(frozen=True, slots=True)
class DepotSpace:
    """One hex space of a numbered depot: the tile type it takes and its player-count mark (§2.10.1)."""

    depot: int
    kind: TileKind
    mark: int  # used with at least this many players

    def active(self, players: int) -> bool:
        """Whether this space is filled in a game of ``players``."""
        return players >= self.mark


B, A, K, C, M, S = (
    TileKind.BUILDING,
    TileKind.ANIMAL,
    TileKind.KNOWLEDGE,
    TileKind.CASTLE,
    TileKind.MINE,
    TileKind.SHIP,
)

# §2.10.1: per depot, the two spaces marked "2", the one marked "3", the one marked "4".
DEPOT_SPACES: tuple[tuple[DepotSpace, ...], ...] = tuple(
    (DepotSpace(depot, two_a, 2), DepotSpace(depot, two_b, 2), DepotSpace(depot, three, 3), DepotSpace(depot, four, 4))
    for depot, (two_a, two_b, three, four) in enumerate(
        (
            (B, S, K, A),
            (K, C, B, B),
            (A, B, S, K),
            (S, B, A, M),
            (M, K, B, B),
            (B, A, C, S),
        ),
        start=1,
    )
)
DEPOTS = (1, 2, 3, 4, 5, 6)
BLACK_DEPOT = 0  # the central black depot, as a depot number in actions and views

# §2.10.1: in a 3-player game depot 6's dark-green "3" space gets a mine in phases B and D.
THREE_PLAYER_MINE_SPACE = (6, 2)  # (depot, index of the space in DEPOT_SPACES[depot - 1])
THREE_PLAYER_MINE_PHASES = (1, 3)  # phases B and D (0-based)

BLACK_DEPOT_TILES = {2: 4, 3: 6, 4: 8}  # 2 per player (§2.10.1)
ADJACENT_DEPOTS: tuple[tuple[int, int], ...] = ((1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1))  # §11 item 12

PHASES = "ABCDE"
ROUNDS_PER_PHASE = 5
GOODS_PER_PHASE = 5
PHASE_BONUS = (10, 8, 6, 4, 2)  # region completion bonus per phase (§2.9)
REGION_VP = (1, 3, 6, 10, 15, 21, 28, 36)  # by region size 1-8 (§2.9)

BONUS_TILE_VP = {2: (5, 2), 3: (6, 3), 4: (7, 4)}  # large, small (§2.8)
TRACK_SPACES = 7  # turn-order track (§2.10, §4.4)

# §3.1 per-player-count setup.
GOODS_PER_PLAYER = 3
START_WORKERS = (1, 2, 3, 4)  # by turn order, start player first
START_SILVERLINGS = 1
STORAGE_SPACES = 3
GOODS_SPACES = 3

BUY_PRICE = 2  # §5.8
TAKE_WORKERS = 2  # §5.5
SALE_SILVERLINGS = 1  # §5.4
MINE_SILVERLINGS = 1  # §4.5


def region_vp(size: int) -> int:
    """VP for completing a region of ``size`` spaces (§2.9)."""
    return REGION_VP[size - 1]


def sale_vp(players: int) -> int:
    """VP per goods tile sold in a game of ``players`` (§2.9)."""
    return players
