"""The bot package's shape (issue 9): no import circles, and nothing of the demo or the emulator in the live bot.

Imports are read from the source (every ``import``, also inside functions and ``TYPE_CHECKING``
blocks), so a circle hidden behind a late import is found too.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules(package: str) -> dict[str, Path]:
    found = {}
    for path in (ROOT / package).rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(path: Path, known: dict[str, Path]) -> set[str]:
    """The modules ``path`` imports; ``from package import module`` imports the module, not the package."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                names.add(submodule if submodule in known else node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_the_bot_package_has_no_import_circle():
    bot = modules("bot")
    graph = {
        name: {other for other in imports(path, bot) if other in bot and other != name} for name, path in bot.items()
    }
    assert circles(graph) == []


def test_the_live_bot_imports_nothing_of_the_demo_or_the_emulator():
    for name, path in modules("bot").items():
        offending = {i for i in imports(path, {}) if i.split(".")[0] in ("demo", "discord_emulator", "tests")}
        assert not offending, f"{name} imports {offending}"
