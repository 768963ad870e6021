"""The bots' flow (issue 24): whose turn a bot has, its thinking off the event loop, its move applied.

A bot plays a seat when the seat is a bot's (``seats.bot``) or is open and the table lets a bot
play it (``open_seat``): :func:`storage.bots.bot_strengths`, read from what is stored, so a
restart resumes a game waiting on a bot. The bot decides from its seat's position only
(:mod:`engine.players`), in a worker process of its own (:class:`bot.service.thinking.ThinkPool`: thinking holds the
interpreter lock, and the pictures' workers stay free), bounded by its strength's CPU budget.
Its move goes through the same versioned apply as a click (``store.games.apply_bot``, reason
``bot``): a decision that changed while it thought is thought again. A thinking that crashes, is
refused by the engine, or outlasts its budget plus :data:`GRACE` plays the seat's default move,
and the log says why.
"""

import asyncio
import logging

from bot.service.core import Flow
from bot.service.outcomes import Change
from bot.service.thinking import Think
from engine.core import IllegalAction
from engine.core.decision import Action
from engine.core.game import dump_state
from engine.players import STRENGTHS, Strength
from storage.bots import bot_strengths
from storage.errors import GameNotActive, NotSeated, StaleVersion
from storage.records import GameRecord
from storage.table import read_table

log = logging.getLogger(__name__)

GRACE = 5.0
"""Wall seconds a bot may take beyond its strength's CPU budget (a busy machine) before its default move is played."""
RETHINKS = 5
"""How often a bot thinks again when its decision changed while it thought, before leaving it to the next pass."""


def bot_turn(record: GameRecord) -> tuple[int, Strength] | None:
    """The first seat a bot plays that the game waits on now, with the bot's strength; None if there is none."""
    if record.state is None:
        return None
    bots = bot_strengths(record.seats, read_table(record.table))
    for decision in record.spec.pending(record.state):
        if decision.seat in bots:
            return decision.seat, bots[decision.seat]
    return None


class BotFlow(Flow):
    """The bots' moves: one per call, through the same versioned apply as a click."""

    @property
    def thinking(self) -> Think:
        """How bots think: the service's pool (``ServiceCore.bots``)."""
        return self.core.think

    async def move(self, game_id: int) -> Change | None:
        """Let the bot whose turn it is in game ``game_id`` move; None when no bot has a turn (or it went stale)."""
        for _ in range(RETHINKS):
            try:
                record = await self.core.store.games.get(game_id)
            except GameNotActive:
                return None
            turn = bot_turn(record)
            if turn is None:
                return None
            seat, strength = turn
            seen = record.seat_record(seat).decision_version
            action = await self._think(record, seat, strength)
            try:
                async with self.core.locks[game_id]:
                    try:
                        applied = await self.core.store.games.apply_bot(game_id, seat, action, seen)
                    except IllegalAction as refusal:
                        log.warning(
                            "game %s seat %s: the bot's move was refused (%s); default move", game_id, seat, refusal
                        )
                        default = self.core.decision(record, seat).default_option.action
                        applied = await self.core.store.games.apply_bot(game_id, seat, default, seen)
            except (StaleVersion, NotSeated, GameNotActive):
                continue  # the game moved on while the bot thought (a claim, an undo...): look again
            return self.core.change(applied.before, applied.game, applied.seat, applied.events)
        return None

    async def _think(self, record: GameRecord, seat: int, strength: Strength) -> Action:
        """The bot's action; its seat's default move when thinking fails or takes too long (logged)."""
        spec = record.spec
        seed = hash((record.seed, seat, record.version)) & 0x7FFF_FFFF
        budget = STRENGTHS[strength].cpu_budget + GRACE
        try:
            action, reason = await asyncio.wait_for(
                self.thinking(spec.key, dump_state(spec, record.state), seat, strength.value, seed), budget
            )
        except Exception as error:  # a bot never stalls a game: the default move, and why
            why = "took too long" if isinstance(error, TimeoutError) else f"failed: {error!r}"
            log.warning("game %s seat %s: the bot's thinking %s; default move", record.id, seat, why)
            return self.core.decision(record, seat).default_option.action
        log.info("game %s seat %s: a %s bot chose %s (%s)", record.id, seat, strength.value, action, reason)
        return action
