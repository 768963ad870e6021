"""Alembic migrations of the storage schema (DESIGN.md "Storage"); run by ``storage.db.Database.migrate``."""
