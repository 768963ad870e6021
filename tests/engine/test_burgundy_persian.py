"""The Castles of Burgundy in Persian: every text the engine makes is a message, said in Persian words (issue 25).

1. Random games reaching every phase and both estate variants: every event line (and its brief form),
   decision prompt, context, option label and description, "what can I do?" summary, chapter title,
   replay line and refusal the engine makes is an ``i18n.Text`` (a plain ``str`` is a literal that
   escaped the catalogue) and, said in Persian, holds no Latin word and differs from the English.
2. The catalogue uses the glossary: every entry of ``burgundy.po`` whose English has a glossary term
   (whole words, any case) has that term's Persian in every form of its translation.
"""

import random
import re
import traceback
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from engine.burgundy import GAME, what_can_i_do
from engine.burgundy.glossary import GLOSSARY, UNNAMED
from engine.burgundy.state import Stage
from engine.core import IllegalAction, apply, new_game, pending
from engine.core.glossary import compact, normalise
from i18n import Text, say

CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fa" / "LC_MESSAGES" / "burgundy.po"
SEAT = re.compile(r"\{p\d+\}")  # seat placeholders: the bot fills in the players' names
TILE_ID = re.compile(r"\bhx\d{3}\b")  # a tile id, as a player would type it ("Name the tile by its id, e.g. hx047")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
GAMES = 30
MOVE_TYPES = ("estate", "die", "buy", "end_turn", "take", "place", "sell", "workers", "adjust", "decline", "tile",
              "depot", "discard", "space", "ship", "goods")  # fmt: skip


def latin_left(persian: str) -> list[str]:
    """The Latin words in a Persian text, seat placeholders and tile ids aside."""
    return LATIN_WORD.findall(TILE_ID.sub("", SEAT.sub("", persian)))


class Texts:
    """The engine's texts met in the games, each checked once (by its English words)."""

    def __init__(self) -> None:
        self.seen: set[tuple[str, str]] = set()
        self.plain: list[str] = []  # texts that are no Text: literals outside the catalogue
        self.english: list[str] = []  # texts whose Persian has Latin words or is the English
        self.kinds: dict[str, int] = {}

    def check(self, kind: str, text: Any) -> None:
        if text is None or text == "":
            return
        key = (kind, str(text))
        if key in self.seen:
            return
        self.seen.add(key)
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        if not isinstance(text, Text):
            self.plain.append(f"{kind}: {text!r}")
        persian = say(text, "fa")
        if latin_left(persian) or persian == str(text):
            self.english.append(f"{kind}: {str(text)!r} -> {persian!r}")


def probes(state: Any, decision: Any) -> list[dict[str, Any]]:
    """Moves the deciding seat could send that the game refuses (or a few that it may accept)."""
    player = state.players[decision.seat]
    moves: list[dict[str, Any]] = [{"type": kind} for kind in MOVE_TYPES]
    moves += [{"type": "die", "die": die} for die in (0, 1, 2)]
    moves += [{"type": "take", "depot": depot} for depot in range(0, 8)]
    moves += [{"type": "sell", "goods": goods} for goods in range(0, 8)]
    moves += [{"type": "place", "tile": tile} for tile in (*player.storage, "hx164", "")]
    moves += [{"type": "adjust", "by": by} for by in (-2, -1, 1, 2, 3)]
    moves += [{"type": "depot", "depot": depot} for depot in (0, 3, 9)]
    moves += [{"type": "tile", "tile": tile} for tile in ("hx164", "", 7)]
    moves += [{"type": "space", "space": space} for space in (0, 1, 19, 37)]
    moves += [{"type": "discard", "tile": tile} for tile in ("hx164", "")]
    moves += [{"type": "ship", "depots": depots} for depots in ([1], [1, 2], [1, 4], [9], "x")]
    moves += [{"type": "goods", "goods": goods} for goods in ([1], [1, 2, 3], [9], "x")]
    moves += [{"type": "estate", "board": board, "castle": castle} for board, castle in ((1, 19), (3, 1), (99, 1))]
    moves += [{"type": "end_turn"}, {"type": "buy"}]
    return moves


def refusal_of(state: Any, seat: int, move: dict[str, Any]) -> IllegalAction | None:
    """The game's own refusal of ``move`` (None if accepted, or refused by the core's generic words)."""
    try:
        apply(GAME, state, seat, move)
    except IllegalAction as error:
        raised_in = traceback.extract_tb(error.__traceback__)[-1].filename
        return error if "/engine/burgundy/" in raised_in.replace("\\", "/") else None
    return None


def play_and_collect(texts: Texts, seed: int) -> set[str]:
    """One random game, every text met checked; the phases it reached."""
    rng = random.Random(seed)
    seats = 2 + seed % 3
    boards = ("base", "open", "secret")[seed % 3]
    state = new_game(GAME, seats, seed, {"boards": boards, "tiebreak": ("fewest", "most")[seed % 2]})
    phases = set()
    for line in GAME.revealed(state):
        texts.check("revealed", line)
    while decisions := pending(GAME, state):
        if state.stage is Stage.PLAYING:
            phases.add(state.phase)
        texts.check("chapter", GAME.chapter(state))
        for seat in range(seats):
            texts.check("what can I do", what_can_i_do(state, seat))
        for decision in decisions:
            texts.check("prompt", decision.prompt)
            texts.check("context", decision.context)
            for option in decision.options:
                texts.check("option label", option.label)
                texts.check("option description", option.description)
        decision = rng.choice(decisions)
        if rng.random() < 0.15:  # refusals: a sample of states, every probe
            for move in probes(state, decision):
                if not decision.offers(move):
                    error = refusal_of(state, decision.seat, move)
                    if error is not None:
                        texts.check("refusal", error.message)
            others = [seat for seat in range(seats) if seat != decision.seat]
            error = refusal_of(state, rng.choice(others), decision.options[0].action)
            if error is not None:
                texts.check("refusal", error.message)
        state, events = apply(GAME, state, decision.seat, rng.choice(decision.options).action)
        for event in events:
            texts.check("event", event.text)
            texts.check("event brief", event.brief)
    texts.check("chapter", GAME.chapter(state))
    texts.check("what can I do", what_can_i_do(state, 0))
    for line in GAME.revealed(state):
        texts.check("revealed", line)
    result = GAME.result(state)
    texts.check("result", result.summary)
    for standing in result.standings:
        texts.check("result", standing.tiebreak)
    for label in result.labels.values():
        texts.check("result", label)
    return phases


@pytest.fixture(scope="module")
def met() -> tuple[Texts, set[str]]:
    texts, phases = Texts(), set()
    for seed in range(GAMES):
        phases |= play_and_collect(texts, seed)
    return texts, phases


def test_random_games_reach_every_phase_and_every_kind_of_text(met):
    texts, phases = met
    assert phases == set(range(5))
    for kind in ("event", "event brief", "prompt", "context", "option label", "option description", "refusal",
                 "what can I do", "chapter", "revealed"):  # fmt: skip
        assert texts.kinds.get(kind, 0) > 0, f"no {kind} met"
    assert texts.kinds["refusal"] >= 25, texts.kinds


def test_every_text_the_engine_makes_is_a_message(met):
    texts, _ = met
    assert not texts.plain, f"{len(texts.plain)} texts are plain str, outside the catalogue:\n" + "\n".join(
        texts.plain[:30]
    )


def test_every_text_said_in_persian_has_no_english_word_left(met):
    texts, _ = met
    assert not texts.english, f"{len(texts.english)} texts keep English words in Persian:\n" + "\n".join(
        texts.english[:30]
    )


def test_the_lobby_options_and_rules_summary_are_messages_with_persian():
    for spec in GAME.options:
        for text in (spec.label, spec.help, *spec.choice_labels):
            assert isinstance(text, Text) and not latin_left(say(text, "fa")), text
    assert isinstance(GAME.rules_summary, Text) and not latin_left(say(GAME.rules_summary, "fa"))
    assert isinstance(GAME.title, Text) and say(GAME.title, "fa") == "قلعه\u200cهای بورگاندی"


def test_the_check_finds_english_left_in_persian():
    assert latin_left("{p0} ۳ کارگر برمی‌دارد.") == []
    assert latin_left("{p0} takes ۳ کارگر.") == ["takes"]
    assert latin_left("کاشی را با شناسه‌اش نام ببرید (برای نمونه «hx047»).") == []


# --- 2. the glossary in the catalogue ----------------------------------------------------------

# (term, English message): where the English has a glossary term's words in another sense.
GLOSSARY_EXCEPTIONS: dict[tuple[str, str], str] = {
    **{
        ("turn", message): "the verb: a worker turns a die (تغییر), not a player's turn (نوبت)"
        for message in (
            "{player} spends {n} worker to turn a {before} into a {after}.",
            "{player} spends a worker to turn a {before} into a {after}.",
            "Spend a worker: turn the {before} into a {after}",
            "workers turn by 1 or 2",
            "take a tile, add a tile, sell goods or take workers or turn the die with a worker.",
            "Or spend a worker to turn a die by 1 or 2 (6 and 1 are neighbours).",
            "Or spend a worker to turn a die by 1 (6 and 1 are neighbours).",
        )
    },
    ("Goods left", "Goods left in the box unseen: {goods}"): (
        "goods returned to the box at set-up (the replay's hidden goods), not the final scoring's unsold goods"
    ),
}
PLACEHOLDER = re.compile(r"\{\w+\}")


def catalogue_entries() -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    with CATALOGUE.open("rb") as file:
        catalogue = read_po(file, locale="fa")
    entries = []
    for entry in catalogue:
        if entry.id:
            ids = (entry.id,) if isinstance(entry.id, str) else tuple(entry.id)
            strings = (entry.string,) if isinstance(entry.string, str) else tuple(entry.string)
            entries.append((ids, strings))
    return entries


def glossary_misses(entries: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> list[str]:
    """Entries whose English has a term and whose Persian lacks the term's Persian (exceptions aside)."""
    terms = {english: term.persian for english, term in GLOSSARY.items()}
    terms |= {english: proposed.persian for english, proposed in UNNAMED.items()}
    misses = []
    for ids, strings in entries:
        words = [PLACEHOLDER.sub(" ", english) for english in ids]  # "{goods}" is a parameter, not the word
        for english, persian in terms.items():
            pattern = re.compile(rf"\b{re.escape(english)}\b", re.IGNORECASE)
            if not any(pattern.search(text) for text in words) or (english, ids[0]) in GLOSSARY_EXCEPTIONS:
                continue
            wanted = compact(normalise(persian))
            if not all(wanted in compact(normalise(string)) for string in strings):
                misses.append(f"{english!r} ({persian}) not in the Persian of {ids[0]!r}: {strings[0]!r}")
    return misses


def test_every_catalogue_entry_uses_the_glossarys_persian_for_its_terms():
    entries = catalogue_entries()
    assert len(entries) > 300
    misses = glossary_misses(entries)
    assert not misses, f"{len(misses)} entries miss a glossary term:\n" + "\n".join(misses)


def test_every_glossary_exception_is_still_needed():
    entries = {ids[0]: (ids, strings) for ids, strings in catalogue_entries()}
    for term, message in GLOSSARY_EXCEPTIONS:
        assert message in entries, f"exception for a message no longer in the catalogue: {message!r}"
        ids, strings = entries[message]
        persian = {**GLOSSARY, **UNNAMED}[term].persian
        assert not all(compact(normalise(persian)) in compact(normalise(s)) for s in strings), (term, message)


def test_the_glossary_check_can_fail():
    assert glossary_misses([(("1 silverling",), ("۱ سکه",))])
    assert glossary_misses([(("End turn",), ("پایان",))])
    assert not glossary_misses([(("End turn",), ("پایان نوبت",))])
    assert not glossary_misses([(("Keep {goods}",), ("نگه داشتن {goods}",))])  # a placeholder is not the word
