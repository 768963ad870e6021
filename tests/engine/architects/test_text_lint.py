"""Every word a player reads in complete random Architects games, linted (issue 21).

Over whole seeded random games at 2-5 players (both board sides, the optional rules on in
some), every text the game hands the bot is collected with the Discord limit it must fit:
public and private event lines, decision prompts and contexts, option labels and
descriptions, "what can I do?" summaries, the strings of the views, the final result and the
renderers' text alternatives. Each must read as written for a player: no ALL-CAPS code word
(CAR, MAS), no "1 <plural>", no rules-section mark, no internal id (A28, town_centre), nothing
over its limit, nothing ending in "…" or cut mid-word, and no word doubled.
"""

import random
import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass

import pytest

from engine.architects import what_can_i_do
from engine.architects.declaration import GAME
from engine.core import fill_names
from engine.core.game import apply, new_game
from renderers.architects import describe_private, describe_public
from renderers.architects.describe import describe_tableau, describe_town, describe_workshop

NAMES = ["Anastasia", "Benedikt", "Cyprian", "Dagmara", "Evangeline"]

MESSAGE = 2000  # a message's content
LABEL = 80  # a button's label (select options allow 100: the stricter one binds)
DESCRIPTION = 100  # a select option's description
ALT = 1024  # an attachment's description

CODE_WORD = re.compile(r"\b[A-Z]{2,}\b")
ALLOWED_CAPS = {"VP"}
INTERNAL_ID = re.compile(r"\b[ABMR]\d{2}\b|\b[a-z]+_[a-z_]+\b|\{p\d\}")
ONE_PLURAL = re.compile(r"(?:^|(\w+) )1 ([A-Za-z]+s)\b")
# Words after "1" that are not a plural noun: a label's number ("row 1 has") or a verb.
COUNTED_BY_LABEL = {"row", "column", "space", "level", "pick", "round", "turn", "rank", "seat", "step", "action"}
NOT_PLURAL = {"is", "was", "has", "gives", "takes", "costs", "needs", "pays", "goes", "cycles", "shows", "holds"}
DOUBLED = re.compile(r"(?<!['’])\b([A-Za-z]+)\s+\1\b", re.IGNORECASE)
ENDS = (".", "?", "!", ")")


def _findings(kind: str, text: str, limit: int, sentence: bool) -> list[str]:
    """What is wrong with one text (empty when it reads right)."""
    found = []
    if len(text) > limit:
        found.append(f"over {limit} ({len(text)})")
    caps = [word for word in CODE_WORD.findall(text) if word not in ALLOWED_CAPS]
    if caps:
        found.append(f"code word {caps[0]}")
    for before, word in ONE_PLURAL.findall(text):
        if (before or "").lower() not in COUNTED_BY_LABEL and word.lower() not in NOT_PLURAL:
            found.append(f"'1 {word}'")
    if "§" in text:
        found.append("rules-section mark")
    ids = INTERNAL_ID.findall(text)
    if ids:
        found.append(f"internal id {ids[0]}")
    stripped = text.rstrip()
    if stripped.endswith(("…", "...")):
        found.append("ends cut with an ellipsis")
    elif sentence and stripped and not stripped.endswith(ENDS):
        found.append("ends mid-sentence")
    doubled = DOUBLED.search(text)
    if doubled:
        found.append(f"doubled word '{doubled.group(0)}'")
    return [f"{kind}: {problem}: {text!r}" for problem in found]


# Fields of the views that are data for the renderers, never shown as they are: card ids, effect
# and step keys, skill codes (each renderer writes them in words).
VIEW_DATA = {"id", "effect", "step", "skills", "rewards_taken", "colour"}


def _view_texts(value: object) -> Iterator[str]:
    """Every string inside a view that a player reads (names, rules), walking its dataclasses and tuples."""
    if isinstance(value, str):
        yield value
    elif is_dataclass(value):
        for item in fields(value):
            if item.name not in VIEW_DATA:
                yield from _view_texts(getattr(value, item.name))
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _view_texts(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _view_texts(item)


def lint_game(players: int, seed: int, options: dict[str, str]) -> list[str]:
    """Play one random game to its end and lint every text it shows; the findings, each once."""
    names = NAMES[:players]
    state = new_game(GAME, players, seed, options)
    chooser = random.Random(f"lint:{players}:{seed}")
    found: dict[str, None] = {}
    seen: set[tuple[str, str]] = set()

    def check(kind: str, text: str, limit: int, sentence: bool = True) -> None:
        text = fill_names(text, names)
        if (kind, text) in seen:
            return
        seen.add((kind, text))
        for finding in _findings(kind, text, limit, sentence):
            found.setdefault(finding)

    step = 0
    while decisions := GAME.pending(state):
        public = GAME.view(state, None)
        if step % 3 == 0:  # the pictures' texts change slowly: every third step is plenty
            check("alt text (board)", describe_public(public, names), ALT)
            check("alt text (town)", describe_town(public, names), ALT)
            check("alt text (workshop)", describe_workshop(public), ALT)
            for seat in range(players):
                check("alt text (tableau)", describe_tableau(public, seat, names), ALT)
                check("alt text (hand)", describe_private(GAME.view(state, seat), names), ALT)
            for text in _view_texts(public):
                check("view", text, MESSAGE, sentence=False)
        for decision in decisions:
            check("prompt", decision.prompt, MESSAGE)
            if decision.context:
                check("context", decision.context, MESSAGE)
            for option in decision.options:
                check("label", option.label, LABEL, sentence=False)
                if option.description:
                    check("option description", option.description, DESCRIPTION, sentence=False)
            if decision.timeout is not None:
                check("label", decision.timeout.label, LABEL, sentence=False)
            check("what can I do", what_can_i_do(state, decision.seat), MESSAGE)
        decision = chooser.choice(decisions)
        action = chooser.choice(decision.options).action
        state, events = apply(GAME, state, decision.seat, action)
        for event in events:
            check("event" if event.seat is None else "private event", event.text, MESSAGE)
            if event.brief:
                check("event brief", event.brief, MESSAGE)
        step += 1
    result = GAME.result(state)
    check("result", result.summary, MESSAGE)
    for standing in result.standings:
        if standing.tiebreak:
            check("result tie-break", standing.tiebreak, MESSAGE, sentence=False)
    for label in result.labels.values():
        check("result label", label, LABEL, sentence=False)
    final = GAME.view(state, None)
    check("alt text (board)", describe_public(final, names), ALT)
    check("alt text (town)", describe_town(final, names), ALT)
    return list(found)


GAMES = [
    (2, 1, {"setup": "standard"}),
    (3, 1, {"setup": "variable", "artisans": "both"}),
    (4, 1, {"setup": "standard", "conspirator": "per_capture"}),
    (5, 1, {"setup": "variable"}),
    (5, 2, {"setup": "standard", "artisans": "draft"}),
]


@pytest.mark.parametrize("game", GAMES, ids=[f"{players}p-seed{seed}" for players, seed, _ in GAMES])
def test_every_text_of_a_random_game_reads_as_written_for_a_player(game):
    players, seed, options = game
    findings = lint_game(players, seed, options)
    assert not findings, f"{len(findings)} findings, the first:\n" + "\n".join(findings[:40])


def test_the_lobby_options_and_the_rules_summary_read_as_written_for_a_player():
    """The lobby's option names, choices and their help (a select option's description), and ``/game rules``."""
    found = []
    for spec in GAME.options:
        found += _findings("option label", spec.label, DESCRIPTION, False)
        found += _findings("option help", spec.help, DESCRIPTION, True)
        for choice in spec.choice_labels:
            found += _findings("option choice", choice, DESCRIPTION, False)
    found += _findings("rules summary", GAME.rules_summary, MESSAGE, True)
    assert not found, "\n".join(found)


def test_the_lint_finds_what_it_looks_for():
    """Each rule of the lint catches its defect (so a clean run means something)."""
    assert _findings("x", "Cy hires Patron (CAR).", MESSAGE, True)
    assert _findings("x", "Ana has 1 workers left.", MESSAGE, True)
    assert not _findings("x", "Row 1 has 2 cards; Ana has 1 worker.", MESSAGE, True)
    assert _findings("x", "See §4.4.", MESSAGE, True)
    assert _findings("x", "Ana hires A28.", MESSAGE, True)
    assert _findings("x", "Ana goes to the town_centre.", MESSAGE, True)
    assert _findings("x", "x" * 81, LABEL, False)
    assert _findings("x", "Ana builds the…", MESSAGE, True)
    assert _findings("x", "Ana builds the", MESSAGE, True)
    assert _findings("x", "Ana places a a worker.", MESSAGE, True)
    assert not _findings("x", "Ana places a worker at the Quarry and gains 2 Stone.", MESSAGE, True)
