"""The storage package's shape (issue 22): one concern per module, each readable at once (circles: tests/bot/test_architecture.py)."""

import ast

from tests.bot.test_architecture import modules

LONGEST = 450  # lines: a module longer than this has grown a second concern


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
