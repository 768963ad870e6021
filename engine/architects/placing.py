"""Placing a worker (§4.2 steps 2-3, §6): the legal spaces, and what each location does at once.

The placement decision is secret: it offers the buildings of the hand (the Guildhall), so
its options, and even which spaces are legal, would tell the hand. The choices the rules make
part of an action and that need no further information are folded into the move, so a turn
takes as few clicks as its choices allow: the Mines' Clay or Gold, the Workshop card to hire
(or plans), Black Market B's hire or draw, the Guildhall's building or Cathedral payment.
"""

from functools import cache, lru_cache
from typing import Any

from engine.architects import black_market, guildhall, workshop
from engine.architects.apprentices import APPRENTICE
from engine.architects.board import (
    FOREST,
    GUARDHOUSE,
    LARGE_CIRCLES,
    MARKET_B_DRAW,
    MARKET_BARRED_AT,
    MARKET_COST,
    MARKET_SPACES,
    MARKET_VIRTUE,
    MINES,
    PRISON,
    QUARRY,
    SILVERSMITH,
    STOREHOUSE,
    TABLES,
    TAX_STAND,
    TAX_STAND_VIRTUE,
    TOWN_CENTRE,
    WORKSHOP,
    mines_clay,
    mines_gold,
    silversmith_silver,
    workshop_draw,
    workshop_reach,
)
from engine.architects.buildings import BUILDING
from engine.architects.goods import Goods
from engine.architects.state import EMPTY, ArchitectsState, Kind, Task
from engine.architects.tableau import ability_counts, change_virtue, count, draw_plans, skills
from engine.architects.text import events, labels, names, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option
from engine.core.decision import action_key

SIMPLE = (QUARRY, FOREST, SILVERSMITH, STOREHOUSE, TOWN_CENTRE, TAX_STAND, GUARDHOUSE)
QUICK_BUILDS = 3  # Guildhall moves given a button of their own, besides the default


def candidates(state: ArchitectsState, seat: int) -> list[dict[str, Any]]:
    """Every placement worth checking, in board order: those :func:`problem` accepts are :func:`legal_placements`."""
    moves: list[dict[str, Any]] = [{"type": "place", "at": place} for place in (QUARRY, FOREST)]
    moves += [{"type": "place", "at": MINES, "take": take} for take in ("clay", "gold")]
    moves += [{"type": "place", "at": place} for place in (SILVERSMITH, STOREHOUSE)]
    moves.append({"type": "place", "at": WORKSHOP, "take": "plans"})
    moves += [{"type": "place", "at": WORKSHOP, "hire": card} for card in workshop.face_up(state)]
    moves += [{"type": "place", "at": place} for place in (TOWN_CENTRE, TAX_STAND, GUARDHOUSE)]
    moves.append({"type": "place", "at": "market", "space": "A"})
    moves.append({"type": "place", "at": "market", "space": "B", "take": "plans"})
    moves += [{"type": "place", "at": "market", "space": "B", "hire": card} for card in workshop.face_up(state)]
    moves.append({"type": "place", "at": "market", "space": "C"})
    moves += guildhall.candidates(state, seat)
    return moves


def problem(state: ArchitectsState, seat: int, action: dict[str, Any]) -> str | None:
    """Why this placement is not legal now, or None (§6)."""
    player = state.players[seat]
    if player.supply <= 0:
        return refusals.NO_WORKER
    at = action.get("at")
    if at in (QUARRY, FOREST, SILVERSMITH, STOREHOUSE, TOWN_CENTRE, GUARDHOUSE, TAX_STAND) and set(action) != {
        "type",
        "at",
    }:
        return refusals.no_choice_at(names.LOCATION[at])
    if at in (QUARRY, FOREST, SILVERSMITH, STOREHOUSE, TOWN_CENTRE, GUARDHOUSE):
        return None
    if at == MINES:
        take = action.get("take")
        if take == "gold" and state.locations[MINES][seat] + 1 < 2:
            return refusals.MINES_GOLD
        return None if take in ("clay", "gold") else refusals.MINES_CHOICE
    if at == TAX_STAND:
        return None if state.tax else refusals.TAX_STAND_EMPTY
    if at == WORKSHOP:
        if action.get("take") == "plans" and "hire" not in action:
            return None
        return workshop.workshop_problem(state, seat, action.get("hire"))
    if at == "market":
        letter = action.get("space")
        found = black_market.space_problem(state, seat, letter)
        if found is not None or letter != "B":
            return found
        if "hire" in action:
            return None if action["hire"] in workshop.face_up(state) else refusals.NO_SUCH_APPRENTICE
        if action.get("take") != "plans":
            return refusals.MARKET_B_CHOICE
        return None if state.building_deck else refusals.DECK_EMPTY
    if at == "guildhall":
        return guildhall.problem(state, seat, action)
    return refusals.NOT_A_PLACE


def legal_placements(state: ArchitectsState, seat: int) -> list[Option]:
    """Every legal placement as an option, built directly (what :func:`problem` accepts), in board order."""
    return _legal(state, seat)[0]


def _legal(state: ArchitectsState, seat: int) -> tuple[list[Option], dict[tuple[Any, ...], int]]:
    """The legal placements, and where the moves :func:`default_placement` looks for first lie among them.

    Every option comes from a cache keyed by what its move and label depend on: the options
    of one position are the options of many, so a decision costs a few look-ups, not labels.
    """
    player = state.players[seat]
    own = ability_counts(player)
    locations = state.locations
    workers = locations[WORKSHOP][seat] + 1  # with the worker about to be placed
    found = list(
        _production(
            locations[QUARRY][seat] + 1,
            locations[FOREST][seat] + 1,
            locations[MINES][seat] + 1,
            locations[SILVERSMITH][seat] + 1,
            workers,
            own.get("stonecutter", 0),
            own.get("woodcutter", 0),
            own.get("miner", 0),
            own.get("jeweller", 0),
        )
    )
    gold = len(found) == 7  # the Mines' Gold is offered
    first: dict[tuple[Any, ...], int] = {
        (QUARRY,): 0,
        (FOREST,): 1,
        (MINES, "clay", None, None): 2,
        (SILVERSMITH,): 3 + gold,
        (WORKSHOP, "plans", None, None): 5 + gold,
    }
    if gold:
        first[(MINES, "gold", None, None)] = 3
    base = workshop.hire_cost(state, seat)
    reach = workshop_reach(workers)
    silver = player.silver
    for row, slots in enumerate(state.display):
        for column, slot in enumerate(slots):
            card = slot.card
            coins = column + 1 - reach if column >= reach else 0
            if card and silver >= base + coins:
                first[(WORKSHOP, None, None, card)] = len(found)
                found.append(_hire_option(card, row, base + coins, coins))
    found.append(_SIMPLE_OPTIONS[TOWN_CENTRE])
    if state.tax:
        found.append(_tax_option(state.tax, max(0, TAX_STAND_VIRTUE - own.get("thief", 0))))
    found.append(_SIMPLE_OPTIONS[GUARDHOUSE])
    if player.virtue < MARKET_BARRED_AT:
        tricksters = own.get("trickster", 0)
        loss = 0 if own.get("illusionist", 0) else MARKET_VIRTUE
        for index, letter in enumerate(MARKET_SPACES):
            price = max(0, MARKET_COST[letter] - tricksters)
            if state.market[index] != EMPTY or silver < price:
                continue
            if letter == "A":
                first[("market", None, "A", None)] = len(found)
                found.append(_market_option(letter, black_market.small_face(state), price, loss))
            elif letter == "C":
                first[("market", None, "C", None)] = len(found)
                found.append(_market_option(letter, black_market.large_face(state), price, loss))
            else:
                if state.building_deck:
                    found.append(_market_plans_option(price, loss))
                found += [_market_hire_option(card, price, loss) for card in workshop.face_up(state)]
    builds = guildhall.legal(state, seat)
    if builds:
        first[("guildhall",)] = len(found)
        found += builds
    return found, first


@lru_cache(maxsize=8192)
def _production(
    quarry: int,
    forest: int,
    mines: int,
    silversmith: int,
    workshop: int,
    stonecutters: int,
    woodcutters: int,
    miners: int,
    jewellers: int,
) -> tuple[Option, ...]:
    """The first placements, always legal but the Mines' Gold (from the 2nd worker there): Quarry to Workshop plans.

    Each location is given the number of own workers there with the one about to be placed, then
    the apprentices adding to the Quarry, Forest, Mines and Silversmith.
    """
    found = [
        _production_option(QUARRY, "", quarry, stonecutters),
        _production_option(FOREST, "", forest, woodcutters),
        _production_option(MINES, "clay", mines, miners),
    ]
    if mines >= 2:
        found.append(_production_option(MINES, "gold", mines, miners))
    found.append(_production_option(SILVERSMITH, "", silversmith, jewellers))
    found.append(_SIMPLE_OPTIONS[STOREHOUSE])
    found.append(_plans_option(workshop_draw(workshop)))
    return tuple(found)


_SIMPLE_OPTIONS = {
    at: Option({"type": "place", "at": at}, labels.location(at)) for at in (STOREHOUSE, TOWN_CENTRE, GUARDHOUSE)
}


@cache
def _production_option(at: str, take: str, n: int, bonus: int) -> Option:
    action = {"type": "place", "at": at, "take": take} if take else {"type": "place", "at": at}
    return Option(action, labels.gains_at(at, produce(at, take, n, bonus)))


@cache
def _plans_option(cards: int) -> Option:
    return Option({"type": "place", "at": WORKSHOP, "take": "plans"}, labels.plans(cards))


@cache
def _hire_option(card: str, row: int, price: int, coins: int) -> Option:
    return Option({"type": "place", "at": WORKSHOP, "hire": card}, labels.workshop_hire(card, row, price, coins))


@cache
def _tax_option(silver: int, loss: int) -> Option:
    return Option({"type": "place", "at": TAX_STAND}, labels.tax_stand(silver, loss))


@cache
def _market_option(letter: str, amount: Goods, price: int, loss: int) -> Option:
    return Option({"type": "place", "at": "market", "space": letter}, labels.market(letter, amount, price, loss))


@cache
def _market_plans_option(price: int, loss: int) -> Option:
    action = {"type": "place", "at": "market", "space": "B", "take": "plans"}
    return Option(action, labels.market_plans(price, loss))


@cache
def _market_hire_option(card: str, price: int, loss: int) -> Option:
    action = {"type": "place", "at": "market", "space": "B", "hire": card}
    return Option(action, labels.market_hire(card, price, loss))


def place_decision(state: ArchitectsState) -> Decision:
    """D4 (secret): every legal placement with its folded choice; the default works towards a building."""
    seat = state.tasks[0].seat
    options, first = _legal(state, seat)
    default = default_placement(state, seat, first)
    guild = first.get(("guildhall",))
    builds = () if guild is None else range(guild, min(guild + QUICK_BUILDS, len(options)))
    return Decision(
        seat,
        "place",
        prompts.place(seat),
        tuple(options),
        default=default,
        quick=tuple(sorted({default, *builds})),
        secret=True,
        ask=True,
        context=prompts.place_context(state, seat),
        timeout=labels.TIMEOUT_OPTION,
    )


def place(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Place the worker and resolve the location (§4.2 steps 2-3); the turn's last steps follow.

    An offered placement was built legal (:func:`legal_placements`): only another one is checked.
    """
    if not context.offered:
        found = problem(state, seat, action)
        if found is not None:
            raise IllegalAction(found)
    state.tasks.pop(0)
    state.tasks[0:0] = [Task(Kind.RESET, seat), Task(Kind.HAND_CHECK, seat), Task(Kind.END_TURN, seat)]
    player = state.players[seat]
    at = action["at"]
    if at == "market":
        letter = action["space"]
        black_market.use(state, seat, letter, context)
        if letter != "B" or "hire" in action:
            black_market.caroline(state, seat, context)
        if letter == "B" and "hire" in action:
            state.tasks[0:0] = workshop.start_hire(state, seat, action["hire"])
        elif letter == "B":
            drawn = state.building_deck[:MARKET_B_DRAW]
            del state.building_deck[: len(drawn)]
            state.tasks.insert(0, Task(Kind.KEEP, seat, cards=drawn))
            context.tell(
                Event(events.draws_plans(seat, len(drawn), MARKET_B_DRAW), reveal=True),
                Event(events.drew_privately(drawn), seat=seat, reveal=True),
            )
        return
    if at == "guildhall":
        space = guildhall.occupy(state, seat, context)
        if "build" in action:
            guildhall.construct(state, seat, action, space, context)
        else:
            guildhall.advance(state, seat, action, context)
        return
    player.supply -= 1
    state.locations[at][seat] += 1
    n = state.locations[at][seat]
    where = names.LOCATION[at]
    if at in (QUARRY, FOREST, SILVERSMITH, MINES):
        gained = _yield(state, seat, at, action.get("take", ""), n)
        player.gain(gained)
        context.tell(Event(events.gains(seat, where, gained)))
    elif at == STOREHOUSE:
        context.tell(Event(events.places(seat, where)))
        state.tasks.insert(0, Task(Kind.TRADE, seat, left=n))
    elif at == TOWN_CENTRE:
        context.tell(Event(events.places(seat, where)))
        state.tasks.insert(0, Task(Kind.CAPTURE, seat, left=n, places=TABLES[state.seats].capture_places))
    elif at == GUARDHOUSE:
        context.tell(Event(events.places(seat, where)))
        state.tasks.insert(0, Task(Kind.GUARD, seat, left=n))
    elif at == TAX_STAND:
        silver, state.tax = state.tax, 0
        loss = max(0, TAX_STAND_VIRTUE - count(player, "thief"))
        player.silver += silver
        player.gold += count(player, "pickpocket")
        context.tell(Event(events.tax_stand(seat, silver, loss)))
        if count(player, "pickpocket"):
            context.tell(Event(events.gains_simply(seat, Goods(gold=count(player, "pickpocket")))))
        change_virtue(state, seat, -loss, context)
    elif at == WORKSHOP and "hire" in action:
        card = action["hire"]
        paid = workshop.pay_workshop(state, seat, card)
        context.tell(Event(events.places_paying(seat, where, paid) if paid else events.places(seat, where)))
        state.tasks[0:0] = workshop.start_hire(state, seat, card)
    else:
        context.tell(Event(events.places(seat, where)))
        draw_plans(state, seat, workshop_draw(n), context)


def default_placement(state: ArchitectsState, seat: int, first: dict[tuple[Any, ...], int]) -> int:
    """The move taken for a seat that does not choose: one that brings a building closer, so a game ends.

    The Guildhall if anything can be built or climbed; else a placement giving a resource that
    the cheapest reachable building in hand lacks (every lacking resource must have a legal
    source now); else an apprentice with a skill the hand needs; else plans; else silver.
    ``first`` gives the index of the first legal move of each kind looked for (see :func:`_legal`):
    ``(at,)`` for a location, ``(at, take, space, hire)`` for one choice there.
    """
    if (found := first.get(("guildhall",))) is not None:
        return found
    player = state.players[seat]
    hand = tuple(player.hand)
    for cost in _targets(hand, skills(player)):
        lacking = [name for name in DEFAULT_ORDER if getattr(player, name) < getattr(cost, name)]
        sources = [next((first[key] for key in DEFAULT_SOURCES[name] if key in first), None) for name in lacking]
        if sources and all(found is not None for found in sources):
            return sources[0]  # type: ignore[return-value]
    missing = _needed_skills(hand) - skills(player)
    if missing:
        for card in workshop.face_up(state):
            key = (WORKSHOP, None, None, card)
            if key in first and missing.intersection(APPRENTICE[card].skills):
                return first[key]
    for key in ((WORKSHOP, "plans", None, None),) if state.building_deck else ():
        if key in first:
            return first[key]
    return first.get((SILVERSMITH,), 0)


@lru_cache(maxsize=4096)
def _targets(hand: tuple[str, ...], own: frozenset[str]) -> list[Goods]:
    """The costs of the buildings in hand whose skills are all ``own``, cheapest in Gold and Marble first."""
    targets = [BUILDING[card].cost for card in hand if own.issuperset(BUILDING[card].skills)]
    targets.sort(key=lambda goods: (goods.gold + goods.marble, goods.total))
    return targets


@lru_cache(maxsize=4096)
def _needed_skills(hand: tuple[str, ...]) -> frozenset[str]:
    """Every skill some building in hand needs."""
    return frozenset(skill for card in hand for skill in BUILDING[card].skills)


DEFAULT_ORDER = ("gold", "marble", "stone", "wood", "clay")
DEFAULT_SOURCES: dict[str, tuple[tuple[Any, ...], ...]] = {
    "gold": ((MINES, "gold", None, None), (MINES, "clay", None, None)),
    "marble": (("market", None, "C", None), ("market", None, "A", None)),
    "stone": ((QUARRY,),),
    "wood": ((FOREST,),),
    "clay": ((MINES, "clay", None, None),),
}


BONUS = {QUARRY: "stonecutter", FOREST: "woodcutter", SILVERSMITH: "jeweller", MINES: "miner"}  # apprentices adding


def _yield(state: ArchitectsState, seat: int, at: str, take: str, n: int) -> Goods:
    """What the Quarry, Forest, Silversmith or Mines give for ``n`` own workers (§6.1-§6.4)."""
    return produce(at, take, n, count(state.players[seat], BONUS[at]))


@cache
def produce(at: str, take: str, n: int, bonus: int) -> Goods:
    """What the Quarry, Forest, Silversmith or Mines give for ``n`` own workers and ``bonus`` apprentices adding."""
    if at == QUARRY:
        return Goods(stone=n + bonus)
    if at == FOREST:
        return Goods(wood=n + bonus)
    if at == SILVERSMITH:
        return Goods(silver=silversmith_silver(n) + bonus)
    if take == "gold":
        return Goods(gold=mines_gold(n), clay=bonus)
    return Goods(clay=mines_clay(n) + bonus)


# Retrieval turns (§4.3).


def retrievals(state: ArchitectsState, seat: int) -> list[dict[str, Any]]:
    """The workers the seat may take back: large-circle ones, else the fallback (Prison, Black Market, held)."""
    return [option.action for option in _retrieval_options(state, seat)]


def _retrieval_options(state: ArchitectsState, seat: int) -> list[Option]:
    """:func:`retrievals` as options (shared ones: a retrieval's label depends on nothing else)."""
    found = [_RETRIEVE_FROM[place] for place in LARGE_CIRCLES if state.locations[place][seat]]
    if found:
        return found
    if state.prison[seat]:
        found.append(_RETRIEVE_FROM[PRISON])
    found += [
        _RETRIEVE_FROM[letter] for letter, occupant in zip(MARKET_SPACES, state.market, strict=True) if occupant == seat
    ]
    found += [_retrieve_held(holder) for holder, player in enumerate(state.players) if player.held[seat]]
    return found


def _retrieval_option(move: dict[str, Any]) -> Option:
    return Option(move, labels.retrieval(move))


_RETRIEVE_FROM = {
    **{place: _retrieval_option({"type": "retrieve", "from": place}) for place in (*LARGE_CIRCLES, PRISON)},
    **{letter: _retrieval_option({"type": "retrieve", "from": "market", "space": letter}) for letter in MARKET_SPACES},
}


@cache
def _retrieve_held(holder: int) -> Option:
    return _retrieval_option({"type": "retrieve", "from": "held", "seat": holder})


def retrieve_decision(state: ArchitectsState) -> Decision:
    """D3: which worker to take back (default: one from the location holding most of the seat's workers)."""
    seat = state.tasks[0].seat
    options = _retrieval_options(state, seat)
    locations = state.locations
    crowds = [locations[option.action["from"]][seat] if option.action["from"] in locations else 0 for option in options]
    most = max(crowds)
    default = len(crowds) - 1 - crowds[::-1].index(most)  # the last of the fullest
    return Decision(
        seat, "retrieve", prompts.retrieve(seat), tuple(options), default=default, timeout=labels.TIMEOUT_OPTION
    )


def retrieve(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Take the worker back to the supply; nothing else happens this turn."""
    # Compared by text form, not ==: {"seat": 2.0} equals {"seat": 2} but is not an offered move.
    if action_key(action) not in {option.key for option in _retrieval_options(state, seat)}:
        raise IllegalAction(refusals.CANNOT_RETRIEVE)
    state.tasks.pop(0)
    state.tasks.insert(0, Task(Kind.END_TURN, seat))
    source = action["from"]
    if source == "prison":
        state.prison[seat] -= 1
    elif source == "market":
        state.market[MARKET_SPACES.index(action["space"])] = -1
    elif source == "held":
        state.players[action["seat"]].held[seat] -= 1
    else:
        state.locations[source][seat] -= 1
    state.players[seat].supply += 1
    context.tell(Event(events.retrieves(seat, labels.retrieval(action))))
