"""How an auction and a penalty read in the thread's lasting record (issue 21: a record tells its turn)."""

import random

from engine.biblios import GAME, text
from engine.core import apply, fill_names, new_game

NAMES = ["Ana", "Ben", "Cy", "Dana"]


def test_the_penalty_is_one_sentence_naming_who_took_what():
    assert fill_names(text.penalty_briefly(0, [1, 2], False), NAMES) == (
        "Ben and Cy each take a random card from Ana's hand; it is auctioned again without Ana."
    )
    assert fill_names(text.penalty_briefly(2, [3], False), NAMES) == (
        "Dana takes a random card from Cy's hand; it is auctioned again without Cy."
    )
    assert fill_names(text.penalty_briefly(1, [], True), NAMES) == (
        "Ben loses a random card face down; it is auctioned again without Ben."
    )
    assert fill_names(text.penalty_briefly(1, [], False), NAMES) == (
        "Ben has no card to lose; it is auctioned again without Ben."
    )


def test_an_auction_record_says_who_won_it_and_for_what():
    assert fill_names(text.wins_bidding_briefly(2, 3, "gold"), NAMES) == "Cy wins it for 3 gold."
    assert fill_names(text.wins_bidding_briefly(0, 1, "cards"), NAMES) == "Ana wins it for 1 card."
    assert fill_names(text.discarded_for_gold_briefly(0, 1), NAMES) == "Ana discards 1 card face down and takes it."


def test_in_random_games_every_penalty_is_told_once_in_the_record():
    """The random draws are left out of the record (brief ""); the exclusion's brief tells them all."""
    told = 0
    for seed in range(6):
        state, chooser = (
            new_game(GAME, 3, seed, {"penalty_mode": "standard" if seed % 2 else "medieval_bluff"}),
            random.Random(seed),
        )
        while decisions := GAME.pending(state):
            decision = chooser.choice(decisions)
            state, events = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
            public = [event for event in events if event.public]
            for event in public:
                if "takes a random card from" in event.text or "picks a random card from" in event.text:
                    assert event.record == ""
                if "any more; it is auctioned again" in event.text:
                    told += 1
                    assert event.record.endswith(
                        "it is auctioned again without " + event.text.split(" may not")[0] + "."
                    )
    assert told
