"""Setup, pending decisions and apply: reads the phase and hands over to its rules module.

Implements rules/dreams.md §3.3 (digital setup) and the phase order of §4 / §6.7:
placing (stars.py) -> guessing (guesses.py) -> reveal and scoring (scoring.py) ->
next round (deal.py) or game over.
"""

from typing import TYPE_CHECKING

from engine.core import Action, Handler, IllegalAction, Rules
from engine.dreams import deal, guesses, stars, text
from engine.dreams.cards import DECK
from engine.dreams.state import DreamsState, Phase

if TYPE_CHECKING:
    from random import Random  # the type only: draws come from engine.core.rng_for

OFFICIAL_SEATS = (3, 6)  # §6.4
LARGE_TABLE_SEATS = (3, 8)  # §6.4 unofficial option ``large_table``


def seat_range(options: dict[str, str]) -> tuple[int, int]:
    """The allowed number of players for these lobby options (§6.4)."""
    return LARGE_TABLE_SEATS if options.get("large_table") == "on" else OFFICIAL_SEATS


def setup(players: int, seed: int, options: dict[str, str], rng: "Random") -> DreamsState:
    """A new game (§3.3): scores 0, deck shuffled, a random first dealer, round 1 dealt."""
    low, high = seat_range(options)
    if not low <= players <= high:
        raise IllegalAction(text.player_count(options.get("large_table") == "on"))
    deck = [dream.id for dream in DECK]
    rng.shuffle(deck)
    first_dealer = rng.randrange(players)  # §10 A10
    state = DreamsState(
        seed=seed,
        step=0,
        seats=players,
        large_table=options.get("large_table") == "on",
        first_dealer=first_dealer,
        dealer=first_dealer,
        round=0,
        phase=Phase.PLACING,
        scores=[0] * players,
        deck=deck,
        discard=[],
        dreams=[],
        true_image=1,
        mortal=0,
        stars=[],
        guesses=[None] * players,
        history=[],
    )
    deal.start_round(state, rng)  # round 1's events are not returned by setup: views carry the same facts
    return state


def guard(state: DreamsState, seat: int, action: Action) -> None:
    """Refuse any move once the game is over, and moves from outside the table."""
    if state.phase is Phase.OVER:
        raise IllegalAction(text.GAME_OVER)
    if not 0 <= seat < state.seats:
        raise IllegalAction(text.NOT_SEATED)


def wrong_move(kind: str, expected: str) -> str:
    """The refusal of a move that belongs to the other phase, or to no phase."""
    if kind in guesses.GUESS_ACTIONS:
        return text.GUESS_NOT_NOW
    if kind in stars.STAR_ACTIONS:
        return text.STARS_ARE_PLACED
    return text.NOT_AN_OPTION


# Placing stars (the acting seat's next small step), then guessing (every seat still to guess).
RULES = Rules(
    stage=lambda state: state.phase,
    handlers={
        Phase.PLACING: Handler(stars.star_decision, stars.apply_star_step, stars.STAR_ACTIONS),
        Phase.GUESSING: Handler(guesses.guess_decisions, guesses.apply_guess, guesses.GUESS_ACTIONS),
    },
    guard=guard,
    wrong_move=wrong_move,
)
