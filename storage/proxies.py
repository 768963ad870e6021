"""Standing instructions (proxies): a player's orders to make their moves for them, set, listed and cancelled.

They are stepped after every change by :func:`storage.changes.play_on`; setting one may act at once,
through the same change path as a click.
"""

from collections.abc import Mapping
from typing import Any

from sqlalchemy import delete, select

from engine.core import make_proxy
from storage import rules
from storage.changes import advance, play_on
from storage.models import Proxy
from storage.records import Applied, GameRecord
from storage.unit import Check, Repository, active_game, load, player_row, record_of


class ProxyRepository(Repository):
    """A seat's standing instructions."""

    async def set_proxy(
        self,
        game_id: int,
        user_id: int,
        kind: str,
        amount: int | None = None,
        choice: int | None = None,
        check: Check | None = None,
    ) -> tuple[dict[str, Any], GameRecord, Applied | None]:
        """Set a standing instruction for the caller's seat: it, the game before, and the change if it acted at once.

        The game checks it (``IllegalAction`` with its message, nothing stored). One that aims at
        the same thing as a live one of the seat (the same kind on the same card) replaces it.
        """
        async with self._writing() as session:
            game, before = await active_game(session, game_id, check)
            row = player_row(game, user_id)
            spec = before.spec
            instruction = make_proxy(spec, before.state, row.seat, kind, amount, choice)
            live = await session.scalars(select(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat))
            for old in live:
                if _same_aim(old.data, instruction):
                    await session.delete(old)
            session.add(Proxy(game_id=game_id, seat=row.seat, data=instruction, created_at=self._now()))
            await session.flush()
            state, moves, told = await play_on(session, game, spec, before.state)
            if not moves:
                return instruction, before, None
            after = await advance(session, game, before, state, moves, self._now(), mover=row.seat, told=told)
            events = [*(event for move in moves for event in move.events), *told]
            return instruction, before, Applied(after, before, row.seat, moves[0].action, events)

    async def proxies_of(self, game_id: int, user_id: int) -> tuple[GameRecord, list[tuple[int, dict[str, Any]]]]:
        """The game, and the caller's live standing instructions in the order they were set: (id, instruction)."""
        async with self._db.sessions() as session:
            game = await load(session, game_id)
            row = player_row(game, user_id)
            found = await session.scalars(
                select(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat).order_by(Proxy.id)
            )
            return record_of(game), [(proxy.id, dict(proxy.data)) for proxy in found]

    async def cancel_proxies(self, game_id: int, user_id: int, proxy_id: int | None = None) -> int:
        """Cancel one of the caller's standing instructions (``proxy_id``) or all of them; how many were cancelled."""
        async with self._writing() as session:
            game = await load(session, game_id, lock=True)
            rules.check_active(game.status)
            row = player_row(game, user_id)
            query = delete(Proxy).where(Proxy.game_id == game_id, Proxy.seat == row.seat)
            if proxy_id is not None:
                query = query.where(Proxy.id == proxy_id)
            result = await session.execute(query)
            return int(result.rowcount or 0)


def _same_aim(old: Mapping[str, Any], new: Mapping[str, Any]) -> bool:
    """Whether two instructions aim at the same thing (equal but for their amount): the newer replaces the older."""
    return {k: v for k, v in old.items() if k != "amount"} == {k: v for k, v in new.items() if k != "amount"}
