"""The bot bench with the bot in its own process (issue 23): the product's own start-up, measured from outside.

The in-process bench shares one interpreter between the bot, the emulator and the simulated
players; ``--bot-process`` runs ``python -m bot`` (``testkit.bot_process``) instead and learns
when each interaction is handled from the pipe the bot writes to. This plays a few moves that
way, so the bench that gives the README's figure keeps working.
"""

from bench import bot_bench


async def test_the_bench_plays_moves_through_a_bot_in_its_own_process():
    args = bot_bench.parse_args(
        ["--games", "2", "--concurrency", "2", "--actions", "6", "--pictures", "real", "--bot-process"]
    )
    figures = await bot_bench.run(args)
    assert figures.actions == 6
    moved = [sample for sample in figures.samples if sample.applied]
    assert len(moved) == 6 and all(sample.round_trip > 0 for sample in moved)
    assert figures.calls >= 6  # every move at least answered its interaction
    assert "bot in its own process" in bot_bench.report(args, figures)


def test_a_bot_process_draws_real_pictures_only():
    try:
        bot_bench.parse_args(["--bot-process"])
    except SystemExit as stop:
        assert stop.code == 2
    else:
        raise AssertionError("--bot-process with stand-in pictures was accepted")
