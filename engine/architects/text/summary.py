"""The result line, the result's labels, the rules summary and the "what can I do?" texts.

Seats are named with :func:`engine.core.seat_ref` placeholders ("{p0}") that the bot fills in.
"""

from collections.abc import Sequence
from typing import Any

from engine.architects.text.names import ands
from engine.core import seat_ref
from engine.core.words import semicolons
from i18n import Text, _, _p, listed, n_

LABELS = {
    "buildings": _p("architects", "buildings"),
    "cathedral": _p("architects", "Cathedral"),
    "virtue": _p("architects", "virtue"),
    "debts": _p("architects", "unpaid debts"),
    "gold_marble": _p("architects", "Gold and Marble"),
    "silver": _p("architects", "Silver (1 per 10)"),
    "prison": _p("architects", "workers in Prison"),
    "virtue_track": _p("architects", "final virtue"),
    "silver_held": _p("architects", "Silver left"),
}

RULES_SUMMARY = _(
    "Architects of the West Kingdom: 2-5 royal architects with 20 workers each.\n"
    "On your turn place 1 worker and take that location's action; most locations get stronger the more of "
    "your own workers are there.\n"
    "Quarry, Forest, Mines and Silversmith give resources; the King's Storehouse trades; the Workshop hires "
    "apprentices or draws building cards.\n"
    "At the Town Centre capture groups of workers (your own come back); sell captured workers to the Prison "
    "at the Guardhouse.\n"
    "The Tax Stand gives all the tax for 2 Virtue; the Black Market (virtue 9 or less) sells goods, apprentices "
    "and building cards for 1 Virtue.\n"
    "At the Guildhall construct a building from your hand or advance on the Cathedral (virtue 5 or more).\n"
    "When the Guildhall is full everyone takes one more turn. Most VP wins; ties: virtue, then Silver."
)


def tiebreak(score: int) -> Text:
    """How a seat tied on points is placed (§10.3); its virtue and Silver are the result's facts beside it."""
    return _("tied on {score} VP, placed by virtue, then Silver", score=score)


def result_line(state: Any, standings: list[Any]) -> Text:
    """Who won with how many points."""
    best = [standing for standing in standings if standing.rank == 1]
    if len(best) > 1:
        return _(
            "{players} share the victory with {score} VP.",
            players=ands([seat_ref(standing.seat) for standing in best]),
            score=best[0].score,
        )
    return _p("architects", "{player} wins with {score} VP.", player=seat_ref(best[0].seat), score=best[0].score)


# "What can I do?" (engine/architects/summary.py): a few private lines on the seat's situation and moves.

OVER = _p("architects", "The game is over.")
MARKET_CLOSED = _("Black Market: no space you can use now (taken, or not enough Silver).")


def not_your_turn(seat: int) -> Text:
    """Nothing is asked of the seat: whose turn it is."""
    return _("It is {player}'s turn; nothing is asked of you right now.", player=seat_ref(seat))


def draft_pick(round_number: int, rounds: int, cards: Sequence[str]) -> Text:
    """The seat's pick in the opening draft: the others pass to the left, after the last pick to the deck."""
    said = {"round": round_number, "rounds": rounds, "cards": listed(cards, "or")}
    if len(cards) == 2 and round_number == rounds:
        return _(
            "Opening draft, pick {round} of {rounds}: keep 1 of {cards}; the other goes to the bottom of the deck.",
            **said,
        )
    if len(cards) == 2:
        return _("Opening draft, pick {round} of {rounds}: keep 1 of {cards}; the other passes to your left.", **said)
    if round_number < rounds:
        return _("Opening draft, pick {round} of {rounds}: keep 1 of {cards}; the others pass to your left.", **said)
    return _(
        "Opening draft, pick {round} of {rounds}: keep 1 of {cards}; the others go to the bottom of the deck.", **said
    )


def draft_waiting(seats: Sequence[int]) -> Text:
    """The seat has picked this round."""
    return _("You have picked; waiting for {players} to pick.", players=listed([seat_ref(seat) for seat in seats]))


def starter_waiting(seat: int) -> Text:
    """Someone else picks a starting apprentice (§11.2)."""
    return _(
        "{player} is picking a starting apprentice; each player hires 1 for free, "
        "last player first, then the first turn begins.",
        player=seat_ref(seat),
    )


def situation(supply: int, hand: int, virtue: int) -> Text:
    """The seat's workers, hand and virtue."""
    return _(
        "Place a worker: you have {workers} in supply, {cards} in hand and virtue {virtue}.",
        workers=n_("{n} worker", "{n} workers", supply),
        cards=n_("{n} building card", "{n} building cards", hand),
        virtue=virtue,
    )


def gather(labels: Sequence[str]) -> Text:
    """The resource locations and what each gives."""
    return _p("architects", "Gather: {places}.", places=semicolons(labels))


def workshop(plans: str, hires: int, cheapest: int, dearest: int) -> Text:
    """The Workshop's plans and hires."""
    if not hires:
        return _("{plans}; no apprentice within your Silver.", plans=plans)
    if cheapest == dearest:
        return n_(
            "{plans}, or hire 1 of {n} apprentice ({price} Silver).",
            "{plans}, or hire 1 of {n} apprentices ({price} Silver).",
            hires,
            plans=plans,
            price=cheapest,
        )
    return n_(
        "{plans}, or hire 1 of {n} apprentice ({cheapest}-{dearest} Silver).",
        "{plans}, or hire 1 of {n} apprentices ({cheapest}-{dearest} Silver).",
        hires,
        plans=plans,
        cheapest=cheapest,
        dearest=dearest,
    )


def market(spaces: Sequence[str], loss: int) -> Text:
    """The Black Market spaces the seat may use, and the Virtue each costs (none with an Illusionist)."""
    if loss:
        return _("Black Market: {spaces}. Each costs {virtue} Virtue too.", spaces=semicolons(spaces), virtue=loss)
    return _("Black Market: {spaces}. No Virtue lost (Illusionist).", spaces=semicolons(spaces))


def market_goods(letter: str, amount: str, price: int) -> Text:
    """Black Market A or C, in short."""
    return _("{letter}: {goods} for {price} Silver", letter=letter, goods=amount, price=price)


def market_barred(virtue: int) -> Text:
    """Virtue 10 or more."""
    return _("Black Market: barred at virtue 10 or more (yours is {virtue}).", virtue=virtue)


def market_b(hires: int, plans: bool, price: int) -> Text:
    """Black Market B, in short."""
    if hires and plans:
        return n_(
            "B: hire 1 of {n} apprentice or draw 5 building cards and keep 1 for {price} Silver",
            "B: hire 1 of {n} apprentices or draw 5 building cards and keep 1 for {price} Silver",
            hires,
            price=price,
        )
    if hires:
        return n_(
            "B: hire 1 of {n} apprentice for {price} Silver", "B: hire 1 of {n} apprentices for {price} Silver", hires,
            price=price,
        )  # fmt: skip
    return _("B: draw 5 building cards and keep 1 for {price} Silver", price=price)


def guildhall(builds: Sequence[str], levels: Sequence[int]) -> Text:
    """What the seat can construct or climb to now."""
    parts = [_p("architects", "build {buildings}", buildings=listed(builds, "or"))] if builds else []
    parts += [_("climb to Cathedral level {level}", level=level) for level in levels]
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = _p("architects", "{first}; or {rest}", first=part, rest=text)
    return _("Guildhall: {moves}.", moves=text)


def not_yet(reasons: Sequence[str]) -> Text:
    """Nothing to do at the Guildhall yet, and why for the first buildings in hand."""
    if reasons:
        return _("Guildhall: nothing you can build or climb yet ({reasons}).", reasons=semicolons(reasons))
    return _("Guildhall: nothing you can build or climb yet.")


def lacks_skills(name: str, skills: Sequence[str]) -> Text:
    """A building in hand needing skills the seat's apprentices lack."""
    return _("{building} needs {skills}", building=name, skills=listed(skills))


def costs(name: str, cost: str) -> Text:
    """A building in hand the seat cannot pay for."""
    return _p("architects", "{building} costs {goods}", building=name, goods=cost)


def others(labels: Sequence[str]) -> Text:
    """The remaining locations."""
    return _p("architects", "Also: {places}.", places=semicolons(labels))


def storehouse(trades: int) -> Text:
    """The King's Storehouse."""
    return n_("King's Storehouse ({n} trade)", "King's Storehouse ({n} trades)", trades)


def town_centre(captures: int) -> Text:
    """The Town Centre."""
    return n_("Town Centre ({n} capture)", "Town Centre ({n} captures)", captures)


def guardhouse(actions: int) -> Text:
    """The Guardhouse."""
    return n_("Guardhouse ({n} action)", "Guardhouse ({n} actions)", actions)


def choices(prompt: str, labels: Sequence[str], discard: int = 0, more: int = 0) -> Text:
    """Any other decision: its prompt and choices (and, at the hand limit, the set of ``discard`` cards instead).

    ``more``: how many further choices are left unlisted (said as "N more" after the listed ones).
    """
    if more:
        labels = [*labels, n_("{n} more", "{n} more", more)]
    if discard:
        return n_(
            "{prompt}\nChoices: {choices}; or choose {n} building card to discard.",
            "{prompt}\nChoices: {choices}; or choose {n} building cards to discard.",
            discard,
            prompt=prompt,
            choices=semicolons(labels),
        )
    return _p("architects", "{prompt}\nChoices: {choices}.", prompt=prompt, choices=semicolons(labels))
