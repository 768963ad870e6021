"""The daily digest (issue 26): one DM a day listing the games waiting on a member, at the time they picked.

``/me digest time:08:00`` sets it (their local time, in their time zone): each pass sends the
digests due (:func:`storage.digests.due_day`: the time reached, moved to the end of their quiet
hours when it falls inside them, never during them, not on a vacation day) and not done yet that
local day. A member no game waits on gets nothing, and their day is done.

**Home.** A digest spans servers, so it has no server's shard. Its home is shard 0's: Discord
delivers direct messages on shard 0, and every DM a member sends the bot arrives there, so the
process running shard 0 (or, while it is down, the one holding shard 0's duty lease) does every
member's digest (:meth:`storage.homes.Home.owns` with no server). The duty lease changes hands
only when its holder stops, so two processes may briefly both think they hold it: that is why
each digest is also **claimed** in the database before it is sent.

**Exactly once a day.** The claim (``members.digest_claimed_until``, a short term), then the DM,
sent with a nonce made of the day (``enforce_nonce``: Discord returns the first message for the
same nonce within a few minutes), then the day marked done. A process killed between the DM and
the mark leaves an expired claim; the next pass takes it over and, told that an earlier attempt
may have sent it, first looks in the member's DM channel for a digest of that day posted since
that claim began: found, the day is marked done without a second DM.
"""

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from bot.config import DEFAULT_SCHEDULER_INTERVAL
from bot.crash import crash_point
from bot.dm import DELIVERED, FAILED, DirectMessages
from bot.periodic import Periodic
from bot.present import mine as present_mine
from bot.service import GameService
from bot.service.mine import waiting_on
from storage.digests import Claim, due_day
from storage.homes import EVERYWHERE_ALWAYS, Homes
from storage.models import utc_now

log = logging.getLogger(__name__)

CLAIM_TERM = timedelta(minutes=1)
"""How long a process holds a digest it is sending; a claim left by a stopped process is taken over after it."""


def digest_nonce(day: str) -> str:
    """The nonce of a member's digest of ``day`` in their DM channel (at most 25 characters)."""
    return f"g{day}"


class Digests(Periodic):
    """Sends the daily digests due: at start-up, then every ``interval`` seconds (the scheduler's)."""

    task_name = "daily-digests"

    def __init__(
        self,
        service: GameService,
        dms: DirectMessages,
        *,
        interval: float = DEFAULT_SCHEDULER_INTERVAL,
        now: Callable[[], datetime] | None = None,
        home: Homes = EVERYWHERE_ALWAYS,
        term: timedelta = CLAIM_TERM,
    ) -> None:
        super().__init__(interval)
        self.service = service
        self.dms = dms
        self.home = home  # the digests are done by the home of shard 0 (the module's docstring)
        self.term = term
        self.now = now or service.now or utc_now

    async def one_pass(self, *, first: bool) -> None:
        """Send the digests due."""
        await self.run_once()

    async def run_once(self) -> int:
        """One pass: each member's digest due now, claimed and sent; how many were sent."""
        if not self.home().owns(None):
            return 0
        now, sent = self.now(), 0
        for member in await self.service.store.digests.wanted():
            day = due_day(member, now)
            if day is None:
                continue
            claim = await self.service.store.digests.claim(member.user_id, day, self.term, now)
            if claim is None:
                continue  # done, or another process is sending it
            try:
                sent += await self.send(claim)
            except Exception:
                log.exception("could not send the daily digest of %s", member.user_id)
        return sent

    async def send(self, claim: Claim) -> bool:
        """Send one claimed digest (nothing when no game waits) and mark its day done; whether a DM went out."""
        user_id, day = claim.user_id, claim.day
        games = await waiting_on(self.service, user_id)
        if not games:
            await self.service.store.digests.done(user_id, day)
            return False
        if claim.again is not None and await self.dms.sent_since(user_id, claim.again, day):
            log.info("the digest of %s for %s was sent before a restart: not sent again", user_id, day)
            await self.service.store.digests.done(user_id, day)
            return False
        code = await self.service.languages.of_member(user_id)
        message = present_mine.digest_dm(games, day, code)
        outcome = await self.dms.send_member(user_id, message, nonce=digest_nonce(day))
        crash_point("digest-sent")
        if outcome != FAILED:  # refused: nothing to do until tomorrow; failed: the claim runs out, tried again
            await self.service.store.digests.done(user_id, day)
        return outcome == DELIVERED
