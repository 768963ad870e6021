"""Setup, the secret deal, round rotation and the deck (rules/dreams.md §3.3, §4 Phases 1-2, §6.3, §6.4, WE-8, WE-9)."""

import copy
from collections import Counter

import pytest

from engine.core import IllegalAction, rng_for
from engine.core.game import dump_state, new_game, pending
from engine.dreams import GAME
from engine.dreams.cards import DECK, RESERVES
from engine.dreams.colours import PALETTE
from engine.dreams.state import Phase
from tests.engine.dreams.builders import fill_sky, guess_all, make_state, start

ALL_IDS = sorted(card.id for card in DECK)


def test_the_deck_is_72_distinct_cards_with_8_reserves():
    """§6.2: 72 cards D01-D72 plus reserves R01-R08, unique ids, names and glyphs."""
    assert [card.id for card in DECK] == [f"D{n:02d}" for n in range(1, 73)]
    assert [card.id for card in RESERVES] == [f"R{n:02d}" for n in range(1, 9)]
    everything = DECK + RESERVES
    assert len({card.name for card in everything}) == 80
    assert len({card.glyph for card in everything}) == 80


def test_setup_is_deterministic_and_seeded():
    """§3.3, DESIGN.md: the same seed gives the same game; another seed another deck order."""
    assert dump_state(GAME, new_game(GAME, 4, 7)) == dump_state(GAME, new_game(GAME, 4, 7))
    assert new_game(GAME, 4, 7).deck != new_game(GAME, 4, 8).deck


def test_setup_deals_round_one():
    """§3.3: scores 0, 4 dreams shown, 68 in the deck, nothing discarded, placing from the dealer."""
    state = new_game(GAME, 5, 3)
    assert state.scores == [0] * 5 and state.round == 1 and state.phase is Phase.PLACING
    assert len(state.dreams) == 4 and len(set(state.dreams)) == 4
    assert len(state.deck) == 68 and state.discard == []
    assert sorted(state.deck + state.dreams) == ALL_IDS
    assert pending(GAME, state)[0].seat == state.dealer == state.first_dealer
    GAME.check(state)


def test_first_dealer_mortal_and_true_image_are_uniform_draws():
    """§3.3 step 5, §6.3: first dealer, true image and mortal are uniform random draws from the game RNG."""
    dealers, images, mortals = Counter(), Counter(), Counter()
    for seed in range(600):
        state = new_game(GAME, 4, seed)
        dealers[state.dealer] += 1
        images[state.true_image] += 1
        mortals[state.mortal] += 1
    for counter, values in ((dealers, range(4)), (images, range(1, 5)), (mortals, range(4))):
        assert set(counter) == set(values)
        assert all(100 <= counter[value] <= 200 for value in values), counter


def test_the_secret_deal_follows_the_fixed_draw_order():
    """§6.3: from the round's generator: (reshuffle,) draw 4 cards, then true_image, then mortal."""
    rng = rng_for(11, 0)
    deck = [card.id for card in DECK]
    rng.shuffle(deck)
    first_dealer = rng.randrange(5)
    true_image = rng.randint(1, 4)
    mortal = rng.randrange(5)
    state = new_game(GAME, 5, 11)
    assert (state.first_dealer, state.dreams, state.true_image, state.mortal) == (
        first_dealer,
        deck[:4],
        true_image,
        mortal,
    )


@pytest.mark.parametrize("players", [2, 7, 8])
def test_player_count_is_3_to_6_by_default(players):
    """§6.4, WE-11: 3-6 players officially; the game's own setup says so for 7-8 without the option."""
    with pytest.raises(IllegalAction, match="3 to 6 players"):
        new_game(GAME, players, 1)
    if players > 6:
        with pytest.raises(IllegalAction, match=r"^Dreams needs 3 to 6 players\.$"):
            GAME.setup(players, 1, {"large_table": "off"}, rng_for(1, 0))


@pytest.mark.parametrize("players", [3, 6, 7, 8])
def test_large_table_allows_7_and_8(players):
    """§6.4: the unofficial option allows 7-8 players with unchanged rules; colours 7 and 8 from the palette."""
    state = start(players, 1, large_table=True)
    GAME.check(state)
    assert state.large_table and state.star_turns == 3 * players
    view = GAME.view(state, None)
    assert [seat.colour for seat in view.seats] == [colour.name for colour in PALETTE[:players]]


def test_nine_players_are_refused_even_with_large_table():
    """§6.4: at most 8."""
    with pytest.raises(IllegalAction, match="Dreams needs 3 to 8 players with the unofficial large-table option."):
        GAME.setup(9, 1, {"large_table": "on"}, rng_for(1, 0))


def test_declared_seat_range_depends_on_the_large_table_option():
    """§6.4: 3-6 by default, 3-8 with large_table; the core asks the game through seats_for."""
    assert (GAME.min_seats, GAME.max_seats) == (3, 8)
    assert GAME.seats_for(None) == (3, 6)
    assert GAME.seats_for({"large_table": "on"}) == (3, 8)
    with pytest.raises(IllegalAction, match="3 to 6 players, not 7"):
        new_game(GAME, 7, 1)
    assert new_game(GAME, 7, 1, {"large_table": "on"}).seats == 7


def test_large_table_is_off_by_default_and_marked_unofficial():
    """§6.4: off by default; such games are marked as an unofficial variant in the result."""
    assert {option.name: option.default for option in GAME.options} == {"large_table": "off"}
    state = fill_sky(make_state(7, dealer=0, mortal=6, true_image=1, scores=[15] * 7, large_table=True))
    state, _ = guess_all(state, {seat: None for seat in range(7)})
    assert GAME.result(state).summary.endswith("(Unofficial variant: large table.)")
    assert GAME.view(state, None).large_table


def test_example_we8_between_rounds():
    """WE-8: sky emptied, kinds back, the 4 cards discarded, 4 new ones drawn, roles drawn afresh, dealer left."""
    state = fill_sky(make_state(5, dealer=3, mortal=1, true_image=2))
    shown = list(state.dreams)
    state, events = guess_all(state, {0: 1, 1: "img1", 2: 0, 3: 4, 4: 3})
    assert state.round == 2 and state.dealer == 4 and state.stars == []
    assert state.discard == shown and len(state.dreams) == 4 and not set(shown) & set(state.dreams)
    assert [e.seat for e in events if e.data.get("event") == "role"] == [0, 1, 2, 3, 4]
    assert pending(GAME, state)[0].seat == 4
    state = fill_sky(state)
    state, _ = guess_all(state, {seat: None for seat in range(5)})
    assert state.round == 3 and state.dealer == 0 and pending(GAME, state)[0].seat == 0


def test_roles_are_drawn_afresh_each_round_and_may_repeat():
    """§10 A24: the mortal of round 2 is a new uniform draw; the same player may be mortal again."""
    same = 0
    for seed in range(60):
        state = fill_sky(new_game(GAME, 3, seed))
        first = state.mortal
        state, _ = guess_all(state, {seat: None for seat in range(3)})
        same += state.mortal == first
    assert 5 <= same <= 40


def test_example_we9_deck_exhaustion_and_reshuffle():
    """WE-9: in round 18 the deck is empty; round 19 reshuffles all 72 discards, draws 4: deck 68, discard 0."""
    state = make_state(4, dealer=0, mortal=1, true_image=3)
    everything = state.deck + state.dreams
    state.dreams, state.deck, state.discard = everything[:4], [], everything[4:]
    state.round, state.dealer, state.first_dealer = 18, 1, 0
    assert len(state.deck) + len(state.discard) + len(state.dreams) == 72
    state = fill_sky(state)
    played = copy.deepcopy(state)
    state, _ = guess_all(state, {0: 2, 1: "img1", 2: 3, 3: 0})
    assert state.round == 19
    assert len(state.deck) == 68 and state.discard == [] and len(set(state.dreams)) == 4
    assert sorted(state.deck + state.dreams) == ALL_IDS
    again, _ = guess_all(played, {0: 2, 1: "img1", 2: 3, 3: 0})
    assert again.deck == state.deck, "the reshuffle comes from the game RNG"


def test_round_start_events_are_the_same_for_everyone_but_the_private_marker():
    """§6.3, §6.5: public round lines, then one private marker per seat in seat order."""
    state = fill_sky(make_state(4, dealer=0, mortal=2, true_image=1))
    state, events = guess_all(state, {seat: None for seat in range(4)})
    start = events[-6:]
    assert [e.seat for e in start] == [None, None, 0, 1, 2, 3]
    assert start[0].text.startswith("Round 2: {p1} deals and places the first star. The dreams: 1 ")
    assert start[1].text == "Roles have been dealt privately."
    name = GAME.view(state, None).dreams[state.true_image - 1].name
    for event in start[2:]:
        assert event.reveal
        if event.seat == state.mortal:
            assert event.text == "Round 2: you are the mortal. You do not know the true vision."
            assert event.data == {"event": "role", "round": 2, "role": "mortal"}
        else:
            assert event.text == f"Round 2: you are a god. The true vision is image {state.true_image} ({name})."
            assert event.data["true_image"] == state.true_image
