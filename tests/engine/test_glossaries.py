"""Each game's Persian glossary speaks the engine's English and the rulebook's Persian (issue 25).

For every title: each evidence excerpt is in the seed (the Persian rulebook, ``seeds/``), each Persian
term is in its evidence, each English key is a word the engine itself writes, no term is both named
and unnamed, every Persian rendering is Persian letters only, and every component the engine's own
tables name (buildings, tile kinds, apprentices, categories, pictures, landscapes) has an entry.
"""

import importlib
import re
from pathlib import Path

import pytest

from engine.core.glossary import ZWNJ, Proposed, Term, compact, normalise

ROOT = Path(__file__).resolve().parents[2]
SEEDS = {
    "biblios": "000_577304804d8f6453.txt",
    "burgundy": "001_fd5412085a44fc3f.txt",
    "architects": "002_87cbf21d560405e6.txt",
    "dreams": "003_544d65aaea0daf13.txt",
    "mangrovia": "004_9f1c8e84014fc3cf.txt",
}
GAMES = tuple(SEEDS)
PERSIAN_ONLY = re.compile(f"[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc\u0622 {ZWNJ}]+")


def glossary(game: str):
    return importlib.import_module(f"engine.{game}.glossary")


def seed(game: str) -> str:
    return normalise((ROOT / "seeds" / SEEDS[game]).read_text(encoding="utf-8"))


def engine_text(game: str) -> str:
    """The source text of the title's engine modules, the glossary itself left out, in lower case."""
    files = sorted((ROOT / "engine" / game).rglob("*.py"))
    return "\n".join(path.read_text(encoding="utf-8") for path in files if path.name != "glossary.py").lower()


def found_in(term: Term) -> bool:
    """The term in its evidence; or, where the note says the PDF put the line's words out of order, each word."""
    if compact(term.persian) in compact(term.evidence):
        return True
    words = normalise(term.persian).replace(ZWNJ, " ").split()
    return "out of order" in term.note and all(word in compact(term.evidence) for word in words)


def test_the_seeds_are_in_the_repository():
    for name in SEEDS.values():
        assert (ROOT / "seeds" / name).stat().st_size > 10_000


@pytest.mark.parametrize("game", GAMES)
def test_every_evidence_is_in_the_seed_and_holds_its_term(game):
    text = seed(game)
    for english, term in glossary(game).GLOSSARY.items():
        assert isinstance(term, Term) and term.english == english
        assert term.evidence == normalise(term.evidence) and len(term.evidence) <= 120, english
        assert term.evidence in text, f"{english}: evidence not in the seed"
        assert found_in(term), f"{english}: {term.persian} not in its evidence"


@pytest.mark.parametrize("game", GAMES)
def test_every_english_key_is_the_engines_own_word(game):
    source = engine_text(game)
    module = glossary(game)
    missing = [english for english in [*module.GLOSSARY, *module.UNNAMED] if english.lower() not in source]
    assert not missing, f"not written by engine/{game}: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_no_term_is_both_named_and_unnamed(game):
    module = glossary(game)
    named = {english.lower() for english in module.GLOSSARY}
    unnamed = {english.lower() for english in module.UNNAMED}
    assert len(named) == len(module.GLOSSARY) and len(unnamed) == len(module.UNNAMED), "a key twice in another case"
    assert not named & unnamed


@pytest.mark.parametrize("game", GAMES)
def test_persian_is_persian_letters_only(game):
    module = glossary(game)
    renderings = [term.persian for term in module.GLOSSARY.values()]
    for english, proposed in module.UNNAMED.items():
        assert isinstance(proposed, Proposed) and proposed.reason, f"{english}: no reason given"
        renderings.append(proposed.persian)
    for persian in renderings:
        assert PERSIAN_ONLY.fullmatch(persian), f"not Persian letters only: {persian!r}"
        assert persian == normalise(persian) and persian == persian.strip(ZWNJ + " "), persian
        assert "  " not in persian and f" {ZWNJ}" not in persian and f"{ZWNJ} " not in persian, persian


def named_components() -> dict[str, list[str]]:
    """The names the engines give their components, from their own tables: each must be in the glossary."""
    from engine.architects.apprentices import APPRENTICES
    from engine.architects.buildings import BUILDINGS
    from engine.architects.characters import CHARACTERS
    from engine.architects.text.names import GOOD, LOCATION, SKILL
    from engine.biblios.cards import CATEGORY_NAMES
    from engine.burgundy.text.names import BUILDING_NAMES, COLOUR_NAMES, GOODS_COLOURS, KIND_NAMES
    from engine.burgundy.tiles import Species
    from engine.dreams.cards import DECK, RESERVES
    from engine.mangrovia.text.names import LAND

    return {
        "biblios": [*CATEGORY_NAMES.values(), "Gold", "Church"],
        "burgundy": [
            *BUILDING_NAMES.values(),
            *(name.removesuffix(" tile") for name in KIND_NAMES.values()),
            *COLOUR_NAMES.values(),
            *GOODS_COLOURS.values(),
            *(species.value for species in Species),
        ],
        "architects": [
            *LOCATION.values(),
            *GOOD.values(),
            *SKILL.values(),
            *(card.name for card in APPRENTICES),
            *(card.name for card in BUILDINGS),
            *(character.name for character in CHARACTERS),
        ],
        "dreams": [card.name for card in (*DECK, *RESERVES)],
        "mangrovia": list(LAND.values()),
    }


@pytest.mark.parametrize("game", GAMES)
def test_every_named_component_is_in_the_glossary(game):
    """Not a sample: every building, tile kind, apprentice, category, card and landscape the engine names."""
    module = glossary(game)
    known = {english.lower() for english in [*module.GLOSSARY, *module.UNNAMED]}
    missing = sorted({name for name in named_components()[game] if name.lower() not in known})
    assert not missing, f"engine/{game} names these, the glossary does not: {missing}"


def test_the_checks_can_fail():
    """The normalisation finds a glued or Arabic-lettered seed line, and a foreign word is refused."""
    assert found_in(Term("building tile", "کاشی ساختمان", "«کاشی ساختمان»"))
    assert found_in(Term("building tile", "کاشی ساختمان", "» ساختمانکاشی «56-", "the seed's words are out of order"))
    assert not found_in(Term("building tile", "کاشی ساختمان", "» ساختمانکاشی «56-"))
    assert not found_in(Term("building tile", "کاشی ساختمان", "کاشی کالا", "out of order"))
    assert normalise("كارت  ي") == "کارت ی" and normalise("پ\ue821شت سکّه") == "پشت سکه"
    assert not PERSIAN_ONLY.fullmatch("کارت A")
    assert not PERSIAN_ONLY.fullmatch("کارت 2")
