"""What happened, told in the thread (public) or to one seat (private)."""

from engine.core import seat_ref
from engine.mangrovia.text.names import PILE, card, cost, plural, site, space, values

GAME_OVER = "The game is over."
LAST_HUT = "{player} has built his last hut: this round is the last."
TAKES_ONE = "{player} takes a value-1 amulet from the supply."
BAG_REFILLED = "The bag was empty: the set-aside amulets go back into it."


def p(seat: int) -> str:
    """A seat's name placeholder."""
    return seat_ref(seat)


def timed_out(seat: int) -> str:
    """A seat did not answer in time."""
    return f"{p(seat)}'s time ran out: the default choice is taken."


def bowls_chapter(round_number: int) -> str:
    """The chapter title of phase 1."""
    return f"Round {round_number} · bowls"


def pier_chapter(round_number: int, pier: int, site_number: int) -> str:
    """The chapter title of the boat at a pier."""
    return f"Round {round_number} · pier {pier}"


def places(seat: int, site_number: int) -> str:
    """A bowl placed."""
    return f"{p(seat)} places a bowl on {site(site_number)}."


def passes(seat: int, pier: int) -> str:
    """The owner ends his action at a pier."""
    return f"{p(seat)} is done at pier {pier}."


def takes(seat: int, card_id: str, pile: str) -> str:
    """A face-up card taken (public: everyone saw it)."""
    return f"{p(seat)} takes {card(card_id)} from the {PILE[pile]} display."


def draws(seat: int, pile: str) -> str:
    """A face-down card drawn (public: the pile only)."""
    return f"{p(seat)} draws a {PILE[pile]} card face down."


def drew_privately(card_id: str) -> str:
    """The drawer's own record of the card drawn."""
    return f"You drew {card(card_id)}."


def reshuffled(pile: str) -> str:
    """A discard pile shuffled into a new draw pile."""
    return f"The {PILE[pile]} discard pile is shuffled into a new draw pile."


def draws_amulets(seat: int, count: int) -> str:
    """Amulets drawn from the bag (public: how many)."""
    return f"{p(seat)} draws {plural(count, 'amulet')} from the bag."


def drew_amulets(drawn: list[int]) -> str:
    """The drawer's own record of the amulets drawn."""
    return f"You drew amulets {values(drawn)}."


def returns(seat: int, kept: int) -> str:
    """One drawn amulet returned (public: how many kept)."""
    return f"{p(seat)} returns an amulet to the bag and keeps {kept}."


def builds(seat: int, space_id: str, double: bool, paid: str) -> str:
    """A hut built, with its payment (paid cards and amulets go face up)."""
    hut = "a double hut" if double else "a hut"
    return f"{p(seat)} builds {hut} on {space(space_id)} for {cost(space_id, double)}, paying {paid}."


def chief(seat: int, points: int, total: int) -> str:
    """Chief points scored during play."""
    return f"{p(seat)} scores {plural(points, 'chief point')} ({total} in all)."


def track(seat: int, position: int) -> str:
    """The amulet pillar moves."""
    return f"{p(seat)}'s amulet pillar moves to {position}."


def totem(seat: int, tile: int) -> str:
    """A totem tile taken."""
    return f"{p(seat)} takes totem tile {tile}."


def takes_tile(seat: int, name: str) -> str:
    """A stone circle tile taken (variant)."""
    return f"{p(seat)} takes the {name}."


def birds_stay(seat: int, placed: list[str]) -> str:
    """The birds left where they are at pier 12."""
    return f"{p(seat)} leaves the birds on {' and '.join(placed)}."


def birds_moved(seat: int, placed: list[str]) -> str:
    """The birds moved at pier 12."""
    return f"{p(seat)} moves the birds to {' and '.join(placed)}."


def birds_forced(placed: list[str]) -> str:
    """Nobody took site 1: the birds fly to the empty oracle spaces."""
    return f"Nobody took site 1: the birds fly to {' and '.join(placed)}."


def new_start_player(seat: int) -> str:
    """The owner of site 1 takes the talisman."""
    return f"{p(seat)} takes the talisman and starts the next round."


def talisman_passes(seat: int) -> str:
    """Nobody took site 1: the talisman goes to the right."""
    return f"Nobody took site 1: the talisman passes to {p(seat)}."


def new_round(round_number: int, start: int) -> str:
    """A new round begins."""
    return f"Round {round_number} begins; {p(start)} places the first bowl."


def game_over(line: str) -> str:
    """The game is over, with the result."""
    return f"{GAME_OVER} {line}"
