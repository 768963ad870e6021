"""Bot seats as stored (issue 24): a reserved user id per bot, its name, and which seats a bot plays now.

A bot seat is a ``seats`` row with ``bot`` set to its strength and a negative ``user_id``: Discord
ids are positive, so every member query (stats, ratings, /mygames, campaigns, history) stays right
without a filter, the (game, user) uniqueness holds, and nothing can ping or DM a bot. The ids are
numbered per game (-1, -2...) and the name says the number and strength ("Bot 2 (normal)").
An open seat is played by a bot when the table says so (``open_seat``, at ``bot_level``) until a member claims it.
"""

from collections.abc import Iterable
from typing import Protocol

from engine.players import Strength
from storage.table import Table


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


def bot_name(user_id: int, strength: str) -> str:
    """A bot's name in every text: "Bot 2 (normal)"."""
    return f"Bot {-user_id} ({Strength(strength).value})"


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
