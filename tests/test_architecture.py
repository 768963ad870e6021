"""The code's shape (issues 9 and 22): no import circle, nothing of the test bench in the product, one concern a module.

Imports are read from the source (every ``import``, also inside functions and ``TYPE_CHECKING``
blocks, relative ones resolved), so a circle hidden behind a late import is found too. The
product's packages sit at the repository's root; the test bench's (the emulator, the demo, the
benches and their shared kit) under ``testing/``, a distribution of its own.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PRODUCT = ("engine", "storage", "renderers", "bot", "migrations", "i18n")
TEST_BENCH = ("discord_emulator", "demo", "bench", "testkit")
LONGEST = 500  # lines: a product module longer than this has grown a second concern (issue 22)
DATA_MODULES = ("engine.dreams.outlines",)  # generated data (testing/bench/dreams_outlines.py), exempt from LONGEST


def modules(package: str, where: Path = ROOT) -> dict[str, Path]:
    found = {}
    for path in (where / package).rglob("*.py"):
        parts = path.relative_to(where).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def every_module() -> dict[str, Path]:
    found = {}
    for package in PRODUCT:
        found |= modules(package)
    for package in TEST_BENCH:
        found |= modules(package, ROOT / "testing")
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules ``name`` (at ``path``) imports; ``from package import module`` imports the module, not the package.

    A name that is not a known module stands for the closest known package it is in (``import
    renderers.kit.canvas.x`` imports ``renderers.kit.canvas``); names outside ``known`` are kept as written.
    """
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    written = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                written.add(submodule if submodule in known else base)
        elif isinstance(node, ast.Import):
            written.update(alias.name for alias in node.names)
    return {closest(module, known) for module in written}


def closest(module: str, known: dict[str, Path]) -> str:
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in known:
            return ".".join(parts[:end])
    return module


def graph_of(known: dict[str, Path]) -> dict[str, set[str]]:
    return {
        name: {other for other in imports(name, path, known) if other in known and other != name}
        for name, path in known.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
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

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_search_finds_a_circle_through_a_type_checking_or_relative_import(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n"
    )
    (tmp_path / "pkg" / "b.py").write_text("def late():\n    from . import c\n")
    (tmp_path / "pkg" / "c.py").write_text("from .a import A\nimport pkg.d\n")
    (tmp_path / "pkg" / "d.py").write_text("import os\n")
    known = modules("pkg", tmp_path)
    assert circles(graph_of(known)) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_no_import_circle_in_the_product_or_its_test_bench():
    known = every_module()
    assert {name.split(".")[0] for name in known} == set(PRODUCT + TEST_BENCH), "a package is missing"
    assert circles(graph_of(known)) == []


def test_the_product_imports_nothing_of_the_test_bench():
    """The live bot (and all it loads) never needs the emulator, the demo, the benches or the tests."""
    for package in PRODUCT:
        for name, path in modules(package).items():
            offending = {i for i in imports(name, path, {}) if i.split(".")[0] in (*TEST_BENCH, "tests", "testing")}
            assert not offending, f"{name} imports {offending}"


def test_the_test_bench_does_not_need_the_tests_folder():
    """The benches and the demo run from an install of the testing distribution, without ``tests/`` on the path."""
    for package in TEST_BENCH:
        for name, path in modules(package, ROOT / "testing").items():
            offending = {i for i in imports(name, path, {}) if i.split(".")[0] == "tests"}
            assert not offending, f"{name} imports {offending}"


def test_every_product_module_says_its_concern_and_stays_readable():
    """One concern per module, said in its docstring; size follows (issue 22: long modules were the symptom)."""
    for package in ("engine", "storage", "renderers", "bot"):
        for name, path in modules(package).items():
            text = path.read_text()
            assert ast.get_docstring(ast.parse(text)), f"{name} has no docstring saying its concern"
            lines = text.count("\n")
            assert name in DATA_MODULES or lines <= LONGEST, f"{name} has {lines} lines (at most {LONGEST})"
