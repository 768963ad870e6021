"""No text reaches a player without a catalogue: the code is read (its syntax tree) for English words left in it.

Every text a person reads is made with ``_``/``n_``/``_p``/``listed`` (issue 25), so a string
literal with words in it, outside those calls, is either not player-facing (a custom id, a log
line, a developer's exception, a key) or a text the translators never see. This test reads the
files of ``SCANNED`` and lists every such literal:

- a string literal or f-string with words in a place that reaches a player: the first argument
  of ``Message``, a ``Button``'s label, a ``Choice``'s label and description, a ``Select``'s
  placeholder, a ``Picture``'s description, a ``Form``'s words, an engine ``Option``'s label and
  description, a refusal's message; any ``content=``, ``label=``, ``description=``,
  ``placeholder=``, ``title=``, ``question=``, ``example=``, ``hint=`` or ``message=`` argument;
- any other string literal that reads as words (a capital, a space or punctuation: not an
  identifier such as ``"success"`` or ``"resign"``) and any f-string with words in its literal parts;
- a catalogue call Babel cannot extract: a message that is not a literal, or ``_()`` inside an
  f-string's braces.

Not counted, by rule: docstrings, the catalogue calls' own arguments, log calls, command-line
output, Prometheus series, ``assert`` messages, the exceptions meant for developers and operators
(every exception not derived from one of :data:`PLAYER_EXCEPTIONS`), keys (dict keys,
subscripts, the first argument of ``get``/``pop``), type annotations, slash-command metadata
(:data:`SLASH_COMMAND_CALLS`), and texts that are not words for a reader by their form (codes
with no small letter, identifiers, file names, URLs, SQL, regular expressions, layouts of
placeholders). What no rule covers is named in the allow-lists below, each with its reason:
whole files (:data:`ALLOWED_FILES`), functions or constants (:data:`ALLOWED_FUNCTIONS`), single
literals (:data:`ALLOWED_PLACES`); :data:`PENDING` names files another branch is converting.
"""

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCANNED = ("bot", "engine", "renderers", "storage")
"""The product's packages whose player-facing texts must all come from the catalogue (``i18n`` is the catalogue)."""

CATALOGUE_CALLS = {"_", "n_", "_p"}
"""The calls that make a catalogued text (``listed`` takes texts already made)."""

SINK_POSITIONS: dict[str, tuple[int, ...]] = {
    "Message": (0,),  # bot/present/common.py: the content
    "Button": (1,),  # bot/components/specs.py: custom id, label
    "Choice": (0, 2),  # label, value, description
    "Select": (2,),  # custom id, choices, placeholder
    "Picture": (2,),  # data, file name, description (alt text)
    "Form": (1, 2, 3, 4),  # custom id, title, question, example, hint
    "Option": (1, 2),  # engine/core/decision.py: action, label, description
    "Refusal": (0,),
    "NoGameHere": (0,),
    "NotAllowed": (0,),
    "NotYourChoice": (0,),
    "NotYourTurn": (0,),
    "NoSuchChoice": (0,),
    "IllegalAction": (0,),
}
"""Calls whose arguments at these positions are read by a player."""

QUIET_KEYWORDS = {"reason"}
"""Keyword arguments that are not player-facing: ``reason=`` is Discord's audit log entry, a moderators' log."""

SINK_KEYWORDS = {"content", "label", "description", "placeholder", "title", "question", "example", "hint", "message"}
"""Keyword arguments read by a player, whatever the call."""

QUIET_CALLS = {
    "debug", "info", "warning", "error", "exception", "critical", "log", "warn",  # logging: for operators, in English
    "print", "ArgumentParser", "add_argument", "add_parser",  # command-line tools' output and flags (developers)
    "Counter", "Histogram", "Gauge", "Summary",  # Prometheus series: names and help texts for operators
    "compile", "fullmatch", "match", "search", "sub", "split",  # regular expressions
    "getLogger", "Literal", "TypeVar", "cast", "getattr", "hasattr", "startswith", "endswith", "strftime",
    "float", "encode", "decode", "new",  # float("-inf"), codecs, Image.new("RGB", ...)
    "note",  # renderers' Canvas.note: what a glyph shows, for the tests' size checks, never drawn
}  # fmt: skip
"""Calls whose string arguments are not player-facing."""

KEY_CALLS = {"get", "pop", "setdefault", "getenv"}
"""Calls whose FIRST argument is a key (a mapping's, a header's, an environment variable's), never shown."""

PLAYER_EXCEPTIONS = {"Refusal", "StorageError", "IllegalAction", "ClockInputError"}
"""The exceptions whose message a player reads (the bot's refusals, storage's expected errors, an engine's
illegal move, a member's bad clock input), and every class derived from one of them. Every other exception
(the built-in ones, ``ConfigError``, ``ShardError``, ``RenderCrashed``...) is for developers and operators:
its message goes to a log, a traceback or the operator's console, in English."""

SLASH_COMMAND_CALLS = {"describe", "Group", "GroupCog", "Choice", "command", "choices", "rename"}
"""``app_commands.<call>(...)`` (and ``commands.GroupCog``): a slash command's metadata. Discord shows it in its
client's own locale, and no language of the catalogues is a Discord locale (Persian is not one), so
``bot.languages.CatalogueTranslator`` has nothing to give it; the words stay English (checked by
:func:`test_no_catalogue_language_is_a_discord_locale`: a language that is one must catalogue them)."""

ALLOWED_TEXT = (
    re.compile(r"^bg:"),  # custom ids (bot/components/ids.py): machine words, never shown
    re.compile(r"^https://discord\.com/channels/"),  # links: markup
    re.compile(r"^<[@#t]"),  # mentions, channels and timestamps: Discord markup
    re.compile(r"^\s*[\w\[\],{}-]*\.(png|txt|json|lock|ttf|otf|sqlite3)\s*$"),  # file names
    re.compile(r"^[a-z][\w+.-]*://"),  # URLs (database URLs: configuration)
    re.compile(r"^python -m engine\.replay_file $"),  # a shell command, typed as it is
    re.compile(r"^\^?\(?\?P?<"),  # regular expressions (custom id templates)
    re.compile(r"\(\?[:=!<P]|\[0-9\]"),  # regular expressions
    re.compile(r"^(?:PRAGMA|SELECT|BEGIN|INSERT|UPDATE|DELETE|CREATE)\b"),  # SQL
    re.compile(r"%\(\w+\)s"),  # %-format templates of names (SQLAlchemy's naming convention)
    re.compile(r"^[\w.-]*_[\w.-]*$"),  # one token with an underscore: an identifier ("hut_TIL", a font's name)
    re.compile(r"^(?!VP$)[^a-z\s]+$"),  # no small letter, no space: a code ("CAR", "UP1", "ABCDE", "#FFEB02",
    # "DISCORD_TOKEN", "RGB"), never a sentence; the text lint (tests/text_lint.py) flags a code word that reaches
    # a player. "VP" is the one abbreviation a player reads alone.
)
"""Literal texts with words that are not words for a reader, by what they are."""

ALLOWED_FILES: dict[str, str] = {
    "engine/*/glossary.py": "the translators' reference: English terms, the rulebooks' Persian and notes, never shown",
    "engine/core/copier.py": "writes the Python source of the state copiers for exec(), never shown",
    "engine/simulate.py": "a developer's command (python -m engine.simulate): its reports go to the console",
    "bot/__main__.py": "the process's start: what it says goes to the operator's console",
    "storage/db.py": "the database's connection: SQL, URLs and the operator's start-up errors",
}
"""Whole files with no player-facing text, by what they are (glob patterns)."""

ALLOWED_FUNCTIONS: dict[tuple[str, str], str] = {
    ("engine/mangrovia/board.py", r"ROWS"): "the map's data table, parsed into spaces (named by text/names.py)",
    ("bot/shards.py", r"describe|_plural_shards"): "which shards a process runs, for the log",
    ("bot/errors.py", r"permission_names"): "Discord's permission names, as its settings show them",
    ("bot/ops.py", r"serve_health"): "/healthz's answer to the operator's probe",
    ("bot/service/bots.py", r"_think"): "why a bot's thinking failed, for the log",
    ("storage/bots.py", r"bot_name"): "a bot's name, a name like a member's: kept as it is in every language",
    ("renderers/kit/language.py", r"NO_RAQM"): "a warning in the log for the operator",
    ("engine/mangrovia/text/events.py", r".*_clause"): "a pier stop's clauses as data in the state, not words",
    ("engine/players/*.py", r"choose|decide|_decide.*"): "a bot's reason for its choice: logged for operators",
    ("engine/burgundy/invariants.py", r".*"): "broken invariants: a developer's assertion messages",
}
"""Functions (file glob, name pattern) whose literals are not player-facing, with the reason."""

ALLOWED_PLACES: dict[str, set[str]] = {
    # file -> the literals (exactly) that are allowed there, each with its reason
    "bot/components/ids.py": {
        "bg",  # the custom ids' prefix
    },
    "bot/components/factory.py": {
        "answer",  # FORM_INPUT: a text box's custom id
    },
    "engine/architects/characters.py": {
        "Therese", "Caroline", "Ada", "Frederick", "Rudolf",  # the characters' ids in the state; named by text/names
    },
    "engine/mangrovia/tables.py": {
        "Yellow", "Red", "Turquoise", "Orange", "Violet", "Grey",  # the players' colours as state values (keys)
    },
    "engine/mangrovia/board.py": {
        "STAND-IN (real map not found)",  # the map data's own status note for developers
    },
    "engine/burgundy/knowledge.py": {
        "placement rule", "end of each phase", "each sale", "ship placement", "purchase", "animal scoring",
        "workers", "die use", "take workers", "game end",  # a knowledge tile's timing: data (the effect is shown)
    },
    "bot/ops.py": {
        "gateway disconnected",  # /healthz's answer to the operator's probe
    },
}  # fmt: skip
"""Single literals allowed in one file, with their reasons."""

PENDING: dict[str, str] = {}
"""Files another branch converts: their findings are expected (xfail) until it lands; then remove (none now)."""

WORD = re.compile(r"[A-Za-z]{2,}")
IDENTIFIER = re.compile(r"^/?[a-z_][a-z0-9_.:+/-]*$")  # "success", "bg:o", "game_id", "/healthz": keys, verbs, styles
PLACEHOLDER = re.compile(r"\{\w*\}?|\}")  # "{value}" (and an f-string's escaped "{{line" ... "}}"): a slot, no word
MACHINE = re.compile(r"^[a-z0-9_.:+/{}-]*$")  # an f-string's fixed parts with no space and no capital: "board-edit-{}"


def product_exceptions(root: Path = ROOT, scanned: tuple[str, ...] = SCANNED) -> tuple[set[str], set[str]]:
    """The product's exception classes: (those a player reads, those for developers), by name (see the constants)."""
    import builtins

    bases: dict[str, list[str]] = {}
    for path in scanned_files(root, scanned):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = [base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
                                    for base in node.bases]  # fmt: skip
    developer = {name for name, value in vars(builtins).items() if isinstance(value, type)
                 and issubclass(value, BaseException)}  # fmt: skip

    def lineage(name: str, seen: frozenset[str] = frozenset()) -> set[str]:
        if name in seen or name not in bases:
            return {name}
        return {name}.union(*(lineage(base, seen | {name}) for base in bases[name]))

    player: set[str] = set()
    for name in bases:
        line = lineage(name)
        if line & PLAYER_EXCEPTIONS:
            player.add(name)
        elif line & developer:
            developer.add(name)
    return player | PLAYER_EXCEPTIONS, developer - PLAYER_EXCEPTIONS


@dataclass(frozen=True)
class Finding:
    """One literal that reaches a player without a catalogue: where, what, and why it counts."""

    path: str
    line: int
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}: {self.text!r}"


def scanned_files(root: Path = ROOT, scanned: tuple[str, ...] = SCANNED) -> list[Path]:
    """The ``.py`` files of ``scanned`` under ``root``."""
    files: list[Path] = []
    for entry in scanned:
        path = root / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def call_name(node: ast.Call) -> str:
    """``f`` for ``f(...)``, ``g`` for ``a.b.g(...)``."""
    function = node.func
    if isinstance(function, ast.Attribute):
        return function.attr
    if isinstance(function, ast.Name):
        return function.id
    return ""


def literal_parts(node: ast.AST) -> list[str]:
    """The literal text of a string constant or of an f-string's fixed parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [part.value for part in node.values if isinstance(part, ast.Constant) and isinstance(part.value, str)]
    return []


def allowed(text: str, path: str) -> bool:
    """Whether ``text`` is allowed: not words for a reader (markup, ids, file names, a layout of placeholders) or
    allowed in this file."""
    stripped = text.strip()
    if not WORD.search(PLACEHOLDER.sub("", stripped)):
        return True  # only placeholders and punctuation: a layout ("{value}", "{lines}\n{line}"), said part by part
    return any(pattern.search(stripped) for pattern in ALLOWED_TEXT) or stripped in ALLOWED_PLACES.get(path, set())


def allowed_file(path: str) -> bool:
    """Whether the file at ``path`` (from the root) holds no player-facing text (:data:`ALLOWED_FILES`)."""
    return any(fnmatch(path, pattern) for pattern in ALLOWED_FILES)


def worded_parts(node: ast.AST, path: str) -> list[str]:
    """The literal parts of a string literal (or f-string) with words, unless the whole is allowed."""
    if isinstance(node, ast.JoinedStr):
        whole = "".join(
            part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else "{}"
            for part in node.values
        )
        if allowed(whole, path) or MACHINE.match(whole):
            return []  # an f-string that is a custom id, a key, a file name, a link, markup...
    return [part for part in literal_parts(node) if WORD.search(part) and not allowed(part, path)]


def has_words(node: ast.AST, path: str) -> bool:
    """Whether a string literal (or f-string) holds words a reader reads."""
    return bool(worded_parts(node, path))


def reads_as_words(node: ast.AST, path: str) -> bool:
    """Whether a literal outside the sinks reads as words: has words and is not a lone identifier."""
    parts = worded_parts(node, path)
    if isinstance(node, ast.JoinedStr):
        return bool(parts)
    return any(not IDENTIFIER.match(part) for part in parts)


def sink_values(node: ast.AST) -> Iterator[ast.AST]:
    """The expressions a sink argument may be: the branches of ``a if c else b``, the operands of ``+``."""
    if isinstance(node, ast.IfExp):
        yield from sink_values(node.body)
        yield from sink_values(node.orelse)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        yield from sink_values(node.left)
        yield from sink_values(node.right)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from sink_values(value)
    else:
        yield node


def quiet_nodes(tree: ast.AST, path: str = "", exceptions: tuple[set[str], set[str]] | None = None) -> set[int]:
    """The ids of the nodes whose strings are not player-facing: docstrings, catalogue calls, logs, annotations..."""
    quiet: set[int] = set()
    _player, developer = exceptions or EXCEPTIONS

    def hush(node: ast.AST) -> None:
        quiet.update(id(inner) for inner in ast.walk(node))

    functions = [name for (pattern, name) in ALLOWED_FUNCTIONS if fnmatch(path, pattern)]
    for node in ast.walk(tree):
        named = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        if named and any(re.fullmatch(f, node.name) for f in functions):
            hush(node)  # a function whose literals are data or for operators (ALLOWED_FUNCTIONS)
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and re.fullmatch(f, target.id) for target in node.targets for f in functions
        ):
            hush(node.value)  # a constant that is data or for operators (ALLOWED_FUNCTIONS)
        if isinstance(node, ast.Call):
            called = call_name(node)
            if called in developer:
                hush(node)  # a developer's or operator's exception (PLAYER_EXCEPTIONS)
            if called in KEY_CALLS and node.args:
                hush(node.args[0])  # a key
            function = node.func
            if (
                called in SLASH_COMMAND_CALLS
                and isinstance(function, ast.Attribute)
                and isinstance(function.value, ast.Name)
                and function.value.id in ("app_commands", "commands")
            ):
                hush(node)  # a slash command's metadata (SLASH_COMMAND_CALLS)
        if isinstance(node, ast.ClassDef):
            for keyword in node.keywords:
                hush(keyword.value)  # class keywords: a GroupCog's name and description (SLASH_COMMAND_CALLS)
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            first = body[0].value
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                hush(first)  # a docstring
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            hush(node.value)  # an attribute's docstring (a string after an assignment)
        if isinstance(node, ast.Call) and call_name(node) in QUIET_CALLS | CATALOGUE_CALLS:
            hush(node)
        if isinstance(node, ast.Assert) and node.msg is not None:
            hush(node.msg)
        if isinstance(node, ast.AnnAssign):
            hush(node.annotation)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for argument in (*node.args.args, *node.args.kwonlyargs, *node.args.posonlyargs):
                if argument.annotation is not None:
                    hush(argument.annotation)
            if node.returns is not None:
                hush(node.returns)
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets
        ):
            hush(node.value)  # the names a module exports
        if isinstance(node, ast.Compare):
            hush(node)  # compared with a player's input or a key, not shown
        if isinstance(node, ast.Subscript):
            hush(node.slice)  # a key
        if isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    hush(key)  # a key
        if isinstance(node, ast.keyword) and node.arg in QUIET_KEYWORDS:
            hush(node.value)
        if isinstance(node, ast.keyword) and node.arg not in SINK_KEYWORDS:
            if isinstance(node.value, ast.Constant):
                hush(node.value)  # an option of a call (style="primary", as_needed=False...)
    return quiet


def findings(path: Path, root: Path = ROOT) -> list[Finding]:
    """Every literal of the file at ``path`` that reaches a player without a catalogue."""
    name = path.relative_to(root).as_posix()
    if allowed_file(name):
        return []
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=name)
    exceptions = None if root == ROOT else product_exceptions(root, tuple(e for e in SCANNED if (root / e).exists()))
    quiet = quiet_nodes(tree, name, exceptions)
    found: dict[tuple[int, int], Finding] = {}

    def add(node: ast.AST, why: str) -> None:
        text = "".join(literal_parts(node)) or ast.unparse(node)
        key = (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))
        found.setdefault(key, Finding(name, key[0], text, why))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            called = call_name(node)
            if called in CATALOGUE_CALLS:
                literal = node.args[:2] if called == "_p" else node.args[:1]
                if not literal or not all(isinstance(arg, ast.Constant) for arg in literal):
                    add(node, "a catalogue message that is not a literal (Babel cannot extract it)")
                continue
            if id(node) in quiet:
                continue
            arguments = [node.args[index] for index in SINK_POSITIONS.get(called, ()) if index < len(node.args)]
            arguments += [keyword.value for keyword in node.keywords if keyword.arg in SINK_KEYWORDS]
            for argument in arguments:
                for value in sink_values(argument):
                    if has_words(value, name):
                        add(value, f"words shown by {called}() without a catalogue")
        elif isinstance(node, ast.FormattedValue):
            for inner in ast.walk(node.value):
                if isinstance(inner, ast.Call) and call_name(inner) in CATALOGUE_CALLS:
                    add(inner, "a catalogue call inside an f-string (Babel does not see it)")
    for node in ast.walk(tree):
        if id(node) in quiet or not isinstance(node, ast.Constant | ast.JoinedStr):
            continue
        if isinstance(node, ast.Constant) and any(
            isinstance(parent, ast.JoinedStr) and node in parent.values for parent in ast.walk(tree)
        ):
            continue  # a part of an f-string: judged with it
        if reads_as_words(node, name):
            add(node, "an f-string with words" if isinstance(node, ast.JoinedStr) else "words without a catalogue")
    return sorted(found.values(), key=lambda finding: (finding.path, finding.line))


EXCEPTIONS = product_exceptions()


def pending(path: Path) -> str | None:
    """Why the file's findings are expected for now (:data:`PENDING`), or None."""
    name = path.relative_to(ROOT).as_posix()
    return next((reason for pattern, reason in PENDING.items() if fnmatch(name, pattern)), None)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param(path, marks=pytest.mark.xfail(reason=pending(path), strict=False)) if pending(path) else path
        for path in scanned_files()
    ],
    ids=lambda path: path.relative_to(ROOT).as_posix(),
)
def test_no_player_facing_literal_escapes_the_catalogue(path):
    found = findings(path)
    assert not found, f"{len(found)} texts reach a player without a catalogue:\n" + "\n".join(map(str, found))


def test_the_scan_finds_what_it_is_for(tmp_path):
    """The scanner finds each kind of escape, and passes the catalogued, the markup and the machine words."""
    source = tmp_path / "sample.py"
    source.write_text(
        "from i18n import _\n"
        "def f(game_id, name, label):\n"
        '    """A docstring, not for players."""\n'
        '    log.info("Started %s", game_id)\n'
        '    ok = Message(_("Game {id} started.", id=game_id), components=(Button(f"bg:t:{game_id}", _("Go")),))\n'
        '    styled = Button("bg:x", label, "primary")\n'
        '    bad = Message(f"Game #{game_id} started.")\n'
        '    worse = Button("bg:y", "Take your turn")\n'
        '    state = "in the lobby"\n'
        "    hidden = f\"{name}: {_('Hidden')}\"\n"
        "    dynamic = _(label)\n"
        '    raise ValueError(f"no game {game_id}")\n'
    )
    lines = sorted(finding.line for finding in findings(source, tmp_path))
    assert lines == [7, 8, 9, 10, 11]


def test_the_wider_rules_pass_what_is_not_for_players_and_nothing_else(tmp_path):
    """The rules for the engines and storage: each passes its kind; a player's text beside it still counts."""
    (tmp_path / "engine" / "toy").mkdir(parents=True)
    source = tmp_path / "engine" / "toy" / "rules.py"
    source.write_text(
        "from i18n import _\n"
        "class Refusal(Exception): pass\n"
        "class Tooth(Refusal): pass\n"
        "class Broken(RuntimeError): pass\n"
        "CODES = ('CAR', 'UP1', 'ABCDE', 'hut_TIL', '#FFEB02')\n"
        "def f(state, headers):\n"
        '    raise Broken(f"state {state} is broken")\n'
        "def g(headers):\n"
        '    headers.get("Retry-After")\n'
        '    print(f"{3} games in {2} s")\n'
        '    layout = Text("{lines}\\n{line}", {})\n'
        '    key = f"board-edit-{headers}"\n'
        '    return app_commands.describe(game="The game to play")\n'
        "def h(state):\n"
        '    raise Tooth(f"Your tooth {state} aches")\n'
        "def k():\n"
        '    return "VP"\n'
        "def m():\n"
        '    return f"{3} VP"\n'
        "def n():\n"
        '    return "TO ACT"\n'
    )
    found = findings(source, tmp_path)
    assert sorted(finding.line for finding in found) == [15, 17, 19, 21], "\n".join(map(str, found))


def test_the_allow_lists_name_what_exists():
    """Every allowed file, function and pending file names a file of the product (an entry outlives nothing)."""
    files = [path.relative_to(ROOT).as_posix() for path in scanned_files()]
    for pattern in (*ALLOWED_FILES, *(file for file, _name in ALLOWED_FUNCTIONS), *PENDING, *ALLOWED_PLACES):
        assert any(fnmatch(file, pattern) for file in files), f"{pattern} matches no file of {SCANNED}"


def test_no_catalogue_language_is_a_discord_locale():
    """The premise of SLASH_COMMAND_CALLS: Discord can show no catalogue language, so the commands' words stay English.

    When a language that Discord has as a client locale (German, Spanish...) gets a catalogue,
    the slash commands' descriptions and choices must be made with ``_()`` so the Translator finds
    them; this test then fails to say so.
    """
    from bot.languages import discord_locales
    from i18n.tools import languages

    assert discord_locales(languages()) == {}
