"""The scheduler: reminders, timeouts and votes when clocks run out (issue 11).

Deadlines live in the database (each seat's ``due_at``), so they survive restarts: a deadline
that passed while the bot was down is handled at the first pass, once. Each pass asks the
service for due games one at a time (``service.clock.tick``: one transaction per game, which
claims the game's row so that two bot processes on one database never act twice, and plays a
timeout through the same versioned apply as a click), then shows what happened: the board
through the choreographer, reminders by DM (in the thread, pinging the player alone, if their
DMs are closed), and the table's calls (a vote, an open seat) as thread messages with buttons.
"""

import logging
from collections.abc import Callable
from datetime import datetime

from bot.choreography import Choreographer
from bot.config import DEFAULT_SCHEDULER_INTERVAL
from bot.languages import game_language
from bot.periodic import Periodic
from bot.present import clock as present_clock
from bot.service import GameService, Nudge, Tick
from bot.threads import call_place
from storage.homes import EVERYWHERE_ALWAYS, Homes
from storage.models import utc_now

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = (
    30.0  # seconds between two passes (SCHEDULER_INTERVAL): reminders and timeouts come at most this late
)
BATCH = 200  # due games handled in one pass before the loop sleeps (the rest come at the next pass)


class Scheduler(Periodic):
    """Runs the due clocks: at start-up (overdue deadlines first), then every ``interval`` seconds."""

    task_name = "clock-scheduler"

    def __init__(
        self,
        service: GameService,
        choreographer: Choreographer,
        *,
        interval: float = DEFAULT_SCHEDULER_INTERVAL,
        batch: int = BATCH,
        now: Callable[[], datetime] | None = None,
        home: Homes = EVERYWHERE_ALWAYS,
    ) -> None:
        super().__init__(interval)
        self.service = service
        self.choreographer = choreographer
        self.batch = batch
        self.home = home  # the games whose clocks this process runs now (those of the shards it holds)
        self.now = now or service.now or utc_now

    async def one_pass(self, *, first: bool) -> None:
        """Handle what is due (at start-up: what fell due while the bot was down)."""
        await self.run_once()

    async def run_once(self) -> int:
        """One pass: handle due games until none is due (or ``batch`` were); how many were handled."""
        handled, home = 0, self.home()
        while handled < self.batch:
            tick = await self.service.clock.tick(self.now(), home)
            if tick is None:
                break
            handled += 1
            try:
                await self.show(tick)
            except Exception:
                log.exception("could not show what the clock did in game %s", tick.game_id)
        return handled

    async def show(self, tick: Tick) -> None:
        """Show one game's tick: the board after timeouts, then the calls, then the reminders."""
        if tick.change is not None:
            await self.choreographer.after_change(tick.change)
        record = tick.change.game if tick.change is not None else await self.service.get(tick.game_id)
        for call in tick.calls:
            place = call_place(record, call.kind)
            if place is not None:
                await self.choreographer.post_call(place, call)
        for nudge in tick.nudges:
            await self.remind(nudge)

    async def remind(self, nudge: Nudge) -> None:
        """DM the reminder; in the thread (pinging the player alone) if it could not be delivered."""
        record = await self.service.get(nudge.game_id)
        code = await self.service.languages.of_member(nudge.user_id)  # the DM: its reader's language
        if await self.choreographer.dms.send(record, nudge.user_id, present_clock.reminder_dm(nudge, code)):
            return
        if record.thread_id is not None:  # the thread: the game's
            await self.choreographer.post(
                record.thread_id, present_clock.reminder_in_thread(nudge, game_language(record))
            )
