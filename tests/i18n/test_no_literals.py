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

Not counted: docstrings, the catalogue calls' own arguments, log calls, ``assert`` messages,
developer exceptions (``ValueError``...), ``if __name__`` guards, type annotations, and what
the allow-list below names, each with its reason. To cover more of the product later (the
rest of ``bot/``, the engines), add its paths to ``SCANNED`` and reasons to the allow-list.
"""

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCANNED = ("bot/present", "bot/refusals.py", "bot/components", "bot/names.py")
"""The files (or folders of ``.py`` files) whose player-facing texts must all come from the catalogue."""

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

SINK_KEYWORDS = {"content", "label", "description", "placeholder", "title", "question", "example", "hint", "message"}
"""Keyword arguments read by a player, whatever the call."""

QUIET_CALLS = {
    "debug", "info", "warning", "error", "exception", "critical", "log",  # logging: for operators, in English
    "AssertionError", "ValueError", "TypeError", "KeyError", "RuntimeError", "NotImplementedError", "LookupError",
    "IndexError", "AttributeError",  # developers' exceptions: never shown to a player
    "compile", "fullmatch", "match", "search", "sub", "split",  # regular expressions
    "getLogger", "Literal", "TypeVar", "cast", "getattr", "hasattr", "startswith", "endswith", "strftime",
}  # fmt: skip
"""Calls whose string arguments are not player-facing."""

ALLOWED_TEXT = (
    re.compile(r"^bg:"),  # custom ids (bot/components/ids.py): machine words, never shown
    re.compile(r"^https://discord\.com/channels/"),  # links: markup
    re.compile(r"^<[@#t]"),  # mentions, channels and timestamps: Discord markup
    re.compile(r"^\s*[\w-]+\.(png|txt|json)\s*$"),  # file names
    re.compile(r"^python -m engine\.replay_file $"),  # a shell command, typed as it is
    re.compile(r"^\^?\(?\?P?<"),  # regular expressions (custom id templates)
)
"""Literal texts with words that are not words for a reader, by what they are."""

ALLOWED_PLACES: dict[str, set[str]] = {
    # file -> the literals (exactly) that are allowed there, each with its reason
    "bot/components/ids.py": {
        "bg",  # the custom ids' prefix
    },
    "bot/components/factory.py": {
        "answer",  # FORM_INPUT: a text box's custom id
    },
}
"""Single literals allowed in one file, with their reasons."""

WORD = re.compile(r"[A-Za-z]{2,}")
IDENTIFIER = re.compile(r"^[a-z][a-z0-9_.:-]*$")  # "success", "resign", "bg:o", "game_id": keys, verbs, styles


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
    """Whether ``text`` is allowed: not words for a reader (markup, ids, file names) or allowed in this file."""
    stripped = text.strip()
    return any(pattern.search(stripped) for pattern in ALLOWED_TEXT) or stripped in ALLOWED_PLACES.get(path, set())


def worded_parts(node: ast.AST, path: str) -> list[str]:
    """The literal parts of a string literal (or f-string) with words, unless the whole is allowed."""
    if isinstance(node, ast.JoinedStr):
        whole = "".join(
            part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else "{}"
            for part in node.values
        )
        if allowed(whole, path):
            return []  # an f-string that is a custom id, a link, markup...
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


def quiet_nodes(tree: ast.AST) -> set[int]:
    """The ids of the nodes whose strings are not player-facing: docstrings, catalogue calls, logs, annotations..."""
    quiet: set[int] = set()

    def hush(node: ast.AST) -> None:
        quiet.update(id(inner) for inner in ast.walk(node))

    for node in ast.walk(tree):
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
        if isinstance(node, ast.keyword) and node.arg not in SINK_KEYWORDS:
            if isinstance(node.value, ast.Constant):
                hush(node.value)  # an option of a call (style="primary", as_needed=False...)
    return quiet


def findings(path: Path, root: Path = ROOT) -> list[Finding]:
    """Every literal of the file at ``path`` that reaches a player without a catalogue."""
    name = path.relative_to(root).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=name)
    quiet = quiet_nodes(tree)
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


@pytest.mark.parametrize("path", scanned_files(), ids=lambda path: path.relative_to(ROOT).as_posix())
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
