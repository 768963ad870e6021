"""The standing-instructions flow (cog ``bot/cogs/auto.py``): Biblios bid limits and passes, set ahead."""

from typing import Any

from bot.languages import spoken
from bot.names import shown_all
from bot.service.core import Flow, in_server
from bot.service.finding import status_message
from bot.service.outcomes import Change
from engine.core import ProxyKind, offered_proxies
from i18n import ENGLISH
from storage.errors import GameNotActive
from storage.models import GameStatus
from storage.records import GameRecord


class AutoFlow(Flow):
    """Standing instructions ("proxy decisions"), set, listed and cancelled."""

    async def offered_proxies(self, game_id: int, user_id: int) -> tuple[ProxyKind, ...]:
        """The standing instructions the caller may set now in this game (private: they may tell their gold)."""
        record = await self.core.store.games.get(game_id)
        return offered_proxies(self.core.spec(record), record.state, self.core.require_seat(record, user_id))

    async def set_proxy(
        self,
        game_id: int,
        user_id: int,
        kind: str,
        amount: int | None = None,
        choice: int | None = None,
        *,
        guild_id: int | None = None,
        language: str = ENGLISH,
    ) -> tuple[str, Change | None]:
        """Set a standing instruction: its description (in ``language``), and the change if it acted at once."""
        async with self.core.locks[game_id]:
            instruction, record, applied = await self.core.store.proxies.set_proxy(
                game_id, user_id, kind, amount, choice, in_server(guild_id, dm_ok=True)
            )
        described = self._describe_proxy(record, instruction, language)
        if applied is None:
            return described, None
        return described, self.core.change(applied.before, applied.game, applied.seat, applied.events)

    async def proxies_of(self, game_id: int, user_id: int, *, language: str = ENGLISH) -> list[tuple[int, str]]:
        """The caller's live standing instructions: (id, description in ``language``), in the order they were set."""
        record, found = await self.core.store.proxies.proxies_of(game_id, user_id)
        if record.status != GameStatus.ACTIVE:
            raise GameNotActive(status_message(record.status))
        return [(number, self._describe_proxy(record, data, language)) for number, data in found]

    async def cancel_proxies(self, game_id: int, user_id: int, proxy_id: int | None = None) -> int:
        """Cancel one of the caller's standing instructions, or all; how many."""
        async with self.core.locks[game_id]:
            return await self.core.store.proxies.cancel_proxies(game_id, user_id, proxy_id)

    def _describe_proxy(self, record: GameRecord, instruction: dict[str, Any], language: str) -> str:
        rules = self.core.spec(record).proxies
        text = rules.describe(instruction) if rules is not None else str(instruction.get("kind", ""))
        return spoken(text, language, shown_all(record.names))
