"""Errors a player can read (DESIGN.md: an illegal action leaves the state untouched)."""


class IllegalAction(Exception):
    """An action the rules do not allow; ``message`` is shown to the player as is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
