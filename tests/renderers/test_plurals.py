"""Plurals right in the texts a player reads ("1 card", never "1 cards"; issue 10)."""

import random
import re

from engine.core import all_games, apply, new_game, pending
from renderers import get_renderer
from renderers.kit import count

ONE_PLURAL = re.compile(r"\b1 (cards|golds|players|turns)\b")


def test_count_is_singular_for_one():
    assert [count(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_biblios_descriptions_never_say_1_cards():
    spec, renderer = all_games()["biblios"], get_renderer("biblios")
    names = ("Ana", "Ben", "Cy")
    rng = random.Random(4)
    state = new_game(spec, 3, 4)
    texts = []
    while decisions := pending(spec, state):
        texts.append(renderer.describe_public(spec.view(state, None), names))
        texts.extend(renderer.describe_private(spec.view(state, seat), names) for seat in range(3))
        decision = rng.choice(decisions)
        state, _ = apply(spec, state, decision.seat, rng.choice(decision.options).action)
    assert texts and not [text for text in texts if ONE_PLURAL.search(text)]
