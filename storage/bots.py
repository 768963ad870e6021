"""Bot seats as stored (issue 24): a reserved user id per bot, its name, and which seats a bot plays now.

A bot seat is a ``seats`` row with ``bot`` set to its strength and a negative ``user_id``: Discord
ids are positive, so every member query (stats, ratings, /mygames, campaigns, history) stays right
without a filter, the (game, user) uniqueness holds, and nothing can ping or DM a bot. The ids are
numbered per game (-1, -2...) and the name says the number and strength ("Bot 2 (normal)"): a message
(:func:`bot_name`), built from the seat's id and strength wherever a game's seats are read
(``storage.unit.seat_records``), so every reader reads it in their language («ربات ۲ (معمولی)»); the
English stored as the seat's display name is only a record.
An open seat is played by a bot when the table says so (``open_seat``, at ``bot_level``) until a member claims it.
"""

from collections.abc import Iterable
from typing import Protocol

from engine.players import Strength
from i18n import Text, _, _p
from storage.table import Table

STRENGTH_WORDS: dict[Strength, Text] = {
    Strength.EASY: _p("bot strength", "easy"),
    Strength.NORMAL: _p("bot strength", "normal"),
    Strength.STRONG: _p("bot strength", "strong"),
}
"""A bot's strength as its name says it."""


class SeatLike(Protocol):
    """What :func:`bot_strengths` reads of a seat (a ``Seat`` row or a ``SeatRecord``)."""

    seat: int | None
    bot: str | None
    open: bool
    resigned: bool


def is_bot_id(user_id: int) -> bool:
    """Whether ``user_id`` is a bot's reserved id rather than a Discord member's."""
    return user_id < 0


def next_bot_id(taken: Iterable[int]) -> int:
    """The first reserved bot id (-1, -2...) not already seated at the game."""
    used = {user_id for user_id in taken if is_bot_id(user_id)}
    number = 1
    while -number in used:
        number += 1
    return -number


def bot_name(user_id: int, strength: str) -> Text:
    """A bot's name, a message said in each reader's language: "Bot 2 (normal)", «ربات ۲ (معمولی)»."""
    return _("Bot {number} ({strength})", number=-user_id, strength=STRENGTH_WORDS[Strength(strength)])


def bot_strengths(seats: Iterable[SeatLike], table: Table) -> dict[int, Strength]:
    """The seats a bot plays now, with its strength: bot seats, and open seats when the table lets a bot play them."""
    found: dict[int, Strength] = {}
    for row in seats:
        if row.seat is None or row.resigned:
            continue
        if row.bot is not None:
            found[row.seat] = Strength(row.bot)
        elif row.open and table.open_bot:
            found[row.seat] = Strength(table.bot_level)
    return found
