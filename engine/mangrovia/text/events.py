"""What happened, told in the thread (public) or to one seat (private).

A pier stop is told twice: each part as it happens (the game log, the board's last line), and
once the owner is done, in one sentence of what the pier gave them (:func:`stop`). While the
owner acts, the state keeps each part as a clause in data (``state.stop``: JSON, never words:
``["took", card]``, ``["drew", pile]``...), made by the ``*_clause`` functions below; :func:`stop`
says them, joining the clauses of one verb ("takes 7 and a Sand card", "draws 2 valuables cards").
The boat tour's lasting record is those sentences, one per occupied pier.
"""

from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from engine.core import seat_ref
from engine.mangrovia.text.names import PILE, card, cost, lands, listed, n_, site, space, tile, values
from i18n import Text, _

GAME_OVER = _("The game is over.")


def p(seat: int) -> str:
    """A seat's name placeholder."""
    return seat_ref(seat)


def last_hut(seat: int) -> Text:
    """A seat built its last hut."""
    return _("{player} has no huts left: this round is the last.", player=p(seat))


def takes_one(seat: int) -> Text:
    """A value-1 amulet from the supply (the amulet pillar at 0)."""
    return _("{player} takes a value-1 amulet from the supply.", player=p(seat))


def bag_refilled() -> Text:
    """The bag was empty."""
    return _("The bag was empty: the set-aside amulets go back into it.")


def timed_out(seat: int) -> Text:
    """A seat did not answer in time."""
    return _("{player}'s time ran out: the default choice is taken.", player=p(seat))


def bowls_chapter(round_number: int) -> Text:
    """The chapter title of phase 1."""
    return _("Round {round} · bowls", round=round_number)


def tour_chapter(round_number: int) -> Text:
    """The chapter title of phase 2: the boat's whole tour is one turn of the thread."""
    return _("Round {round} · boat tour", round=round_number)


@cache
def places(seat: int, site_number: int) -> Text:
    """A bowl placed."""
    return _("{player} places a bowl on {site}.", player=p(seat), site=site(site_number))


# A pier stop's clauses, as data in the state: "kind argument..." (a str: the state is JSON, never words).


def took_clause(card_id: str) -> str:
    """A face-up card taken."""
    return f"took {card_id}"


def drew_clause(pile: str) -> str:
    """A face-down card drawn."""
    return f"drew {pile}"


def amulets_clause(drawn: int, kept: int) -> str:
    """Amulets drawn from the bag (and how many kept)."""
    return f"amulets {drawn} {kept}"


def one_amulet_clause() -> str:
    """A value-1 amulet taken from the supply."""
    return "one"


def built_clause(space_id: str, double: bool) -> str:
    """A hut built."""
    return f"built {space_id} {int(double)}"


def chief_clause(points: int) -> str:
    """Chief points scored by a hut."""
    return f"chief {points}"


def totem_clause(tile_number: int) -> str:
    """A totem tile taken."""
    return f"totem {tile_number}"


def tile_clause(tile_id: str) -> str:
    """A stone circle tile taken."""
    return f"tile {tile_id}"


def track_clause(position: int) -> str:
    """The amulet pillar moved."""
    return f"track {position}"


def last_hut_clause() -> str:
    """The last hut built."""
    return "last"


def birds_clause(placed: list[str], moved: bool) -> str:
    """The birds placed at pier 12."""
    return f"birds {int(moved)} {' '.join(placed)}"


@cache
def _hut(space_id: str, double: bool) -> Text:
    if double:
        return _("a double hut on {space} for {cost}", space=space(space_id), cost=cost(space_id, double))
    return _("a hut on {space} for {cost}", space=space(space_id), cost=cost(space_id, double))


def _amulets(drawn: str, kept: str) -> Text:
    if drawn == "1":
        return _("draws an amulet from the bag")
    return _("draws {drawn} amulets from the bag and keeps {kept}", drawn=int(drawn), kept=int(kept))


def _birds(moved: str, *placed: str) -> Text:
    if moved == "1":
        return _("moves the birds to {lands}", lands=lands(placed))
    return _("leaves the birds on {lands}", lands=lands(placed))


# Each clause kind: the verb it groups under, and what it says (the verb's object, or the whole clause).
CLAUSE: dict[str, tuple[str, Callable[..., Text]]] = {
    "took": ("takes", card),
    "one": ("takes", lambda: _("a value-1 amulet")),
    "totem": ("takes", lambda number: _("totem tile {tile}", tile=int(number))),
    "tile": ("takes", lambda tile_id: _("the {tile}", tile=tile(tile_id))),
    "drew": ("draws", lambda pile: n_("a {pile} card", "{n} {pile} cards", 1, pile=PILE[pile])),
    "built": ("builds", lambda space_id, double: _hut(space_id, double == "1")),
    "chief": ("scores", lambda points: n_("{n} chief point", "{n} chief points", int(points))),
    "amulets": ("", _amulets),
    "track": ("", lambda position: _("moves their amulet pillar to {position}", position=int(position))),
    "last": ("", lambda: _("has no huts left: this round is the last")),
    "birds": ("", _birds),
}
VERB: dict[str, Callable[[Text], Text]] = {
    "takes": lambda what: _("takes {what}", what=what),
    "draws": lambda what: _("draws {what}", what=what),
    "builds": lambda what: _("builds {what}", what=what),
    "scores": lambda what: _("scores {what}", what=what),
}
COUNTED = frozenset({"took", "drew"})  # the same card twice is "2 ... cards"


def stop(seat: int, pier: int, clauses: Sequence[str]) -> Text:
    """What one pier gave its owner: "Pier 1: Ana takes 7 and a Sand card and draws a valuables card."."""
    if not clauses:
        return _passes(seat, pier)
    groups: list[list[str]] = []  # runs of clauses under one verb
    for clause in clauses:
        if groups and _said(groups[-1][0])[0] and _said(groups[-1][0])[0] == _said(clause)[0]:
            groups[-1].append(clause)
        else:
            groups.append([clause])
    told = [_group(tuple(group)) for group in groups]
    return _("Pier {pier}: {player} {actions}.", pier=pier, player=p(seat), actions=told[0] if len(told) == 1
             else listed(told))  # fmt: skip


@cache  # a few hundred clauses ("took V7.1", "built c3r2 0"): each said once
def _said(clause: str) -> tuple[str, Text]:
    """A clause's verb (empty: it groups with nothing) and what it says."""
    kind, *arguments = clause.split(" ")
    verb, said = CLAUSE[kind]
    return verb, said(*arguments)


@lru_cache(maxsize=2048)  # mostly one clause (a few hundred), else a pair of cards
def _group(clauses: tuple[str, ...]) -> Text:
    """A run of clauses under one verb: "takes 7 and a Sand card", "draws 2 valuables cards"."""
    verb, first = _said(clauses[0])
    if not verb:
        return first
    return VERB[verb](_objects([_said(clause)[1] for clause in clauses], [clause.split(" ")[0] for clause in clauses]))


@cache
def _passes(seat: int, pier: int) -> Text:
    return _("Pier {pier}: {player} passes.", pier=pier, player=p(seat))


def _objects(objects: list[Text], kinds: list[str]) -> Text:
    """Objects of one verb: "a valuables card" twice is "2 valuables cards"."""
    first = objects[0]
    if len(objects) > 1 and kinds[0] in COUNTED and first.quantity == 1 and all(other == first for other in objects):
        params = {key: value for key, value in first.params.items() if key != "n"}
        return Text(first.message, params, plural=first.plural, count=len(objects))
    return listed(objects)


@cache
def takes(seat: int, card_id: str, pile: str) -> Text:
    """A face-up card taken (public: everyone saw it)."""
    return _("{player} takes {card} from the {pile} display.", player=p(seat), card=card(card_id), pile=PILE[pile])


@cache
def draws(seat: int, pile: str) -> Text:
    """A face-down card drawn (public: the pile only)."""
    return _("{player} draws a {pile} card face down.", player=p(seat), pile=PILE[pile])


@cache
def drew_privately(card_id: str) -> Text:
    """The drawer's own record of the card drawn."""
    return _("You drew {card}.", card=card(card_id))


def reshuffled(pile: str) -> Text:
    """A discard pile shuffled into a new draw pile."""
    return _("The {pile} discard pile is shuffled into a new draw pile.", pile=PILE[pile])


def draws_amulets(seat: int, count: int) -> Text:
    """Amulets drawn from the bag (public: how many)."""
    return n_("{player} draws {n} amulet from the bag.", "{player} draws {n} amulets from the bag.", count,
              player=p(seat))  # fmt: skip


def drew_amulets(drawn: list[int]) -> Text:
    """The drawer's own record of the amulets drawn."""
    return _("You drew amulets {values}.", values=values(drawn))


def returns(seat: int, kept: int) -> Text:
    """One drawn amulet returned (public: how many kept)."""
    return _("{player} returns an amulet to the bag and keeps {kept}.", player=p(seat), kept=kept)


def builds(seat: int, space_id: str, double: bool, paid: Text) -> Text:
    """A hut built, with its payment (paid cards and amulets go face up)."""
    return _("{player} builds {hut}, paying {paid}.", player=p(seat), hut=_hut(space_id, double), paid=paid)


@cache
def chief(seat: int, points: int, total: int) -> Text:
    """Chief points scored during play."""
    return n_("{player} scores {n} chief point ({total} in all).", "{player} scores {n} chief points ({total} in all).",
              points, player=p(seat), total=total)  # fmt: skip


def track(seat: int, position: int) -> Text:
    """The amulet pillar moves."""
    return _("{player}'s amulet pillar moves to {position}.", player=p(seat), position=position)


def totem(seat: int, tile_number: int) -> Text:
    """A totem tile taken."""
    return _("{player} takes totem tile {tile}.", player=p(seat), tile=tile_number)


def takes_tile(seat: int, tile_id: str) -> Text:
    """A stone circle tile taken (variant)."""
    return _("{player} takes the {tile}.", player=p(seat), tile=tile(tile_id))


def birds_stay(seat: int, placed: list[str]) -> Text:
    """The birds left where they are at pier 12."""
    return _("{player} leaves the birds on {lands}.", player=p(seat), lands=lands(placed))


def birds_moved(seat: int, placed: list[str]) -> Text:
    """The birds moved at pier 12."""
    return _("{player} moves the birds to {lands}.", player=p(seat), lands=lands(placed))


def birds_forced(placed: list[str]) -> Text:
    """Nobody took site 1: the birds fly to the empty oracle spaces."""
    return _("Nobody took site 1: the birds fly to {lands}.", lands=lands(placed))


def new_start_player(seat: int) -> Text:
    """The owner of site 1 takes the talisman."""
    return _("{player} takes the talisman and starts the next round.", player=p(seat))


def talisman_passes(seat: int) -> Text:
    """Nobody took site 1: the talisman goes to the right."""
    return _("Nobody took site 1: the talisman passes to {player}.", player=p(seat))


@cache
def new_round(round_number: int, start: int) -> Text:
    """A new round begins."""
    return _("Round {round} begins; {player} places the first bowl.", round=round_number, player=p(start))


def game_over(line: Text) -> Text:
    """The game is over, with the result."""
    return _("The game is over. {result}", result=line)
