"""A short seeded fuzz run of the real bot (``testing/bench/bot_fuzz.py``): every interaction answered, nothing raised,
no refused input changes a game, no reply over Discord's limits.

The failures a run finds are listed in the assertion message.
"""

from bench.bot_fuzz import report, run

INTERACTIONS = 250
SEED = 3
TIME_LIMIT = 60.0  # seconds: the run stops sending after this, whatever it reached


async def test_a_short_fuzz_run_meets_the_goals():
    figures = await run(INTERACTIONS, SEED, TIME_LIMIT)
    summary = report(figures)
    assert sum(figures.sent.values()) >= 100, summary
    assert figures.count("no answer") == 0, summary
    assert figures.count("exception") == 0, summary
    assert figures.count("state change") == 0, summary
    assert figures.count("limit") == 0, summary
    assert not figures.failures, summary


async def test_the_fuzz_harness_sends_every_kind_and_sees_the_bot_answer():
    """The harness itself works: legitimate moves are answered and every malformed kind is sent."""
    figures = await run(120, SEED, TIME_LIMIT)
    assert figures.sent["legit_move"] > 0 and figures.answered["legit_move"] == figures.sent["legit_move"]
    assert figures.count("move failed") == 0 and figures.count("emulator error") == 0
    malformed = {kind for kind, count in figures.sent.items() if count and kind.endswith(("_bad", "_forged"))}
    assert len(malformed) >= 4
