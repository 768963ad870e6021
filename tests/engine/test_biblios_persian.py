"""Biblios in Persian (issue 25): every text the engine makes is a catalogue message, said without English.

1. Seeded random games over every player count and penalty mode, with uniform and careful choosers,
   collect every text the engine writes for a person: event lines and their records, decision
   prompts, contexts, option labels and descriptions, typed answers and set choices, refusals
   (the game's and the core's), standing instructions (offers, descriptions, endings, refusals),
   chapters, the replay's hidden lines, card labels, the result, the lobby option and the rules
   summary. Each must be an :class:`i18n.Text` (a plain ``str`` is a literal that missed the
   catalogue), and said in Persian it must hold no Latin word and differ from the English.
   Plain-string parameters are names, seat placeholders, card ids, category codes and what a
   player typed: kept as they are, so they are taken out before looking for Latin words.
2. The catalogue follows the glossary: every entry of ``biblios.po`` whose English holds a term
   of ``engine/biblios/glossary.py`` holds the term's Persian in its translation.
"""

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from engine.biblios import GAME
from engine.biblios.glossary import GLOSSARY, UNNAMED
from engine.biblios.proxies import PROXIES
from engine.biblios.state import BibliosState, Stage
from engine.biblios.text import RULES_SUMMARY
from engine.core import IllegalAction, new_game
from engine.core.game import apply, check_action_shape
from engine.core.glossary import compact
from i18n import Listing, Text, say

GAMES = 30
CONFIGS = [(players, mode) for players in (2, 3, 4) for mode in ("standard", "medieval_bluff")]
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "locales" / "fa" / "LC_MESSAGES" / "biblios.po"


class Careful(random.Random):
    """Passes half the time and raises by little otherwise, so bids get won, paid and refused."""

    def choose(self, options):  # noqa: ANN001, ANN201 - options of a decision
        if len(options) > 1 and options[0].action == {"type": "pass"}:
            if self.random() < 0.5:
                return options[0]
            return options[min(len(options) - 1, 1 + int(self.expovariate(0.7)))]
        return self.choice(options)


class Uniform(random.Random):
    """Any option, uniformly."""

    def choose(self, options):  # noqa: ANN001, ANN201 - options of a decision
        return self.choice(options)


def refused(state: BibliosState, seat: int, action) -> str | None:  # noqa: ANN001 - any JSON-ish value
    """The refusal ``action`` gets, or None if it is applied."""
    try:
        apply(GAME, state, seat, action)
    except IllegalAction as refusal:
        return refusal.message
    return None


def bad_actions(state: BibliosState, seat: int) -> Iterator[dict]:
    """Moves the rules refuse at this stage, each for its own reason."""
    yield {"type": "zzz"}
    bidding = state.auction
    if state.stage is Stage.ALLOCATE:
        yield {"type": "allocate", "to": "x"}
        for destination in ("self", "auction", "public"):
            yield {"type": "allocate", "to": destination}
    elif state.stage is Stage.TAKE:
        yield {"type": "take", "card": "x"}
    elif state.stage is Stage.CHURCH:
        yield {"type": "church", "dice": ["x"], "delta": 1}
        yield {"type": "church", "dice": [], "delta": 1}
        yield {"type": "church", "dice": ["PIG", "PIG"], "delta": 1}
        yield {"type": "church", "dice": ["MON", "PIG"], "delta": 1}
        for dice in (["PIG"], ["PIG", "MON"]):
            yield {"type": "church", "dice": dice, "delta": 5}
        for code in ("PIG", "MON", "FOR", "HOL", "MAN"):
            for delta in (1, -1):
                yield {"type": "church", "dice": [code], "delta": delta}
    elif state.stage is Stage.BID:
        yield {"type": "bid", "amount": "x"}
        yield {"type": "bid", "amount": bidding.high_bid}
        yield {"type": "bid", "amount": 100}
    elif state.stage is Stage.PAY:
        yield {"type": "pay", "gold": "x"}
        for gold in ([1], [3], [1, 3], [3, 3, 3, 3, 3]):
            yield {"type": "pay", "gold": gold}
    elif state.stage is Stage.PAY_GOLD:
        hand, due = state.hand(seat), bidding.high_bid
        yield {"type": "discard", "cards": "x"}
        yield {"type": "discard", "cards": hand[: due + 1]}
        yield {"type": "discard", "cards": [hand[0]] * due if hand else ["x"] * due}
        yield {"type": "discard", "cards": ["x"] * due}


def proxy_texts(state: BibliosState, live: dict[int, list[dict]]) -> Iterator[tuple[str, str]]:
    """The standing instructions' texts at this state: offers, refusals, descriptions and endings."""
    for seat in range(state.seats):
        for kind in PROXIES.offered(state, seat):
            yield "proxy offer", kind.label
            if kind.amount:
                yield "proxy amount", kind.amount
            yield from (("proxy choice", choice) for choice in kind.choices)
            tries = {
                "bid_up_to": [(None, None), (0, None), ((kind.most or 0) + 1, None), (kind.most, 0)],
                "pass_kind": [(3, None), (None, 99)],
                "pass_all": [(None, 0)],
            }[kind.key]
            for amount, choice in tries:
                try:
                    PROXIES.make(state, seat, kind.key, amount, choice)
                except IllegalAction as refusal:
                    yield "proxy refusal", refusal.message
            valid = {"bid_up_to": (kind.most, None), "pass_kind": (None, seat), "pass_all": (None, None)}[kind.key]
            if len(live[seat]) < 3 or kind.key == "bid_up_to":
                live[seat].append(PROXIES.make(state, seat, kind.key, *valid))
        for key, amount, choice in (("nope", None, None), ("bid_up_to", 1, None), ("pass_all", None, None)):
            try:
                PROXIES.make(state, seat, key, amount, choice)
            except IllegalAction as refusal:
                yield "proxy refusal", refusal.message
        still = []
        for instruction in live[seat]:
            yield "proxy described", PROXIES.describe(instruction)
            step = PROXIES.step(state, seat, instruction)
            if step.ended:
                yield "proxy ended", step.ended
            else:
                still.append(instruction)
        live[seat] = still
    yield "proxy unknown", PROXIES.step(state, 0, {"kind": "nope", "basis": {}}).ended
    yield "proxy unknown", PROXIES.describe({"kind": "nope"})


def decision_texts(state: BibliosState) -> Iterator[tuple[str, str]]:
    """Every word of the pending decisions."""
    for decision in GAME.pending(state):
        yield "prompt", decision.prompt
        if decision.context:
            yield "context", decision.context
        for option in decision.options:
            yield "option", option.label
            if option.description:
                yield "option description", option.description
        for typed in decision.typed:
            yield from (("typed", typed.label), ("typed question", typed.question), ("typed hint", typed.hint))
        if decision.set_choice is not None:
            yield "set choice", decision.set_choice.label
            yield from (("set choice item", label) for _value, label in decision.set_choice.items)


def view_texts(state: BibliosState) -> Iterator[tuple[str, str]]:
    """The chapter title, the replay's hidden lines and the card labels of the views."""
    yield "chapter", GAME.chapter(state)
    yield from (("hidden line", line) for line in GAME.revealed(state))
    public = GAME.view(state, None)
    for face in (*public.public_space, *public.face_up_discards, public.auction_card, public.church_card):
        if face is not None:
            yield "card label", face.label


def played_texts(game: int) -> Iterator[tuple[str, str]]:
    """Every text one seeded random game makes, with where it came from."""
    players, mode = CONFIGS[game % len(CONFIGS)]
    chooser = (Careful if game % 2 else Uniform)(f"persian:{game}")
    state = new_game(GAME, players, 9_000 + game, {"penalty_mode": mode})
    live: dict[int, list[dict]] = {seat: [] for seat in range(players)}
    for step in range(10_000):
        decisions = GAME.pending(state)
        if step % 3 == 0 or len(decisions[0].options if decisions else ()) < 2:
            yield from decision_texts(state)
            yield from view_texts(state)
            yield from proxy_texts(state, live)
        if not decisions:
            break
        decision = decisions[0]
        if step % 4 == 0:
            for action in bad_actions(state, decision.seat):
                message = refused(state, decision.seat, action)
                if message is not None:
                    yield "refusal", message
            other = (decision.seat + 1) % players
            message = refused(state, other, decision.options[0].action)
            if message is not None:
                yield "refusal (not your turn)", message
        state, events = apply(GAME, state, decision.seat, chooser.choose(decision.options).action)
        for event in events:
            yield "event", event.text
            if event.brief:
                yield "event record", event.brief
    else:
        pytest.fail(f"game {game} did not end")
    yield from view_texts(state)
    yield "refusal (over)", refused(state, 0, {"type": "pass"})
    yield from proxy_texts(state, live)
    result = GAME.result(state)
    assert result is not None
    yield "result", result.summary
    for standing in result.standings:
        if standing.tiebreak:
            yield "tie-break", standing.tiebreak
        yield from (("score line", name) for name in standing.breakdown)
    yield from (("result label", label) for label in result.labels.values())


def fixed_texts() -> Iterator[tuple[str, str]]:
    """The texts no game state makes: the lobby option, the rules summary, the core's refusals of a game."""
    yield "title", GAME.title
    yield "rules summary", RULES_SUMMARY
    for option in GAME.options:
        yield from (("lobby option", option.label), ("lobby option help", option.help))
        yield from (("lobby choice", label) for label in (*option.choice_labels, *option.choice_help))
    refusals = []
    for attempt in (
        lambda: new_game(GAME, 5, 1),
        lambda: new_game(GAME, 2, 1, {"nope": "x"}),
        lambda: new_game(GAME, 2, 1, {"penalty_mode": "x"}),
        lambda: check_action_shape({"type": "bid", "amount": 1.5}),
        lambda: check_action_shape({"type": "bid", "amount": [[[[[1]]]]]}),
        lambda: check_action_shape({"type": "bid", "amount": 10**12}),
        lambda: check_action_shape({"type": "bid", "amount": list(range(60))}),
    ):
        with pytest.raises(IllegalAction) as refusal:
            attempt()
        refusals.append(refusal.value.message)
    yield from (("core refusal", message) for message in refusals)


def kept_parameters(text: Text) -> Iterator[str]:
    """The plain-string parameters of a text and of the texts nested in it: said as they are, in any language."""
    values = list(text.items) if isinstance(text, Listing) else list(text.params.values())
    for value in values:
        if isinstance(value, Text):
            yield from kept_parameters(value)
        elif isinstance(value, str):
            yield value


def problem(text: str) -> str | None:
    """What is wrong with ``text`` said in Persian, or None."""
    if not isinstance(text, Text):
        return "a plain str, not an i18n Text"
    persian = say(text, "fa")
    if persian == str(text):
        return f"said in Persian it is the English: {persian!r}"
    rest = persian
    for kept in sorted(set(kept_parameters(text)), key=len, reverse=True):
        if LATIN_WORD.search(kept) and len(kept.split()) > 1:  # a name, an id, a code or a typed value is one token
            return f"the parameter {kept!r} holds English words"
        rest = rest.replace(kept, "")
    latin = LATIN_WORD.findall(rest)
    return f"Latin words {latin} in {persian!r}" if latin else None


@pytest.fixture(scope="module")
def every_text() -> list[tuple[str, str]]:
    texts = list(fixed_texts())
    for game in range(GAMES):
        texts.extend(played_texts(game))
    return texts


def test_random_games_reach_every_kind_of_text(every_text):
    """The games are enough: every phase, Church cards, payments both ways, penalties and instructions' ends."""
    seen = {str(text) for _where, text in every_text}
    wanted = [
        "draws card",
        "plays Church",
        "reveals",
        "pays Gold",
        "discards",
        "does not pay.",
        "takes a random card",
        "is discarded face down",
        "may not bid on",
        "Nobody bids",
        "ended: ",
        "wins with",
        "Draw pile",
        "It is not your turn",
        "is not possible now",
        "cannot go",
        "A bid must be",
        "Bids are capped",
        "You chose",
        "You do not hold enough",
        "Choose where the card goes",
        "Your bid (cards to discard)",
        "Choose 1 card to discard face down",
        "you passed",
        "won the bidding",
        "the Auction phase is over",
    ]
    missing = [part for part in wanted if not any(part in text for text in seen)]
    assert not missing, f"no game made a text with {missing}"
    assert len(every_text) > 20_000


def test_every_text_is_a_catalogue_message_said_in_persian(every_text):
    """Each text is an i18n Text; said in Persian it holds no English word and is not the English."""
    problems = {}
    for where, text in every_text:
        wrong = problem(text)
        if wrong is not None:
            problems.setdefault((where, str(text)), wrong)
    shown = "\n".join(f"{where}: {english!r}: {wrong}" for (where, english), wrong in list(problems.items())[:30])
    assert not problems, f"{len(problems)} texts are not said in Persian:\n{shown}"


# The glossary's terms whose Persian is a verb, conjugated in a sentence: the catalogue may use any form of it.
VERB_STEMS: dict[str, str] = {
    # سوزاندن (to burn, the rulebook's discard) is said as بسوزانید, می‌سوزاند, سوزاندن: all hold its stem سوزان.
    "discard": "سوزان",
}


def catalogue_entries() -> list[tuple[str, tuple[str, ...]]]:
    """(English words, translations) of every entry of biblios.po, placeholders taken out of the English."""
    with CATALOGUE.open("rb") as file:
        catalogue = read_po(file, locale="fa")
    entries = []
    for entry in catalogue:
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        english = " / ".join(re.sub(r"\{\w+\}", " ", one) for one in ids)
        entries.append((english, tuple(strings)))
    return entries


def test_catalogue_uses_the_glossary():
    """Every entry whose English holds a glossary term (whole words, any case) holds the term's Persian."""
    terms = {english: term.persian for english, term in GLOSSARY.items()}
    terms |= {english: proposed.persian for english, proposed in UNNAMED.items()}
    entries = catalogue_entries()
    assert len(entries) > 150
    misses, checked = [], 0
    for english_term, persian in terms.items():
        wanted = compact(VERB_STEMS.get(english_term, persian))
        pattern = re.compile(rf"(?<!\w){re.escape(english_term)}(?!\w)", re.IGNORECASE)
        for english, strings in entries:
            if pattern.search(english):
                checked += 1
                misses.extend(
                    f"{english_term!r} -> {persian!r} missing in {string!r}"
                    for string in strings
                    if wanted not in compact(string)
                )
    assert checked > 250, f"only {checked} entries hold a glossary term"
    assert not misses, "\n".join(misses)
