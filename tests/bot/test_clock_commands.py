"""``/me`` and ``/game more-time``, and the bad clock input refused with a specific message (issue 11)."""

from bot.refusals import NoSuchChoice
from storage.timers import MemberTime
from tests.bot.doubles import click, open_table, run_command


async def me(fake, bot, user, name, **params):
    interaction, seen = fake.interaction(bot, user)
    await run_command(bot, f"me {name}", interaction, **params)
    return seen.last.content


async def test_a_member_sets_zone_quiet_hours_and_vacations_and_sees_them(fake, bot):
    ana = fake.member(501, "Ana")
    shown = await me(fake, bot, ana, "timezone", zone="europe/paris")
    assert "Your time zone is set." in shown and "**Europe/Paris**" in shown
    shown = await me(fake, bot, ana, "quiet-hours", hours="23-7")
    assert "**23:00–07:00**" in shown
    shown = await me(fake, bot, ana, "vacation", dates="2099-12-24 to 2099-12-31")
    assert "up to a year ahead" in shown  # refused: too far ahead, nothing stored
    assert await bot.service.clock.member_time(ana.id) == MemberTime("Europe/Paris", "23:00", "07:00")
    shown = await me(fake, bot, ana, "clock")
    assert (
        "**Europe/Paris**" in shown
        and "**23:00–07:00**" in shown
        and "Vacations (your clock stops all day): **none**" in shown
    )


async def test_bad_clock_input_gets_a_specific_message_and_changes_nothing(fake, bot):
    ana = fake.member(501, "Ana")
    await me(fake, bot, ana, "timezone", zone="Asia/Tokyo")
    before = await bot.service.clock.member_time(ana.id)
    assert "is not a time zone I know" in await me(fake, bot, ana, "timezone", zone="Mars/Olympus")
    assert "at most 20 hours" in await me(fake, bot, ana, "quiet-hours", hours="01:00-23:00")
    assert "YYYY-MM-DD" in await me(fake, bot, ana, "vacation", dates="next week")
    assert await bot.service.clock.member_time(ana.id) == before


async def test_a_clock_outside_the_offered_list_is_refused(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"], start=False)
    ana, _ = table.players
    seen = await click(fake, bot, ana, table.lobby, "bg:l:1:opt:1", values=["1:99"])
    assert "not offered" in seen.last.content
    assert (await bot.service.get(1)).table["clock"] == "none"
    await click(fake, bot, ana, table.lobby, "bg:l:1:opt:1", values=["1:2"])  # 24 hours per move
    record = await bot.service.get(1)
    assert record.table["clock"] == "24h" and "Clock: 24 hours per move" in table.lobby.content
    try:
        await bot.service.lobby.open_lobby(1, 2, ana.id, "Ana", "poll", {"clock": "5h"})
    except NoSuchChoice as refusal:
        assert "not a choice for Clock" in refusal.message
    else:
        raise AssertionError("a clock that is not offered was accepted")


async def test_more_time_needs_a_clock_and_a_running_decision(fake, bot):
    table = await open_table(fake, bot, "poll", ["Ana", "Ben"])
    ana, _ = table.players
    interaction, seen = fake.interaction(bot, ana, channel_id=table.thread_id)
    await run_command(bot, "game more-time", interaction)
    assert seen.last.content == "This game has no clock."
