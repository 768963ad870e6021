"""Scoring: category winners, Victory Points and the game tie-break (rules/biblios.md §9).

The §9.3 cascade (gold value; then along the walk Monks -> Pigments -> Holy Books ->
Manuscripts -> Forbidden Tomes: the total, then the earliest letter) is a lexicographic
comparison: two seats with equal totals above 0 always differ in their best letter, and
two seats with totals of 0 hold no card of it, so the walk moves on exactly as §9.3 says.
Lower places are ranked by the same cascade among the seats still tied.
"""

from dataclasses import dataclass

from engine.biblios import text
from engine.biblios.cards import CARD, CATEGORY_NAMES, LETTERS, TIEBREAK_WALK, Category
from engine.biblios.state import BibliosState, Phase
from engine.core import Result, Standing, rank_by_keys


@dataclass(frozen=True, slots=True)
class CategoryOutcome:
    """Who won one category (§9.1); ``best_letter`` is set only when the total was tied."""

    category: Category
    die: int
    totals: tuple[int, ...]
    winner: int | None
    best_letter: str


def category_total(hand: list[str], category: Category) -> int:
    """The sum of the values of the hand's cards of that category (§9.1 step 1)."""
    return sum(CARD[card].value for card in hand if CARD[card].category is category)


def best_letter(hand: list[str], category: Category) -> str:
    """The earliest letter of the hand's cards of that category, or "" if it holds none."""
    return min((CARD[card].letter for card in hand if CARD[card].category is category), default="")


def category_outcome(hands: list[list[str]], category: Category, die: int) -> CategoryOutcome:
    """The winner of one category: highest total, then earliest letter; nobody if all are 0 (§9.1, D17)."""
    totals = tuple(category_total(hand, category) for hand in hands)
    top = max(totals)
    if top == 0:
        return CategoryOutcome(category, die, totals, None, "")
    tied = [seat for seat, total in enumerate(totals) if total == top]
    if len(tied) == 1:
        return CategoryOutcome(category, die, totals, tied[0], "")
    winner = min(tied, key=lambda seat: best_letter(hands[seat], category))
    return CategoryOutcome(category, die, totals, winner, best_letter(hands[winner], category))


def category_outcomes(state: BibliosState) -> list[CategoryOutcome]:
    """Every category's outcome, in display order."""
    hands = [player.hand for player in state.players]
    return [category_outcome(hands, category, die) for category, die in zip(Category, state.dice, strict=True)]


def victory_points(outcomes: list[CategoryOutcome], seats: int) -> list[int]:
    """Each seat's VP: the faces of the dice it won (§9.2)."""
    vp = [0] * seats
    for outcome in outcomes:
        if outcome.winner is not None:
            vp[outcome.winner] += outcome.die
    return vp


def _letter_rank(letter: str) -> int:
    """Higher for earlier letters; 0 for no card."""
    return len(LETTERS) - LETTERS.index(letter) if letter else 0


def tiebreak_key(hand: list[str], gold: int) -> tuple[int, ...]:
    """The §9.3 cascade as a comparable key: gold value, then (total, letter) along the walk."""
    key = [gold]
    for category in TIEBREAK_WALK:
        key += [category_total(hand, category), _letter_rank(best_letter(hand, category))]
    return tuple(key)


def _step_text(hand: list[str], gold: int, step: int) -> str:
    """What the ``step``-th component of the tie-break key says for this hand."""
    if step == 0:
        return text.tiebreak_gold(gold)
    category = TIEBREAK_WALK[(step - 1) // 2]
    if step % 2:
        return text.tiebreak_total(category, category_total(hand, category))
    return text.tiebreak_letter(category, best_letter(hand, category))


def _first_difference(one: tuple[int, ...], other: tuple[int, ...]) -> int | None:
    return next((index for index, (a, b) in enumerate(zip(one, other, strict=True)) if a != b), None)


def result(state: BibliosState) -> Result | None:
    """The final ranking once the game is over (§9); None while it runs."""
    if state.phase is not Phase.OVER:
        return None
    outcomes = category_outcomes(state)
    vp = victory_points(outcomes, state.seats)
    hands = [player.hand for player in state.players]
    gold = [state.gold_value(seat) for seat in range(state.seats)]
    keys = {seat: (vp[seat], *tiebreak_key(hands[seat], gold[seat])) for seat in range(state.seats)}
    ranked = rank_by_keys(range(state.seats), keys.__getitem__)
    order = [seat for seat, _ in ranked]
    standings = []
    for position, (seat, rank) in enumerate(ranked):
        breakdown = {CATEGORY_NAMES[o.category]: (o.die if o.winner == seat else 0) for o in outcomes}
        note = _tiebreak_note(order, position, keys, hands, gold)
        standings.append(Standing(seat, rank, vp[seat], breakdown, note, facts={text.GOLD_FACT: gold[seat]}))
    winners = [seat for seat, rank in ranked if rank == 1]
    how = standings[0].tiebreak if len(winners) == 1 else ""
    return Result(tuple(standings), text.summary(winners, vp[winners[0]], how), dict(text.RESULT_LABELS))


def _tiebreak_note(
    order: list[int],
    position: int,
    keys: dict[int, tuple[int, ...]],
    hands: list[list[str]],
    gold: list[int],
) -> str:
    """The step that separated this seat from its VP-tied neighbours, or "" if no tie-break was needed."""
    seat = order[position]
    steps = []
    for neighbour in (position - 1, position + 1):
        if 0 <= neighbour < len(order) and keys[order[neighbour]][0] == keys[seat][0]:
            difference = _first_difference(keys[seat], keys[order[neighbour]])
            if difference is None:
                return text.SHARED
            steps.append(difference - 1)  # key[0] is the VP itself
    if not steps:
        return ""
    return _step_text(hands[seat], gold[seat], max(steps))
