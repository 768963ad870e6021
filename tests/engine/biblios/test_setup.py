"""Set-up: card counts per player count, removals, dice, first player (rules/biblios.md §2, §3)."""

from collections import Counter

import pytest

from engine.biblios import GAME
from engine.biblios.cards import CARD, CARDS, CHURCH_EFFECTS, SETUP, Category, Kind
from engine.biblios.invariants import check
from engine.biblios.state import Phase, Stage
from engine.core import IllegalAction
from engine.core.game import dump_state, new_game


def test_the_deck_has_87_cards_with_the_documented_values():
    """§2.2-§2.3: 45 category cards, 33 Gold (11 of each value), 9 Church cards (2/2/2/2/1)."""
    kinds = Counter(card.kind for card in CARDS)
    assert kinds == {Kind.CATEGORY: 45, Kind.GOLD: 33, Kind.CHURCH: 9}
    for category, values in {
        Category.PIG: [2, 2, 2, 2, 3, 3, 3, 4, 4],
        Category.MON: [2, 2, 2, 2, 3, 3, 3, 4, 4],
        Category.FOR: [1, 1, 1, 1, 1, 1, 1, 2, 2],
        Category.HOL: [1, 1, 1, 1, 1, 1, 1, 2, 2],
        Category.MAN: [1, 1, 1, 1, 1, 1, 1, 2, 2],
    }.items():
        cards = [card for card in CARDS if card.category is category]
        assert sorted(card.value for card in cards) == values
        assert sorted(card.letter for card in cards) == list("ABCDEFGHI")
    assert Counter(card.value for card in CARDS if card.kind is Kind.GOLD) == {1: 11, 2: 11, 3: 11}
    assert Counter(card.church for card in CARDS if card.kind is Kind.CHURCH) == {
        "UP1": 2,
        "DN1": 2,
        "UP2": 2,
        "DN2": 2,
        "PM1": 1,
    }
    assert [effect.code for effect in CHURCH_EFFECTS] == ["UP1", "DN1", "UP2", "DN2", "PM1"]


def test_letters_follow_the_stand_in_ascending_mapping():
    """§2.3.1 STAND-IN: lowest values get the earliest letters."""
    assert CARD["MON-D"].value == 2 and CARD["MON-E"].value == 3 and CARD["MON-H"].value == 4
    assert CARD["FOR-G"].value == 1 and CARD["FOR-H"].value == 2


@pytest.mark.parametrize(
    ("players", "gold_removed", "random_removed", "draw_pile", "turns"),
    [(2, 6, 21, 60, 20), (3, 3, 12, 72, 18), (4, 0, 7, 80, 16)],
    ids=["2p", "3p", "4p"],
)
def test_setup_counts_per_player_count(players, gold_removed, random_removed, draw_pile, turns):
    """§3.1: removals, draw pile size and gift turns for 2, 3 and 4 players."""
    state = new_game(GAME, players, seed=7)
    check(state)
    assert len(state.removed_open) == gold_removed
    assert all(CARD[card].kind is Kind.GOLD for card in state.removed_open)
    assert Counter(CARD[card].value for card in state.removed_open) == (
        {value: gold_removed // 3 for value in (1, 2, 3)} if gold_removed else {}
    )
    assert len(state.removed_face_down) == random_removed
    # The first card of the first gift turn has already been drawn.
    assert len(state.draw_pile) + 1 == draw_pile
    assert state.gift_turns_total == turns == draw_pile // (players + 1)
    assert draw_pile % (players + 1) == 0


def test_fixed_gold_removals_are_the_highest_numbered_copies():
    """§3.2 step 4: 2p removes G1-10, G1-11, G2-10, G2-11, G3-10, G3-11; 3p G1-11, G2-11, G3-11."""
    assert new_game(GAME, 2, 1).removed_open == ["G1-10", "G1-11", "G2-10", "G2-11", "G3-10", "G3-11"]
    assert new_game(GAME, 3, 1).removed_open == ["G1-11", "G2-11", "G3-11"]
    assert new_game(GAME, 4, 1).removed_open == []


def test_setup_asserts_the_draw_pile_divides_into_gift_turns(monkeypatch):
    """§3.1 invariant: the draw pile is a multiple of N+1, asserted at set-up."""
    broken = SETUP[3].__class__(3, SETUP[3].gold_removed, 11)
    monkeypatch.setitem(SETUP, 3, broken)
    with pytest.raises(AssertionError, match="divide into gift turns"):
        new_game(GAME, 3, 1)


def test_dice_start_at_three_and_hands_start_empty():
    """§3.2 steps 1 and 7."""
    state = new_game(GAME, 4, 3)
    assert state.dice == [3, 3, 3, 3, 3]
    assert all(not player.hand for player in state.players)
    assert not state.public_space and not state.auction_pile and not state.face_up_discards


def test_first_player_is_random_and_starts_allocating():
    """§3.2 step 3, D20: the first player comes from the set-up randomness and is active first."""
    firsts = Counter(new_game(GAME, 4, seed).first_player for seed in range(200))
    assert set(firsts) == {0, 1, 2, 3}
    state = new_game(GAME, 3, 11)
    assert state.active == state.first_player
    assert state.phase is Phase.GIFT and state.stage is Stage.ALLOCATE
    assert GAME.pending(state)[0].seat == state.first_player and state.gift_turn == 1


def test_setup_is_deterministic_in_the_seed():
    """DESIGN "Determinism": same seed, same state; another seed, another deck."""
    assert dump_state(GAME, new_game(GAME, 3, 5)) == dump_state(GAME, new_game(GAME, 3, 5))
    assert new_game(GAME, 3, 5).draw_pile != new_game(GAME, 3, 6).draw_pile


def test_penalty_mode_option():
    """§6.7, D21: ``penalty_mode`` is standard by default; medieval_bluff on request; nothing else."""
    assert new_game(GAME, 2, 1).penalty_mode == "standard"
    assert new_game(GAME, 2, 1, {"penalty_mode": "medieval_bluff"}).penalty_mode == "medieval_bluff"
    with pytest.raises(IllegalAction):
        new_game(GAME, 2, 1, {"penalty_mode": "lenient"})
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        new_game(GAME, 5, 1)
