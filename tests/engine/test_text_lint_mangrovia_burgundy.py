"""Every word a player reads in Mangrovia and The Castles of Burgundy, over complete random games (issue 21).

At every player count, complete seeded random games are played through the engine; at each state
every text a player can read is collected with the Discord limit of where it is shown: public and
private event lines and the chapter records they make, decision prompts, context lines, option
labels and descriptions, the "what can I do?" summaries, the chapter titles, the texts the views
carry, the result, and the renderers' alt texts (every sheet's description). Each text must be:

- free of ALL-CAPS code words ("REED", "FINAL SCORES") and of rules-section marks (§);
- free of internal ids (card ids such as ``LW.4``, tile ids such as ``hx012``, snake_case keys);
- counted in good grammar: never "1 huts", "1 goods", "1 chief points";
- within its Discord limit, and not cut: no trailing "…", no "…" right after a letter;
- free of a word doubled back to back ("the the").

And no chapter's record is only its heading: every turn as the table counts it tells what happened.
"""

import random
import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

import pytest

from engine.burgundy import GAME as BURGUNDY
from engine.core import fill_names
from engine.core.game import apply, new_game
from engine.mangrovia import GAME as MANGROVIA
from renderers.burgundy.describe import (
    describe_details,
    describe_estate,
    describe_key,
    describe_private,
    describe_public,
    describe_tracks,
)
from renderers.mangrovia.describe import describe_archipelago, describe_players
from renderers.mangrovia.describe import describe_private as mangrovia_private
from renderers.mangrovia.describe import describe_public as mangrovia_public

NAMES = ("Ana", "Ben", "Cy", "Dana", "Eli")

MESSAGE = 2000  # a message's content
RECORD = 1500  # one chapter's record, beside its heading, in one message
EVENT = 600  # one event line (a board's "Last:" line quotes it)
PROMPT = 300  # a decision's prompt: the board and the panel show it
CONTEXT = 700  # a decision's private context line, in the turn panel
SUMMARY = 700  # "what can I do?", in the turn panel beside the rest
LABEL = 80  # a button's label
DESCRIPTION = 100  # a select option's description
ALT = 1024  # an attachment's description
TITLE = 150  # a chapter's title
PANEL_FRAME = 150  # the turn panel's own lines: its heading, "Your turn: ", the clock, "What can I do?"
MAX_BUTTONS = 10  # options shown as buttons, each with its description on a line of the panel

CODE_WORD = re.compile(r"\b[A-Z]{3,}\b")
COUNT_NOUNS = (
    "huts|amulets|cards|points|chief points|workers|silverlings|tiles|spaces|turns|rounds|dice|bowls|animals|"
    "valuables(?! cards?)|piers|regions|buildings|depots|ships|birds|players|mines|castles|VPs"
)
ONE_PLURAL = re.compile(
    rf"(?<![\w+\-.·])1 (?:(?!(?:for|of|and|or|to|in|on|at|by) )[a-z-]+ )?(?:{COUNT_NOUNS})\b"
    r"|(?<![\w+\-.·])1 goods(?! space)"
)
# Notation a player does not use: goods by number ("goods of type 2"), a knowledge tile by number
# alone ("Knowledge 22" without what it does), a worker spent on "the die" without saying which.
NOTATION = re.compile(r"\btype[- ]\d|\bKnowledge \d+\b(?! \(|:)|\bturn the die\b")
IDS = re.compile(r"\b(?:[VLS][0-9A-Z]\.\d+|hx\d{3}|gd\d{3}|[a-z]+_[a-z_]+)\b|\{p\d\}")
CUT = re.compile(r"(…|\.\.\.)\s*$|\w…")
DOUBLED = re.compile(r"\b([A-Za-z]+):?\s+\1\b", re.IGNORECASE)


def problems(text: str, limit: int) -> list[str]:
    """What is wrong with one text shown where ``limit`` characters fit."""
    found = []
    if len(text) > limit:
        found.append(f"over {limit} characters ({len(text)})")
    if words := CODE_WORD.findall(text):
        found.append(f"code words {sorted(set(words))}")
    if "§" in text:
        found.append("a rules-section mark")
    if match := IDS.search(text):
        found.append(f"an internal id {match.group(0)!r}")
    if match := ONE_PLURAL.search(text):
        found.append(f"{match.group(0)!r}")
    if match := NOTATION.search(text):
        found.append(f"notation {match.group(0)!r}")
    if CUT.search(text):
        found.append("cut")
    if match := DOUBLED.search(text):
        found.append(f"doubled word {match.group(0)!r}")
    return found


def view_texts(value: Any) -> Iterator[str]:
    """The sentences a view carries (strings with a space; ids and keys are data, not text)."""
    if isinstance(value, str):
        if " " in value.strip():
            yield value
    elif is_dataclass(value) and not isinstance(value, type):
        for field in fields(value):
            yield from view_texts(getattr(value, field.name))
    elif isinstance(value, dict):
        for item in value.values():
            yield from view_texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from view_texts(item)


def alt_texts(key: str, state: Any, seats: int) -> Iterator[tuple[str, str]]:
    """Every sheet's alt text of the public picture and of each seat's picture."""
    names = NAMES[:seats]
    spec = MANGROVIA if key == "mangrovia" else BURGUNDY
    public = spec.view(state, None)
    if key == "mangrovia":
        yield "alt: island", mangrovia_public(public, names)
        yield "alt: archipelago", describe_archipelago(public, names)
        yield "alt: players", describe_players(public, names)
        for seat in range(seats):
            yield "alt: hand", mangrovia_private(spec.view(state, seat), names)
    else:
        yield "alt: board", describe_public(public, names)
        yield "alt: tracks", describe_tracks(public, names)
        yield "alt: key", describe_key(public)
        for seat in range(seats):
            yield "alt: estate", describe_estate(public, seat, names)
            yield "alt: own estate", describe_private(spec.view(state, seat), names)
            yield "alt: details", describe_details(spec.view(state, seat), names)


def panel(key: str, state: Any, decision: Any, seats: int) -> str:
    """The engine's part of a seat's turn panel, as the bot puts it together (bot/present/play.py ``panel_message``)."""
    spec = MANGROVIA if key == "mangrovia" else BURGUNDY
    seat_view = spec.view(state, decision.seat)
    hand = (mangrovia_private if key == "mangrovia" else describe_private)(seat_view, NAMES[:seats])
    notes = [f"• {o.label}: {o.description}" for o in decision.options if o.description]
    lines = [hand, decision.prompt, decision.context, *(notes if len(decision.options) <= MAX_BUTTONS else [])]
    return "\n".join([*lines, spec.what_can_i_do(state, decision.seat)])


def lint_game(key: str, seats: int, seed: int, alt_every: int) -> list[str]:
    """Play one random game to its end; every finding, once per (where, problem) pair, with an example."""
    spec = MANGROVIA if key == "mangrovia" else BURGUNDY
    names = NAMES[:seats]
    chooser = random.Random(f"lint:{key}:{seats}:{seed}")
    state = new_game(spec, seats, seed, {})
    findings: dict[tuple[str, str], str] = {}

    def check(where: str, text: str, limit: int) -> None:
        filled = fill_names(text, names)
        for problem in problems(filled, limit):
            findings.setdefault((where, " ".join(problem.split()[:2])), f"{where}: {problem}: {filled!r}")

    chapter = spec.chapter(state) if spec.chapter else ""
    told: list[str] = []
    step = 0
    while decisions := spec.pending(state):
        if step % alt_every == 0:
            for where, text in alt_texts(key, state, seats):
                check(where, text, ALT)
            for seat in [None, *range(seats)]:
                for text in view_texts(spec.view(state, seat)):
                    check("view", text, MESSAGE)
            for decision in decisions:
                check("turn panel", panel(key, state, decision, seats), MESSAGE - PANEL_FRAME)
        for seat in range(seats):
            check("what can I do", spec.what_can_i_do(state, seat), SUMMARY)
        for decision in decisions:
            check("prompt", decision.prompt, PROMPT)
            check("context", decision.context, CONTEXT)
            for option in decision.options:
                check("option label", option.label, LABEL)
                check("option description", option.description, DESCRIPTION)
        decision = chooser.choice(decisions)
        state, events = apply(spec, state, decision.seat, chooser.choice(decision.options).action)
        for event in events:
            check("event", event.text, EVENT)
            if event.public and event.record:
                told.append(fill_names(event.record, names))
        now = spec.chapter(state) if spec.chapter else ""
        check("chapter", now, TITLE)
        if now != chapter:
            record = " ".join(told)
            if not record:
                findings.setdefault(("record", "only a heading"), f"record: only a heading: {chapter!r}")
            check("record", record, RECORD)
            chapter, told = now, []
        step += 1
    for where, text in alt_texts(key, state, seats):
        check(where, text, ALT)
    result = spec.result(state)
    assert result is not None
    check("result", result.summary, MESSAGE)
    for standing in result.standings:
        check("tie-break", standing.tiebreak, MESSAGE)
    for label in result.labels.values():
        check("result label", label, DESCRIPTION)
    return sorted(findings.values())


TABLES = [("mangrovia", seats) for seats in (2, 3, 4, 5)] + [("burgundy", seats) for seats in (2, 3, 4)]


@pytest.mark.parametrize(("key", "seats"), TABLES, ids=[f"{key}-{seats}p" for key, seats in TABLES])
def test_every_text_of_complete_random_games_reads_well(key, seats):
    findings: list[str] = []
    for seed in (1, 2):
        findings += lint_game(key, seats, seed, alt_every=7 if key == "mangrovia" else 11)
    assert not findings, "\n".join(sorted(set(findings)))


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("Cy takes a REED card.", 100, "code words"),
        ("never the tax (§15).", 100, "rules-section"),
        ("Ana holds LW.4 and hx012.", 100, "internal id"),
        ("(1 huts left)", 100, "'1 huts'"),
        ("sells 1 goods of type 2", 100, "'1 goods'"),
        ("Ana scores 1 chief points.", 100, "'1 chief points'"),
        ("No purchase: Buying a…", 100, "cut"),
        ("Knowledge 24; go…", 100, "cut"),
        ("Cy: Cy: bid", 100, "doubled word"),
        ("x" * 81, 80, "over 80"),
        ("Ana sells goods of type 2.", 100, "notation"),
        ("Ana buys a Knowledge 14.", 100, "notation"),
        ("Cy spends 1 worker to turn the die.", 100, "notation"),
    ],
)
def test_the_lint_finds_what_it_looks_for(text, limit, expected):
    assert any(expected in problem for problem in problems(text, limit))


@pytest.mark.parametrize(
    "text",
    [
        "Take a value-1 amulet",
        "Ana scores 1 chief point (4 in all).",
        "1 free goods space",
        "Ana takes 7 and 1.",
        "0 VP for goods left, 1 for silverlings",
        "Ana buys Knowledge 14 (4 workers a take).",
    ],
)
def test_the_lint_lets_good_texts_pass(text):
    assert problems(text, 100) == []
