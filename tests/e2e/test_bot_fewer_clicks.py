"""Fewer clicks (issue 10), through the real bot and the emulator: Biblios bids by quick buttons and a typed
amount in a form, a Gold card paid in cards with one multi-select, a Dreams star placed with one form.

Every refusal of a typed amount or a discard set is specific, ephemeral, and changes nothing: the game's
version, state and log, the thread and the DMs stay as they were (``Watch.check_nothing_changed``).
"""

import json
import random

from demo.images import quick_images_for
from demo.players import Players
from discord_emulator import Message
from engine.biblios import GAME as BIBLIOS
from engine.biblios import text
from engine.biblios.cards import CARD
from engine.biblios.state import Stage
from engine.core import pending_for
from engine.dreams import GAME as DREAMS
from tests.e2e.bot_checks import Watch


def labels(message: Message) -> list[str]:
    return [button.label or "" for button in message.buttons]


def button(message: Message, label: str) -> str:
    found = next((b.custom_id for b in message.buttons if b.label == label), None)
    assert found is not None, f"no {label!r} among {labels(message)}"
    return found


def board_of(players: Players) -> Message:
    board = players.board()
    assert board is not None
    return board


async def state_of(table, game):
    return (await table.live.service.get(game.game_id)).state


async def play_json(table, game, member, action) -> Message:
    """``/play`` with a typed JSON action; the panel it shows."""
    played = await table.do(table.emulator.slash(member, game.thread, "play", {"choice": json.dumps(action)}))
    assert played.ephemeral
    await table.flush()
    return played.original


async def submit(table, member, message: Message, typed_id: str, text: str):
    """Press a typed answer's button on ``message`` and submit its form with ``text``."""
    opened = await table.do(table.emulator.click(member, message, typed_id))
    assert opened.modal is not None, opened.original.content if opened.original else opened
    box = opened.modal["components"][0]["components"][0]
    submitted = await table.do(table.emulator.submit_modal(member, opened, {box["custom_id"]: text}))
    await table.flush()
    return opened, submitted


async def test_a_biblios_bid_by_quick_buttons_and_by_a_typed_amount(table):
    """§6.3: the board offers pass, the next bids and "Other amount…"; a typed amount out of range or not a
    number is refused with the legal range and changes nothing; a legal one is a bid like a button's."""
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    players = Players(table, game, random.Random(3))
    watch = Watch(table, game, BIBLIOS, quick_images_for("biblios"))
    for _ in range(300):
        if (await state_of(table, game)).stage is Stage.BID:
            break
        await players.move()
        await table.flush()
    state = await state_of(table, game)
    assert state.stage is Stage.BID
    board = board_of(players)
    low = state.auction.high_bid + 1
    unit = "cards" if CARD[state.auction.card].is_gold else "gold"
    quick = [text.bid_label(amount, unit) for amount in range(low, min(low + 3, 100))]
    assert labels(board)[: 2 + len(quick)] == ["Take your turn", "Pass", *quick]
    assert "Other amount…" in labels(board) and len(board.buttons) <= 7  # not a 100-option menu over pages
    (bidder,) = players.waiting(board)

    for typed, expected in [
        ("150", "capped at 99: bid from"),
        ("abc", "is not a whole number. Type a whole number: bid from"),
        ("²", "is not a whole number"),
        ("0", "A bid must be"),
    ]:
        before = await watch.seen(with_log=True)
        opened, refused = await submit(table, bidder, board, button(board, "Other amount…"), typed)
        assert opened.modal["title"] == "Other amount…"
        assert refused.ephemeral and expected in refused.original.content, (typed, refused.original.content)
        assert "Something went wrong" not in refused.original.content
        await watch.check_nothing_changed(before)

    amount = min(low + 5, 99)
    before = await watch.seen(with_log=True)
    _, bid = await submit(table, bidder, board, button(board, "Other amount…"), f" {amount} ")
    after = await watch.seen(with_log=True)
    assert after.record.version == before.record.version + 1 and bid.ephemeral
    assert after.log[-1].action == {"type": "bid", "amount": amount}

    # The next bidder answers with a quick button on the board: the lowest legal bid now.
    board = board_of(players)
    state = await state_of(table, game)
    if state.stage is Stage.BID:
        (next_bidder,) = players.waiting(board)
        quick_bid = next(b for b in board.buttons if (b.label or "").startswith(f"Bid {amount + 1} "))
        await table.do(emulator.click(next_bidder, board, quick_bid.custom_id))
        await table.flush()
        assert (await watch.seen(with_log=True)).log[-1].action == {"type": "bid", "amount": amount + 1}


async def test_a_gold_card_is_paid_with_one_multi_select_and_wrong_sets_change_nothing(table):
    """§6.5: the winner of a Gold card picks the cards to discard in one menu of their private panel; a set of
    the wrong size or with a card not in hand is refused whole, and nothing changes; the thread names no card."""
    emulator = table.emulator
    ana, ben, cy, _ = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    watch = Watch(table, game, BIBLIOS, quick_images_for("biblios"))
    # Play by typed JSON: the first bidder on a Gold card bids 1, every other bid is a pass, the rest defaults.
    for _ in range(400):
        state = await state_of(table, game)
        if state.stage is Stage.PAY_GOLD:
            break
        decision = next(d for d in BIBLIOS.pending(state))
        action = decision.default_option.action
        if decision.kind == "bid":
            gold = CARD[state.auction.card].is_gold and state.auction.high_bidder is None
            action = {"type": "bid", "amount": 1} if gold and len(state.hand(decision.seat)) > 1 else {"type": "pass"}
        await play_json(table, game, game.players[decision.seat], action)
    state = await state_of(table, game)
    assert state.stage is Stage.PAY_GOLD
    seat = state.auction.high_bidder
    winner, hand = game.players[seat], list(state.hand(seat))
    decision = pending_for(BIBLIOS, state, seat)
    assert decision.secret and decision.set_choice is not None and decision.set_choice.count == 1

    panel = (
        await table.do(emulator.click(winner, board_of(Players(table, game, random.Random(1))), label="Take your turn"))
    ).original
    menu = next(c for c in panel.selects if (c.custom_id or "").startswith("bg:k:"))
    assert menu.min_values == menu.max_values == 1 and len(menu.options) == len(hand)
    assert labels(panel) == ["Do not pay (penalty)"]

    before = await watch.seen(with_log=True)
    two = await table.do(emulator.forge(winner, panel, menu.custom_id, ["0", "1"]))
    assert "You chose 2 cards but must discard exactly 1." in two.original.content and two.ephemeral
    stranger = next(card for card in CARD if card not in hand and not CARD[card].is_church)
    refused = await table.do(
        emulator.slash(winner, game.thread, "play", {"choice": json.dumps({"type": "discard", "cards": [stranger]})})
    )
    assert f"“{stranger}” is not in your hand." in refused.original.content and refused.ephemeral
    await watch.check_nothing_changed(before)

    panel = two.original
    menu = next(c for c in panel.selects if (c.custom_id or "").startswith("bg:k:"))
    chosen = menu.options[-1]
    paid = await table.do(emulator.select(winner, panel, menu.custom_id, [chosen.value]))
    await table.flush()
    after = await watch.seen(with_log=True)
    assert after.record.version == before.record.version + 1
    assert after.log[-1].action == {"type": "discard", "cards": [hand[-1]]}
    assert f"You discard {chosen.label} face down." in paid.original.content and paid.original.ephemeral
    thread_text = " ".join(m.content for m in emulator.messages(game.thread))
    assert "discards 1 card face down" in thread_text and "You discard" not in thread_text


async def test_a_dreams_star_is_placed_with_one_form(open_table):
    """§6.7: the star's kind is a button, its point is typed as on the sky picture: one form, one move; an
    occupied point is refused with the game's words and nothing changes."""
    table = await open_table("dreams")
    emulator = table.emulator
    game = await table.open_game("dreams", table.members[:3])
    players = Players(table, game, random.Random(5))
    watch = Watch(table, game, DREAMS, quick_images_for("dreams"))
    board = board_of(players)
    assert labels(board) == ["Take your turn", "Place clear star…", "Place grey star…", "Place black star…"]
    (placer,) = players.waiting(board)

    before = await watch.seen(with_log=True)
    opened, placed = await submit(table, placer, board, button(board, "Place grey star…"), "g7")
    assert opened.modal["components"][0]["components"][0]["placeholder"] == "G7"
    after = await watch.seen(with_log=True)
    assert after.record.version == before.record.version + 1 and placed.ephemeral
    assert after.log[-1].action == {"type": "place", "kind": "grey", "at": "G7"}
    assert [(s.kind, s.point) for s in after.record.state.stars] == [("grey", "G7")]
    assert "placed a grey star at G7" in " ".join(m.content for m in emulator.messages(game.thread))

    board = board_of(players)
    (placer,) = players.waiting(board)
    before = await watch.seen(with_log=True)
    for typed, expected in [("G7", "G7 already holds a star"), ("Z99", "Coordinates run from A1 to M13.")]:
        _, refused = await submit(table, placer, board, button(board, "Place black star…"), typed)
        assert refused.ephemeral and expected in refused.original.content
    await watch.check_nothing_changed(before)
