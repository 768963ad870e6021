"""The scheduler benchmark (testing/bench/scheduler.py) measures what it says: idle ticks, then reminders, timeouts."""

import re

from bench import scheduler


async def test_the_benchmark_handles_every_deadline_it_made_due_once(tmp_path):
    lines = await scheduler.run(f"sqlite+aiosqlite:///{tmp_path / 'bench.sqlite3'}", 60, 10, 3, seed=2)
    assert lines[0].startswith("60 running games with clocks")
    assert lines[1].startswith("(a) idle tick (nothing due), 3 calls:")
    assert re.match(r"\(b\) 10 due deadlines \(5 reminders, 5 timeout moves\) in ", lines[2])
    assert re.match(r"\(c\) /mygames for a member in \d+ of them", lines[3])
