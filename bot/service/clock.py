"""The clock flow (cog ``bot/cogs/clock.py``, issue 11): due clocks, votes, claims, more time, time settings."""

from dataclasses import dataclass, replace
from datetime import datetime, time
from zoneinfo import ZoneInfo

from bot.languages import game_language
from bot.names import shown, shown_all
from bot.refusals import NoSuchChoice
from bot.service.core import Flow, in_server, user_ids
from bot.service.outcomes import Change, Nudge, TableCall, Tick, VoteOutcome
from i18n import _, listed, n_
from storage.clock import (
    ClockInputError,
    Stage,
    describe_left,
    parse_quiet,
    parse_time_of_day,
    parse_vacation,
    parse_zone,
)
from storage.digests import digest_time
from storage.homes import EVERYWHERE, Home
from storage.records import GameRecord
from storage.timers import MemberTime
from storage.unit import NOTIFY_MODES

MAX_VACATIONS = 10  # planned vacations a member may keep at once


@dataclass(frozen=True, slots=True)
class NotifySettings:
    """How a member wants their turn told (``NOTIFY_MODES``), their digest's local time (None: off), their clock."""

    mode: str
    digest_at: str | None
    settings: MemberTime

    @property
    def digest_comes_at(self) -> str | None:
        """The local time the digest really comes: its time, or the end of the quiet hours it falls in."""
        if self.digest_at is None:
            return None
        return f"{digest_time(self.settings, time.fromisoformat(self.digest_at)):%H:%M}"


class ClockFlow(Flow):
    """Clocks, timeouts, votes and substitutes."""

    async def tick(self, now: datetime | None = None, home: Home = EVERYWHERE) -> Tick | None:
        """Do what is due in one game at ``home`` (reminders, timeouts, votes to call); None when nothing is due."""
        due = await self.core.store.deadlines.handle_due(now or self.core.now(), home)
        if due is None:
            return None
        record, title = due.game, self.core.spec(due.game).title
        names = shown_all(record.names)
        nudges = tuple(
            Nudge(
                record.id,
                title,
                user_ids(record)[reminder.seat],
                reminder.seat,
                reminder.stage == Stage.LAST_TENTH,
                describe_left(reminder.left),
                reminder.deadline,
                record.guild_id,
                record.thread_id,
                record.board_message_id,
            )
            for reminder in due.reminders
        )
        calls = [self.call_of("vote", record, seat) for seat in due.vote_on]
        calls += [self.call_of("open", due.game, seat, reason=_timeouts(due.before, seat)) for seat in due.opened]
        change = None
        if due.timed_out:
            line = _("⏱ {players} ran out of time.", players=listed([names[seat] for seat in due.timed_out]))
            change = self.core.change(due.before, record, due.timed_out[0], due.events, line=line)
        return Tick(record.id, change, nudges, tuple(calls))

    def call_of(self, kind: str, record: GameRecord, seat: int, *, reason: str = "") -> TableCall:
        """A call to the table about ``seat``: ``vote`` (skip or expel), ``open`` (a seat to claim), ``more`` (time)."""
        player = record.seat_record(seat)
        assert player is not None
        asked = tuple(s.user_id for s in record.seats if s.seat != seat and s.playing)
        version = 0 if kind == "open" else player.decision_version
        title = self.core.spec(record).title
        name, code = shown(player.name), game_language(record)
        return TableCall(kind, record.id, title, seat, name, player.user_id, version, asked, reason, code)

    async def vote(
        self, game_id: int, user_id: int, seat: int, version: int, choice: str, *, guild_id: int | None
    ) -> VoteOutcome:
        """Vote to skip the overdue move of ``seat`` or to expel its player; the change once a majority agrees."""
        async with self.core.locks[game_id]:
            voted = await self.core.store.deadlines.vote(game_id, user_id, seat, version, choice, in_server(guild_id))
        call = self.call_of("vote", voted.before, seat)
        change = None
        if voted.decided is not None:
            name = call.name
            skipped = _("The table skipped {player}'s move.", player=name)
            line = skipped if voted.decided == "skip" else _("The table expelled {player}.", player=name)
            change = self.core.change(voted.before, voted.game, seat, voted.events, line=line)
        return VoteOutcome(call, voted.votes, voted.needed, voted.decided, change)

    async def claim(self, game_id: int, seat: int, user_id: int, name: str, *, guild_id: int | None) -> Change:
        """Take the open ``seat`` (a substitute, or its former player back); the change shows the new name."""
        async with self.core.locks[game_id]:
            claimed = await self.core.store.deadlines.claim_seat(game_id, seat, user_id, name, in_server(guild_id))
        before = claimed.before.seat_record(seat)
        was = shown(before.name) if before is not None else _("a player")
        now = shown(name)
        line = (
            _("{player} is back in their seat.", player=now)
            if claimed.previous_user_id == user_id
            else _("{player} takes {name}'s seat.", player=now, name=was)
        )
        return self.core.change(claimed.before, claimed.game, seat, [], line=line)  # the newcomer is owed a DM

    async def ask_more_time(self, game_id: int, user_id: int, *, guild_id: int | None) -> TableCall:
        """The caller asks the table for more time for their pending decision: the call to post in the thread."""
        async with self.core.locks[game_id]:
            record = await self.core.store.deadlines.ask_more_time(game_id, user_id, in_server(guild_id, dm_ok=True))
        seat = self.core.require_seat(record, user_id)
        return self.call_of("more", record, seat)

    async def grant_more_time(
        self, game_id: int, user_id: int, seat: int, version: int, *, guild_id: int | None
    ) -> Change:
        """Grant ``seat`` a day for the decision it asked more time for: a change the board shows."""
        async with self.core.locks[game_id]:
            before, after = await self.core.store.deadlines.grant_more_time(
                game_id, user_id, seat, version, check=in_server(guild_id)
            )
        granter = after.seat_of(user_id)
        who = shown(after.names[granter]) if granter is not None else _("The table")
        line = _("⏱ {player} granted {name} a day more.", player=who, name=shown(after.names[seat]))
        return self.core.change(before, after, None, [], line=line)

    async def member_time(self, user_id: int) -> MemberTime:
        """A member's clock settings (time zone, quiet hours, vacations)."""
        return await self.core.store.members.member_time(user_id)

    async def change_member_time(
        self,
        user_id: int,
        *,
        zone: str | None = None,
        quiet: str | None = None,
        vacation: str | None = None,
        clear_vacation: bool = False,
    ) -> tuple[MemberTime, list[Change]]:
        """Check and store what a member typed (``/me``); ``NoSuchChoice`` with the reason, nothing stored, if bad.

        Running clocks move at once in every game of theirs: the changes that show their new deadlines.
        """
        was = now = await self.core.store.members.member_time(user_id)
        try:
            if zone is not None:
                now = replace(now, zone=parse_zone(zone))
            if quiet is not None:
                window = parse_quiet(quiet)
                start, end = (None, None) if window is None else (f"{window[0]:%H:%M}", f"{window[1]:%H:%M}")
                now = replace(now, quiet_start=start, quiet_end=end)
            if clear_vacation:
                now = replace(now, vacation=())
            if vacation is not None:
                today = self.core.now().astimezone(ZoneInfo(now.zone)).date()
                first, last = parse_vacation(vacation, today)
                kept = tuple(v for v in now.vacation if v[1] >= today.isoformat())
                if len(kept) >= MAX_VACATIONS:
                    raise ClockInputError(_("You can plan at most {n} vacations; clear them first.", n=MAX_VACATIONS))
                now = replace(now, vacation=(*kept, (first.isoformat(), last.isoformat())))
        except ClockInputError as refusal:
            raise NoSuchChoice(refusal.message) from None
        if now == was:
            return now, []  # nothing changed (``/me clock`` only shows them): no clock moves
        moved = await self.core.store.members.set_member_time(user_id, now)
        changes = []
        for before, after in moved:
            seat = after.seat_of(user_id)
            name = shown(after.names[seat]) if seat is not None else _("A player")
            line = _("⏱ {player}'s clock moved with their time settings.", player=name)
            changes.append(self.core.change(before, after, None, [], line=line))
        return now, changes

    async def notify_settings(self, user_id: int) -> NotifySettings:
        """How the member wants their turn told, their daily digest's time, and their clock settings."""
        mode, at = await self.core.store.members.notify_settings(user_id)
        return NotifySettings(mode, at, await self.core.store.members.member_time(user_id))

    async def set_notify(self, user_id: int, mode: str) -> NotifySettings:
        """Store how the member wants their turn told (``/me notify``); ``NoSuchChoice`` for an unknown mode."""
        if mode not in NOTIFY_MODES:
            raise NoSuchChoice(_("Choose how you are told: ping, dm or both."))
        await self.core.store.members.set_notify(user_id, mode)
        return await self.notify_settings(user_id)

    async def set_digest(self, user_id: int, at: str) -> NotifySettings:
        """Store the local time of the member's daily digest, or none ("off"); ``NoSuchChoice`` for bad input."""
        try:
            moment = parse_time_of_day(at)
        except ClockInputError as refusal:
            raise NoSuchChoice(refusal.message) from None
        await self.core.store.members.set_digest(user_id, None if moment is None else f"{moment:%H:%M}")
        return await self.notify_settings(user_id)


def _timeouts(record: GameRecord, seat: int) -> str:
    """Why a seat opened: its timeouts, counted as they stand after the one that opened it."""
    player = record.seat_record(seat)
    count = (player.timeouts if player is not None else 0) + 1
    return n_("after {n} timeout", "after {n} timeouts", count)
