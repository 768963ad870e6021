"""Issue 20: what the table reads of a payment, and when, does not depend on the winner's gold (bench.biblios_payments).

Before the fix, in every one of thousands of seeded games, "X cannot pay." was said at once exactly
when the winner of a category or Church card held less gold than the bid, and "X refuses to pay."
only after the winner was asked. Now both winners are asked, in secret, and read "X does not pay.".
"""

import pytest

from bench.biblios_payments import report, tally

CATEGORY = "category or Church card"


@pytest.fixture(scope="module")
def counts():
    """The payments of 60 seeded games (2-4 players, both penalty modes)."""
    return tally(60, 11)


def test_a_winner_short_of_gold_reads_and_waits_like_one_who_could_pay(counts):
    short = {(line, waited): n for (card, able, line, waited), n in counts.items() if card == CATEGORY and not able}
    able = {(line, waited): n for (card, able, line, waited), n in counts.items() if card == CATEGORY and able}
    assert short and able  # both situations came up
    assert set(short) == {("X does not pay.", True)}
    assert {line for line, _ in able} == {"pays", "X does not pay."} and all(waited for _, waited in able)


def test_a_gold_card_refused_for_a_hand_too_small_is_refused_at_once_in_the_same_words(counts):
    """A Gold card's price is counted in cards and hand sizes are public (H11): no need to wait, same words."""
    small = {(line, waited) for (card, able, line, waited) in counts if card == "Gold card" and not able}
    assert small == {("X does not pay.", False)}
    assert any("Gold card, cards in hand < bid" in line for line in report(counts))
