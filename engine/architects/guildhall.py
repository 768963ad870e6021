"""The Guildhall (§6.11, §7): constructing a building from hand, or advancing on the Cathedral.

Payments where the payer chooses the mix are part of the move: ``wood`` for the Stone/Wood
levels 2 and 4 of the Cathedral, ``gold`` for Therese, who pays Gold and Marble as one
resource (§5.1, §9). The Cathedral card to discard is a secret ``OFFERING`` task that follows
(not for Frederick); then the marker climbs, the reward is revealed and Acolytes add theirs.
"""

from functools import cache
from typing import Any

from engine.architects.apprentices import ACOLYTE_GAIN
from engine.architects.board import CATHEDRAL, CATHEDRAL_BARRED_AT, CATHEDRAL_TOP, TABLES
from engine.architects.buildings import BUILDING
from engine.architects.characters import FREDERICK, THERESE
from engine.architects.goods import Goods
from engine.architects.rewards import EMPTY_PILE_VIRTUE, REWARD
from engine.architects.state import ArchitectsState, Kind, PlayerState, Task
from engine.architects.tableau import abilities, change_virtue, count, draw_plans, has_all_skills, skills
from engine.architects.text import events, labels, names, prompts, refusals
from engine.architects.workshop import cycle
from engine.core import Context, Decision, Event, IllegalAction, Option


def payments(player: PlayerState, cost: Goods) -> list[Goods]:
    """Every way the player can pay ``cost`` exactly: one, or Therese's Gold/Marble mixes (§5.1)."""
    if player.character != THERESE or not (cost.gold or cost.marble):
        return [cost] if player.has(cost) else []
    both = cost.gold + cost.marble
    found = []
    for gold in range(both + 1):
        paid = Goods(cost.clay, cost.wood, cost.stone, gold, both - gold, cost.silver)
        if player.has(paid):
            found.append(paid)
    return found


def chosen_payment(player: PlayerState, cost: Goods, action: dict[str, Any]) -> Goods | None:
    """The payment a move names (``gold`` for Therese when she has a choice), if the player can make it."""
    ways = payments(player, cost)
    if "gold" in action:
        gold = action["gold"]
        if len(ways) < 2 or type(gold) is not int:
            return None
        return next((way for way in ways if way.gold == gold), None)
    return ways[0] if len(ways) == 1 else None


def build_problem(state: ArchitectsState, seat: int, action: dict[str, Any]) -> str | None:
    """Why the seat cannot construct the building the move names, or None (§7.1)."""
    player = state.players[seat]
    card = action.get("build")
    if card not in player.hand:
        return refusals.NOT_IN_HAND
    building = BUILDING[card]
    if not has_all_skills(player, building.skills):
        missing = [names.SKILL[skill] for skill in building.skills if not has_all_skills(player, (skill,))]
        return refusals.missing_skills(building.name, missing)
    if not payments(player, building.cost):
        return refusals.cannot_pay(building.name, names.goods(building.cost))
    if chosen_payment(player, building.cost, action) is None:
        return refusals.BAD_PAYMENT
    return None


@cache
def cathedral_cost(level: int, wood: int) -> Goods:
    """The cost of reaching ``level`` with ``wood`` Wood in a Stone/Wood mix."""
    step = CATHEDRAL[level - 1]
    return step.cost + Goods(wood=wood, stone=step.mix - wood) if step.mix else step.cost


def cathedral_problem(state: ArchitectsState, seat: int, action: dict[str, Any]) -> str | None:
    """Why the seat cannot advance on the Cathedral as the move says, or None (§7.2)."""
    player = state.players[seat]
    if player.virtue <= CATHEDRAL_BARRED_AT:
        return refusals.cathedral_barred(player.virtue)
    if player.cathedral >= CATHEDRAL_TOP:
        return refusals.CATHEDRAL_TOP
    level = player.cathedral + 1
    on_level = sum(other.cathedral == level for other in state.players)
    if on_level >= CATHEDRAL[level - 1].spaces:
        return refusals.cathedral_full(level)
    if not player.hand and player.character != FREDERICK:
        return refusals.CATHEDRAL_NEEDS_CARD
    step = CATHEDRAL[level - 1]
    wood = action.get("wood", 0)
    if type(wood) is not int or not 0 <= wood <= step.mix or (wood and not step.mix):
        return refusals.BAD_PAYMENT
    cost = cathedral_cost(level, wood)
    if not payments(player, cost):
        return refusals.cannot_pay(labels.level(level), names.goods(cost))
    if chosen_payment(player, cost, action) is None:
        return refusals.BAD_PAYMENT
    return None


def candidates(state: ArchitectsState, seat: int) -> list[dict[str, Any]]:
    """Every Guildhall move worth checking: each card in hand, each Cathedral payment."""
    player = state.players[seat]
    moves: list[dict[str, Any]] = []
    for card in player.hand:
        ways = payments(player, BUILDING[card].cost)
        if len(ways) > 1:
            moves.extend({"type": "place", "at": "guildhall", "build": card, "gold": way.gold} for way in ways)
        else:
            moves.append({"type": "place", "at": "guildhall", "build": card})
    level = player.cathedral + 1
    if level <= CATHEDRAL_TOP:
        step = CATHEDRAL[level - 1]
        for wood in range(step.mix + 1) if step.mix else (None,):
            base: dict[str, Any] = {"type": "place", "at": "guildhall", "cathedral": level}
            if wood is not None:
                base["wood"] = wood
            ways = payments(player, cathedral_cost(level, wood or 0))
            if len(ways) > 1:
                moves.extend({**base, "gold": way.gold} for way in ways)
            else:
                moves.append(base)
    return moves


def legal(state: ArchitectsState, seat: int) -> list[Option]:
    """Every legal Guildhall move as an option (what :func:`problem` accepts), built directly."""
    player = state.players[seat]
    found: list[Option] = []
    own = skills(player)
    mixes = player.character == THERESE  # the only payer with a choice (Gold or Marble)
    for card in player.hand:
        building = BUILDING[card]
        if not own.issuperset(building.skills):
            continue
        if not mixes:
            if player.has(building.cost):
                found.append(_build_option(card, building.cost.gold, False))
            continue
        ways = payments(player, building.cost)
        found += [_build_option(card, way.gold, len(ways) > 1) for way in ways]
    level = player.cathedral + 1
    if cathedral_open(state, seat):
        step = CATHEDRAL[level - 1]
        for wood in range(step.mix + 1) if step.mix else (None,):
            cost = cathedral_cost(level, wood or 0)
            if not mixes:
                if player.has(cost):
                    found.append(_climb_option(level, wood, cost.gold, False))
                continue
            ways = payments(player, cost)
            found += [_climb_option(level, wood, way.gold, len(ways) > 1) for way in ways]
    return found


def _with_gold(cost: Goods, gold: int) -> Goods:
    """``cost`` paid with ``gold`` Gold and Marble for the rest of its Gold and Marble (§5.1: Therese)."""
    return Goods(cost.clay, cost.wood, cost.stone, gold, cost.gold + cost.marble - gold, cost.silver)


@cache
def _build_option(card: str, gold: int, choice: bool) -> Option:
    """Constructing ``card`` paying ``gold`` Gold (naming it in the move when the payer has a ``choice``)."""
    move: dict[str, Any] = {"type": "place", "at": "guildhall", "build": card}
    if choice:
        move["gold"] = gold
    return Option(move, labels.build(card, _with_gold(BUILDING[card].cost, gold)))


@cache
def _climb_option(level: int, wood: int | None, gold: int, choice: bool) -> Option:
    """Climbing to ``level`` with ``wood`` of a Stone/Wood mix, paying ``gold`` Gold (named if there is a choice)."""
    move: dict[str, Any] = {"type": "place", "at": "guildhall", "cathedral": level}
    if wood is not None:
        move["wood"] = wood
    if choice:
        move["gold"] = gold
    return Option(move, labels.climb(level, _with_gold(cathedral_cost(level, wood or 0), gold)))


def cathedral_open(state: ArchitectsState, seat: int) -> bool:
    """Whether the seat may climb to the next Cathedral level if it can pay (§7.2: virtue, space, a card)."""
    player = state.players[seat]
    level = player.cathedral + 1
    if player.virtue <= CATHEDRAL_BARRED_AT or level > CATHEDRAL_TOP:
        return False
    if sum(other.cathedral == level for other in state.players) >= CATHEDRAL[level - 1].spaces:
        return False
    return bool(player.hand) or player.character == FREDERICK


def problem(state: ArchitectsState, seat: int, action: dict[str, Any]) -> str | None:
    """Why this Guildhall move is not possible, or None."""
    if "build" in action:
        return build_problem(state, seat, action)
    if action.get("cathedral") != state.players[seat].cathedral + 1:
        return refusals.CATHEDRAL_LEVEL
    return cathedral_problem(state, seat, action)


def occupy(state: ArchitectsState, seat: int, context: Context) -> int:
    """Put the worker on the next Guildhall space (or beside it when full); the space number, 0 beside (§6.11).

    With apprentice cycling on (§11.2), a worker on a cycling space cycles the display at once,
    before the construction or the climb.
    """
    state.players[seat].supply -= 1
    table = TABLES[state.seats]
    if len(state.guildhall) >= table.guildhall:
        state.overflow.append(seat)
        return 0
    state.guildhall.append(seat)
    number = len(state.guildhall)
    if number in table.reset_spaces:
        state.reset_due = True
    if state.apprentice_cycling and number in table.cycle_spaces:
        cycle(state, number, context)
    return number


def construct(state: ArchitectsState, seat: int, action: dict[str, Any], space: int, context: Context) -> None:
    """Pay, put the card in the tableau, apply its virtue then its immediate effect (§7.1)."""
    from engine.architects import effects  # effects builds on hiring and captures, which build on this module

    player = state.players[seat]
    card = str(action["build"])
    building = BUILDING[card]
    paid = chosen_payment(player, building.cost, action)
    assert paid is not None
    player.pay(paid)
    player.hand.remove(card)
    player.buildings.append(card)
    context.tell(Event(events.builds(seat, card, space), reveal=True))
    change_virtue(state, seat, building.virtue, context)
    effects.immediate(state, seat, card, context)


def advance(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Pay the next level; the card discard (``OFFERING``) and the climb follow (§7.2)."""
    player = state.players[seat]
    level = player.cathedral + 1
    paid = chosen_payment(player, cathedral_cost(level, action.get("wood", 0)), action)
    assert paid is not None
    player.pay(paid)
    context.tell(Event(events.cathedral(seat, level, paid)))
    if player.character == FREDERICK:
        climb(state, seat, context)
    else:
        state.tasks.insert(0, Task(Kind.OFFERING, seat))


def offering_decision(state: ArchitectsState) -> Decision:
    """D10 (secret): the building card discarded for the Cathedral.

    One option per card in hand: the table knows how many (hand sizes are public, §12), so a
    hand of one card is offered at once (``count_known``).
    """
    seat = state.tasks[0].seat
    hand = state.players[seat].hand
    options = tuple(Option({"type": "offer", "card": card}, labels.offer(card)) for card in hand)
    return Decision(
        seat, "offering", prompts.OFFERING, options, secret=True, count_known=True, timeout=labels.TIMEOUT_OPTION
    )


def offer(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Discard the card to the deck bottom, then climb."""
    player = state.players[seat]
    card = action.get("card")
    if card not in player.hand:
        raise IllegalAction(refusals.NOT_IN_HAND)
    state.tasks.pop(0)
    player.hand.remove(card)
    state.building_deck.append(str(card))
    context.tell(Event(events.discards_plans(seat, 1)))
    climb(state, seat, context)


def climb(state: ArchitectsState, seat: int, context: Context) -> None:
    """Move up one level, take the top reward (1 Virtue if none is left), then each Acolyte's bonus (§7.2)."""
    player = state.players[seat]
    player.cathedral += 1
    if state.rewards:
        card = REWARD[state.rewards.pop(0)]
        state.rewards_taken.append(card.id)
        context.tell(Event(events.reward(seat, card.virtue, card.goods, card.cards), reveal=True))
        player.gain(card.goods)
        if card.cards:
            draw_plans(state, seat, card.cards, context)
        change_virtue(state, seat, card.virtue, context)
    else:
        context.tell(Event(events.reward(seat, EMPTY_PILE_VIRTUE, Goods(), 0)))
        change_virtue(state, seat, EMPTY_PILE_VIRTUE, context)
    for ability in abilities(player, "acolyte"):
        if ability in ACOLYTE_GAIN:
            player.gain(ACOLYTE_GAIN[ability])
            context.tell(Event(events.gains_simply(seat, ACOLYTE_GAIN[ability])))
    if count(player, "acolyte_card"):
        draw_plans(state, seat, count(player, "acolyte_card"), context)
