"""Architects of the West Kingdom in Persian (issue 25).

1. Seeded random games at 2-5 players, both board sides and every optional rule: every text the
   engine makes (public and private event lines and their brief forms, prompts, contexts, option
   labels and descriptions, set choices, timeouts, refusals, "what can I do?", chapters, the
   hidden lines of a finished game, the result) is an :class:`i18n.Text` (a plain ``str`` is a
   literal the catalogue misses), and said in Persian it has no Latin word left and is not the
   English. The lobby options and the rules summary are checked the same way.
2. The catalogue says every game term the way the glossary does: each entry of ``architects.po``
   whose English has a term of ``engine/architects/glossary.py`` (whole words, any case) has the
   term's Persian in its translation, save the few exceptions below, each with its reason.
"""

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine.architects import what_can_i_do
from engine.architects.declaration import GAME
from engine.architects.glossary import GLOSSARY, UNNAMED
from engine.architects.placing import candidates
from engine.architects.views import chapter, revealed_lines
from engine.core import Decision, IllegalAction
from engine.core.game import apply, new_game
from engine.core.glossary import compact
from i18n import Text, say

SEAT = re.compile(r"\{p\d+\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fa" / "LC_MESSAGES" / "architects.po"

SETUPS = ("standard", "variable")
ARTISANS = ("off", "draft", "cycling", "both")
GAMES = 30
SUMMARY_EVERY = 7  # "what can I do?" on every 7th decision (it walks every legal placement)
WRONG = {"type": "no_such_move"}


def _game_options(number: int) -> dict[str, str]:
    return {
        "setup": SETUPS[number % 2],
        "artisans": ARTISANS[number // 2 % 4],
        "conspirator": ("per_action", "per_capture")[number // 8 % 2],
    }


def _decision_texts(decision: Decision) -> Iterator[tuple[str, str]]:
    yield "prompt", decision.prompt
    if decision.context:
        yield "context", decision.context
    for option in decision.options:
        yield "option label", option.label
        if option.description:
            yield "option description", option.description
    for answer in decision.typed:
        yield "typed answer", answer.label
        yield "typed question", answer.question
        if answer.hint:
            yield "typed hint", answer.hint
        if answer.example:
            yield "typed example", answer.example
    if decision.set_choice is not None:
        yield "set choice", decision.set_choice.label
        for _value, label in decision.set_choice.items:
            yield "set choice item", label
    if decision.timeout is not None:
        yield "timeout label", decision.timeout.label


def _mutations(action: dict) -> Iterator[dict]:
    """Moves near a legal one that the rules refuse: a number or a name the state has not got."""
    for key, value in action.items():
        if key == "type":
            continue
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            yield {**action, key: 99}
        elif isinstance(value, str):
            yield {**action, key: "B99" if value.startswith(("A", "B")) else "nowhere"}
        elif isinstance(value, list):
            yield {**action, key: ["B99"]}


def _refusal(state, seat: int, move: dict) -> str | None:
    try:
        apply(GAME, state, seat, move)
    except IllegalAction as refused:
        return refused.message
    return None


def _play(number: int, found: dict[str, list[tuple[str, str]]]) -> None:
    """One seeded game; every text it makes, by what it is, into ``found``."""
    chooser = random.Random(number)
    players = 2 + number % 4
    state = new_game(GAME, players, 500 + number, _game_options(number))
    found.setdefault("view", []).extend(GAME.view(state, None).rules)
    step = 0
    while decisions := GAME.pending(state):
        for decision in decisions:
            for kind, text in _decision_texts(decision):
                found.setdefault(kind, []).append(text)
        decision = chooser.choice(decisions)
        found.setdefault("chapter", []).append(chapter(state))
        if step % SUMMARY_EVERY == 0:
            found.setdefault("what can I do", []).extend(what_can_i_do(state, seat) for seat in range(players))
            found.setdefault("hidden line", []).extend(revealed_lines(state))
            refusals = [_refusal(state, decision.seat, WRONG), _refusal(state, (decision.seat + 1) % players, WRONG)]
            moves = candidates(state, decision.seat) if decision.kind == "place" else []
            moves += [move for option in decision.options[:3] for move in _mutations(option.action)]
            refusals += [_refusal(state, decision.seat, move) for move in moves if decision.find(move) is None]
            found.setdefault("refusal", []).extend(refusal for refusal in refusals if refusal is not None)
        timed_out = decision.timeout is not None and chooser.random() < 0.05
        action = decision.timeout.action if timed_out else chooser.choice(decision.options).action
        state, events = apply(GAME, state, decision.seat, action, timed_out=timed_out)
        for event in events:
            found.setdefault("private event" if event.seat is not None else "public event", []).append(event.text)
            if event.brief:
                found.setdefault("brief", []).append(event.brief)
        step += 1
    found.setdefault("chapter", []).append(chapter(state))
    found.setdefault("what can I do", []).append(what_can_i_do(state, 0))
    found.setdefault("hidden line", []).extend(revealed_lines(state))
    result = GAME.result(state)
    found.setdefault("result", []).extend([result.summary, *result.labels.values()])
    found.setdefault("result", []).extend(standing.tiebreak for standing in result.standings if standing.tiebreak)


def _declared() -> dict[str, list[str]]:
    """The lobby's option names, choices and help, the game's title, its rules summary and rules topics."""
    texts = [
        GAME.title,
        GAME.rules_summary,
        *(text for topic in GAME.rules_topics for text in (topic.title, topic.text)),
    ]
    for spec in GAME.options:
        texts += [spec.label, *spec.choice_labels, *spec.choice_help] + ([spec.help] if spec.help else [])
    return {"declaration": texts}


def _problems(found: dict[str, list[str]]) -> list[str]:
    problems: dict[str, str] = {}
    said: dict[str, str] = {}
    for kind, texts in found.items():
        for text in texts:
            if not isinstance(text, Text):
                problems.setdefault(f"{kind} is a plain str: {text!r}", "")
                continue
            english = str(text)
            if english not in said:
                said[english] = say(text, "fa")
            persian = said[english]
            latin = LATIN_WORD.findall(SEAT.sub("", persian))
            if latin:
                problems.setdefault(f"{kind} keeps English {latin} in Persian: {persian!r} ({english!r})", "")
            elif persian == english:
                problems.setdefault(f"{kind} is the English in Persian: {english!r}", "")
    return list(problems)


@pytest.fixture(scope="module")
def played() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for number in range(GAMES):
        _play(number, found)
    return found


def test_random_games_make_every_text_a_message_said_in_persian(played):
    problems = _problems(played)
    assert not problems, f"{len(problems)} texts not said in Persian, e.g.:\n" + "\n".join(problems[:25])


def test_the_random_games_reach_every_kind_of_text_and_most_messages(played):
    """The games are varied enough: every kind of text occurs, and most of the catalogue's messages are said."""
    wanted = {"prompt", "context", "option label", "set choice", "timeout label", "refusal"}
    wanted |= {"public event", "private event", "what can I do", "chapter", "hidden line", "result"}
    assert wanted <= set(played)
    refusals = {text.message for text in played["refusal"] if isinstance(text, Text)}
    assert len(refusals) >= 20, sorted(refusals)

    def messages(text: str) -> Iterator[str]:
        if isinstance(text, Text):
            yield text.message
            for value in text.params.values():
                yield from messages(value)
            for item in getattr(text, "items", ()):
                yield from messages(item)

    everything = [*played.values(), *_declared().values()]
    seen = {message for texts in everything for text in texts for message in messages(text)}
    with CATALOGUE.open("rb") as file:
        catalogue = {entry.id if isinstance(entry.id, str) else entry.id[0] for entry in read_po(file) if entry.id}
    share = len(catalogue & seen) / len(catalogue)
    assert share >= 0.85, (share, sorted(catalogue - seen))


def test_every_translation_of_the_catalogue_is_persian():
    """The messages random play rarely reaches too: no Latin word in any translation (placeholders aside)."""
    latin = [
        (key, string) for key, _ids, strings in _catalogue() for string in strings
        if LATIN_WORD.search(re.sub(r"\{\w+\}", "", string))
    ]  # fmt: skip
    assert not latin, latin


def test_the_lobby_options_and_rules_summary_are_said_in_persian():
    problems = _problems(_declared())
    assert not problems, "\n".join(problems)


# Where a term's Persian may be missing from a translation, and why.
VERB_STEMS = {"discard": "سوزان"}  # Persian verbs inflect: «بسوزانید», «می‌سوزاند» keep the stem, not «سوزاندن»
ONLY_ITS_NAME = {"Keep"}  # the building; elsewhere "keep" is the everyday verb («نگه داشتن»)
EXCEPTIONS = {
    # A player's own supply of workers is «ذخیره»; the glossary's «انبار بازی» is the game's common store.
    "supply": {
        "Workers in supply: {supply}. Silver {silver}, Clay {clay}, Wood {wood}, Stone {stone}, Gold {gold}, "
        "Marble {marble}; Virtue {virtue}. Hand: {hand}.",
        "No worker in supply: take one back.",
        "You have no worker in your supply.",
        "Place a worker: you have {workers} in supply, {cards} in hand and virtue {virtue}.",
    },
    # Card names the glossary gives whole: the Silver Market is «بازار نقره», the Debt Collector «شر خر».
    "Silver": {"Silver Market"},
    "debt": {"Debt Collector"},
}


def _catalogue() -> list[tuple[str, tuple[str, ...]]]:
    with CATALOGUE.open("rb") as file:
        entries = [entry for entry in read_po(file, locale="fa") if entry.id]
    found = []
    for entry in entries:
        ids = (entry.id,) if isinstance(entry.id, str) else entry.id
        strings = (entry.string,) if isinstance(entry.string, str) else entry.string
        found.append((ids[0], tuple(ids), tuple(strings)))
    return found


def test_the_catalogue_says_every_game_term_as_the_glossary_does():
    terms = {english: term.persian for english, term in GLOSSARY.items()}
    terms |= {english: proposed.persian for english, proposed in UNNAMED.items()}
    entries = _catalogue()
    assert len(entries) > 300
    problems = []
    for english, persian in terms.items():
        word = re.compile(rf"(?<![A-Za-z]){re.escape(english)}(?![A-Za-z])", re.IGNORECASE)
        accepted = [compact(persian)] + ([VERB_STEMS[english]] if english in VERB_STEMS else [])
        for key, ids, strings in entries:
            if not any(word.search(re.sub(r"\{\w+\}", " ", text)) for text in ids):
                continue
            if key in EXCEPTIONS.get(english, ()) or (english in ONLY_ITS_NAME and key != english):
                continue
            for string in strings:
                if not any(form in compact(string) for form in accepted):
                    problems.append(f"{english!r} ({persian}) missing from {string!r} for {key!r}")
    assert not problems, f"{len(problems)} entries:\n" + "\n".join(problems)


def test_the_glossary_exceptions_are_still_needed():
    """Every exception names an entry of the catalogue that has the term and lacks its Persian."""
    entries = {key: strings for key, _ids, strings in _catalogue()}
    terms = {english: term.persian for english, term in GLOSSARY.items()}
    terms |= {english: proposed.persian for english, proposed in UNNAMED.items()}
    for english, keys in EXCEPTIONS.items():
        for key in keys:
            assert key in entries, key
            assert not any(compact(terms[english]) in compact(string) for string in entries[key]), key
