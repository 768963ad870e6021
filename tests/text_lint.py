"""A lint for every text a player reads (issue 21): what a careful reader would trip on.

:func:`lint` looks at one text of a known kind (a message, a record, a button label, an alt
text...) and returns its :class:`Finding` s: an ALL-CAPS code word ("REED"), a count of one
with a plural noun ("1 huts"), a rules-section mark ("§15"), an internal id ("{p1}",
"snake_case"), a text over its Discord limit, a text cut ("…" where words were dropped, a
text stopped mid-word at its limit), a record that is only a heading, a word doubled ("Cy:
Cy:"). :func:`engine_texts` gathers the texts of one complete random game at the engine
level (public lines, records, prompts, labels, option descriptions, chapters, what-can-I-do
texts, results, lobby options and the renderers' alt texts); the bot level lints what the
real bot posted in the demo (``demo.__main__.seen_texts``).

Mangrovia's spaces are named by the column and row printed around its map ("c3r2"): that is
the board's own notation, read off the picture, so it is not an internal id.

Every text is linted in each language the bot speaks (issue 25): :func:`lint` with
``language="fa"`` reads the Persian said by ``say`` (names filled in as isolates, as the bot
does) and finds a Latin word that is not a name or markup, a Latin digit, a ``{placeholder}``
left unfilled, a message the catalogue does not translate (read off the :class:`Said` text's
source), a text over its Discord limit, a section mark or an internal id.
"""

import random
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import GameSpec, apply, fill_names, new_game
from engine.simulate import random_answer
from i18n import ENGLISH, Listing, Text
from i18n.catalogue import translations

NAMES = ("Ana", "Ben", "Cy", "Dana", "Eli", "Fay", "Gus", "Hana")

# Discord's limits by kind of text (DISCORD.md); kinds with no Discord limit of their own (an
# event line, a prompt) are parts of a message and checked against the message's.
LIMITS: dict[str, int] = {
    "message": 2000,
    "record": 2000,
    "board": 2000,
    "panel": 2000,
    "dm": 2000,
    "line": 2000,
    "prompt": 2000,
    "context": 2000,
    "help": 2000,
    "chapter": 2000,
    "result": 2000,
    "button": 80,
    "label": 100,  # an option's label: a button's (80) when few, a menu entry's (100) when many
    "description": 100,
    "placeholder": 150,
    "alt": 1024,
    "embed": 4096,
    "modal": 45,
}
# The option labels that show as buttons are held to the button's limit where they are posted
# (the bot level); the engine level knows only the menu entry's.

# Words in capitals that are words, not codes.
CAPITALS_ALLOWED = frozenset(
    {
        "VP",
        "OK",
        "PNG",
        "JSON",
        "UTC",
        "ISC",
        "SIL",
        "OFL",
        "MIT",
        "BGA",
        "II",
        "III",
        "IV",
        "VI",
        "VII",
        "VIII",
        "IX",
        "XI",
        "XII",
        "XIII",
    }
)
CAPS_WORD = re.compile(r"(?<![\w<@#:/])([A-Z]{3,})(?![\w>])")
# "1 huts", "1 turns left", "sells 1 goods": one of a plural noun. Nouns ending in s that are singular pass.
ONE_PLURAL = re.compile(r"(?<![\d.,/+\-–])\b1 ([a-z]+s)\b")  # "1 Binoculars" numbers a dream: a name
SINGULAR_S = re.compile(r"(ss|us|is|ous|ics|ws)$", re.IGNORECASE)
SINGULAR_WORDS = frozenset({"VPs", "vs", "yes", "bonus", "status", "canvas", "gas", "focus", "always", "Hades"})
# A plural-looking word naming a kind of card, before the noun it qualifies: "1 valuables card" is one card.
QUALIFIERS = re.compile(r"\b1 valuables cards?\b")
CARD_NAME = re.compile(r"\b[A-Z][a-z]+ $")
SECTION = re.compile(r"§")
INTERNAL_IDS = (
    re.compile(r"\{p\d+\}"),  # a seat placeholder nobody filled in
    re.compile(r"(?<![\w/.:-])[a-z]+(?:_[a-z0-9]+)+\b"),  # snake_case: a key or an enum's value
    re.compile(r"\b(?:None|True|False)\b(?!\s+[a-z])"),  # a Python value printed (not "None of them")
    re.compile(r"\bobject at 0x[0-9a-f]+"),
    re.compile(r"\{['\"]type['\"]"),  # an action's JSON
)
# "…" where words were dropped, unless it says what: "… and 3 more", "… 2 earlier moves".
ELLIPSIS = re.compile(r"…(?!\s*(?:and )?\d+ (?:more|earlier))")
COUNTED = re.compile(r"… and \d+ more$")  # what words.fit left out, counted
# A short label ending in "…" opens a form or a menu ("Other amount…", "Jump to…", "Choose… (1–25 of 40)").
OPENER = re.compile(r"^[^…]{1,40}…(?: \([^)]*\))?$")
# A lasting record that is only its heading: "**Round 1 · pier 6** · An earlier turn."
HEADING_ONLY = re.compile(r"^\*\*[^*]+\*\*(?: · (?:An earlier turn\.)?)?\s*$")
WORD = re.compile(r"[\w'’-]+")
ENDS = ".!?)]»”\"'*:…%0123456789"


# Persian (issue 25): what is left of a said text once names and markup are set aside must be Persian.
ISOLATED = re.compile("\u2068[^\u2069]*\u2069")  # a name as an isolate (bot.languages.spoken)
MARKUP = re.compile(r"<(?:[@#][!&]?|t:)[^>]*>|https?://\S+|`[^`]*`|\*\*|__")  # mentions, timestamps, links, code
# Printed on the map, so read off it as they are: Mangrovia's spaces ("c3r2") and paths ("VA"), Dreams' sky ("G7").
NOTATION = re.compile(r"\bc\d+r\d+\b|\b[VH][A-D]\b|\b[A-M](?:1[0-3]|[1-9])\b")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# Names written in Latin letters in every language: third parties credited and their licences, the site BGA,
# and each language by its own name ("English" in the menu of languages).
LATIN_NAMES = frozenset({"Lucide", "Noto", "ISC", "SIL", "OFL", "MIT", "BGA", "JSON", "PNG", "UTC", "English"})
LATIN_DIGIT = re.compile(r"[0-9]+")
UNFILLED = re.compile(r"\{\w*\}")
PLACEHOLDERS = re.compile(r"\{\w*\}")


class Said(str):
    """A text as a reader reads it in a language, remembering the :class:`i18n.Text` it was said from."""

    source: Any

    def __new__(cls, said: str, source: Any) -> "Said":
        self = str.__new__(cls, said)
        self.source = source
        return self


def said_in(text: Any, language: str, names: Sequence[str]) -> str:
    """``text`` as a reader of ``language`` reads it, seats' names filled in: English as before, else :class:`Said`."""
    if language == ENGLISH:
        return fill_names(text, names) if names else text
    from bot.languages import spoken

    return Said(spoken(text, language, names), text)


def untranslated(text: Any, language: str) -> Iterator[str]:
    """The messages with words inside ``text`` (and its parameters) that ``language``'s catalogue does not have."""
    if isinstance(text, Listing):
        for item in text.items:
            yield from untranslated(item, language)
        return
    if not isinstance(text, Text):
        return
    if LATIN_WORD.search(PLACEHOLDERS.sub("", text.message)):
        catalogue = translations(language)
        if text.plural is not None:
            said = (
                catalogue.npgettext(text.context, text.message, text.plural, 1)
                if text.context is not None
                else catalogue.ngettext(text.message, text.plural, 1)
            )
        elif text.context is not None:
            said = catalogue.pgettext(text.context, text.message)
        else:
            said = catalogue.gettext(text.message)
        if said == text.message:
            yield text.message if text.context is None else f"{text.context}|{text.message}"
    for value in (text.params or {}).values():
        yield from untranslated(value, language)


def lint_said(text: str, kind: str, where: str, language: str) -> list["Finding"]:
    """Everything wrong with ``text`` as said in ``language`` (not English): see the module."""
    found: list[Finding] = []

    def add(rule: str, start: int = 0, end: int = 0, shown: str = text) -> None:
        found.append(Finding(rule, kind, where, _excerpt(shown, start, end or start)))

    if not text:
        return found
    limit = LIMITS[kind]
    if len(text) > limit:
        add(f"over {limit}", limit, limit)
    bare = NOTATION.sub(" ", MARKUP.sub(" ", ISOLATED.sub(" ", text)))
    for match in LATIN_WORD.finditer(bare):
        if match.group(0) not in NAMES and match.group(0) not in LATIN_NAMES:  # a seat's name written without isolate
            add("latin word", match.start(), match.end(), bare)
    for match in LATIN_DIGIT.finditer(bare):
        add("latin digit", match.start(), match.end(), bare)
    for match in UNFILLED.finditer(text):
        add("placeholder", match.start(), match.end())
    for match in SECTION.finditer(text):
        add("section mark", match.start(), match.end())
    for message in untranslated(getattr(text, "source", None), language):
        found.append(Finding("untranslated", kind, where, message[:120]))
    return found


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing wrong with one text: the rule, the kind of text, where it was seen and an excerpt."""

    rule: str
    kind: str
    where: str
    excerpt: str

    def __str__(self) -> str:
        return f"[{self.rule}] {self.kind} at {self.where}: {self.excerpt}"


def _excerpt(text: str, start: int, end: int, around: int = 50) -> str:
    left, right = max(0, start - around), min(len(text), end + around)
    return ("…" if left else "") + text[left:right].replace("\n", " ⏎ ") + ("…" if right < len(text) else "")


def lint(text: str, kind: str, where: str = "", language: str = ENGLISH) -> list[Finding]:
    """Everything wrong with ``text``, a text of ``kind`` (a key of :data:`LIMITS`), read in ``language``."""
    if language != ENGLISH:
        return lint_said(text, kind, where, language)
    found: list[Finding] = []

    def add(rule: str, start: int = 0, end: int = 0) -> None:
        found.append(Finding(rule, kind, where, _excerpt(text, start, end or start)))

    if not text:
        return found
    limit = LIMITS[kind]
    if len(text) > limit:
        add(f"over {limit}", limit, limit)
    for match in CAPS_WORD.finditer(text):
        if match.group(1) not in CAPITALS_ALLOWED and not _roman(match.group(1)):
            add("capitals", match.start(), match.end())
    for match in ONE_PLURAL.finditer(text):
        noun = match.group(1)
        named = CARD_NAME.search(text, 0, match.start())  # "Gold 1 joins your hand": a card's number
        qualifier = QUALIFIERS.match(text, match.start())
        if noun not in SINGULAR_WORDS and not SINGULAR_S.search(noun) and not named and not qualifier:
            add("one-plural", match.start(), match.end())
    for match in SECTION.finditer(text):
        add("section mark", match.start(), match.end())
    for pattern in INTERNAL_IDS:
        for match in pattern.finditer(text):
            add("internal id", match.start(), match.end())
    short_opener = kind in ("button", "label", "placeholder", "modal") and OPENER.match(text)
    if not short_opener:
        for match in ELLIPSIS.finditer(text):
            add("cut", match.start(), match.end())
    if len(text) >= limit * 0.97 and text.rstrip()[-1:] not in ENDS and not COUNTED.search(text):
        add("cut at the limit", len(text), len(text))
    if kind == "record" and HEADING_ONLY.match(text):
        add("heading only", 0, len(text))
    previous = None
    for match in WORD.finditer(text):
        word = match.group(0).casefold()
        if previous is not None and word == previous[0] and not word.isdigit():
            between = text[previous[1] : match.start()]
            if between.strip(" :") == "" and "\n" not in between:
                add("doubled word", previous[2], match.end())
        previous = (word, match.end(), match.start())
    return found


def _roman(word: str) -> bool:
    return re.fullmatch(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})", word) is not None


def lint_all(texts: Iterable[tuple[str, str, str]], language: str = ENGLISH) -> list[Finding]:
    """The findings of many (kind, where, text) triples read in ``language``, each distinct text linted once."""
    found: list[Finding] = []
    seen: set[tuple[str, str]] = set()
    for kind, where, text in texts:
        if (kind, text) in seen:
            continue
        seen.add((kind, text))
        found.extend(lint(text, kind, where, language))
    return found


def tally(findings: Sequence[Finding]) -> Counter[str]:
    """How many findings of each rule."""
    return Counter(f.rule for f in findings)


def summary(findings: Sequence[Finding], most: int = 40) -> str:
    """The findings as lines, a few of each rule, for an assertion message."""
    by_rule: dict[str, list[Finding]] = {}
    for finding in findings:
        by_rule.setdefault(finding.rule, []).append(finding)
    lines = [f"{len(findings)} findings: " + ", ".join(f"{rule} {len(items)}" for rule, items in by_rule.items())]
    for items in by_rule.values():
        lines.extend(f"  {item}" for item in items[: max(1, most // len(by_rule))])
    return "\n".join(lines)


# --- The engine level: every text of a complete random game ------------------------------------------


def engine_texts(
    spec: GameSpec,
    players: int,
    seed: int,
    options: dict[str, str] | None = None,
    *,
    renderer: Any = None,
    describe_every: int = 7,
    draw_at: Sequence[float] = (),
    language: str = ENGLISH,
) -> Iterator[tuple[str, str, str]]:
    """(kind, where, text) of every text one random game shows in ``language``, names filled in.

    ``renderer``: its describe functions give the main alt texts every ``describe_every``-th
    step and at the end; at the fractions ``draw_at`` of the game (and at its end) whole
    pictures are drawn, so every sheet's alt text is seen.
    """
    names = NAMES[:players]
    yield from lobby_texts(spec, language)
    state = new_game(spec, players, seed, options)
    chooser = random.Random(seed)
    step = 0
    states: list[Any] = []
    while True:
        decisions = spec.pending(state)
        where = f"{spec.key} {players}p seed {seed} step {step}"
        yield from state_texts(spec, state, decisions, names, where, language)
        if renderer is not None and (step % describe_every == 0 or not decisions):
            yield from alt_texts(renderer, spec, state, names, where, full=not decisions, language=language)
        if not decisions:
            break
        states.append(state)
        decision = chooser.choice(decisions)
        option = random_answer(decision, chooser)
        state, events = apply(spec, state, decision.seat, option.action)
        step += 1
        for event in events:
            kind = "line" if event.public else "dm"
            yield kind, where, said_in(event.text, language, names)
            if event.public and event.record and event.record != event.text:
                yield "line", where, said_in(event.record, language, names)
    result = spec.result(state)
    if result is not None:
        yield from result_texts(result, names, f"{spec.key} {players}p seed {seed} result", language)
    if renderer is not None:
        for fraction in draw_at:
            sample = states[min(len(states) - 1, int(len(states) * fraction))]
            where = f"{spec.key} {players}p seed {seed} drawn"
            yield from alt_texts(renderer, spec, sample, names, where, full=True, language=language)


def lobby_texts(spec: GameSpec, language: str = ENGLISH) -> Iterator[tuple[str, str, str]]:
    """The lobby's texts of a game in ``language``: each option's label, its choices' labels and its help."""
    where = f"{spec.key} lobby"
    for option in spec.options:
        for choice in option.choices:
            label, chosen = said_in(option.label, language, ()), said_in(option.label_of(choice), language, ())
            yield "label", where, f"{label}: {chosen}"
        if option.help:
            yield "description", where, said_in(option.help, language, ())
    if spec.rules_summary:
        yield "message", where, said_in(spec.rules_summary, language, ())


def state_texts(
    spec: GameSpec, state: Any, decisions: Sequence[Any], names: Sequence[str], where: str, language: str = ENGLISH
) -> Iterator[tuple[str, str, str]]:
    """The texts a state shows in ``language``: its chapter, its decisions' prompts, contexts, options, help."""

    def said(text: Any, seated: Sequence[str] = names) -> str:
        return said_in(text, language, seated)

    if spec.chapter is not None:
        yield "chapter", where, said(spec.chapter(state))
    for decision in decisions:
        yield "prompt", where, said(decision.prompt)
        if decision.context:
            yield "context", where, said(decision.context)
        for option in decision.options:
            yield "label", where, said(option.label)
            if option.description:
                yield "description", where, said(option.description)
        for answer in decision.typed:
            yield "button", where, said(answer.label, ())
            yield "modal", where, said(answer.question, ())
            yield "line", where, said(answer.hint, ())
        if decision.set_choice is not None:
            yield "placeholder", where, said(decision.set_choice.label, ())
            for _, label in decision.set_choice.items:
                yield "label", where, said(label, ())
        if decision.timeout is not None:
            yield "label", where, said(decision.timeout.label)
        if spec.what_can_i_do is not None:
            yield "help", where, said(spec.what_can_i_do(state, decision.seat))


def result_texts(
    result: Any, names: Sequence[str], where: str, language: str = ENGLISH
) -> Iterator[tuple[str, str, str]]:
    """The result's texts in ``language``: its summary, categories, facts and tie-breaks."""
    if result.summary:
        yield "result", where, said_in(result.summary, language, names)
    for standing in result.standings:
        for category in (*standing.breakdown, *standing.facts):
            yield "label", where, said_in(result.label(category), language, ())
        if standing.tiebreak:
            yield "result", where, said_in(standing.tiebreak, language, names)


def alt_texts(
    renderer: Any,
    spec: GameSpec,
    state: Any,
    names: Sequence[str],
    where: str,
    *,
    full: bool,
    language: str = ENGLISH,
) -> Iterator[tuple[str, str, str]]:
    """The alt texts in ``language`` of the public picture and each seat's private one (every sheet when ``full``)."""
    from renderers import draw
    from renderers.kit.language import speaking

    for seat in (None, *range(state.seats)):
        view = spec.view(state, seat)
        if full:
            for sheet in draw(renderer, "public" if seat is None else "private", view, names, names, language):
                yield "alt", f"{where} sheet {sheet.name or 'main'}", sheet.description
        else:
            with speaking(language):  # a renderer's describe functions say their words in the picture's language
                described = (
                    renderer.describe_public(view, names) if seat is None else renderer.describe_private(view, names)
                )
            yield "alt", where, said_in(described, language, ())


# --- Figures for a closing note: ``python -m tests.text_lint [GAME ...]`` ---------------------------


def demo_figures(game: str, players: int = 3, seed: int = 1) -> dict[str, int]:
    """What the demo of ``game`` shows a reader, counted: lasting messages, heading-only and cut records, findings."""
    import asyncio
    import tempfile
    from pathlib import Path

    from demo.__main__ import run_demo

    with tempfile.TemporaryDirectory(prefix="lint-demo-") as folder:
        run = asyncio.run(run_demo(Path(folder), game=game, players=players, seed=seed, stand_in_pictures=True))
    findings = lint_all(run.texts)
    records = [text for kind, _, text in run.texts if kind == "record"]
    cut_rules = ("cut", "cut at the limit")
    return {
        "lasting messages": run.counts.messages_left,
        "records": len(records),
        "records only a heading": sum(1 for text in records if HEADING_ONLY.match(text)),
        "records cut": sum(1 for text in records if any(f.rule in cut_rules for f in lint(text, "record"))),
        "texts cut": sum(1 for f in findings if f.rule in cut_rules),
        "longest board": max((len(text) for kind, _, text in run.texts if kind == "board"), default=0),
        "findings": len(findings),
        **{f"  {rule}": count for rule, count in sorted(tally(findings).items())},
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the demo figures of each game (all five by default) and, with ``-v``, the findings."""
    import sys

    from engine.core import registry

    args = list(sys.argv[1:] if argv is None else argv)
    verbose = "-v" in args
    games = [a for a in args if a != "-v"] or list(registry.all_games())
    for game in games:
        figures = demo_figures(game)
        print(game + ": " + "; ".join(f"{name.strip()} {value}" for name, value in figures.items()))
        if verbose:
            import asyncio
            import tempfile
            from pathlib import Path

            from demo.__main__ import run_demo

            with tempfile.TemporaryDirectory() as folder:
                run = asyncio.run(run_demo(Path(folder), game=game, players=3, seed=1, stand_in_pictures=True))
            print(summary(lint_all(run.texts), 200))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
