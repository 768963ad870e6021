"""Standing instructions for the Auction phase (issue 11; rules/biblios.md §6.3).

A seat may set, privately, instructions that bid or pass for it (:mod:`engine.core.proxy`);
storage keeps them as plain JSON and steps them after every change:

- ``bid_up_to``: ``{"kind": "bid_up_to", "amount": 4, "basis": {"card": "MON-A", "auction": 3,
  "round": 1}}``. Set while the card is being bid on and the seat may still bid (not passed,
  not penalised on it), for at most what the seat can pay: its gold, or its hand size for a
  Gold card (such a bid counts cards). When asked to bid, it bids the smallest legal bid if
  that is within the limit, else passes and ends. It ends when the bidding it assumed is over:
  the card won, discarded, or auctioned again after a refusal to pay (a new ``round``, §6.6).
- ``pass_kind``: ``{"kind": "pass_kind", "cards": "MON", "basis": {}}``, ``cards`` a category
  code, "gold" or "church": passes whenever the seat is asked to bid on a card of that kind.
- ``pass_all``: ``{"kind": "pass_all", "basis": {}}``: passes on every card.

Both passes may be set any time before the Auction phase ends, and end with it. The moves are
the ordinary "bid" and "pass" options of P5, so they tell exactly what the same click tells.
"""

from typing import Any

from engine.biblios import auction, options, text
from engine.biblios.cards import BID_CAP, CARD, Kind
from engine.biblios.state import BibliosState, Phase, Stage
from engine.core import IllegalAction, ProxyKind, ProxyRules, ProxyStep

BID_UP_TO = "bid_up_to"
PASS_KIND = "pass_kind"
PASS_ALL = "pass_all"

CARD_KINDS: tuple[str, ...] = tuple(text.CARD_KIND_NAMES)  # the choices of ``pass_kind``, in order


def card_kind(card_id: str) -> str:
    """The kind a ``pass_kind`` instruction names: the card's category code, "gold" or "church"."""
    card = CARD[card_id]
    return str(card.category) if card.kind is Kind.CATEGORY else str(card.kind)


def bidding_round(state: BibliosState) -> int:
    """Which bidding on the card under auction this is: 1, then one more after each refusal to pay (§6.6)."""
    return len(state.auction.excluded) + 1


def can_still_bid(state: BibliosState, seat: int) -> bool:
    """Whether a card is being bid on and the seat may still bid on it: not passed, not penalised (§6.3, §6.6)."""
    bidding = state.auction
    return (
        state.stage is Stage.BID
        and bidding.card is not None
        and auction.is_eligible(state, seat)
        and seat not in bidding.passed
    )


def is_asked_to_bid(state: BibliosState, seat: int) -> bool:
    """Whether the seat must bid or pass now."""
    return state.stage is Stage.BID and state.auction.to_act == seat


def bid_limit_most(state: BibliosState, seat: int, card_id: str) -> int:
    """The highest bid limit the seat may set on the card: what it can pay, within the bid cap (D19)."""
    return min(auction.holding(state, seat, auction.unit_of(card_id)), BID_CAP)


def offered(state: BibliosState, seat: int) -> tuple[ProxyKind, ...]:
    """The instructions the seat may set now: a bid limit while it can outbid, the passes until the end."""
    kinds: list[ProxyKind] = []
    card = state.auction.card
    if card is not None and can_still_bid(state, seat):
        most = bid_limit_most(state, seat, card)
        if most > state.auction.high_bid:
            unit = auction.unit_of(card)
            kinds.append(ProxyKind(BID_UP_TO, text.bid_up_to_label(card), text.bid_up_to_amount(unit), most))
    if state.phase is not Phase.OVER:
        kinds.append(ProxyKind(PASS_KIND, text.PASS_KIND_LABEL, choices=text.CARD_KIND_CHOICES))
        kinds.append(ProxyKind(PASS_ALL, text.PASS_ALL_LABEL))
    return tuple(kinds)


def make(state: BibliosState, seat: int, key: str, amount: int | None, choice: int | None) -> dict[str, Any]:
    """The instruction ``key`` with its number or choice, as JSON data; ``IllegalAction`` saying why not."""
    if key == BID_UP_TO:
        if choice is not None:
            raise IllegalAction(text.NO_CHOICE_TAKEN)
        return _bid_up_to(state, seat, amount)
    if key not in (PASS_KIND, PASS_ALL):
        raise IllegalAction(text.unknown_instruction(key))
    if amount is not None:
        raise IllegalAction(text.NO_NUMBER_TAKEN)
    if state.phase is Phase.OVER:
        raise IllegalAction(text.AUCTION_OVER)
    if key == PASS_ALL:
        if choice is not None:
            raise IllegalAction(text.NO_CHOICE_TAKEN)
        return {"kind": PASS_ALL, "basis": {}}
    if type(choice) is not int or not 0 <= choice < len(CARD_KINDS):
        raise IllegalAction(text.CHOOSE_KIND)
    return {"kind": PASS_KIND, "cards": CARD_KINDS[choice], "basis": {}}


def _bid_up_to(state: BibliosState, seat: int, amount: int | None) -> dict[str, Any]:
    bidding = state.auction
    card = bidding.card
    if state.stage is not Stage.BID or card is None:
        raise IllegalAction(text.NOT_BIDDING)
    if not auction.is_eligible(state, seat):
        raise IllegalAction(text.shut_out(card))
    if seat in bidding.passed:
        raise IllegalAction(text.already_passed(card))
    unit = auction.unit_of(card)
    if type(amount) is not int:
        raise IllegalAction(text.limit_missing(unit))
    most = bid_limit_most(state, seat, card)
    if most < 1:
        raise IllegalAction(text.nothing_to_bid(unit))
    if most <= bidding.high_bid:
        raise IllegalAction(text.cannot_outbid(most, bidding.high_bid, unit))
    if amount > most:
        raise IllegalAction(text.limit_above_holding(most, unit))
    if amount <= bidding.high_bid:
        raise IllegalAction(text.limit_not_above_bid(bidding.high_bid, unit))
    basis = {"card": card, "auction": bidding.number, "round": bidding_round(state)}
    return {"kind": BID_UP_TO, "amount": amount, "basis": basis}


def step(state: BibliosState, seat: int, instruction: dict[str, Any]) -> ProxyStep:
    """What the instruction does now: bid, pass, nothing, or end (with why)."""
    kind = instruction.get("kind")
    if kind == BID_UP_TO:
        return _step_bid_up_to(state, seat, instruction)
    if kind not in (PASS_KIND, PASS_ALL):
        return ProxyStep(ended=text.UNKNOWN_INSTRUCTION)
    if state.phase is Phase.OVER:
        return ProxyStep(ended=text.pass_ended(describe(instruction)))
    card = state.auction.card
    if card is None or not is_asked_to_bid(state, seat):
        return ProxyStep()
    if kind == PASS_KIND and card_kind(card) != instruction["cards"]:
        return ProxyStep()
    return ProxyStep(action=dict(options.PASS.action))


def _step_bid_up_to(state: BibliosState, seat: int, instruction: dict[str, Any]) -> ProxyStep:
    limit, basis = instruction["amount"], instruction["basis"]
    card = basis["card"]
    unit = auction.unit_of(card)
    bidding = state.auction
    if bidding.card != card or bidding.number != basis["auction"]:
        return ProxyStep(ended=text.bid_up_to_ended(limit, unit, card, _fate(state, seat, card)))
    if bidding_round(state) > basis["round"]:
        penalised = bidding.excluded[basis["round"] - 1]
        return ProxyStep(ended=text.bid_up_to_ended(limit, unit, card, text.auctioned_again(penalised, seat)))
    if state.stage is not Stage.BID:  # the bidding is won; the winner pays or refuses (§6.4-§6.5)
        assert bidding.high_bidder is not None
        why = text.won_bidding(bidding.high_bidder, seat, bidding.high_bid, unit)
        return ProxyStep(ended=text.bid_up_to_ended(limit, unit, card, why))
    if seat in bidding.passed:
        return ProxyStep(ended=text.bid_up_to_ended(limit, unit, card, text.YOU_PASSED))
    if bidding.to_act != seat:
        return ProxyStep()
    lowest = auction.minimum_bid(state)
    if lowest <= limit:
        return ProxyStep(action=dict(options.BIDS[unit][lowest - 1].action))
    why = text.limit_reached(bidding.high_bid, limit, unit)
    return ProxyStep(action=dict(options.PASS.action), ended=text.bid_up_to_ended(limit, unit, card, why))


def _fate(state: BibliosState, seat: int, card: str) -> str:
    """What became of a card no longer under auction, as far as the table saw it."""
    buyer = next((other for other, player in enumerate(state.players) if card in player.known), None)
    if buyer is None and state.church is not None and state.church.card == card:
        buyer = state.church.seat  # a Church card won is played at once (§6.2 step 4)
    if buyer is not None:
        return text.went_to(buyer, seat)
    never_held = not any(card in player.held for player in state.players)
    if card in state.face_up_discards and never_held and not CARD[card].is_church:
        return text.DISCARDED_UNSOLD  # a bought Church card ends there too, once played
    return text.BIDDING_OVER


def describe(instruction: dict[str, Any]) -> str:
    """The instruction in the seat's own list, e.g. "Bid up to 4 gold on Monks 2 (A)"."""
    kind = instruction.get("kind")
    if kind == BID_UP_TO:
        card = instruction["basis"]["card"]
        return text.describe_bid_up_to(instruction["amount"], auction.unit_of(card), card)
    if kind == PASS_KIND:
        return text.describe_pass_kind(instruction["cards"])
    if kind == PASS_ALL:
        return text.DESCRIBE_PASS_ALL
    return text.UNKNOWN_DESCRIBED


PROXIES = ProxyRules(offered=offered, make=make, step=step, describe=describe)
