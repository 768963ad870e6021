"""Mangrovia in Persian (issue 25): every text the engine makes is a message of the catalogue, said in Persian.

1. Seeded random games at every player count and stone circle variant: every event line (public,
   private and its brief), decision prompt, context line, option label and description, timeout
   label, "what can I do?" text, chapter title, hidden line, result, and every refusal the game
   gives to wrong moves tried at each state, is an :class:`i18n.Text` (a plain ``str`` there is a
   literal nobody put in the catalogue) and, said in Persian, holds no Latin word and is not the
   English.
2. The glossary: every catalogue entry whose English names a game term (GLOSSARY, UNNAMED) has the term's
   Persian; no entry needs an exception.
"""

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from engine.core import Context, IllegalAction, copy_state
from engine.core.game import apply, dump_state, load_state, new_game
from engine.core.glossary import compact
from engine.mangrovia import GAME
from engine.mangrovia.board import PATHS, SPACE
from engine.mangrovia.cards import CARD
from engine.mangrovia.glossary import GLOSSARY, UNNAMED
from engine.mangrovia.stones import MODES
from i18n import Text, say

CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fa" / "LC_MESSAGES" / "mangrovia.po"
GAMES = 30
# Not words: seat placeholders (names are filled in after saying), and the labels the board picture prints
# (the sacred paths' statues VA-HD; space ids such as c3r2 hold no two letters in a row).
NOT_WORDS = re.compile(r"\{p\d+\}|\b(?:" + "|".join(path.key for path in PATHS) + r")\b")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"\{\w+\}")


def decision_texts(decision: Any) -> Iterator[tuple[str, Any]]:
    """What a decision shows: prompt, context, each option's label and description, the timeout's label."""
    yield "prompt", decision.prompt
    if decision.context:
        yield "context", decision.context
    for option in decision.options:
        yield "label", option.label
        if option.description:
            yield "description", option.description
    if decision.timeout is not None:
        yield "timeout", decision.timeout.label
    for typed in decision.typed:
        yield from (("typed", typed.label), ("typed", typed.question), ("typed", typed.hint))
    if decision.set_choice is not None:
        yield "set choice", decision.set_choice.label


def wrong_moves(state: Any, decision: Any, rng: random.Random) -> list[tuple[int, dict[str, Any]]]:
    """Moves the game refuses (or may: it is the game that says why): wrong seats, shapes, sites, cards, spaces."""
    seat, first = decision.seat, decision.options[0].action
    player = state.players[seat]
    cards = sorted(CARD)
    spaces = sorted(SPACE)
    moves: list[dict[str, Any]] = [
        {**first, "junk": 1},
        {"type": "timeout"},
        {"type": "bowl", "site": rng.randint(0, 7)},
        {"type": "take", "card": rng.choice(cards)},
        {"type": "take"},
        {"type": "draw", "pile": rng.choice(["valuables", "landscapes", "gold"])},
        {"type": "amulets"},
        {"type": "build", "space": rng.choice([*spaces, "x9"])},
        {"type": "double", "space": rng.choice(spaces)},
        {"type": "build"},
        {"type": "birds", "on": rng.sample(["MANGROVE", "SAND", "REED", "WATER", "SKY"], 2)},
        {"type": "birds", "on": "SAND"},
        {"type": "skip"},
        {"type": "pass"},
        {"type": "return", "amulet": rng.randint(0, 6)},
        {"type": "pay", "cards": [], "amulets": []},
    ]
    hand = [*player.valuables, *player.landscapes]
    for _ in range(3):
        moves.append({
            "type": "pay",
            "cards": rng.sample(hand, rng.randint(0, min(3, len(hand)))) or [rng.choice(cards)],
            "amulets": rng.sample(player.amulets, rng.randint(0, min(2, len(player.amulets)))),
            "tiles": rng.sample(player.tiles, rng.randint(0, min(1, len(player.tiles)))),
        })  # fmt: skip
    moves.append({"type": "pay", "cards": [], "amulets": [], "tiles": ["statue-VA"]})
    others = [other for other in range(state.seats) if other != seat]
    return [(seat, move) for move in moves] + [(rng.choice(others), first), (9, first)]


def refusal(state: Any, seat: int, action: dict[str, Any]) -> Any:
    """The game's own refusal of ``action`` (its guard and handlers, as ``apply`` asks them), or None."""
    try:
        GAME.rules.act(copy_state(state), seat, action, Context(state.seed, state.step + 1, offered=False))
    except IllegalAction as refused:
        return refused.message
    return None


def texts_of_games() -> Iterator[tuple[str, Any]]:
    """Every text seeded random games make, with what it is."""
    yield "rules summary", GAME.rules_summary
    yield "title", GAME.title
    for spec in GAME.options:
        yield from (("option", spec.label), ("option", spec.help), *(("option", label) for label in spec.choice_labels))
    for number in range(GAMES):
        seats, variant = 2 + number % 4, MODES[number % len(MODES)]
        rng = random.Random(number)
        state = new_game(GAME, seats, number, {"stones": variant})
        while True:
            yield "chapter", GAME.chapter(state)
            decisions = GAME.pending(state)
            for seat in {rng.randrange(seats), *(decision.seat for decision in decisions)}:
                yield "what can I do", GAME.what_can_i_do(state, seat)
            if not decisions:
                break
            decision = decisions[0]
            yield from decision_texts(decision)
            for seat, move in wrong_moves(state, decision, rng):
                if (said := refusal(state, seat, move)) is not None:
                    yield "refusal", said
            state, events = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
            for event in events:
                yield "event", event.text
                if event.brief:
                    yield "brief", event.brief
        result = GAME.result(state)
        yield "result", result.summary
        yield from (("result label", label) for label in result.labels.values())
        yield from (("tie-break", standing.tiebreak) for standing in result.standings)
        yield from (("hidden", line) for line in GAME.revealed(state))
        yield "refusal", refusal(state, 0, {"type": "pass"})


def test_every_text_of_random_games_is_a_message_said_in_persian() -> None:
    seen: dict[str, set[str]] = {}
    wrong: list[str] = []
    for kind, text in texts_of_games():
        seen.setdefault(kind, set()).add(text)
        if not isinstance(text, Text):
            wrong.append(f"{kind}: not a message: {text!r}")
            continue
        persian = say(text, "fa")
        if words := LATIN_WORD.findall(NOT_WORDS.sub("", persian)):
            wrong.append(f"{kind}: Latin words {sorted(set(words))} in {persian!r} ({text!r})")
        elif persian == str(text):
            wrong.append(f"{kind}: the English itself: {persian!r}")
    assert not wrong, f"{len(wrong)} texts:\n" + "\n".join(sorted(set(wrong))[:40])
    # the games reached every kind of text, and the wrong moves most of the refusals
    assert {"event", "prompt", "context", "label", "timeout", "refusal", "hidden", "result"} <= set(seen)
    refusals = {text.message for text in seen["refusal"] if isinstance(text, Text)}
    assert len(refusals) >= 40, sorted(refusals)


def catalogue() -> list[tuple[str, str]]:
    """Each entry of mangrovia.po: its English (singular and plural, placeholders left out: not words) and Persian."""
    with CATALOGUE.open("rb") as file:
        entries = [entry for entry in read_po(file, locale="fa") if entry.id]
    pairs = []
    for entry in entries:
        english = PLACEHOLDER.sub("…", entry.id if isinstance(entry.id, str) else " / ".join(entry.id))
        persian = entry.string if isinstance(entry.string, str) else " / ".join(entry.string)
        pairs.append((english, persian))
    return pairs


TERMS = {**{term: found.persian for term, found in GLOSSARY.items()}, **{t: p.persian for t, p in UNNAMED.items()}}


@pytest.mark.parametrize("term", sorted(TERMS))
def test_every_entry_naming_a_glossary_term_has_its_persian(term: str) -> None:
    pattern = re.compile(rf"\b{re.escape(term)}\b", re.IGNORECASE)
    persian = compact(TERMS[term])
    missing = [
        english
        for english, translation in catalogue()
        if pattern.search(english) and persian not in compact(translation)
    ]
    assert not missing, f"{term!r} ({TERMS[term]}) missing from: {missing}"


def test_a_game_stored_mid_stop_with_english_clauses_loads_and_tells_the_rest_of_the_stop() -> None:
    """Schema 2 -> 3: a stop's clauses are data now; the English ones of a game stored mid-stop are dropped."""
    state = new_game(GAME, 3, 1)
    rng = random.Random(1)
    while not state.stop:
        decision = GAME.pending(state)[0]
        state, _ = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
    blob = dump_state(GAME, state)
    blob["state"]["stop"] = ["takes 7", "draws a valuables card"]
    loaded = load_state(GAME, {**blob, "schema": 2})
    assert loaded.stop == []
    pier = loaded.pier
    told: list[Any] = []
    while loaded.pier == pier:
        decision = GAME.pending(loaded)[0]
        loaded, events = apply(GAME, loaded, decision.seat, {"type": "pass"} if decision.find({"type": "pass"})
                               else decision.options[0].action)  # fmt: skip
        told += [event.text for event in events if event.text.startswith(f"Pier {pier}:")]
    owner = f"{{p{state.acting()}}}"
    assert len(told) == 1 and isinstance(told[0], Text) and told[0].startswith(f"Pier {pier}: {owner} ")
    assert "takes 7" not in told[0] and not LATIN_WORD.findall(NOT_WORDS.sub("", say(told[0], "fa")))
