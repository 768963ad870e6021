"""The rules of every game: pure Python, no I/O (DESIGN.md "The engine contract")."""
