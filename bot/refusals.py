"""The bot's own expected refusals, each with a message a player can read (STYLE.md "Error handling").

Storage's errors (``storage.errors``) and the engine's ``IllegalAction`` are the others;
``bot/errors.py`` turns all of them into short ephemeral replies. Nothing was changed
when one of these is raised.
"""


class Refusal(Exception):
    """A request the bot turns down; ``message`` is shown to the player as is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NoGameHere(Refusal):
    """The command needs a game: it was used outside a game thread and named none."""


class NotAllowed(Refusal):
    """The player may not do this (only the creator or a moderator may)."""


class NotYourChoice(Refusal):
    """A component that belongs to another seat's decision."""


class NotYourTurn(Refusal):
    """Nothing is being asked of this player right now."""


class NoSuchChoice(Refusal):
    """Typed text or a value that matches none of the options offered now."""
