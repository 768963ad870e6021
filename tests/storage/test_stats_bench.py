"""The statistics benchmark (testing/bench/stats.py) measures what it says over the rows it inserted."""

import re

from bench import stats


async def test_the_benchmark_times_each_command_over_its_games(tmp_path):
    lines = await stats.run(f"sqlite+aiosqlite:///{tmp_path / 'bench.sqlite3'}", 200, 8, 2, seed=3)
    assert re.match(r"200 games in one server \(.+\), 8 members, \d+ result rows: inserted in ", lines[0])
    assert re.match(r"/stats \(every title\): [\d.]+ ms median, [\d.]+ ms worst, CPU [\d.]+ ms \(\d+ games", lines[1])
    assert lines[2].startswith("/stats game:") and lines[3].startswith("/leaderboard game:")
    regular_games = int(re.search(r"\((\d+) games, (\d+) pages\)", lines[4])[1])
    assert regular_games >= 200 // 4 // 2  # the regular sits at about a quarter of the games
    assert lines[5].startswith("/game history, last page")
    played = int(re.search(r"/campaign standings: .*\((\d+) games, 8 members\)", lines[6])[1])
    assert played == sum(1 for n in range(1, 201) if n % 10 == 1 and n % 20 != 0)  # its finished games
    assert re.match(r"/campaign history: .*\(15 of \d+ games\)", lines[7])
