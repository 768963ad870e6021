"""Architects of the West Kingdom through the real bot: the opening draft is secret and simultaneous (issue 12).

Every seat picks from its own hand at once: the first board pings everyone and shows no option
in the thread; the panels opened before anyone picked stay good while the others pick (a pick is
not "an earlier turn" for them); a pick edits the board in place and sends nobody a DM, since
nobody else's hand changed; and the cards picked never reach the server. ``Watch.check_move``
checks each pick as in the full-game test (storage, board, pings, DMs, secrets).
"""

from demo.images import quick_images_for
from demo.players import Attempt
from engine.core import fill_names, pending, pending_for
from tests.e2e.bot_checks import Watch, game_spec, revision_texts

PLAYERS = 3


def option_index(panel, game_id: int, seat: int) -> int:
    """The first option button of ``seat``'s panel, by its index in the decision."""
    ids = [c for c in panel.custom_ids if c.startswith(f"bg:o:{game_id}:") and c.split(":")[4] == str(seat)]
    assert ids, panel.custom_ids
    return int(ids[0].split(":")[5])


async def test_the_opening_draft_is_secret_and_simultaneous(open_table):
    spec = game_spec("architects")
    table = await open_table("architects")
    game = await table.open_game("architects", table.members[:PLAYERS], settings={"setup": "variable"})
    watch = Watch(table, game, spec, quick_images_for("architects"))
    seen = await watch.check_start()
    drafting = pending(spec, seen.record.state)
    assert [d.seat for d in drafting] == list(range(PLAYERS)) and all(d.kind == "draft" and d.secret for d in drafting)
    board = table.emulator.message(seen.record.board_message_id)
    start = seen.record.version

    # Everyone opens their panel before anyone picks; each panel offers only its own seat's hand.
    panels = []
    for seat, player in enumerate(game.players):
        opened = await table.do(table.emulator.click(player, board, label="Take your turn"))
        assert opened.ephemeral and opened.original is not None
        panels.append(opened.original)
        assert {c.split(":")[4] for c in opened.original.custom_ids if c.startswith("bg:o:")} == {str(seat)}

    picked = []
    for seat, player in enumerate(game.players):
        decision = pending_for(spec, seen.record.state, seat)
        assert decision is not None and decision.kind == "draft"
        index = option_index(panels[seat], game.game_id, seat)
        label = fill_names(decision.options[index].label, watch.names)
        picked.append(label.removeprefix("Keep "))
        # Pressed in the panel opened at the start: still good after the others' picks.
        custom_id = f"bg:o:{game.game_id}:{start}:{seat}:{index}"
        assert custom_id in panels[seat].custom_ids
        outcome = await table.do(table.emulator.click(player, panels[seat], custom_id))
        await table.flush()
        assert "earlier turn" not in (outcome.original.content or ""), outcome.original.content
        before = seen
        seen = await watch.check_move(seen, Attempt(player, "panel", label, [outcome]))
        if seat < PLAYERS - 1:
            # The others still pick from the same hands: the board is edited, nobody gets a DM.
            assert set(seen.waiting) == set(range(seat + 1, PLAYERS))
            assert seen.dm_counts == before.dm_counts
    # Everyone picked: the hands are passed on, one card smaller, and everyone picks again.
    again = pending(spec, seen.record.state)
    assert [d.seat for d in again] == list(range(PLAYERS)) and all(d.kind == "draft" for d in again)
    assert all(len(d.options) == len(drafting[0].options) - 1 for d in again)
    shown = "\0".join(text for message in watch.server_messages() for text in revision_texts(message))
    for card in picked:
        assert card not in shown, f"the pick {card!r} reached the server"
