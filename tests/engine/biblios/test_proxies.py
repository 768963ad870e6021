"""Standing instructions in Biblios (issue 11; engine/biblios/proxies.py): set, refused, stepped, private.

Moves go through ``engine.core.proxy_moves`` as storage will call it: after every change, with
the live instructions of every seat.
"""

import json
import random
from typing import Any

import pytest

from engine.biblios import GAME
from engine.biblios.proxies import CARD_KINDS, PROXIES, card_kind
from engine.biblios.state import Phase, Stage
from engine.core import IllegalAction, ProxyRun, fill_names, make_proxy, offered_proxies, proxy_moves, to_data
from engine.core import proxy as core_proxy
from engine.core.game import apply, canonical_json, new_game, pending_for, state_digest
from engine.simulate import MAX_DECISIONS
from testkit.biblios_random_play import CONFIGS, Bidder
from tests.engine.biblios.scenario import (
    NAMES,
    PASS,
    bid,
    game_over,
    give,
    pending,
    play,
    play_all,
    start_auction_turn,
    start_gift_turn,
    table,
)

REFUSE = {"type": "refuse"}


def make(state, seat: int, key: str, amount: int | None = None, choice: int | None = None) -> dict[str, Any]:
    return make_proxy(GAME, state, seat, key, amount, choice)


def run(state, instructions: dict[int, list[dict[str, Any]]]) -> ProxyRun:
    """proxy_moves, with every state reached checked (check) and every move checked against a click."""
    result = proxy_moves(GAME, state, instructions)
    for seat, action, events in result.moves:
        assert pending_for(GAME, state, seat).offers(action)
        state, clicked = apply(GAME, state, seat, action)
        GAME.check(state)
        assert clicked == events
    assert state_digest(GAME, state) == state_digest(GAME, result.state)
    return result


def named(state, line: str) -> str:
    return fill_names(line, NAMES[state.seats])


def endings(result: ProxyRun) -> list[tuple[int, str]]:
    return [(end.seat, named(result.state, end.reason)) for end in result.ended]


def auction_of(card: str, *, players: int = 3, active: int = 0, pile=("PIG-A",), hands=None, **table_options):
    """An auction of ``card`` revealed by ``active``, with these hands (seat -> cards)."""
    state = table(players, **table_options)
    for seat, cards in (hands or {}).items():
        give(state, seat, *cards)
    return start_auction_turn(state, active, card, pile=list(pile))


# --- Offered and set -------------------------------------------------------------------------------


def test_the_bid_limit_is_offered_up_to_the_gold_held_and_the_passes_always():
    """A seat that may still bid gets a bid limit up to its gold; both passes are offered until the end."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"]})
    kinds = offered_proxies(GAME, state, 1)
    assert [kind.key for kind in kinds] == ["bid_up_to", "pass_kind", "pass_all"]
    limit, kind_pass, all_pass = kinds
    assert (limit.label, limit.amount, limit.most) == (
        "Bid up to a limit on Monks 4 (I)",
        "the most you will bid (gold)",
        5,
    )
    assert kind_pass.choices == (
        "Pigments cards",
        "Monks cards",
        "Forbidden Tomes cards",
        "Holy Books cards",
        "Manuscripts cards",
        "Gold cards",
        "Church cards",
    )
    assert kind_pass.most is None and not kind_pass.amount and not all_pass.choices
    assert [kind.key for kind in offered_proxies(GAME, state, 2)] == ["pass_kind", "pass_all"]  # Steve holds no gold


def test_the_bid_limit_on_a_gold_card_counts_cards():
    """§6.3: a bid on a Gold card is a number of cards, so the limit is the hand size."""
    state = auction_of("G3-05", hands={1: ["PIG-B", "PIG-C", "MON-A"]})
    [limit, *_] = offered_proxies(GAME, state, 1)
    assert (limit.amount, limit.most) == ("the most you will bid (cards)", 3)
    instruction = make(state, 1, "bid_up_to", 3)
    assert instruction == {"kind": "bid_up_to", "amount": 3, "basis": {"card": "G3-05", "auction": 1, "round": 1}}
    assert PROXIES.describe(instruction) == "Bid up to 3 cards on Gold 3"


def test_no_bid_limit_outside_the_bidding_or_once_passed_and_nothing_at_the_end():
    """The bid limit needs a card under the hammer the seat may still bid on; nothing is offered once over."""
    gift = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"])
    assert [kind.key for kind in offered_proxies(GAME, gift, 1)] == ["pass_kind", "pass_all"]
    state = auction_of("MON-I", hands={1: ["G3-01"], 2: ["G3-02"]})
    state, _ = play(state, 1, PASS)
    assert [kind.key for kind in offered_proxies(GAME, state, 1)] == ["pass_kind", "pass_all"]
    assert [kind.key for kind in offered_proxies(GAME, state, 2)][0] == "bid_up_to"
    assert offered_proxies(GAME, game_over(table(2), {}), 0) == ()


def test_instructions_are_plain_json_that_steps_the_same_after_a_round_trip():
    """Storage keeps instructions as JSON: what comes back steps exactly like what was made."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"]})
    made = [make(state, 1, "bid_up_to", 4), make(state, 1, "pass_kind", choice=1), make(state, 1, "pass_all")]
    assert made[1:] == [{"kind": "pass_kind", "cards": "MON", "basis": {}}, {"kind": "pass_all", "basis": {}}]
    for instruction in made:
        stored = json.loads(canonical_json(instruction))
        assert stored == instruction and PROXIES.step(state, 1, stored) == PROXIES.step(state, 1, instruction)
    assert [PROXIES.describe(instruction) for instruction in made] == [
        "Bid up to 4 gold on Monks 4 (I)",
        "Pass on every Monks card",
        "Pass on every card still to be auctioned",
    ]


# --- Refused ---------------------------------------------------------------------------------------


def refusal(state, seat, key, amount=None, choice=None) -> str:
    with pytest.raises(IllegalAction) as caught:
        make(state, seat, key, amount, choice)
    return caught.value.message


def test_every_refusal_of_an_instruction_says_why():
    """Each reason an instruction cannot be set has its own message."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"], 2: ["G1-01"]})
    assert refusal(state, 1, "bid_all") == (
        "“bid_all” is not a standing instruction of Biblios: choose bid up to, pass on a kind, or pass on all."
    )
    assert refusal(state, 1, "bid_up_to", 3, choice=0) == "That instruction takes no choice of card kind."
    assert refusal(state, 1, "pass_all", choice=0) == "That instruction takes no choice of card kind."
    assert refusal(state, 1, "pass_kind", 3, choice=0) == "That instruction takes no number."
    assert refusal(state, 1, "pass_all", 3) == "That instruction takes no number."
    choose = (
        "Choose a kind of card: Pigments cards, Monks cards, Forbidden Tomes cards, Holy Books cards, "
        "Manuscripts cards, Gold cards, Church cards."
    )
    for choice in (None, -1, 7, True):
        assert refusal(state, 1, "pass_kind", choice=choice) == choose
    for amount in (None, "4", True):
        assert refusal(state, 1, "bid_up_to", amount) == "Say the most you will bid, as a whole number of gold."
    assert refusal(state, 1, "bid_up_to", 6) == "You hold 5 gold: bid up to at most 5."
    assert refusal(state, 1, "bid_up_to", 0) == "Bid up to at least 1 gold."
    assert refusal(state, 0, "bid_up_to", 2) == "You hold no gold, so you cannot set a bid limit."
    state, _ = play(state, 1, bid(4))
    assert (
        refusal(state, 2, "bid_up_to", 1) == "You hold 1 gold, so you cannot set a bid limit above the bid of 4 gold."
    )
    state, _ = play(state, 2, PASS)
    assert refusal(state, 2, "bid_up_to", 1) == "You already passed on Monks 4 (I)."
    assert refusal(state, 1, "bid_up_to", 4) == "The bid is already 4 gold: bid up to more than that."
    assert refusal(state, 1, "bid_up_to", 3) == "The bid is already 4 gold: bid up to more than that."
    state, _ = play(state, 0, PASS)  # James wins; paying is not bidding
    assert state.stage is Stage.PAY
    assert refusal(state, 1, "bid_up_to", 5) == "You can set a bid limit only while a card is being auctioned."
    state, _ = play(state, 1, REFUSE)  # penalised: shut out of this card (§6.6)
    assert state.stage is Stage.BID and state.auction.excluded == [1]
    assert refusal(state, 1, "bid_up_to", 1) == "You may not bid on Monks 4 (I) any more: you did not pay for it."
    gift = start_gift_turn(table(3), 0, ["PIG-A", "PIG-B", "PIG-C", "PIG-D"])
    assert refusal(gift, 1, "bid_up_to", 1) == "You can set a bid limit only while a card is being auctioned."
    over = game_over(table(2), {})
    for key, choice in (("pass_all", None), ("pass_kind", 0)):
        assert refusal(over, 0, key, choice=choice) == "The Auction phase is over: there is nothing left to pass on."


def test_a_bid_limit_on_a_gold_card_is_refused_in_cards():
    """The card-counting refusals of a Gold card (§6.3)."""
    state = auction_of("G2-05", hands={1: ["PIG-B", "PIG-C"]})
    assert refusal(state, 1, "bid_up_to", 3) == "You hold 2 cards: bid up to at most 2."
    assert refusal(state, 1, "bid_up_to", None) == "Say the most you will bid, as a whole number of cards."
    assert refusal(state, 2, "bid_up_to", 1) == (
        "Your hand is empty: a bid on a Gold card counts cards, so you cannot set a bid limit."
    )
    assert refusal(state, 1, "bid_up_to", 0) == "Bid up to at least 1 card."


def test_a_game_without_instructions_says_so():
    """Dreams and Burgundy declare none: the core refuses for them."""
    from engine.core import all_games

    for key in ("dreams", "burgundy"):
        spec = all_games()[key]
        state = new_game(spec, spec.seats_for(None)[0], 1)
        assert offered_proxies(spec, state, 0) == ()
        with pytest.raises(IllegalAction, match="no standing instructions"):
            make_proxy(spec, state, 0, "pass_all")


# --- Stepped ---------------------------------------------------------------------------------------


def test_a_bid_limit_bids_the_minimum_each_time_it_is_outbid_then_passes_past_its_limit():
    """James, up to 4: bids 1, is outbid to 3 and answers 4, then passes and ends when Steve bids 5."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"], 2: ["G3-02", "G3-03"]})
    limit = make(state, 1, "bid_up_to", 4)
    live = {1: [limit]}
    first = run(state, live)
    assert [(move.seat, move.action) for move in first.moves] == [(1, bid(1))] and not first.ended
    state, _ = play_all(first.state, [(2, bid(3)), (0, PASS)])
    second = run(state, live)
    assert [(move.seat, move.action) for move in second.moves] == [(1, bid(4))] and not second.ended
    state, _ = play(second.state, 2, bid(5))
    third = run(state, live)
    assert [(move.seat, move.action) for move in third.moves] == [(1, PASS)]
    assert endings(third) == [
        (1, "Your bid up to 4 gold on Monks 4 (I) ended: the bid of 5 gold passed your limit, so you passed.")
    ]
    assert third.state.stage is Stage.PAY and third.state.auction.high_bidder == 2


def test_a_bid_limit_reached_exactly_passes_too():
    """A limit of 3 facing a bid of 3: the smallest legal bid is 4, above the limit, so it passes."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"]})
    live = {1: [make(state, 1, "bid_up_to", 3)]}
    state, _ = play_all(run(state, live).state, [(2, bid(3)), (0, PASS)])
    result = run(state, live)
    assert [move.action for move in result.moves] == [PASS]
    assert endings(result) == [
        (1, "Your bid up to 3 gold on Monks 4 (I) ended: the bid reached your limit of 3 gold, so you passed.")
    ]


def test_a_bid_limit_waits_while_others_bid_and_never_bids_above_the_minimum():
    """Nothing moves for a seat that is not asked; when asked, exactly the smallest legal bid."""
    state = auction_of("MON-I", active=1, hands={0: ["G3-01", "G3-02"]})  # Steve bids first, Bob second
    live = {0: [make(state, 0, "bid_up_to", 6)]}
    assert run(state, live).moves == ()
    state, _ = play(state, 2, bid(2))
    assert [move.action for move in run(state, live).moves] == [bid(3)]


def test_two_bid_limits_bid_against_each_other_and_the_higher_wins_at_one_above_the_lower():
    """Bob up to 5, Steve up to 3, Steve bidding first: 1, 2, 3, 4, then Steve passes; Bob wins at 4."""
    state = auction_of("MON-I", players=2, hands={0: ["G3-01", "G2-01"], 1: ["G3-02"]})
    bob, steve = make(state, 0, "bid_up_to", 5), make(state, 1, "bid_up_to", 3)
    result = run(state, {0: [bob], 1: [steve]})
    assert [(move.seat, move.action) for move in result.moves] == [
        (1, bid(1)),
        (0, bid(2)),
        (1, bid(3)),
        (0, bid(4)),
        (1, PASS),
    ]
    assert result.state.stage is Stage.PAY and result.state.auction.high_bidder == 0
    assert result.state.auction.high_bid == 4
    assert endings(result) == [
        (1, "Your bid up to 3 gold on Monks 4 (I) ended: the bid of 4 gold passed your limit, so you passed."),
        (0, "Your bid up to 5 gold on Monks 4 (I) ended: you won the bidding at 4 gold."),
    ]


def test_a_bid_limit_ends_when_the_card_is_sold():
    """Won: the limit ends at once; stepped later, the other seats' limits say who bought the card."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"], 2: ["G1-01"]})
    james, steve = make(state, 1, "bid_up_to", 4), make(state, 2, "bid_up_to", 1)
    state, _ = play(run(state, {1: [james]}).state, 2, PASS)
    state, _ = play(state, 0, PASS)
    won = run(state, {1: [james]})
    assert endings(won) == [(1, "Your bid up to 4 gold on Monks 4 (I) ended: you won the bidding at 1 gold.")]
    assert (
        PROXIES.step(state, 2, steve).ended
        == "Your bid up to 1 gold on Monks 4 (I) ended: {p1} won the bidding at 1 gold."
    )
    state, _ = play(state, 1, {"type": "pay", "gold": [2]})
    assert state.auction.card == "PIG-A"  # the next card is up
    late = run(state, {1: [james], 2: [steve]})
    assert endings(late) == [
        (1, "Your bid up to 4 gold on Monks 4 (I) ended: you bought it."),
        (2, "Your bid up to 1 gold on Monks 4 (I) ended: it went to James."),
    ]


def test_a_bid_limit_ends_when_the_card_is_discarded_unsold():
    """Stepped after everyone passed: the card was discarded, so the limit ends and does nothing."""
    state = auction_of("MON-I", hands={1: ["G3-01"]})
    james = make(state, 1, "bid_up_to", 2)
    state, _ = play_all(state, [(1, PASS), (2, PASS), (0, PASS)])
    assert state.face_up_discards == ["MON-I"]
    result = run(state, {1: [james]})
    assert result.moves == ()
    assert endings(result) == [
        (1, "Your bid up to 2 gold on Monks 4 (I) ended: nobody bought it, so it was discarded.")
    ]


def test_a_bid_limit_ends_when_the_card_is_auctioned_again_after_a_refusal():
    """§6.6, D12: a fresh bidding round is a new situation; limits set for the last round do not carry over."""
    state = auction_of("MON-I", hands={1: ["G3-01", "G2-01"], 2: ["G3-02", "G3-03"]})
    james, steve = make(state, 1, "bid_up_to", 4), make(state, 2, "bid_up_to", 6)
    state, _ = play_all(state, [(1, bid(1)), (2, PASS), (0, PASS), (1, REFUSE)])
    assert state.auction.excluded == [1] and pending(state).seat == 2  # Steve may bid afresh and is asked first
    result = run(state, {1: [james], 2: [steve]})
    assert result.moves == ()
    assert endings(result) == [
        (1, "Your bid up to 4 gold on Monks 4 (I) ended: you did not pay, so it is auctioned again without you."),
        (2, "Your bid up to 6 gold on Monks 4 (I) ended: James did not pay, so it is auctioned again."),
    ]
    again = make(result.state, 2, "bid_up_to", 6)
    assert again["basis"] == {"card": "MON-I", "auction": 1, "round": 2}
    assert [move.action for move in run(result.state, {2: [again]}).moves] == [bid(1)]


def test_a_seat_that_passes_by_hand_ends_its_bid_limit():
    """The player passed while the limit was live: it no longer holds."""
    state = auction_of("MON-I", hands={1: ["G3-01"]})
    james = make(state, 1, "bid_up_to", 3)
    state, _ = play(state, 1, PASS)
    assert endings(run(state, {1: [james]})) == [(1, "Your bid up to 3 gold on Monks 4 (I) ended: you passed on it.")]


@pytest.mark.parametrize("card", ["PIG-H", "MON-I", "FOR-A", "HOL-A", "MAN-A", "G2-05", "CH-UP1-a"])
def test_passing_on_a_kind_passes_only_on_cards_of_that_kind(card):
    """Each of the seven kinds: the instruction passes on its own kind and waits on every other."""
    state = auction_of(card)
    assert pending(state).seat == 1
    for choice, kind in enumerate(CARD_KINDS):
        instruction = make(state, 1, "pass_kind", choice=choice)
        step = PROXIES.step(state, 1, instruction)
        assert step.action == (PASS if card_kind(card) == kind else None) and not step.ended
        assert PROXIES.step(state, 2, instruction).action is None  # Steve is not asked yet


def test_passing_on_a_kind_across_cards_until_the_auction_phase_ends():
    """Steve passes on Monks: he passes on the Monks card, waits on the Pigments card, and ends with the phase."""
    state = auction_of("MON-I", pile=("PIG-A",), hands={1: ["G1-01"]})
    live = {2: [make(state, 2, "pass_kind", choice=CARD_KINDS.index("MON"))]}
    state, _ = play(state, 1, bid(1))
    result = run(state, live)
    assert [(move.seat, move.action) for move in result.moves] == [(2, PASS)] and not result.ended
    state, _ = play_all(result.state, [(0, PASS), (1, {"type": "pay", "gold": [1]})])
    assert state.auction.card == "PIG-A" and pending(state).seat == 2  # James reveals; Steve bids first
    assert run(state, live).moves == ()
    state, _ = play_all(state, [(2, PASS), (0, PASS), (1, PASS)])
    assert state.phase is Phase.OVER
    assert endings(run(state, live)) == [
        (2, "Your instruction “Pass on every Monks card” ended: the Auction phase is over.")
    ]


def test_passing_on_everything_runs_the_auction_phase_to_its_end():
    """Both seats pass on all: every card is passed and discarded in one run, then both instructions end."""
    state = auction_of("MON-I", players=2, pile=("PIG-A", "G1-05"))
    live = {0: [make(state, 0, "pass_all")], 1: [make(state, 1, "pass_all")]}
    result = run(state, live)
    assert [move.action for move in result.moves] == [PASS] * 6
    assert result.state.phase is Phase.OVER
    assert sorted(result.state.face_up_discards) == ["G1-05", "MON-I", "PIG-A"]
    ended = "Your instruction “Pass on every card still to be auctioned” ended: the Auction phase is over."
    assert endings(result) == [(0, ended), (1, ended)]


def test_a_seats_first_instruction_with_a_move_wins():
    """A pass on all set before a bid limit passes; the other way round, the limit bids."""
    state = auction_of("MON-I", hands={1: ["G3-01"]})
    limit, everything = make(state, 1, "bid_up_to", 3), make(state, 1, "pass_all")
    assert [move.action for move in run(state, {1: [everything, limit]}).moves] == [PASS]
    assert [move.action for move in run(state, {1: [limit, everything]}).moves] == [bid(1)]


def test_an_unknown_instruction_ends_with_a_reason():
    """An instruction this code no longer knows (a stored one from another version) ends instead of failing."""
    state = auction_of("MON-I")
    result = run(state, {1: [{"kind": "bid_forever", "basis": {}}]})
    assert result.moves == ()
    assert endings(result) == [(1, "Your instruction is no longer known to the game, so it was cancelled.")]
    assert PROXIES.describe({"kind": "bid_forever"}) == "An instruction the game no longer knows"


# --- Private -------------------------------------------------------------------------------------


def test_a_proxy_move_tells_exactly_what_the_same_click_tells_and_nothing_of_the_instruction():
    """The public sees a bid or a pass, as from a click; the instruction and its endings appear nowhere public."""
    state = auction_of("MON-I", players=2, hands={0: ["G3-01", "G2-01"], 1: ["G3-02"]})
    bob, steve = make(state, 0, "bid_up_to", 5), make(state, 1, "bid_up_to", 3)
    result = run(state, {0: [bob], 1: [steve]})  # run() also compares every move's events with its click's
    walk = state
    private = [PROXIES.describe(bob), PROXIES.describe(steve), *(end.reason for end in result.ended)]
    private = [named(state, line) for line in private] + ["up to", "limit"]
    for seat, action, events in result.moves:
        walk, clicked = apply(GAME, walk, seat, action)
        assert [event.text for event in events if event.public] == [event.text for event in clicked if event.public]
        assert all(event.public for event in events)  # a bid or a pass tells nobody anything privately
        for event in events:
            assert not any(line in named(state, event.text) for line in private)
        public = canonical_json(to_data(GAME.view(walk, None)))
        assert not any(line in public for line in private)


# --- Random games -----------------------------------------------------------------------------------

RANDOM_GAMES = 120
SET_CHANCE = 0.08  # at each decision, the chance that a random seat sets a random instruction first


def settle(state, live: dict[int, list[dict[str, Any]]], tally: dict[str, int]):
    """Run the live instructions (checked by ``run``), drop those that ended; the state reached."""
    result = run(state, live)
    for end in sorted(result.ended, key=lambda end: -end.index):
        assert "was cancelled" not in end.reason, end.reason  # no rules gap: every move was offered
        del live[end.seat][end.index]
    for seat, instructions in live.items():  # nothing left to move: the game waits on a player
        assert all(PROXIES.step(result.state, seat, instruction).action is None for instruction in instructions)
    tally["moves"] += len(result.moves)
    tally["ended"] += len(result.ended)
    return result.state


def play_with_instructions(players: int, seed: int, options: dict[str, str], tally: dict[str, int]) -> None:
    """One game of careful bidders in which random seats set random instructions at random points."""
    rng = random.Random(f"proxies:{seed}")
    chooser = Bidder(f"proxies-bidder:{seed}")
    state = new_game(GAME, players, seed, options)
    live: dict[int, list[dict[str, Any]]] = {seat: [] for seat in range(players)}
    for _ in range(MAX_DECISIONS):
        if rng.random() < SET_CHANCE:
            seat = rng.randrange(players)
            kinds = offered_proxies(GAME, state, seat)
            if kinds:  # a bid limit is offered only while bidding: favour it then
                kind = kinds[0] if kinds[0].key == "bid_up_to" and rng.random() < 0.7 else rng.choice(kinds)
                amount = rng.randint(0, (kind.most or 0) + 1) if kind.amount else None  # sometimes refused
                choice = rng.randrange(len(kind.choices)) if kind.choices else None
                try:
                    live[seat].append(make(state, seat, kind.key, amount, choice))
                    tally["set"] += 1
                except IllegalAction as refused:
                    assert refused.message and kind.key == "bid_up_to"
                    tally["refused"] += 1
                state = settle(state, live, tally)
        decisions = GAME.pending(state)
        if not decisions:
            break
        [decision] = decisions
        state, _ = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        GAME.check(state)
        state = settle(state, live, tally)
    else:
        raise AssertionError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")
    assert state.phase is Phase.OVER and GAME.result(state) is not None
    assert not any(live.values())  # every instruction ends with the Auction phase


def test_random_games_with_random_instructions_finish_and_every_proxy_move_is_offered():
    """Many seeded games, random instructions at random points: every move offered, every state checked, games end."""
    tally = {"set": 0, "refused": 0, "moves": 0, "ended": 0}
    for index in range(RANDOM_GAMES):
        players, options = CONFIGS[index % len(CONFIGS)]
        play_with_instructions(players, 900_001 + index, options, tally)
    assert tally["set"] > RANDOM_GAMES and tally["refused"] > 0
    assert tally["moves"] > 5 * RANDOM_GAMES and tally["ended"] == tally["set"]


def test_the_move_bound_is_never_near_in_a_full_auction_of_passes():
    """The loop guard is far above what a real run needs: a whole 2-player auction phase passed in one run."""
    state = new_game(GAME, 2, 77)
    while state.phase is Phase.GIFT:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, decision.default_option.action)
    live = {0: [make(state, 0, "pass_all")], 1: [make(state, 1, "pass_all")]}
    result = run(state, live)
    assert result.state.phase is Phase.OVER and len(result.moves) < core_proxy.MAX_PROXY_MOVES // 5
