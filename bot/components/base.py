"""What every dynamic item shares: it is rebuilt around the component it was clicked as."""

import re
from typing import Any, Self

import discord


class Rebuilt:
    """Mixin for the dynamic items: ``from_custom_id`` wraps the received component with ``around``.

    Each item class says in ``around(item, match)`` what it reads from its custom id; discord.py
    calls ``from_custom_id`` on every click, also after a restart.
    """

    @classmethod
    def around(cls, item: Any, match: re.Match[str]) -> Self:
        """The item wrapping ``item``, whose custom id gave ``match``."""
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the item around the component that was clicked or used."""
        return cls.around(item, match)
