"""The "what can I do?" text: a short private summary of a seat's situation and legal moves now.

Built from the decisions' own options (the legal placements of ``placing``, every other
decision's choices), so the summary never offers what ``apply`` would refuse. It is shown to
the deciding seat only, so it may name that seat's own hand.
"""

from engine.architects import black_market, flow, workshop
from engine.architects.board import (
    FOREST,
    GUARDHOUSE,
    MARKET_BARRED_AT,
    MARKET_VIRTUE,
    MINES,
    QUARRY,
    SILVERSMITH,
    STOREHOUSE,
    TAX_STAND,
    TOWN_CENTRE,
    WORKSHOP,
)
from engine.architects.buildings import BUILDING
from engine.architects.draft import ROUNDS
from engine.architects.guildhall import payments
from engine.architects.placing import legal_placements
from engine.architects.state import ArchitectsState, Kind
from engine.architects.tableau import count, skills
from engine.architects.text import names
from engine.architects.text import summary as text
from engine.core import Option, remember
from i18n import lines as one_per_line

GATHER = (QUARRY, FOREST, MINES, SILVERSMITH)
REASONS = 2  # buildings in hand whose lack is told when nothing can be built
ROOM = 620  # characters of English: past this, fewer reasons, so the Persian (up to a tenth longer) fits in 700


def what_can_i_do(state: ArchitectsState, seat: int) -> str:
    """A few lines on what ``seat`` may do now, or whom the game waits for."""
    if state.over:
        return text.OVER
    draft = state.draft
    if draft is not None:
        if draft.picked[seat]:
            return text.draft_waiting([other for other, card in enumerate(draft.picked) if not card])
        return text.draft_pick(draft.round, ROUNDS, [names.building(card) for card in draft.holding[seat]])
    task = state.tasks[0]
    if task.seat != seat:
        if task.kind is Kind.STARTER:
            return text.starter_waiting(task.seat)
        return text.not_your_turn(task.seat)
    if task.kind is Kind.PLACE:
        for reasons in range(REASONS, 0, -1):
            placements = _placements(state, seat, reasons)
            if len(placements) <= ROOM:
                return placements
        return _placements(state, seat, 0)
    decisions = remember(state, "pending", flow.RULES.decisions)  # the core keeps them under this key
    decision = next(decision for decision in decisions if decision.seat == seat)
    picker = decision.set_choice
    labels = [option.label for option in decision.options]
    shown = len(labels)
    while shown > 1 and len(text.choices(decision.prompt, labels[:shown], picker.count if picker else 0,
                                          len(labels) - shown)) > ROOM:  # fmt: skip
        shown -= 1  # a long list (a Town Centre capture's) is cut to whole choices and "N more"
    return text.choices(decision.prompt, labels[:shown], picker.count if picker else 0, len(labels) - shown)


def _placements(state: ArchitectsState, seat: int, reasons: int) -> str:
    """The placement turn: the seat's workers, then every location it may use, grouped."""
    player = state.players[seat]
    placed: dict[str, list[Option]] = {}
    for option in legal_placements(state, seat):
        placed.setdefault(option.action["at"], []).append(option)
    lines = [
        text.situation(player.supply, len(player.hand), player.virtue),
        text.gather([option.label for at in GATHER for option in placed.get(at, [])]),
        _workshop(state, seat, placed[WORKSHOP]),
        _guildhall(state, seat, placed.get("guildhall", []), reasons),
        _market(state, seat, placed.get("market", [])),
    ]
    coming = {at: state.locations[at][seat] + 1 for at in (STOREHOUSE, TOWN_CENTRE, GUARDHOUSE)}
    more = [text.storehouse(coming[STOREHOUSE]), text.town_centre(coming[TOWN_CENTRE])]
    more += [option.label for option in placed.get(TAX_STAND, [])]
    more.append(text.guardhouse(coming[GUARDHOUSE]))
    lines.append(text.others(more))
    return one_per_line(lines)


def _workshop(state: ArchitectsState, seat: int, options: list[Option]) -> str:
    plans = next(option.label for option in options if "hire" not in option.action)
    base = workshop.hire_cost(state, seat)
    prices = []
    for option in options:
        if "hire" in option.action:
            _, column = workshop.find(state, option.action["hire"]) or (0, 0)
            prices.append(base + workshop.skip_coins(state, seat, column))
    return text.workshop(plans, len(prices), min(prices, default=0), max(prices, default=0))


def _guildhall(state: ArchitectsState, seat: int, options: list[Option], most: int) -> str:
    builds = list(
        dict.fromkeys(names.building(option.action["build"]) for option in options if "build" in option.action)
    )
    levels = sorted({option.action["cathedral"] for option in options if "cathedral" in option.action})
    if builds or levels:
        return text.guildhall(builds, levels)
    player = state.players[seat]
    own = skills(player)
    reasons = []
    for card in player.hand[:most]:
        building = BUILDING[card]
        missing = [names.SKILL[skill] for skill in building.skills if skill not in own]
        if missing:
            reasons.append(text.lacks_skills(building.name, missing))
        elif not payments(player, building.cost):
            reasons.append(text.costs(building.name, names.goods(building.cost)))
    return text.not_yet(reasons)


def _market(state: ArchitectsState, seat: int, options: list[Option]) -> str:
    virtue = state.players[seat].virtue
    if virtue >= MARKET_BARRED_AT:
        return text.market_barred(virtue)
    if not options:
        return text.MARKET_CLOSED
    on_b = [option.action for option in options if option.action["space"] == "B"]
    hires = sum("hire" in action for action in on_b)
    offered = {option.action["space"] for option in options}
    spaces = []
    if "A" in offered:
        amount = names.goods(black_market.small_face(state))
        spaces.append(text.market_goods("A", amount, black_market.cost(state, seat, "A")))
    if on_b:
        spaces.append(text.market_b(hires, len(on_b) > hires, black_market.cost(state, seat, "B")))
    if "C" in offered:
        amount = names.goods(black_market.large_face(state))
        spaces.append(text.market_goods("C", amount, black_market.cost(state, seat, "C")))
    loss = 0 if count(state.players[seat], "illusionist") else MARKET_VIRTUE
    return text.market(spaces, loss)
