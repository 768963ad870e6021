"""What a seat knows, drawn anew: ``GameSpec.redraw_hidden(state, rng, seat)`` (issue 24).

A bot of seat k searches over states k cannot tell from the true one. Over hundreds of positions
of random games of every title, player count and option, the twin of each seat must be:
(a) the same to that seat: its private view, the public view and its pending decision;
(b) a real redraw: where something is hidden from the seat, the twin differs in a sizeable share, and so
    does what another seat privately knows (its hand, role, choice) where it knows something;
(c) a legal state: its invariants hold and random play goes on from it to the end;
(d) a function of the generator's seed;
(e) a function of what the seat knows (and the generator) only: the twin of a twin is the twin of the
    state, with the same generator. The public twin too (seat None). A bot that searches over such
    draws chooses alike whatever the truth it cannot see (tests/engine/players/test_fairness.py).
``test_the_check_catches_a_redrawn_own_hand`` shows (a) fails for the public twin, which redraws the
seat's own hand, role or secret choice.
"""

import random

import pytest

from engine.core import get_game, private_view
from engine.core.game import apply, new_game, pending_for
from engine.simulate import option_combinations
from testkit.biblios_random_play import Bidder

# (title, games, every how many steps a position is taken): about 300 positions (x each seat) per title.
TITLES = [("biblios", 12, 4), ("dreams", 6, 4), ("burgundy", 6, 12), ("architects", 10, 10), ("mangrovia", 10, 4)]
IDS = [key for key, _, _ in TITLES]
EARLY = 16  # the first steps, each a position: the Architects draft, the Burgundy secret choices


def tables_of(spec):
    """Every (player count, options) the game allows, player counts cycling fastest."""
    return [
        (players, combo)
        for combo in option_combinations(spec)
        for players in range(spec.seats_for(combo)[0], spec.seats_for(combo)[1] + 1)
    ]


def positions(key, games, every, seed=2400, *, private=False, until=None):
    """States met in seeded random games of ``key``: each of the first steps (a draft, secret choices), then one
    every ``every`` steps, and the end. The tables (player count, options) come in a seeded order; ``private``:
    only those where a seat knows something the others do not; ``until``: that many steps of each game only."""
    spec = get_game(key)
    tables = [table for table in tables_of(spec) if not private or spec.has_private_views(table[1])]
    random.Random(key).shuffle(tables)
    for game in range(games):
        players, combo = tables[game % len(tables)]
        state = new_game(spec, players, seed + game, combo)
        pick = Bidder(seed + game) if key == "biblios" else random.Random(seed + game)
        step = 0
        while (decisions := spec.pending(state)) and step != until:
            if step < EARLY or step % every == 0:
                yield state
            decision = pick.choice(decisions)
            state, _ = apply(spec, state, decision.seat, pick.choice(decision.options).action)
            step += 1
        if not decisions:
            yield state  # the end: only what no seat ever sees is still hidden


def play_to_the_end(spec, state, rng):
    """Random moves until the game is over; how many were made."""
    moves = 0
    while decisions := spec.pending(state):
        decision = rng.choice(decisions)
        state, _ = apply(spec, state, decision.seat, rng.choice(decision.options).action)
        moves += 1
        assert moves < 20_000, "the game does not end"
    return moves


def same_to_the_seat(spec, state, twin, seat):
    """What ``seat`` could tell apart between ``state`` and ``twin``, if anything."""
    if private_view(spec, twin, seat) != private_view(spec, state, seat):
        return "private view"
    if spec.view(twin, None) != spec.view(state, None):
        return "public view"
    if pending_for(spec, twin, seat) != pending_for(spec, state, seat):
        return "pending decision"
    return None


@pytest.mark.parametrize(("key", "games", "every"), TITLES, ids=IDS)
def test_each_seat_cannot_tell_its_twin_and_the_twin_is_a_real_legal_redraw(key, games, every):
    spec = get_game(key)
    counted = hidden = differ = played = others = redealt = 0
    for index, state in enumerate(positions(key, games, every)):
        for seat in range(state.seats):
            twin = spec.redraw_hidden(state, random.Random(index * 8 + seat), seat)
            where = f"{key} {state.seats}p seed={state.seed} step={state.step} seat={seat}"
            assert same_to_the_seat(spec, state, twin, seat) is None, where  # (a)
            spec.check(twin)  # (c)
            again = spec.redraw_hidden(state, random.Random(index * 8 + seat), seat)
            assert again == twin, where  # (d)
            canonical = spec.redraw_hidden(state, random.Random(-1), seat)
            assert spec.redraw_hidden(twin, random.Random(-1), seat) == canonical, where  # (e)
            counted += 1
            if spec.secrets(state, seat):
                hidden += 1
                differ += twin != state
            knowing = [other for other in range(state.seats) if spec.secrets(state, seat) - spec.secrets(state, other)]
            if knowing:  # another seat knows something this one does not: its hand, role, choice
                others += 1
                redealt += any(private_view(spec, twin, other) != private_view(spec, state, other) for other in knowing)
        public = spec.redraw_hidden(state, random.Random(index))
        canonical = spec.redraw_hidden(state, random.Random(-1))
        assert spec.redraw_hidden(public, random.Random(-1)) == canonical, f"{key} step={state.step} public"  # (e)
        if index % 25 == 0:  # (c): the game goes on from a twin to its end
            seat = index % state.seats
            play_to_the_end(spec, spec.redraw_hidden(state, random.Random(index), seat), random.Random(index))
            played += 1
    assert counted >= 300 and played >= 5, (counted, played)
    assert hidden >= 100, hidden
    assert differ >= 0.8 * hidden, (differ, hidden)  # (b)
    assert redealt >= 0.6 * others, (redealt, others)  # (b): what the others hold, not only a deck order


# (title, games, steps of each): Burgundy's secrets of a seat are its estate choice, made at the start
CATCH = [("biblios", 6, 60), ("dreams", 4, 60), ("burgundy", 16, EARLY), ("architects", 5, 60), ("mangrovia", 5, 60)]


@pytest.mark.parametrize(("key", "games", "until"), CATCH, ids=IDS)
def test_the_check_catches_a_redrawn_own_hand(key, games, until):
    """The public twin redraws the seat's own secrets (hand, role, secret choice): check (a) sees it."""
    spec = get_game(key)
    caught = [0, 0]
    for index, state in enumerate(positions(key, games, 2, private=True, until=until)):
        for seat in range(state.seats):
            if spec.secrets(state, None) - spec.secrets(state, seat):  # the seat knows something the public does not
                caught[0] += 1
                public_twin = spec.redraw_hidden(state, random.Random(index))
                caught[1] += same_to_the_seat(spec, state, public_twin, seat) is not None
    assert caught[0] >= 30 and caught[1] >= 0.5 * caught[0], caught


def test_a_seats_twin_keeps_what_only_that_seat_knows():
    """Spot checks of what stays: a Biblios hand, a Dreams god's vision and mortal's role, an Architects neighbour."""
    dreams = get_game("dreams")
    state = next(s for s in positions("dreams", 1, 1) if s.step > 0)
    god = (state.mortal + 1) % state.seats
    mortal = state.mortal
    for draw in range(40):
        twin = dreams.redraw_hidden(state, random.Random(draw), god)
        assert twin.true_image == state.true_image and twin.mortal != god
        twin = dreams.redraw_hidden(state, random.Random(draw), mortal)
        assert twin.mortal == mortal
    gods_twins = {dreams.redraw_hidden(state, random.Random(draw), god).mortal for draw in range(40)}
    assert gods_twins == set(range(state.seats)) - {god}  # every other seat may be the mortal
    visions = {dreams.redraw_hidden(state, random.Random(draw), mortal).true_image for draw in range(40)}
    assert len(visions) > 1

    architects = get_game("architects")
    state = new_game(architects, 4, 7)
    for _ in range(4):  # everyone picks their first card: the second draft round
        decision = architects.pending(state)[0]
        state, _ = apply(architects, state, decision.seat, decision.options[0].action)
    seat, left = 0, state.left_of(0)
    passed = sorted(state.draft.holding[left])
    twins = [architects.redraw_hidden(state, random.Random(draw), seat) for draw in range(20)]
    assert all(sorted(twin.draft.holding[left]) == passed for twin in twins)  # what seat 0 passed, its neighbour holds
    assert any(twin.draft.holding[2] != state.draft.holding[2] for twin in twins)  # the others are unknown
