"""Dreams in Persian (issue 25): every text the engine makes is a message, and said in Persian it has no English left.

Random games reach every phase (star turns, guesses, reveals, the end, the large table) and every
refusal the game words itself; each text a player reads is collected once (by its message and its
English) and said in Persian. A plain ``str`` there is a literal that never reached the catalogue.
The second test holds ``dreams.po`` to the glossary (engine/dreams/glossary.py): an entry whose English
names a game term says it with the rulebook's Persian (or our proposal) in every form.
"""

import copy
import random
import re
from pathlib import Path

from babel.messages.pofile import read_po

from engine.core import IllegalAction
from engine.core.game import apply, new_game, pending
from engine.core.glossary import compact
from engine.dreams import GAME
from engine.dreams.declaration import RULES_SUMMARY
from engine.dreams.glossary import GLOSSARY, UNNAMED
from engine.dreams.state import DreamsState, Phase
from engine.dreams.views import PublicView, SeatView
from i18n import Text, say

SEAT_REF = re.compile(r"\{p\d+\}")
LATIN = re.compile(r"[A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"\{\w+\}")
NAMES = re.compile(r"\b(Lucide|ISC)\b")  # the icon set and its licence, named as they are in every language
CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fa" / "LC_MESSAGES" / "dreams.po"

# (players, large table) for the random games: every official count, and the unofficial 7-8.
TABLES = [(3, False), (4, False), (5, False), (6, False), (7, True), (8, True)]
GAMES_PER_TABLE = 5  # 30 games: every phase, every award, ties, reshuffles of the deck at 7-8 players


class Texts:
    """Every text seen, once per (what it is, message, English), and what was wrong with any."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str, str], str] = {}

    def add(self, what: str, text: str) -> None:
        key = (what, getattr(text, "message", ""), str(text))
        self.seen.setdefault(key, text)

    def problems(self) -> list[str]:
        found = []
        for (what, _message, english), text in self.seen.items():
            if not isinstance(text, Text):
                found.append(f"{what}: a plain str, not a message: {english!r}")
                continue
            persian = say(text, "fa")
            latin = LATIN.findall(NAMES.sub("", SEAT_REF.sub("", persian)))
            if latin:
                found.append(f"{what}: English words {latin} left in {persian!r} ({english!r})")
            if persian == english:
                found.append(f"{what}: said in Persian it is still the English {english!r}")
        return found


def is_name(label: str) -> bool:
    """A label that is only a seat's name placeholder (a god accusing a player): no words to translate."""
    return SEAT_REF.fullmatch(label) is not None


def decision_texts(texts: Texts, state: DreamsState) -> None:
    for decision in pending(GAME, state):
        texts.add("prompt", decision.prompt)
        if decision.context:
            texts.add("context", decision.context)
        options = list(decision.options) + ([decision.timeout] if decision.timeout is not None else [])
        for option in options:
            if not is_name(option.label):
                texts.add("option label", option.label)
            if option.description:
                texts.add("option description", option.description)
        for typed in decision.typed:
            texts.add("typed label", typed.label)
            texts.add("typed question", typed.question)
            texts.add("typed hint", typed.hint)


def view_texts(texts: Texts, state: DreamsState) -> None:
    """The words the views carry for the pictures and panels: card names, markers, receipts, reveals."""
    texts.add("chapter", GAME.chapter(state))
    for seat in [None, *range(state.seats)]:
        view = GAME.view(state, seat)
        public = view if isinstance(view, PublicView) else view.public
        for face in public.dreams:
            texts.add("dream name", face.name)
        for summary in public.seats:
            texts.add("seat colour", summary.colour)
        if public.last_reveal is not None:
            texts.add("reveal", public.last_reveal.text)
        for past in public.past_rounds:
            texts.add("past round", past.true_vision)
        if isinstance(view, SeatView):
            texts.add("marker", view.marker)
            if view.my_guess is not None:
                texts.add("receipt", view.my_guess.receipt)
    for line in GAME.revealed(state):
        texts.add("replay line", line)


def refused(texts: Texts, state: DreamsState, seat: int, action: dict) -> None:
    """Try a move the game refuses in its own words (on a copy: a refusal leaves the state as it was)."""
    try:
        GAME.apply(copy.deepcopy(state), seat, action)
    except IllegalAction as error:
        texts.add("refusal", error.message)
    else:
        raise AssertionError(f"{action} by seat {seat} was not refused")


def refusals(texts: Texts, state: DreamsState) -> None:
    """Every refusal this state allows: wrong seat, kind, point, phase, guess, or a seat not at the table."""
    refused(texts, state, state.seats + 5, {"type": "place", "kind": "clear", "at": "G7"})
    refused(texts, state, 0, {"type": "dance"})
    if state.phase is Phase.OVER:
        refused(texts, state, 0, {"type": "accuse", "seat": 1})
        return
    if state.phase is Phase.PLACING:
        seat = state.placing_seat
        left = [kind.value for kind in state.kinds_left(seat)]
        refused(texts, state, (seat + 1) % state.seats, {"type": "place", "kind": left[0], "at": "G7"})
        refused(texts, state, seat, {"type": "place", "kind": "gold", "at": "G7"})
        used = [kind for kind in ("clear", "grey", "black") if kind not in left]
        if used:
            refused(texts, state, seat, {"type": "place", "kind": used[0], "at": "G7"})
        refused(texts, state, seat, {"type": "place", "kind": left[0], "at": "Z99"})
        refused(texts, state, seat, {"type": "place", "kind": left[0], "at": " a1"})
        if state.stars:
            refused(texts, state, seat, {"type": "place", "kind": left[0], "at": state.stars[0].point})
        refused(texts, state, seat, {"type": "vision", "image": 1})
        return
    god = (state.mortal + 1) % state.seats
    refused(texts, state, god, {"type": "place", "kind": "clear", "at": "G7"})
    if state.guesses[god] is not None:
        refused(texts, state, god, {"type": "accuse", "seat": state.mortal})
        return
    refused(texts, state, god, {"type": "accuse", "seat": god})
    refused(texts, state, god, {"type": "accuse", "seat": state.seats + 3})
    refused(texts, state, god, {"type": "vision", "image": 1})
    if state.guesses[state.mortal] is None:
        refused(texts, state, state.mortal, {"type": "vision", "image": 9})


def play(texts: Texts, players: int, large_table: bool, seed: int) -> None:
    """One random game, every text of every step collected; refusals tried at sampled steps."""
    chooser = random.Random(seed)
    state = new_game(GAME, players, seed, {"large_table": "on" if large_table else "off"})
    step = 0
    while decisions := pending(GAME, state):
        decision_texts(texts, state)
        if step % 7 == 0 or state.phase is Phase.GUESSING:
            refusals(texts, state)
            view_texts(texts, state)
        decision = chooser.choice(decisions)
        state, events = apply(GAME, state, decision.seat, chooser.choice(decision.options).action)
        for event in events:
            texts.add("event", event.text)
            if event.brief:
                texts.add("event brief", event.brief)
        step += 1
    refusals(texts, state)
    view_texts(texts, state)
    result = GAME.result(state)
    texts.add("final line", result.summary)
    for label in result.labels.values():
        texts.add("result label", label)


def test_every_text_of_random_games_is_a_message_said_in_persian():
    texts = Texts()
    for players, large_table in TABLES:
        for game in range(GAMES_PER_TABLE):
            play(texts, players, large_table, 25_000 + 100 * players + game)
    for large_table, players in ((False, 7), (True, 9)):
        try:
            GAME.setup(players, 1, {"large_table": "on" if large_table else "off"}, random.Random(1))
        except IllegalAction as error:
            texts.add("refusal", error.message)
    texts.add("title", GAME.title)
    texts.add("rules summary", RULES_SUMMARY)
    for spec in GAME.options:
        for words in (spec.label, spec.help, *spec.choice_labels, *spec.choice_help):
            texts.add("lobby option", words)
    kinds = {what for what, _message, _english in texts.seen}
    assert {"event", "event brief", "prompt", "context", "option label", "typed hint", "refusal", "reveal"} <= kinds
    assert len([key for key in texts.seen if key[0] == "refusal"]) >= 14  # every refusal of the game's own
    assert texts.problems() == []


# A term whose Persian an entry may say otherwise, and why.
EXCEPTIONS = {
    "secret": (
        "مخفی",
        "The glossary's «راز» is the noun of «افشای راز» (the reveal of the secret); every Dreams text uses the "
        "adjective or adverb ('secret guess', 'in secret', 'secret messages'), which Persian says «مخفی»/«مخفیانه».",
    ),
}


# Words that only look like a term: they are left out of the English before the term is looked for.
OTHER_SENSES = {
    "point": re.compile(r"\bgod point\b", re.IGNORECASE),  # the singular of "god points" (امتیاز), not a sky point
}


def test_every_catalogue_entry_says_the_glossary_terms():
    with CATALOGUE.open("rb") as file:
        entries = [entry for entry in read_po(file, locale="fa") if entry.id]
    terms = {term: entry.persian for term, entry in (*GLOSSARY.items(), *UNNAMED.items())}
    terms.update({term: persian for term, (persian, _reason) in EXCEPTIONS.items()})
    wrong = []
    checked = 0
    for term, persian in terms.items():
        pattern = re.compile(rf"\b{re.escape(term)}\b", re.IGNORECASE)
        for entry in entries:
            ids = (entry.id,) if isinstance(entry.id, str) else entry.id
            other = OTHER_SENSES.get(term)
            words = [PLACEHOLDER.sub("", english) for english in ids]
            if not any(pattern.search(other.sub("", said) if other else said) for said in words):
                continue
            checked += 1
            strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
            for string in strings:
                if compact(persian) not in compact(string):
                    wrong.append(f"{term!r} ({persian}) missing from {string!r} for {ids[0]!r}")
    assert checked > 100
    assert wrong == []
