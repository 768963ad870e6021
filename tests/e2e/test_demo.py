"""``python -m demo`` plays a small game through the bot and writes a readable transcript."""

import re

import pytest

from demo import __main__ as demo
from engine.core import registry
from testkit.toy_game import TOY_GAME


@pytest.fixture
def toy_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry holds the toy game only: a game of a few moves."""
    monkeypatch.setattr(registry, "all_games", lambda: {"toy": TOY_GAME})


def test_the_demo_plays_a_small_game_and_writes_index_html(toy_only, tmp_path, capsys):
    out = tmp_path / "demo"
    status = demo.main([str(out), "--game", "toy", "--players", "2", "--seed", "3", "--pictures", "stand-in"])
    assert status == 0
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "Toy: a game played by simulated players through the bot" in page
    assert "<h2>Thread: Toy #1</h2>" in page and "is over." in page and "Thanks for playing" in page
    assert "<h3>Ana</h3>" in page and "<h3>Ben</h3>" in page and "the game has started" in page
    assert "edited" in page and "pinged @" in page and "<span class='mention'>@Ana</span>" in page
    pictures = re.findall(r"<img src='([^']+)'", page)
    assert pictures and all((out / name).read_bytes().startswith(b"\x89PNG") for name in pictures)
    out = capsys.readouterr().out
    assert "open" in out and "messages left" in out and "pings/DMs per player: Ana" in out
    assert re.search(r"Decisions: \d+, \d+ with a single option\.", out)


def test_the_demo_refuses_an_unknown_game_and_a_wrong_player_count(toy_only, tmp_path, capsys):
    assert demo.main([str(tmp_path), "--game", "chess"]) == 2
    assert demo.main([str(tmp_path), "--game", "toy", "--players", "9"]) == 2
    assert "Unknown game 'chess'" in capsys.readouterr().err


def test_the_demo_seats_bots_and_one_scripted_member_plays_with_them_to_the_end(tmp_path, capsys):
    out = tmp_path / "demo"
    argv = [str(out), "--game", "biblios", "--players", "1", "--bots", "2", "--bot-iterations", "4"]
    assert demo.main([*argv, "--seed", "2", "--pictures", "stand-in"]) == 0
    page = (out / "index.html").read_text(encoding="utf-8")
    assert "1 player (Ana) and 2 bots" in page and "is over." in page
    assert "Bot 1 (normal)" in page and "Bot 2 (normal)" in page
    assert "<h3>Ana</h3>" in page and "<h3>Bot" not in page
    assert demo.main([str(tmp_path), "--game", "biblios", "--players", "3", "--bots", "2"]) == 2
    assert "for 2 to 4 seats, not 5" in capsys.readouterr().err
