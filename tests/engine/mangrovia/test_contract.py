"""Mangrovia's own contract checks; tests/engine/test_contract.py runs the generic ones on it as on every game."""

import pytest

from engine.core.game import apply, new_game
from engine.mangrovia import GAME


@pytest.mark.parametrize("stones", ["off", "all"])
def test_timeouts_take_the_default_and_are_never_a_choice(stones):
    """Every decision without a "do nothing" choice has a timeout action, which is not among its options."""
    seen = set()
    for seed in range(3):
        state = new_game(GAME, 3, seed, {"stones": stones})
        for _ in range(3000):
            decisions = GAME.pending(state)
            if not decisions:
                break
            decision = decisions[0]
            if decision.timeout is not None:
                assert decision.find(decision.timeout.action) is None
                seen.add(decision.kind)
                state, events = apply(GAME, state, decision.seat, decision.timeout.action, timed_out=True)
                assert "time ran out" in events[0].text
            else:
                assert decision.kind != "bowl"
                state, _ = apply(GAME, state, decision.seat, decision.default_option.action)
        assert GAME.result(state) is not None
    assert {"bowl", "pay"} <= seen  # "return": tests/engine/mangrovia/test_rules.py


def test_no_text_names_a_seat_by_its_engine_colour():
    """The pictures draw seats in the kit's seat styles: a text saying "Yellow" or "Red" would not match them.

    Every event, prompt, context line, option label, "what can I do?" text and the result of
    seeded random games name seats only by ``seat_ref`` placeholders.
    """
    import random
    import re

    from engine.mangrovia.tables import COLOURS

    colour = re.compile(rf"\b({'|'.join(COLOURS)})\b", re.IGNORECASE)
    for players, stones in ((2, "off"), (5, "all")):
        state = new_game(GAME, players, 11, {"stones": stones})
        chooser = random.Random(players)
        texts = []
        while decisions := GAME.pending(state):
            for decision in decisions:
                texts += [decision.prompt, decision.context, *(option.label for option in decision.options)]
                texts.append(GAME.what_can_i_do(state, decision.seat))
            decision = chooser.choice(decisions)
            state, events = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
            texts += [event.text for event in events]
        result = GAME.result(state)
        texts += [result.summary, *result.labels.values()]
        assert len(texts) > 200
        named = sorted({text for text in texts if colour.search(text)})
        assert not named, named[:5]
