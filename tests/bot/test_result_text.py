"""Final messages in words a player uses (issue 10): no code names, sums that add up, the winner once.

Many random finished games of every title and seat count are closed the way the bot closes them
(:func:`bot.present.play.result_message` over the final board and the last change's public lines), and
the message a player reads is checked: words, not identifiers; each score equal to the categories
listed after it; the winner announced once; within Discord's 2,000 characters; nothing cut mid-sentence.
"""

import random
import re

import pytest

from bot.present import common as present_common
from bot.present import play as present_play
from bot.service import Board, Picture
from bot.service.typed import sentences
from engine.core import Result, Standing, all_games, apply, fill_names, new_game, pending
from engine.simulate import option_combinations

GAMES = 12  # random games per title and seat count
LONG_NAMES = tuple(
    f"{first} the Magnificent Player" for first in ("Ana", "Ben", "Cy", "Dana", "Eli", "Fay", "Gus", "Hal")
)
IDENTIFIER = re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b|\{p\d\}")
STANDING = re.compile(r"^(?:🏆 )?(?P<rank>\d+)\. (?P<name>.+?): (?P<score>\d+)(?: = (?P<parts>[^·;]+?))?(?: ·.*|;.*)?$")
WIN_WORDS = re.compile(r"\bwins with\b|\bshare the victory\b|\bWinner:|\bShared victory:")


def finished(key: str, players: int, seed: int, options: dict[str, str] | None = None) -> tuple[Board, Result]:
    """A random finished game as the bot's final board: names, the last change's public lines, the result."""
    spec = all_games()[key]
    rng = random.Random(seed)
    state = new_game(spec, players, seed, options)
    events: list = []
    while decisions := pending(spec, state):
        decision = rng.choice(decisions)
        state, events = apply(spec, state, decision.seat, rng.choice(decision.options).action)
    names = LONG_NAMES[:players]
    last = sentences([fill_names(event.text, names) for event in events if event.public])
    result = spec.result(state)
    assert result is not None
    picture = Picture(b"", "final.png", "the final board")
    user_ids = tuple(range(10**17, 10**17 + players))
    return Board(1, 1, spec.title, "finished", names, user_ids, "", picture, (), None, last, result), result


def cases() -> list[tuple[str, int, dict[str, str]]]:
    """Every title and seat count, each under the options that allow it (Dreams' large table for 7-8)."""
    found: dict[tuple[str, int], dict[str, str]] = {}
    for key in ("biblios", "burgundy", "dreams"):
        spec = all_games()[key]
        for options in option_combinations(spec):
            low, high = spec.seats_for(spec.resolve_options(options))
            for players in range(low, high + 1):
                found.setdefault((key, players), options)
    return [(key, players, options) for (key, players), options in found.items()]


CASES = cases()


@pytest.mark.parametrize(("key", "players", "options"), CASES, ids=[f"{key}-{players}" for key, players, _ in CASES])
def test_final_messages_read_in_words_and_add_up(key, players, options):
    """Every standing's breakdown sums to its score, and the message says so in words, once, uncut."""
    for seed in range(GAMES):
        board, result = finished(key, players, seed, options)
        for standing in result.standings:
            assert sum(standing.breakdown.values()) == standing.score, (key, seed, standing)
        content = present_play.result_message(board).content
        where = f"{key} {players} players, seed {seed}:\n{content}"
        assert len(content) <= present_common.CONTENT_LIMIT, where
        assert not IDENTIFIER.search(content), where
        assert " 1 cards" not in content and " 1 points" not in content, where
        assert len(WIN_WORDS.findall(content)) == 1, where
        assert all(cut == " …" for cut in re.findall(r".?…", content)), where  # only whole sentences are left out
        standings = [match for line in content.splitlines() if (match := STANDING.match(line))]
        assert len(standings) == players, where
        for match in standings:
            parts = match["parts"] or ""
            shown = sum(int(part.rsplit(" ", 1)[1]) for part in parts.split(" + ") if part)
            assert shown == int(match["score"]), where


def test_non_points_stand_outside_the_sum():
    """Figures that are not points (Biblios gold value, Dreams rounds as the mortal) follow the sum, apart."""
    result = Result(
        (Standing(0, 1, 7, {"regions": 5, "sales": 2, "workers": 0}, facts={"gold": 3}),),
        labels={"gold": "gold value"},
    )
    assert present_play.result_lines(result, ["Ana"]) == ["🏆 1. Ana: 7 = regions 5 + sales 2 · gold value 3"]


def test_the_winner_is_announced_once():
    """The game's own closing words replace "Winner: ..." and are not repeated in the last line."""
    board, result = finished("dreams", 5, 1)
    summary = fill_names(result.summary, board.names)
    content = present_play.result_message(board).content
    assert content.count(summary) == 1 and "Winner:" not in content


def test_a_category_without_words_reads_with_spaces():
    result = Result((Standing(0, 1, 3, {"goods_left": 3}),))
    assert present_play.result_lines(result, ["Ana"]) == ["🏆 1. Ana: 3 = goods left 3"]


def test_burgundy_categories_are_the_final_pictures_headings():
    """The message's words for Burgundy categories are the final image's column headings."""
    from engine.burgundy.state import Score
    from engine.burgundy.text import SCORE_LABELS
    from renderers.burgundy.final import CATEGORIES

    assert set(SCORE_LABELS) == {score.value for score in Score}
    assert dict(CATEGORIES) == SCORE_LABELS
