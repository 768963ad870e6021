"""The Black Market (§6.10) and its reset (§4.4): three one-worker spaces, the virtue ban, the two card piles.

Space A gives the showing Small-Market side (or the printed 1 Marble + 1 Gold), space C the
top Large-Market side (or the printed 2 Marble + 1 Stone + 1 Wood); space B hires any face-up
apprentice or draws 5 building cards and keeps 1. The reset (either trigger) waits until the
triggering action is over: workers to the Prison, a card flipped, Gatekeepers and Squires,
then virtue loss and debts for the fullest cells.
"""

from typing import Any

from engine.architects.apprentices import SQUIRE_GAIN, SQUIRE_VIRTUE, SWINDLER_GAIN
from engine.architects.board import (
    LARGE_MARKET_PRINTED,
    MARKET_BARRED_AT,
    MARKET_COST,
    MARKET_SPACES,
    MARKET_VIRTUE,
    SMALL_MARKET_PRINTED,
)
from engine.architects.characters import CAROLINE
from engine.architects.goods import Goods
from engine.architects.market import MARKET_CARD
from engine.architects.state import EMPTY, ArchitectsState, Kind, Task
from engine.architects.tableau import abilities, change_virtue, count, draw_plans, take_debts
from engine.architects.text import events, labels, prompts, refusals
from engine.core import Context, Decision, Event, IllegalAction, Option

GATEKEEPER_RELEASE = 2


def small_face(state: ArchitectsState) -> Goods:
    """What space A gives now."""
    return MARKET_CARD[state.small_pile[0]].small if state.small_pile else SMALL_MARKET_PRINTED


def large_face(state: ArchitectsState) -> Goods:
    """What space C gives now."""
    return MARKET_CARD[state.large_pile[0]].large if state.large_pile else LARGE_MARKET_PRINTED


def cost(state: ArchitectsState, seat: int, letter: str) -> int:
    """The silver of a space for this seat: 1/2/3, 1 less per Trickster (§6.10)."""
    return max(0, MARKET_COST[letter] - count(state.players[seat], "trickster"))


def space_problem(state: ArchitectsState, seat: int, letter: Any) -> str | None:
    """Why the seat cannot use this Black Market space now, or None (§6.10)."""
    if letter not in MARKET_SPACES:
        return refusals.NO_SUCH_SPACE
    player = state.players[seat]
    if player.virtue >= MARKET_BARRED_AT:
        return refusals.market_barred(player.virtue)
    if state.market[MARKET_SPACES.index(letter)] != EMPTY:
        return refusals.space_taken(letter)
    if player.silver < cost(state, seat, letter):
        return refusals.market_silver(letter, cost(state, seat, letter))
    return None


def use(state: ArchitectsState, seat: int, letter: str, context: Context) -> None:
    """Occupy the space, pay, lose virtue, gain A's or C's goods and the Swindlers' (§6.10); B's choice follows."""
    player = state.players[seat]
    state.market[MARKET_SPACES.index(letter)] = seat
    player.supply -= 1
    paid = cost(state, seat, letter)
    player.silver -= paid
    gained = small_face(state) if letter == "A" else large_face(state) if letter == "C" else Goods()
    for ability in abilities(player, "swindler"):
        gained = gained + SWINDLER_GAIN[ability]
    player.gain(gained)
    loss = 0 if count(player, "illusionist") else MARKET_VIRTUE
    context.tell(Event(events.market(seat, letter, paid, gained, loss)))
    if loss:
        change_virtue(state, seat, -loss, context)
    if EMPTY not in state.market:
        state.reset_due = True


def caroline(state: ArchitectsState, seat: int, context: Context) -> None:
    """Caroline draws 1 building card after each of her Black Market actions (§9)."""
    if state.players[seat].character == CAROLINE:
        draw_plans(state, seat, 1, context)


def keep_decision(state: ArchitectsState) -> Decision:
    """D9 (secret): which of the cards drawn at space B to keep; the others go to the deck bottom."""
    task = state.tasks[0]
    options = tuple(Option({"type": "keep", "card": card}, labels.keep(card)) for card in task.cards)
    return Decision(
        task.seat,
        "keep",
        prompts.KEEP,
        options,
        secret=True,
        ask=True,
        timeout=labels.TIMEOUT_OPTION,
    )


def keep(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Keep one drawn card; the rest go face down to the bottom of the building deck."""
    task = state.tasks[0]
    card = action.get("card")
    if card not in task.cards:
        raise IllegalAction(refusals.NOT_DRAWN)
    state.tasks.pop(0)
    state.players[seat].hand.append(str(card))
    returned = [other for other in task.cards if other != card]
    state.building_deck.extend(returned)
    context.tell(
        Event(events.kept_privately(str(card)), seat=seat),
        Event(events.kept_and_returned(seat, len(returned))),
    )
    caroline(state, seat, context)


def start_reset(state: ArchitectsState, context: Context) -> None:
    """Reset steps 1-2, then the Gatekeepers' choices (step 3) and the ``RESET_END`` step (§4.4)."""
    state.tasks.pop(0)
    if not state.reset_due:
        return
    state.reset_due = False
    context.tell(Event(events.reset()))
    for index, seat in enumerate(state.market):
        if seat != EMPTY:
            state.prison[seat] += 1
            state.market[index] = EMPTY
    if not state.small_pile:
        state.small_pile = state.large_pile
        state.large_pile = []
        context.rng.shuffle(state.small_pile)
        context.tell(Event(events.reshuffled(), reveal=True))
    if state.small_pile:
        state.large_pile.insert(0, state.small_pile.pop(0))
        context.tell(Event(events.flipped(), reveal=True, brief=""))  # the reset's own line says a new card shows
    tasks = [
        Task(Kind.RESET_ORDER if order_matters(state, seat) else Kind.GATEKEEPER, seat)
        for seat in state.clockwise_from(state.active)
        if count(state.players[seat], "gatekeeper") and state.prison[seat]
    ]
    state.tasks[0:0] = [*tasks, Task(Kind.RESET_END, state.active)]


def release_limit(state: ArchitectsState, seat: int) -> int:
    """The most prisoners the seat's Gatekeepers may release now: 2 each, at most those in the Prison."""
    return min(GATEKEEPER_RELEASE * count(state.players[seat], "gatekeeper"), state.prison[seat])


def order_matters(state: ArchitectsState, seat: int) -> bool:
    """Whether the seat's Squire gives something or nothing depending on the order (§4.4 step 3, D14).

    The seat resolves its Gatekeeper and Squire in any order: with a Squire and no more prisoners
    than its Gatekeepers may release, the Gatekeeper first can empty the Prison for the Squire's
    reward, and the Squire first gives nothing (a player may want that: 2 Virtue can bar the Black
    Market). With more prisoners than that, the Squire gives nothing either way: nothing to ask.
    """
    return bool(abilities(state.players[seat], "squire")) and 0 < state.prison[seat] <= release_limit(state, seat)


def squire_rewards(state: ArchitectsState, seat: int) -> str:
    """What the seat's Squires give with an empty Prison, in words."""
    return labels.squire_rewards(
        [SQUIRE_GAIN.get(ability, Goods()) for ability in abilities(state.players[seat], "squire")],
        sum(SQUIRE_VIRTUE.get(ability, 0) for ability in abilities(state.players[seat], "squire")),
    )


def order_decision(state: ArchitectsState) -> Decision:
    """D14: the Gatekeeper or the Squire first (public: the Prison and the apprentices are on the table).

    The default, taken for a player who does not answer, is the Gatekeeper first (§15 #27).
    """
    seat = state.tasks[0].seat
    reward = squire_rewards(state, seat)
    options = (
        Option({"type": "order", "first": "gatekeeper"}, labels.GATEKEEPER_FIRST, labels.gatekeeper_first(reward)),
        Option({"type": "order", "first": "squire"}, labels.SQUIRE_FIRST, labels.SQUIRE_FIRST_DOES),
    )
    return Decision(seat, "reset_order", prompts.reset_order(seat, state.prison[seat], reward), options)


def order(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Resolve the Squire now (it gives nothing: the seat has prisoners) or leave it to after the Gatekeeper."""
    first = action.get("first")
    if first not in ("gatekeeper", "squire"):
        raise IllegalAction(refusals.ORDER)
    state.tasks[0] = Task(Kind.GATEKEEPER, seat)
    if first == "squire":
        state.squires_first = (*state.squires_first, seat)
        context.tell(Event(events.squire_first(seat, state.prison[seat])))


def gatekeeper_decision(state: ArchitectsState) -> Decision:
    """D14: release 0, 1 or 2 of one's own prisoners (default the most)."""
    seat = state.tasks[0].seat
    most = release_limit(state, seat)
    options = tuple(Option({"type": "release", "workers": k}, labels.release(k)) for k in range(most, -1, -1))
    return Decision(seat, "gatekeeper", prompts.gatekeeper(seat, state.prison[seat], most), options)


def gatekeeper(state: ArchitectsState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Release the chosen number of prisoners to the supply."""
    most = release_limit(state, seat)
    workers = action.get("workers")
    if type(workers) is not int or not 0 <= workers <= most:
        raise IllegalAction(refusals.release_range(most))
    state.tasks.pop(0)
    state.prison[seat] -= workers
    state.players[seat].supply += workers
    if workers:
        context.tell(Event(events.releases_prison(seat, workers)))


def finish_reset(state: ArchitectsState, context: Context) -> None:
    """Reset step 3's Squires, then step 4 (3+ prisoners lose 1 Virtue) and step 5 (most prisoners take a debt).

    A seat that resolved its Squires before its Gatekeeper (D14) had them give nothing then.
    """
    state.tasks.pop(0)
    first, state.squires_first = state.squires_first, ()
    for seat in state.clockwise_from(state.active):
        player = state.players[seat]
        if state.prison[seat] or seat in first:
            continue
        for ability in abilities(player, "squire"):
            if ability in SQUIRE_GAIN:
                player.gain(SQUIRE_GAIN[ability])
                context.tell(Event(events.gains_simply(seat, SQUIRE_GAIN[ability])))
            else:
                context.tell(Event(events.virtue_moves(seat, SQUIRE_VIRTUE[ability])))
                change_virtue(state, seat, SQUIRE_VIRTUE[ability], context)
    for seat in state.clockwise_from(state.active):
        if state.prison[seat] >= 3:
            context.tell(Event(events.virtue_moves(seat, -1)))
            change_virtue(state, seat, -1, context)
    most = max(state.prison)
    if most:
        for seat in state.clockwise_from(state.active):
            if state.prison[seat] == most:
                take_debts(state, seat, 1, context)
