"""No public message shows a card held in a hand (issue 8, item 1).

Careful bidders bid only what they hold, so auctions end in payments: the decision where a
player picks which Gold cards to pay. Its options are built from the payer's hand, so they
must never reach the thread. Every revision of every message in the channel and the thread
is scanned after every move, for the game's own secrets inventory and, specifically, for
any payment a hand could make.
"""

import random

import pytest

from engine.biblios import GAME as BIBLIOS
from engine.biblios import auction, payment, text
from engine.core import pending
from tests.e2e.bot_checks import leaked, revision_texts

MOVES = 400


def careful_choice(state, decision, rng: random.Random) -> int:
    """A careful player's option index: bid only what can be paid, and pay rather than refuse."""
    if decision.kind == "bid":
        unit = auction.unit_of(state.auction.card)
        can_pay = auction.holding(state, decision.seat, unit)
        affordable = [i for i, o in enumerate(decision.options) if o.action.get("amount", 0) <= can_pay]
        bids = [i for i in affordable if decision.options[i].action["type"] == "bid"]
        return rng.choice(bids) if bids and rng.random() < 0.8 else affordable[0]
    if decision.kind in ("pay", "pay_gold"):
        paying = [i for i, o in enumerate(decision.options) if o.action["type"] == "pay"]
        return rng.choice(paying) if paying else 0
    return rng.randrange(len(decision.options))


def payments_in_hands(state) -> set[str]:
    """The label of every payment some hand could make now, whatever the price."""
    labels = set()
    for seat in range(state.seats):
        gold = payment.gold_in_hand(state, seat)
        for due in range(1, sum(gold) + 1):
            labels.update(text.pay_label(values) for values in payment.payment_sets(gold, due))
    return labels


@pytest.mark.parametrize("choices", [5, 6])
async def test_careful_bidders_payments_never_reach_the_thread(open_table, choices):
    table = await open_table("biblios")
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    rng = random.Random(choices)
    service = table.live.service
    seen: dict[int, int] = {}
    payments = 0
    for _ in range(MOVES):
        record = await service.get(game.game_id)
        decisions = pending(BIBLIOS, record.state)
        if not decisions:
            break
        decision = rng.choice(decisions)
        payments += decision.kind == "pay"
        index = careful_choice(record.state, decision, rng)
        player = game.players[decision.seat]
        choice = f"v{record.version}:o{index}"
        outcome = await table.do(emulator.slash(player, game.thread, "play", {"choice": choice}))
        assert outcome.ephemeral
        await table.flush()

        record = await service.get(game.game_id)
        secrets = BIBLIOS.secrets(record.state, None) if record.state is not None else set()
        forbidden = payments_in_hands(record.state)
        for message in emulator.messages(table.channel) + emulator.messages(game.thread):
            texts = revision_texts(message, seen.get(message.id, 0))
            seen[message.id] = len(message.revisions)
            assert not leaked(secrets, texts), (message.content, leaked(secrets, texts))
            shown = "\n".join(texts)
            assert not [label for label in forbidden if label in shown], message.content
    else:
        raise AssertionError("the game did not end")
    assert payments, "no careful bidder ever had to choose a payment: the scan proved nothing"
