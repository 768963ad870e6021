"""The bot's own expected refusals, each with a message a player can read (STYLE.md "Error handling").

Storage's errors (``storage.errors``) and the engine's ``IllegalAction`` are the others;
``bot/errors.py`` turns all of them into short ephemeral replies. Nothing was changed
when one of these is raised.

A refusal's message is an :class:`i18n.Text` (made with ``_``) where it is raised, so it can be
said in the player's language: :meth:`Refusal.said`.
"""

from i18n import say


class Refusal(Exception):
    """A request the bot turns down; ``message`` is shown to the player (:meth:`said` in their language)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def said(self, language: str = "en") -> str:
        """The message in ``language``: a :class:`i18n.Text` translated, a plain ``str`` as it is."""
        return say(self.message, language)


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
