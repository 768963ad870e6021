"""The catalogues' upkeep: which messages the code uses, and what a language's catalogue lacks.

``python -m i18n extract`` writes ``i18n/messages.pot`` (every message, where it is used);
``python -m i18n check [fa]`` lists what a catalogue lacks or gets wrong, and exits 1 if anything.
The tests run the same check (tests/i18n/).
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from i18n.catalogue import LANGUAGES, LOCALES, catalogue_files

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("engine", "storage", "renderers", "bot", "i18n")
"""The product's packages: every text a person reads comes from one of them."""
KEYWORDS = {"_": None, "n_": (1, 2), "_p": ((1, "c"), 2)}
POT = LOCALES.parent / "messages.pot"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Message:
    """One message the code uses: its id (English text), plural, context and where it is used."""

    id: str
    plural: str | None
    context: str | None
    places: tuple[tuple[str, int], ...]

    @property
    def key(self) -> tuple[str | None, str]:
        """(context, id): how catalogues tell messages apart."""
        return self.context, self.id


def extract(root: Path = ROOT) -> dict[tuple[str | None, str], Message]:
    """Every message in the product's code, by (context, id)."""
    found: dict[tuple[str | None, str], Message] = {}
    for package in PRODUCT:
        for filename, line, text, _comments, context in extract_from_dir(
            root / package, method_map=[("**.py", "python")], keywords=KEYWORDS, strip_comment_tags=True
        ):
            singular, plural = (text, None) if isinstance(text, str) else (text[0], text[1])
            if not singular:
                continue
            key = (context, singular)
            place = (f"{package}/{filename}", line)
            known = found.get(key)
            found[key] = Message(singular, plural, context, (*(known.places if known else ()), place))
    return found


def write_template(messages: dict[tuple[str | None, str], Message], path: Path = POT) -> None:
    """Write the messages as a gettext template."""
    catalog = Catalog(
        project="boardgame-bot",
        fuzzy=False,
        header_comment="# Every message of boardgame-bot (python -m i18n extract).",
    )
    for message in sorted(messages.values(), key=lambda m: (m.places[0], m.id)):
        catalog.add((message.id, message.plural) if message.plural else message.id, locations=message.places,
                    context=message.context)  # fmt: skip
    with path.open("wb") as file:
        write_po(file, catalog, width=120, omit_header=False, sort_output=False)


def problems(code: str, messages: dict[tuple[str | None, str], Message] | None = None) -> Iterator[str]:
    """What language ``code``'s catalogue lacks or gets wrong, one line each."""
    messages = extract() if messages is None else messages
    translated: dict[tuple[str | None, str], tuple[str, Path]] = {}
    for path in catalogue_files(code):
        with path.open("rb") as file:
            for entry in read_po(file, locale=code):
                if not entry.id:
                    continue
                singular = entry.id if isinstance(entry.id, str) else entry.id[0]
                key = (entry.context, singular)
                if key in translated:
                    yield f"{path.name}: {singular!r} is also in {translated[key][1].name}"
                strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
                if not all(strings):
                    yield f"{path.name}: {singular!r} has no translation"
                    continue
                translated[key] = (strings, path)
                wanted = set(PLACEHOLDER.findall(singular))
                if isinstance(entry.id, tuple):
                    wanted |= set(PLACEHOLDER.findall(entry.id[1]))
                for string in strings:
                    used = set(PLACEHOLDER.findall(string))
                    if used != wanted and not (len(strings) > 1 and used == wanted - {"n"}):
                        yield f"{path.name}: {singular!r} has placeholders {sorted(used)}, not {sorted(wanted)}"
                    if string == singular and PLACEHOLDER.sub("", singular).strip(" .,:;!?-–—()/·"):
                        yield f"{path.name}: {singular!r} is the English words, not a translation"
    for key, message in sorted(messages.items(), key=lambda kv: kv[1].places[0]):
        if key not in translated:
            where = ":".join(map(str, message.places[0]))
            yield f"missing ({where}): {message.id!r}" + (f" in context {message.context!r}" if message.context else "")
    for key, (_strings, path) in translated.items():
        if key not in messages:
            yield f"{path.name}: {key[1]!r} is used nowhere in the code"


def update(
    code: str, part: str, prefixes: tuple[str, ...], messages: dict[tuple[str | None, str], Message] | None = None
) -> int:
    """Add new messages to ``<code>/LC_MESSAGES/<part>.po``, untranslated; the number added.

    New: first used under one of ``prefixes`` and in no file of the language yet. Each is added
    with an empty ``msgstr`` for a translator to fill.
    """
    messages = extract() if messages is None else messages
    path = LOCALES / code / "LC_MESSAGES" / f"{part}.po"
    path.parent.mkdir(parents=True, exist_ok=True)
    known: set[tuple[str | None, str]] = set()
    for other in catalogue_files(code):
        with other.open("rb") as file:
            known |= {
                (e.context, e.id if isinstance(e.id, str) else e.id[0]) for e in read_po(file, locale=code) if e.id
            }
    if path.exists():
        with path.open("rb") as file:
            catalog = read_po(file, locale=code)
    else:
        catalog = Catalog(
            locale=code,
            project="boardgame-bot",
            fuzzy=False,
            header_comment=f"# {LANGUAGES[code].english_name} words of boardgame-bot: {part}.\n"
            "# Each message is its English text. `python -m i18n update` adds new ones;\n"
            "# `python -m i18n check` lists gaps.",
        )
    added = 0
    for key, message in messages.items():
        if key in known or not any(message.places[0][0].startswith(prefix) for prefix in prefixes):
            continue
        catalog.add((message.id, message.plural) if message.plural else message.id,
                    ("", "") if message.plural else "", locations=message.places, context=message.context)  # fmt: skip
        added += 1
    with path.open("wb") as file:
        write_po(file, catalog, width=120, omit_header=False)
    return added


PARTS: tuple[tuple[str, str], ...] = (
    ("engine/core/", "engine"),
    ("bot/present/", "bot-present"),
    ("bot/refusals.py", "bot-present"),
    ("bot/components/", "bot-present"),
    ("bot/names.py", "bot-present"),
    ("bot/", "bot"),
    ("storage/", "bot"),
    ("renderers/", "renderers"),
    ("i18n/", "core"),
)
"""Which catalogue file (part) holds a message, by where the code first uses it; ``engine/<game>/`` is ``<game>``."""


def part_of(place: str) -> str:
    """The part whose file holds a message first used at ``place`` (a path from the repository's root)."""
    for prefix, part in PARTS:
        if place.startswith(prefix):
            return part
    if place.startswith("engine/"):
        return place.split("/")[1]
    return "core"


def dedupe(code: str, messages: dict[tuple[str | None, str], Message] | None = None) -> int:
    """Keep each message in one file of language ``code``: the part of its first use (:func:`part_of`).

    Engineers adding the same message in two parts (a game and its pictures both say "die") each
    translate it; the copy outside its part goes. The number of copies removed.
    """
    messages = extract() if messages is None else messages
    catalogs = {}
    for path in catalogue_files(code):
        with path.open("rb") as file:
            catalogs[path] = read_po(file, locale=code)
    holders: dict[tuple[str | None, str], list[Path]] = {}
    for path, catalog in catalogs.items():
        for entry in catalog:
            if entry.id:
                holders.setdefault((entry.context, entry.id if isinstance(entry.id, str) else entry.id[0]), []).append(
                    path
                )
    removed = 0
    for key, paths in holders.items():
        if len(paths) < 2:
            continue
        message = messages.get(key)
        owner = part_of(message.places[0][0]) if message else None
        keep = next((path for path in paths if path.stem == owner), paths[0])
        for path in paths:
            if path != keep:
                catalog = catalogs[path]
                entry = catalog.get(key[1], context=key[0])
                if entry is not None:
                    catalog.delete(entry.id, context=key[0])
                    removed += 1
    for path, catalog in catalogs.items():
        with path.open("wb") as file:
            write_po(file, catalog, width=120, omit_header=False)
    return removed


def languages() -> list[str]:
    """The languages that have a catalogue (every one but English)."""
    return [code for code in LANGUAGES if code != "en"]
