"""The replay flow (cog ``bot/cogs/replay.py``, issue 14): steps and exports of games that are over.

The timelines and their cache are ``bot/service/replays.py``; this module is what the cog calls.
"""

import asyncio
from dataclasses import replace

from bot.languages import spoken
from bot.names import plain_all, shown_all
from bot.refusals import NoSuchChoice
from bot.service.core import Flow
from bot.service.finding import require_guild
from bot.service.outcomes import ReplayShown
from bot.service.replays import REPLAYABLE, Export, Timeline, check_over, export_record
from bot.service.snapshots import Snapshot
from i18n import ENGLISH, _
from storage.log import effective_moves
from storage.records import GameRecord


class ReplayFlow(Flow):
    """Replays and exports of games that are over."""

    async def show(
        self,
        game_id: int,
        guild_id: int | None,
        number: int | None = None,
        view: int | None = None,
        *,
        language: str = ENGLISH,
    ) -> ReplayShown:
        """Step ``number`` (0: the set-up; None: the last) of a game that is over, showing the board or a seat's view.

        Its lines are said in ``language``: a replay is shown to one member, in theirs.

        Refused while the game runs (to everyone), for another server's game, and for a step or
        seat the game does not have (``NoSuchChoice``: a forged or mistyped number).
        """
        record = await self.core.get(game_id, guild_id, dm_ok=False)
        timeline = await self._timeline(record)
        number = timeline.total if number is None else number
        if not 0 <= number <= timeline.total:
            moves = _("Game #{game} has moves 0 to {total}; there is no move {number}.", game=record.id,
                      total=timeline.total, number=number)  # fmt: skip
            raise NoSuchChoice(moves)
        if view is not None and record.seat_record(view) is None:
            raise NoSuchChoice(_("Game #{game} has no seat {seat}.", game=record.id, seat=view + 1))
        step = await self.core.replays.step(timeline, number)
        shown_at = Snapshot(replace(record, version=number, state=step.state), self.core.spec(record))
        pictures = await self.core.replay_pictures.of(shown_at, view, language)
        names = shown_all(record.names)
        return ReplayShown(
            record.id,
            self.core.spec(record).title,
            number,
            timeline.total,
            names,
            plain_all(record.names),
            spoken(step.chapter, language, names),
            step.mover,
            step.reason,
            tuple(spoken(line, language, names) for line in step.lines),
            tuple(spoken(line, language, names) for line in step.revealed),
            view,
            pictures,
        )

    async def games_over(self, guild_id: int, user_id: int) -> list[GameRecord]:
        """The finished and abandoned games of this server in which ``user_id`` held a seat."""
        return await self.core.store.games.member_games(guild_id, user_id, REPLAYABLE)

    async def replay_turn(self, game_id: int, guild_id: int | None, words: str) -> int | None:
        """The first move of the first turn of a game that is over whose title holds ``words``; None if none does."""
        record = await self.core.get(game_id, guild_id, dm_ok=False)
        timeline = await self._timeline(record)
        return await asyncio.to_thread(timeline.first_of_turn, words)

    async def replay_length(self, game_id: int, guild_id: int | None) -> int:
        """How many moves a game that is over has (the number of its last replay step), replaying nothing.

        Cheap enough to answer before a form opens (a modal cannot follow a deferral).
        """
        record, rows = await self.core.store.games.with_log(game_id)
        require_guild(record, guild_id, dm_ok=False)
        check_over(record)
        found = self.core.replays.cached(record)
        return found.total if found is not None else len(effective_moves(rows))

    async def _timeline(self, record: GameRecord) -> Timeline:
        check_over(record)
        found = self.core.replays.cached(record)
        if found is not None:
            return found
        stored, rows = await self.core.store.games.with_log(record.id)
        return await self.core.replays.timeline(stored, self.core.spec(stored), rows)

    async def export(self, game_id: int, guild_id: int | None) -> Export:
        """The full record of a game that is over, as JSON-ready data (refused while it runs)."""
        record, rows = await self.core.store.games.with_log(game_id)
        require_guild(record, guild_id, dm_ok=False)
        moderation = await self.core.store.moderation.of_game(game_id)
        return export_record(record, self.core.spec(record), rows, moderation)
