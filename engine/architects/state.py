"""The Architects game state: plain dataclasses that round-trip through JSON (§17.1).

Workers are counted, not tracked one by one: each player's supply, their workers on each
large-circle location, the Black Market spaces (the seat there, or -1), the Guildhall spaces
in order, the Prison, and the workers each player holds of every colour. Piles list their top
card first. The turn is a list of ``tasks``: the first one is what the game does next; a
decision task waits for its seat, an automatic one is carried out by ``flow``.
"""

from dataclasses import dataclass, field
from enum import StrEnum

from engine.architects.board import LARGE_CIRCLES, MARKET_SPACES
from engine.architects.goods import GOODS, Goods
from engine.core.codec import OMIT_DEFAULT
from engine.core.copier import Copyable

SCHEMA_VERSION = 1
EMPTY = -1  # a free Black Market space


class Kind(StrEnum):
    """Every task of a turn: decisions (D2-D15 of §13) and automatic steps."""

    PLACE = "place"  # D4 (with D6, D9, D10 folded in)
    RETRIEVE = "retrieve"  # D3
    TRADE = "trade"  # D5
    CAPTURE = "capture"  # D7, Armoury, Fortress, Barracks
    GUARD = "guard"  # D8
    DISMISS = "dismiss"  # D6/D9/D11: an apprentice to discard before hiring at the limit
    KEEP = "keep"  # D9: the card kept of the five drawn
    OFFERING = "offering"  # D10: the building card discarded for the Cathedral
    GAIN = "gain"  # D11: Treasury, Clay Pit
    TAVERN = "tavern"  # D11
    BARRACKS = "barracks"  # D11
    CHURCH = "church"  # D11
    LIBRARY = "library"  # D11
    OVERFLOW = "overflow"  # D12
    GATEKEEPER = "gatekeeper"  # D14: how many prisoners to release
    RESET_ORDER = "reset_order"  # D14: Gatekeeper or Squire first, where the order changes what the Squire gives
    HAND_LIMIT = "hand_limit"  # D13
    DUNGEON = "dungeon"  # D15
    STARTER = "starter"  # D16: the starting apprentice draft (§11.2)
    # automatic steps
    TURN = "turn"  # start of a turn: place or retrieve (§4.2 step 1)
    HIRE = "hire"  # take the chosen apprentice (§5.4), once room is made
    RESET = "reset"  # Black Market reset steps 1-2, if one was triggered (§4.4)
    RESET_END = "reset_end"  # reset steps 4-5
    HAND_CHECK = "hand_check"  # §4.2 step 4
    END_TURN = "end_turn"  # §4.2 step 5
    SCORE = "score"  # §10.1: end-game virtue effects, then the game is over
    FILL = "fill"  # §11.2: the display's empty spaces filled once every starting apprentice is picked


AUTOMATIC = frozenset(
    {Kind.TURN, Kind.HIRE, Kind.RESET, Kind.RESET_END, Kind.HAND_CHECK, Kind.END_TURN, Kind.SCORE, Kind.FILL}
)


@dataclass
class Task:
    """One step of the turn. Fields are used by the kinds that need them."""

    kind: Kind
    seat: int
    left: int = 0  # trades, captures or Guardhouse actions left; excess virtue (overflow)
    free: bool = False  # captures at no cost (Armoury, Fortress, Barracks)
    places: int = 1  # locations a capture action may use
    used: list[str] = field(default_factory=list)  # locations captured from in this action
    made: int = 0  # captures made in this action (the first pays the tax)
    card: str = ""  # the apprentice to hire; the building whose effect this is
    cards: list[str] = field(default_factory=list)  # the five cards drawn at Black Market B


@dataclass(frozen=True, slots=True)
class Slot:
    """One space of the apprentice display: the card ("" when empty) and the skip coins on it.

    Frozen, so a state's copy shares its slots: a change puts a new slot in the display.
    """

    card: str = ""
    coins: int = 0


@dataclass
class Draft:
    """The opening draft (§3.1 step 12): what each seat holds now and the card it picked this round."""

    round: int = 1
    holding: list[list[str]] = field(default_factory=list)
    picked: list[str] = field(default_factory=list)  # "" until the seat picks this round


@dataclass
class PlayerState:
    """One player's board: goods, virtue, cards, debts and workers."""

    colour: str
    character: str  # "" on the standard side
    silver: int = 0
    clay: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    marble: int = 0
    virtue: int = 7
    cathedral: int = 0
    hand: list[str] = field(default_factory=list)
    apprentices: list[str] = field(default_factory=list)
    buildings: list[str] = field(default_factory=list)
    debts: int = 0  # unpaid
    paid: int = 0
    supply: int = 20
    held: list[int] = field(default_factory=list)  # captured workers held, by owner seat
    turns: int = 0  # turns begun

    def goods(self) -> Goods:
        """Everything this player holds, as one amount."""
        return Goods(*(getattr(self, name) for name in GOODS))

    def gain(self, goods: Goods) -> None:
        """Add ``goods``."""
        self.clay += goods.clay
        self.wood += goods.wood
        self.stone += goods.stone
        self.gold += goods.gold
        self.marble += goods.marble
        self.silver += goods.silver

    def pay(self, goods: Goods) -> None:
        """Remove ``goods`` (the caller checked they are there)."""
        for name, amount in goods.items():
            left = getattr(self, name) - amount
            assert left >= 0, f"paying {amount} {name} with {getattr(self, name)}"
            setattr(self, name, left)

    def has(self, goods: Goods) -> bool:
        """Whether this player holds at least ``goods``."""
        return (
            self.clay >= goods.clay
            and self.wood >= goods.wood
            and self.stone >= goods.stone
            and self.gold >= goods.gold
            and self.marble >= goods.marble
            and self.silver >= goods.silver
        )


@dataclass
class ArchitectsState(Copyable):
    """Everything about one game of Architects of the West Kingdom."""

    seed: int
    step: int
    seats: int
    variable: bool
    start_player: int
    active: int
    players: list[PlayerState]
    tax: int
    display: list[list[Slot]]
    apprentice_deck: list[str]
    building_deck: list[str]
    rewards: list[str]  # the reward pile, top first
    rewards_unused: list[str]  # returned to the box unseen (§3.1 step 3)
    rewards_taken: list[str] = field(default_factory=list)  # revealed and removed, in order
    small_pile: list[str] = field(default_factory=list)  # Small-Market side up, top first
    large_pile: list[str] = field(default_factory=list)  # Large-Market side up, top first
    locations: dict[str, list[int]] = field(default_factory=dict)  # workers by seat on each large circle
    market: list[int] = field(default_factory=lambda: [EMPTY] * len(MARKET_SPACES))
    guildhall: list[int] = field(default_factory=list)  # the seat on each filled space, in order
    overflow: list[int] = field(default_factory=list)  # final-round workers beside the Guildhall
    prison: list[int] = field(default_factory=list)  # own workers in the Prison, by seat
    draft: Draft | None = None
    tasks: list[Task] = field(default_factory=list)
    reset_due: bool = False
    final_turns: int = -1  # turns left in the final round; -1 before it
    dungeon_first: bool = False  # the Dungeon's owner takes its loss before the gains (D15)
    over: bool = False
    # Lobby options off by default (§11.2, §15 #3); left out of the state's data while off, so a
    # game without them keeps the data (and digests) it always had.
    apprentice_draft: bool = field(default=False, metadata=OMIT_DEFAULT)  # the starting apprentice draft
    apprentice_cycling: bool = field(default=False, metadata=OMIT_DEFAULT)  # the Guildhall's cycling spaces
    conspirator_per_capture: bool = field(default=False, metadata=OMIT_DEFAULT)  # BGA's reading of the Conspirator
    # Seats that resolved their Squires before their Gatekeeper in the reset under way (D14); left
    # out of the data while empty, as it is outside a reset.
    squires_first: tuple[int, ...] = field(default=(), metadata=OMIT_DEFAULT)

    def player(self, seat: int) -> PlayerState:
        """The seat's board."""
        return self.players[seat]

    def left_of(self, seat: int) -> int:
        """The next seat clockwise."""
        return (seat + 1) % self.seats

    def clockwise_from(self, seat: int) -> list[int]:
        """Every seat, from ``seat`` clockwise."""
        return [(seat + offset) % self.seats for offset in range(self.seats)]

    def held_by_others(self, owner: int) -> int:
        """The owner's workers held on other players' boards."""
        return sum(player.held[owner] for player in self.players)

    def workers_of(self, seat: int) -> int:
        """Every one of the seat's workers, wherever it is (always 20, §5.6)."""
        player = self.players[seat]
        return (
            player.supply
            + sum(self.locations[place][seat] for place in LARGE_CIRCLES)
            + self.market.count(seat)
            + self.guildhall.count(seat)
            + self.overflow.count(seat)
            + self.prison[seat]
            + self.held_by_others(seat)
        )
