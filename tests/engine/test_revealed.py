"""``GameSpec.revealed``: with every seat's view, the lines name all that the public does not see.

Each secret string of ``secrets(state, None)`` (a card id, a marker text, a deck-order token)
must appear in some seat's view, or be named in the revealed lines: as itself, or by the
words the game uses for that thing (its label, tile name, goods type...).
"""

import json
import random
from collections.abc import Callable

import pytest

from engine.architects.apprentices import APPRENTICE
from engine.architects.buildings import BUILDING
from engine.architects.market import MARKET_CARD
from engine.architects.text import hidden as architects_hidden
from engine.architects.text.names import apprentice, building, goods
from engine.biblios.text.names import LABELS
from engine.burgundy.text.names import TILE_NAMES
from engine.burgundy.tiles import GOODS
from engine.core import all_games, revealed, to_data
from engine.core.game import apply, canonical_json, new_game
from engine.dreams.cards import CARDS_BY_ID
from engine.mangrovia.cards import CARD as MANGROVIA_CARD
from engine.mangrovia.text.names import card_name as mangrovia_card_name
from engine.simulate import option_combinations, random_answer

GAMES = all_games()
EVERY = 5  # look at one state in this many


def _dreams_words(secret: str) -> str | None:
    if secret.startswith('"'):  # the deck-order token: '"D05","D17",...'
        return ", ".join(CARDS_BY_ID[card].name for card in json.loads(f"[{secret}]"))
    return None


def _burgundy_words(secret: str) -> str | None:
    if secret in TILE_NAMES:
        return TILE_NAMES[secret]
    if secret in GOODS:
        return f"type {GOODS[secret]}"
    return None


def _architects_words(secret: str) -> str | None:
    if secret in BUILDING:
        return building(secret)
    if secret in APPRENTICE:
        return apprentice(secret)
    if secret in MARKET_CARD:
        return f"Large {goods(MARKET_CARD[secret].large)}"
    if secret.startswith("R"):
        return architects_hidden.reward(secret)
    return None


def _mangrovia_words(secret: str) -> str | None:
    if secret in MANGROVIA_CARD:  # a card of a draw pile: its value or landscape
        return mangrovia_card_name(secret)
    return None


WORDS: dict[str, Callable[[str], str | None]] = {
    "biblios": LABELS.get,
    "dreams": _dreams_words,
    "burgundy": _burgundy_words,
    "architects": _architects_words,
    "mangrovia": _mangrovia_words,
}


def _states(spec, seed: int):
    """States along one random game per option combination and seat count (one in ``EVERY``)."""
    chooser = random.Random(seed)
    for index, options in enumerate(option_combinations(spec)):
        low, high = spec.seats_for(options)
        players = low + index % (high - low + 1)
        state = new_game(spec, players, seed + index, options)
        step = 0
        while decisions := spec.pending(state):
            if step % EVERY == 0:
                yield state
            decision = chooser.choice(decisions)
            state, _ = apply(spec, state, decision.seat, random_answer(decision, chooser).action)
            step += 1
        yield state


def test_every_registered_game_reveals_what_no_seat_sees():
    """Replays need the hook: every game declares it (a new game package must too)."""
    assert {key for key, spec in GAMES.items() if spec.revealed is None} == set()


@pytest.mark.parametrize("key", sorted(GAMES), ids=sorted(GAMES))
def test_every_secret_is_in_a_seat_view_or_the_revealed_lines(key):
    """Nothing the public does not know is missing from a replay's step: seat views plus revealed lines."""
    spec = GAMES[key]
    words = WORDS[key]
    looked = 0
    for state in _states(spec, seed=2026):
        lines = revealed(spec, state)
        assert lines and all(isinstance(line, str) and line for line in lines)
        assert lines == revealed(spec, state)  # a function of the state
        text = "\n".join(lines)
        seen = [canonical_json(to_data(spec.view(state, seat))) for seat in range(state.seats)]
        for secret in spec.secrets(state, None):
            named = words(secret)
            assert secret in text or (named is not None and named in text) or any(secret in view for view in seen), (
                f"{key}: {secret!r} ({named!r}) is neither in a seat view nor revealed at step {state.step}"
            )
        looked += 1
    assert looked > 10


@pytest.mark.parametrize("key", sorted(GAMES), ids=sorted(GAMES))
def test_revealed_lines_follow_the_hidden_order(key):
    """The same game with its hidden piles redrawn reads differently: the lines show the order, not only counts."""
    spec = GAMES[key]
    state = new_game(spec, spec.min_seats, 77)
    twin = spec.redraw_hidden(state, random.Random(1))
    assert revealed(spec, state) != revealed(spec, twin)
