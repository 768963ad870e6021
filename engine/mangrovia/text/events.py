"""What happened, told in the thread (public) or to one seat (private).

A pier stop is told twice: each part as it happens (the game log, the board's last line), and
once the owner is done, in one sentence of what the pier gave them (:func:`stop`), built from
the clauses below ("takes 7", "draws a valuables card"); the boat tour's lasting record is
those sentences, one per occupied pier.
"""

from collections.abc import Sequence

from engine.core import seat_ref
from engine.mangrovia.text.names import PILE, card, cost, lands, listed, plural, site, space, values

GAME_OVER = "The game is over."
LAST_HUT = "{player} has no huts left: this round is the last."
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


def tour_chapter(round_number: int) -> str:
    """The chapter title of phase 2: the boat's whole tour is one turn of the thread."""
    return f"Round {round_number} · boat tour"


def places(seat: int, site_number: int) -> str:
    """A bowl placed."""
    return f"{p(seat)} places a bowl on {site(site_number)}."


def stop(seat: int, pier: int, clauses: Sequence[str]) -> str:
    """What one pier gave its owner: "Pier 1: Ana takes 7 and a Sand card and draws a valuables card."."""
    groups: list[tuple[str, list[str]]] = []
    for clause in clauses:
        verb, _, what = clause.partition(" ")
        if groups and groups[-1][0] == verb and what:
            groups[-1][1].append(what)
        else:
            groups.append((verb, [what] if what else []))
    told = [f"{verb} {_objects(objects)}" if objects else verb for verb, objects in groups]
    return f"Pier {pier}: {p(seat)} {listed(told) or 'passes'}."


def _objects(objects: list[str]) -> str:
    """Objects of one verb: "a valuables card" twice is "2 valuables cards"."""
    if len(objects) > 1 and len(set(objects)) == 1 and objects[0].startswith("a ") and objects[0].endswith(" card"):
        return f"{len(objects)} {objects[0][2:]}s"
    return listed(objects)


def took_clause(card_id: str) -> str:
    """A face-up card taken, as part of a pier stop."""
    return f"takes {card(card_id)}"


def drew_clause(pile: str) -> str:
    """A face-down card drawn, as part of a pier stop."""
    return f"draws a {PILE[pile]} card"


def amulets_clause(drawn: int, kept: int) -> str:
    """Amulets drawn from the bag (and how many kept), as part of a pier stop."""
    if drawn == 1:
        return "draws an amulet from the bag"
    return f"draws {drawn} amulets from the bag and keeps {kept}"


ONE_AMULET_CLAUSE = "takes a value-1 amulet"


def built_clause(space_id: str, double: bool) -> str:
    """A hut built, as part of a pier stop."""
    hut = "a double hut" if double else "a hut"
    return f"builds {hut} on {space(space_id)} for {cost(space_id, double)}"


def chief_clause(points: int) -> str:
    """Chief points scored by a hut, as part of a pier stop."""
    return f"scores {plural(points, 'chief point')}"


def totem_clause(tile: int) -> str:
    """A totem tile taken, as part of a pier stop."""
    return f"takes totem tile {tile}"


def tile_clause(name: str) -> str:
    """A stone circle tile taken, as part of a pier stop."""
    return f"takes the {name}"


def track_clause(position: int) -> str:
    """The amulet pillar moved, as part of a pier stop."""
    return f"moves their amulet pillar to {position}"


LAST_HUT_CLAUSE = "has no huts left: this round is the last"


def birds_clause(placed: list[str], moved: bool) -> str:
    """The birds placed at pier 12, as part of a pier stop."""
    return f"moves the birds to {lands(placed)}" if moved else f"leaves the birds on {lands(placed)}"


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
    return f"{p(seat)} leaves the birds on {lands(placed)}."


def birds_moved(seat: int, placed: list[str]) -> str:
    """The birds moved at pier 12."""
    return f"{p(seat)} moves the birds to {lands(placed)}."


def birds_forced(placed: list[str]) -> str:
    """Nobody took site 1: the birds fly to the empty oracle spaces."""
    return f"Nobody took site 1: the birds fly to {lands(placed)}."


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
