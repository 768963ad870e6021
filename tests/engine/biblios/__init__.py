"""Biblios engine tests (rules/biblios.md)."""
