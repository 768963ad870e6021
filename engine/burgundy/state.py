"""The state of a Castles of Burgundy game: plain data that round-trips through JSON (rules §3, App. B).

A turn is resolved through ``BurgundyState.stack``, a stack of :class:`Frame` s: the newest
frame is the decision asked now (a castle's bonus action placing a city hall that places
another tile...). An empty stack during a turn means the turn's root decision (§9 D3).
"""

from dataclasses import dataclass, field
from enum import StrEnum

from engine.core.copier import Copyable

SCHEMA_VERSION = 1


class Stage(StrEnum):
    """Where the game is: the variant's board choice, play, or over."""

    CHOOSING = "choosing"
    PLAYING = "playing"
    OVER = "over"


class BoardMode(StrEnum):
    """The ``boards`` game option (§7, §9 D0)."""

    BASE = "base"  # everyone plays estate board No. 1, castle on 19
    OPEN = "open"  # boards 2-9: side and castle chosen one after another, in turn order
    SECRET = "secret"  # boards 2-9: chosen at the same time in secret, revealed together


class Step(StrEnum):
    """What a frame of the turn stack is waiting for (§9)."""

    ACTION = "action"  # a die is chosen: what to do with it (D3a-D3d)
    CASTLE = "castle"  # a castle's bonus action (D8)
    DEPOT = "depot"  # which tile of a chosen depot (D3a, D5, D8)
    BUY = "buy"  # which depot to buy from, for the owner of knowledge 6 (D5)
    SPACE = "space"  # which estate space for a chosen stored tile (D3b, D8, D11)
    DISCARD = "discard"  # storage is full: which stored tile leaves the game (D4)
    SHIP = "ship"  # which depot(s) a ship takes goods from (D6)
    SHIP_GOODS = "ship_goods"  # which new goods types fit in the goods storage (D7)
    WAREHOUSE = "warehouse"  # which goods type the warehouse sells (D10)
    WORKSHOP = "workshop"  # the tile a carpenter's workshop, church or market takes (D9)
    CITY_HALL = "city_hall"  # which stored tile a city hall adds (D11)


class Source(StrEnum):
    """What lets a frame's action happen: a die, a castle, a city hall or a purchase."""

    DIE = "die"
    CASTLE = "castle"
    CITY_HALL = "city_hall"
    BUY = "buy"
    WORKSHOP = "workshop"


class Score(StrEnum):
    """VP categories of the score breakdown (§5, §6)."""

    REGIONS = "regions"
    ANIMALS = "animals"
    SALES = "sales"
    BONUS_TILES = "bonus_tiles"
    WATCHTOWERS = "watchtowers"
    GOODS_LEFT = "goods_left"
    SILVERLINGS = "silverlings"
    WORKERS = "workers"
    KNOWLEDGE = "knowledge"


@dataclass
class Frame:
    """One pending decision of the turn stack."""

    step: Step
    source: Source = Source.DIE
    die: int = -1  # index 0/1 of the die in use, -1 when no die is involved
    tile: str = ""  # SPACE: the stored tile to place; DISCARD: the tile waiting for a storage space
    depot: int = -1  # DEPOT: the depot chosen (0 = black depot)
    building: str = ""  # WORKSHOP: the building whose effect this is
    depots: list[int] = field(default_factory=list)  # SHIP_GOODS: the depots the ship takes from


@dataclass
class EstateChoice:
    """A variant choice (§7): the board side played and the start castle's space."""

    board: int
    castle: int


@dataclass
class PlayerState:
    """One seat's player board and supplies (§2.11)."""

    board: int  # estate board number 1-9; 0 while the variant choice is open
    castle_space: int  # where the start castle stands; 0 while the variant choice is open
    start_castle: str  # the start castle tile id
    estate: dict[int, str]  # space id -> hex tile id
    knowledge: list[int]  # numbers of the knowledge tiles in the estate, in placement order
    storage: list[str]  # up to 3 hex tile ids
    goods: list[list[str]]  # the 3 goods spaces: each empty or a stack of one goods type
    sold: list[str]  # sold goods tile ids
    silverlings: int
    workers: int
    points: dict[str, int]  # VP by :class:`Score` category
    dice: list[int]  # this round's two dice (current values, after worker changes)
    used: list[bool]  # which die has been used this turn
    dealt: int = -1  # variant: index into boards.PHYSICAL_BOARDS of the board dealt
    choice: EstateChoice | None = None  # variant, secret mode: chosen but not yet revealed

    @property
    def score(self) -> int:
        """Total VP so far."""
        return sum(self.points.values())


@dataclass
class BurgundyState(Copyable):
    """Everything about one game; hidden parts (stacks, face-down goods) never reach a view."""

    seed: int
    step: int
    seats: int
    mode: BoardMode
    tiebreak_most_empty: bool  # §11 item 6: False = fewest empty spaces wins a tie (default)
    stage: Stage
    players: list[PlayerState]
    start_player: int  # the seat that began the game (clockwise order starts here)
    phase: int = 0  # 0-4 = A-E
    round: int = 0  # 1-5 once the phase runs
    order: list[int] = field(default_factory=list)  # this round's turn order
    turn: int = 0  # index into ``order`` of the seat playing
    white_die: int = 0
    bought: bool = False  # the purchase of this turn is made (§5.8)
    stack: list[Frame] = field(default_factory=list)
    stacks: dict[str, list[str]] = field(default_factory=dict)  # face-down hex stacks by back; top = end
    phase_goods: list[list[str]] = field(default_factory=list)  # face-down goods per phase A-E
    round_goods: list[str] = field(default_factory=list)  # this phase's face-up goods, next round's first
    boxed_goods: list[str] = field(default_factory=list)  # goods returned unseen at setup (§3.2 step 6)
    depots: list[list[str]] = field(default_factory=list)  # depots 1-6: tile id or "" per hex space
    depot_goods: list[list[str]] = field(default_factory=list)  # depots 1-6: goods on the goods space
    black_depot: list[str] = field(default_factory=list)
    out_of_game: list[str] = field(default_factory=list)  # hex tiles removed or discarded, face up
    track: list[list[int]] = field(default_factory=list)  # 7 turn-order spaces, each a stack bottom -> top
    completed: dict[str, list[int]] = field(default_factory=dict)  # colour -> seats that filled it, in order
    choosing: int = 0  # open variant: index into ``order`` of the seat choosing now

    @property
    def active(self) -> int:
        """The seat whose turn it is."""
        return self.order[self.turn]

    @property
    def frame(self) -> Frame | None:
        """The decision of the turn waiting now; None for the turn's root decision."""
        return self.stack[-1] if self.stack else None
