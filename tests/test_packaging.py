"""What ``pip install .`` ships (issue 22): the product alone; the test bench is the distribution in testing/.

Each distribution's packages are found as setuptools finds them when it builds the wheel: from
the ``[tool.setuptools.packages.find]`` table of its pyproject.toml (namespace discovery, the
pyproject default, unless the table turns it off).
"""

import tomllib
from pathlib import Path

from setuptools import find_namespace_packages, find_packages

ROOT = Path(__file__).resolve().parents[1]


def top_level_packages(project: Path) -> set[str]:
    find = tomllib.loads((project / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]
    finder = find_namespace_packages if find.get("namespaces", True) else find_packages
    (where,) = find.get("where", ["."])
    found = finder(where=str(project / where), include=find.get("include", ("*",)), exclude=find.get("exclude", ()))
    return {name.split(".")[0] for name in found}


def test_the_product_ships_the_bot_the_engine_storage_renderers_migrations_and_languages_only():
    assert top_level_packages(ROOT) == {"bot", "engine", "i18n", "migrations", "renderers", "storage"}


def test_the_test_bench_ships_the_emulator_the_demo_the_benches_and_their_kit():
    assert top_level_packages(ROOT / "testing") == {"bench", "demo", "discord_emulator", "testkit"}


def test_the_test_bench_depends_on_the_product():
    project = tomllib.loads((ROOT / "testing" / "pyproject.toml").read_text())["project"]
    product = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["name"]
    assert product in project["dependencies"]
