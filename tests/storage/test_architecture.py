"""The storage package's shape (issue 22): no import circle, one concern per module, each readable at once."""

import ast

from tests.bot.test_architecture import circles, imports, modules

LONGEST = 450  # lines: a module longer than this has grown a second concern


def test_the_storage_package_has_no_import_circle():
    storage = modules("storage")
    graph = {
        name: {other for other in imports(path, storage) if other in storage and other != name}
        for name, path in storage.items()
    }
    assert circles(graph) == []


def test_every_storage_module_says_its_concern_and_stays_readable():
    for name, path in modules("storage").items():
        text = path.read_text()
        assert ast.get_docstring(ast.parse(text)), f"{name} has no docstring saying its concern"
        lines = text.count("\n")
        assert lines <= LONGEST, f"{name} has {lines} lines (at most {LONGEST})"


def test_only_the_unit_of_work_opens_a_write_transaction():
    """Every repository writes through ``Repository._writing`` (storage.unit), none through a session of its own."""
    for name, path in modules("storage").items():
        if name in ("storage.unit", "storage.db"):
            continue
        text = path.read_text()
        assert "write_turn(" not in text and "session.begin()" not in text, name
        assert "writing(self._db)" not in text, f"{name} opens its own transaction: use self._writing()"
