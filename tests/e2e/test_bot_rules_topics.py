"""``/game rules topic:`` through the emulator (issue 26): topics autocompleted in the member's language, one
section shown alone, an unknown topic refused with the list, and the thread's game implied."""

from engine.biblios import GAME as BIBLIOS
from i18n import say


def told(outcome) -> str:
    """Everything the member alone was shown (the ephemeral answer and follow-ups)."""
    return "\n".join(m.content for m in outcome.messages if m.ephemeral_for is not None)


async def test_rules_topics_are_autocompleted_and_shown_one_at_a_time(table):
    emulator = table.emulator
    ana, ben, cy, _dan = table.members
    keys = [topic.key for topic in BIBLIOS.rules_topics]

    offered = await table.do(
        emulator.autocomplete(ana, table.channel, "game rules", {"game": "biblios", "topic": ""}, focused="topic")
    )
    assert offered.choice_values == keys
    assert offered.choice_names == [say(topic.title, "en") for topic in BIBLIOS.rules_topics]
    narrowed = await table.do(
        emulator.autocomplete(ana, table.channel, "game rules", {"game": "biblios", "topic": "auc"}, focused="topic")
    )
    assert narrowed.choice_values == ["auction"]
    nothing = await table.do(emulator.autocomplete(ana, table.channel, "game rules", {"topic": ""}, focused="topic"))
    assert nothing.choice_values == []  # no game chosen and none implied here: nothing to offer

    auction = next(topic for topic in BIBLIOS.rules_topics if topic.key == "auction")
    shown = told(
        await table.do(emulator.slash(ana, table.channel, "game rules", {"game": "biblios", "topic": "auction"}))
    )
    assert shown.startswith("**Biblios** · rules: Auction phase")
    assert str(auction.text).split("\n\n")[0] in shown
    assert "Gift phase" not in shown.split("\n", 1)[1]  # that section alone, not the whole summary

    whole = told(await table.do(emulator.slash(ana, table.channel, "game rules", {"game": "biblios"})))
    assert "the rules in short" in whole and "`/game rules topic:`" in whole

    wrong = told(await table.do(emulator.slash(ana, table.channel, "game rules", {"game": "biblios", "topic": "x"})))
    assert "has no rules topic “x”" in wrong and "Church cards" in wrong

    # in Persian for a member who reads Persian; inside a game's thread the game is implied
    await table.do(emulator.slash(ben, table.channel, "me language", {"language": "fa"}))
    game = await table.open_game("biblios", [ana, ben, cy])
    persian = await table.do(emulator.autocomplete(ben, game.thread, "game rules", {"topic": ""}, focused="topic"))
    assert persian.choice_values == keys
    assert persian.choice_names == [say(topic.title, "fa") for topic in BIBLIOS.rules_topics]
    assert "فاز مزایده" in persian.choice_names
    shown = told(await table.do(emulator.slash(ben, game.thread, "game rules", {"topic": "church"})))
    assert shown.startswith("**Biblios**") or "قواعد" in shown.split("\n")[0]
    assert say(next(t for t in BIBLIOS.rules_topics if t.key == "church").text, "fa")[:30] in shown


async def test_the_turn_panel_answers_what_can_i_do_for_biblios(table):
    emulator = table.emulator
    ana, ben, cy, _dan = table.members
    game = await table.open_game("biblios", [ana, ben, cy])
    record = await table.live.service.get(game.game_id)
    (decision,) = BIBLIOS.pending(record.state)
    member = game.players[decision.seat]
    panel = told(await table.do(emulator.slash(member, game.thread, "play", {})))
    assert "**What can I do?** Gift phase, turn 1 of" in panel
    assert "Place it:" in panel and "keep it face down for yourself" in panel
    thread = "\n".join(m.content for m in emulator.messages(game.thread))
    assert BIBLIOS.what_can_i_do(record.state, decision.seat) not in thread  # the drawn card stays private
