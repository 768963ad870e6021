"""The main board (§2.3-§2.6, §3.3): locations and their yields, the virtue track, the Cathedral, the Guildhall."""

from dataclasses import dataclass

from engine.architects.goods import Goods

# The nine large-circle locations (§2.3), in board order: only these can be targeted by captures.
QUARRY, FOREST, MINES, SILVERSMITH, STOREHOUSE = "quarry", "forest", "mines", "silversmith", "storehouse"
WORKSHOP, TOWN_CENTRE, TAX_STAND, GUARDHOUSE = "workshop", "town_centre", "tax_stand", "guardhouse"
LARGE_CIRCLES = (QUARRY, FOREST, MINES, SILVERSMITH, STOREHOUSE, WORKSHOP, TOWN_CENTRE, TAX_STAND, GUARDHOUSE)
BLACK_MARKET, GUILDHALL, PRISON = "black_market", "guildhall", "prison"
MARKET_SPACES = ("A", "B", "C")
MARKET_COST = {"A": 1, "B": 2, "C": 3}  # silver, each plus 1 virtue (§6.10)
MARKET_BARRED_AT = 10  # virtue 10 or more bars the Black Market (§2.4)
MARKET_VIRTUE = 1  # Virtue lost for each Black Market action, unless an Illusionist (§6.10)
CATHEDRAL_BARRED_AT = 4  # virtue 4 or less bars the Cathedral (§2.4)
SMALL_MARKET_PRINTED = Goods(marble=1, gold=1)  # space A with no Small-Market card (§2.9)
LARGE_MARKET_PRINTED = Goods(marble=2, stone=1, wood=1)  # space C with no Large-Market card

WORKERS = 20
HAND_LIMIT = 6
APPRENTICE_LIMIT = 5
TAX_STAND_START = 4
STARTING_VIRTUE = 7
STARTING_HAND = 3
DRAFT_DEAL = 4
DISPLAY_ROWS, DISPLAY_COLUMNS = 2, 4
MARKET_B_DRAW = 5
WORKSHOP_BASE = 2  # silver to the supply, before Rudolf (§6.6)
WORKSHOP_TAX = 2
GUARDHOUSE_RELEASE = (3, 2)  # silver, tax (§6.9 action 3)
GUARDHOUSE_PAY_OFF = (3, 3)  # silver, tax (§6.9 action 4)
TAX_STAND_VIRTUE = 2
VIRTUE_MAX = 14


def quarry_stone(n: int) -> int:
    """Quarry and Forest yield ``n`` (§2.3)."""
    return n


def mines_clay(n: int) -> int:
    """Mines, Clay option: ``n + 1``."""
    return n + 1


def mines_gold(n: int) -> int:
    """Mines, Gold option: ``floor(n/2)`` (legal only from ``n = 2``)."""
    return n // 2


def silversmith_silver(n: int) -> int:
    """Silversmith: ``n + 1`` Silver."""
    return n + 1


def workshop_draw(n: int) -> int:
    """Workshop plans: ``1 + floor(n/2)`` building cards."""
    return 1 + n // 2


def workshop_reach(n: int) -> int:
    """Workshop hire: columns ``1..min(n, 4)`` before skip coins."""
    return min(n, DISPLAY_COLUMNS)


# The virtue track (§2.4): final VP by position 0..14.
VIRTUE_VP = (-9, -8, -7, -5, -3, -1, 0, 0, 0, 0, 1, 2, 3, 5, 7)


def tax_evasion(virtue: int) -> int:
    """Tax ignored on every payment at this virtue (§2.4, §5.1): 2 at 0-1, 1 at 2-3, else 0."""
    return 2 if virtue <= 1 else 1 if virtue <= 3 else 0


@dataclass(frozen=True, slots=True)
class CathedralLevel:
    """One Cathedral level (§2.5): its cost (``mix`` Stone/Wood in any combination), VP and spaces."""

    level: int
    cost: Goods
    mix: int
    vp: int
    spaces: int


CATHEDRAL = (
    CathedralLevel(1, Goods(gold=1), 0, 2, 3),
    CathedralLevel(2, Goods(), 4, 4, 3),
    CathedralLevel(3, Goods(marble=1), 0, 7, 2),
    CathedralLevel(4, Goods(), 8, 12, 2),
    CathedralLevel(5, Goods(gold=2, marble=2), 0, 20, 1),
)
CATHEDRAL_TOP = 5


def cathedral_vp(level: int) -> int:
    """Final VP of a Cathedral level (0 below the cathedral)."""
    return 0 if level == 0 else CATHEDRAL[level - 1].vp


@dataclass(frozen=True, slots=True)
class Table:
    """What changes with the number of players (§3.3)."""

    players: int
    rewards: int
    guildhall: int
    reset_spaces: tuple[int, int]
    cycle_spaces: tuple[int, int, int]  # the 3rd space of rows 1-3: apprentice cycling, if that option is on (§11.2)
    capture_places: int  # locations per Town Centre action
    starting_silver: tuple[int, ...]


def _table(players: int) -> Table:
    columns = players + 1
    return Table(
        players=players,
        rewards=2 * players + 1,
        guildhall=4 * columns,
        reset_spaces=(2 * columns + 1, 3 * columns + 1),
        cycle_spaces=(3, columns + 3, 2 * columns + 3),
        capture_places=2 if players <= 3 else 1,
        starting_silver=tuple(range(3, 3 + players)),
    )


TABLES = {players: _table(players) for players in range(2, 6)}
GUILDHALL_ROWS = 4


def guildhall_space(number: int, players: int) -> tuple[int, int]:
    """Row and column (1-based) of Guildhall space ``number`` (§2.6: reading order, ``N + 1`` columns)."""
    columns = players + 1
    return (number - 1) // columns + 1, (number - 1) % columns + 1
