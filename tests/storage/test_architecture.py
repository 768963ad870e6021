"""The storage package's shape (issue 22): every write goes through the one transaction helper."""

from tests.test_architecture import modules


def test_only_the_unit_of_work_opens_a_write_transaction():
    """Every repository writes through ``Repository._writing`` (storage.unit), none through a session of its own."""
    for name, path in modules("storage").items():
        if name in ("storage.unit", "storage.db"):
            continue
        text = path.read_text()
        assert "write_turn(" not in text and "session.begin()" not in text, name
        assert "writing(self._db)" not in text, f"{name} opens its own transaction: use self._writing()"
