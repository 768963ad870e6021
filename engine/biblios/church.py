"""Church cards: when they are played and their legal uses (rules/biblios.md §7, D10, D11).

Option order of P3 (E11): every legal use, raises before lowers, one-die uses in display
order PIG, MON, FOR, HOL, MAN, two-dice uses as pairs in display order; then "decline",
which is the default.
"""

from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from engine.biblios import options, text
from engine.biblios.cards import CARD, CHURCH_EFFECT, DIE_MAX, DIE_MIN, Category
from engine.biblios.state import BibliosState, ChurchPlay, Stage
from engine.core import Context, Decision, Event, IllegalAction, Option

CATEGORY_INDEX: dict[Category, int] = {category: index for index, category in enumerate(Category)}


@dataclass(frozen=True, slots=True)
class ChurchUse:
    """One legal application: move ``dice`` (display order) by ``delta``."""

    dice: tuple[Category, ...]
    delta: int

    @property
    def action(self) -> dict[str, Any]:
        """The option's JSON form, e.g. {"type": "church", "dice": ["PIG", "HOL"], "delta": -1}."""
        return {"type": "church", "dice": [str(category) for category in self.dice], "delta": self.delta}


def can_move(dice: list[int] | tuple[int, ...], category: Category, delta: int) -> bool:
    """Whether the die stays within 1..6 after moving by ``delta`` (D10)."""
    return DIE_MIN <= dice[CATEGORY_INDEX[category]] + delta <= DIE_MAX


def legal_uses(card_id: str, dice: list[int]) -> list[ChurchUse]:
    """Every legal application of the card to these dice, in option order (§7.2, E11)."""
    return list(_uses(CARD[card_id].church, tuple(dice)))


@cache
def _uses(code: str, dice: tuple[int, ...]) -> tuple[ChurchUse, ...]:
    effect = CHURCH_EFFECT[code]
    uses: list[ChurchUse] = []
    for delta in effect.deltas:
        movable = [category for category in Category if can_move(dice, category, delta)]
        # D11: a two-dice card moves two different dice or none.
        uses.extend(ChurchUse(tuple(group), delta) for group in combinations(movable, effect.dice))
    return tuple(uses)


@cache
def church_options(effect: str, dice: tuple[int, ...]) -> tuple[Option, ...]:
    """The options of P3 for a card with this effect and these dice: every legal use, then decline."""
    uses = _uses(effect, dice)
    return (
        *(Option(use.action, text.church_use_label(use.dice, use.delta, dice)) for use in uses),
        options.DECLINE,
    )


def start(state: BibliosState, seat: int, card_id: str, resume: Stage) -> None:
    """The seat acquired a Church card: it is played now, then play goes on at ``resume`` (§7.1)."""
    state.church = ChurchPlay(card_id, seat, resume)
    state.stage = Stage.CHURCH


def decision(state: BibliosState) -> Decision:
    """P3: apply the Church card in one of its legal ways, or decline."""
    play = state.church
    assert play is not None
    offered = church_options(CARD[play.card].church, tuple(state.dice))
    return Decision(
        seat=play.seat,
        kind="church",
        prompt=text.church_prompt(play.seat, play.card),
        options=offered,
        default=len(offered) - 1,
        context=text.dice_line(state.dice),
    )


def _parse_use(card_id: str, action: dict[str, Any], dice: list[int]) -> ChurchUse:
    """The use named by a "church" action; IllegalAction with the reason if it is not legal."""
    effect = CHURCH_EFFECT[CARD[card_id].church]
    names = action.get("dice")
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise IllegalAction(text.UNKNOWN_DIE)
    if any(name not in Category.__members__ for name in names):
        raise IllegalAction(text.UNKNOWN_DIE)
    categories = tuple(Category(name) for name in names)
    if len(categories) != effect.dice:
        raise IllegalAction(text.dice_count(effect.dice))
    if len(set(categories)) != len(categories):
        raise IllegalAction(text.SAME_DIE_TWICE)
    if list(categories) != sorted(categories, key=CATEGORY_INDEX.__getitem__):
        raise IllegalAction(text.DICE_ORDER)
    delta = action.get("delta")
    if type(delta) is not int or delta not in effect.deltas:
        raise IllegalAction(text.wrong_direction(effect.deltas))
    for category in categories:
        if not can_move(dice, category, delta):
            raise IllegalAction(text.die_out_of_range(category, dice[CATEGORY_INDEX[category]], delta))
    return ChurchUse(categories, delta)


def play(state: BibliosState, seat: int, action: dict[str, Any], context: Context) -> None:
    """Resolve P3: apply the chosen use (or decline), discard the card face up, resume play (§7.2)."""
    current = state.church
    assert current is not None
    if action["type"] == "church":
        use = _parse_use(current.card, action, state.dice)
        before = list(state.dice)
        for category in use.dice:
            state.dice[CATEGORY_INDEX[category]] += use.delta
        context.tell(Event(text.church_played(seat, current.card, use.dice, use.delta, before)))
    else:
        forced = not legal_uses(current.card, state.dice)
        context.tell(Event(text.church_declined(seat, current.card, forced)))
    state.face_up_discards.append(current.card)
    state.church = None
    state.stage = current.resume
