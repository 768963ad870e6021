"""The hidden-information inventory as strings a viewer must not see (rules/dreams.md §7).

Each secret is represented in views by a distinctive string, so a leak is a plain text
search (engine.simulate's leak check):
- a god's marker, "Round r: you are a god. The true vision is image k (Name).": hidden from
  the public and the mortal until the reveal;
- the mortal's marker, "Round r: you are the mortal. ...": hidden from the public and the gods;
- each seat's guess receipt, "Round r, {ps}'s secret guess: ...": hidden from everyone else;
- the deck order, as the JSON run of its next five card ids: hidden from everyone, always.
Structural tests (tests/engine/dreams/test_secrecy.py) check the rest: views do not change
when only someone else's secrets change; :func:`redraw_hidden` gives engine.simulate's leak
checks the same power over public decisions.
"""

import copy
import json
import random

from engine.dreams import deal, guesses
from engine.dreams.state import DreamsState, Guess, Phase

DECK_RUN = 5  # longer than a round's four dreams, so a shown round never matches by chance


def secrets(state: DreamsState, viewer: int | None) -> set[str]:
    """The strings ``viewer`` (None = the public) must not find in its view."""
    hidden: set[str] = set()
    if len(state.deck) >= DECK_RUN:
        hidden.add(deck_order_token(state.deck))
    if state.phase is Phase.OVER:
        return hidden  # the last round is revealed; the deck order stays secret
    mortal = state.mortal
    a_god = (mortal + 1) % state.seats
    if viewer is None or viewer == mortal:
        hidden.add(deal.marker_text(state, a_god))
    if viewer is None or viewer != mortal:
        hidden.add(deal.marker_text(state, mortal))
    for seat, guess in enumerate(state.guesses):
        if guess is not None and seat != viewer:
            hidden.add(guesses.receipt(state, seat))
    return hidden


def deck_order_token(deck: list[str]) -> str:
    """The next cards of the deck as they would appear in a view's JSON: '"D05","D17",...'."""
    return json.dumps(deck[:DECK_RUN], separators=(",", ":"))[1:-1]


def redraw_hidden(state: DreamsState, rng: random.Random) -> DreamsState:
    """A state the public cannot tell from ``state``: deck order, roles, true vision and guesses drawn anew.

    Who has guessed stays (it is public); what each guessed is redrawn for the seat's new
    role. After the game the last round is revealed: only the deck order is still hidden.
    """
    twin = copy.deepcopy(state)
    rng.shuffle(twin.deck)
    if state.phase is Phase.OVER:
        return twin
    twin.mortal = rng.randrange(state.seats)
    twin.true_image = rng.randint(1, len(state.dreams))
    twin.guesses = [None if guess is None else _any_guess(twin, seat, rng) for seat, guess in enumerate(state.guesses)]
    return twin


def _any_guess(state: DreamsState, seat: int, rng: random.Random) -> Guess:
    """A legal guess for the seat's role: an image for the mortal, another seat for a god, or none."""
    if rng.random() < 0.2:
        return Guess()
    if seat == state.mortal:
        return Guess(image=rng.randint(1, len(state.dreams)))
    return Guess(accused=rng.choice([other for other in range(state.seats) if other != seat]))
