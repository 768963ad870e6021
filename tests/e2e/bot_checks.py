"""What the end-to-end bot tests check after every move: the thread, the pings, the DMs, the secrets.

:class:`Watch` looks at a game twice: :meth:`Watch.seen` records what storage holds and what
Discord shows before a move; :meth:`Watch.check_move` then checks the move against storage
(one more version, the engine agrees) and against what the emulator
recorded: the thread's board, who was pinged, who got a DM, and that nothing new in the
server holds a secret of the state at that moment (``GAME.secrets(state, None)``).
:meth:`Watch.check_log` compares the stored log with the moves at the end, and
:meth:`Watch.check_nothing_changed` checks a refused interaction.
"""

import dataclasses
import importlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.present.choices import MAX_BUTTONS
from demo.players import Attempt
from demo.table import Table, TableGame
from engine.core import GameSpec, dump_state, fill_names, pending, pending_for, private_part
from engine.core.game import apply as engine_apply
from engine.core.words import fit
from renderers import GameRenderer, draw
from storage.models import GameStatus
from storage.records import GameRecord

GAME_SEED = 20240607
"""The seed of every game the bot tests open (one fixed deal, so failures reproduce)."""
LABEL_LIMITS = (80, 100)  # buttons and menu options; autocomplete choices
ALT_TEXT_LIMIT = 1024


def game_spec(key: str) -> GameSpec:
    """A game's spec, importing its package alone (another game's package may be unfinished)."""
    return importlib.import_module(f"engine.{key}").GAME


@dataclass(frozen=True)
class Seen:
    """A game as stored and as shown, at one moment."""

    record: GameRecord
    waiting: tuple[int, ...]
    thread_ids: tuple[int, ...]
    revisions: dict[int, int]  # server message id -> revisions so far
    dm_counts: dict[int, int]  # user id -> DMs so far
    ephemeral_revisions: dict[int, int]  # ephemeral message id -> revisions so far
    log: tuple[Any, ...] | None = None  # the stored log, when asked for


def revision_texts(message: Any, start: int = 0) -> list[str]:
    """The visible text of each revision from ``start`` on (content, embeds, components, file names, alt texts)."""
    found = []
    for revision in message.revisions[start:]:
        shown = dataclasses.replace(
            message,
            content=revision.content,
            embeds=list(revision.embeds),
            components=list(revision.components),
            attachments=list(revision.attachments),
        )
        found.append(shown.visible_text())
    return found


def revision_files(message: Any, start: int = 0) -> list[bytes]:
    """The bytes of every file attached in the revisions from ``start`` on."""
    return [a.data for revision in message.revisions[start:] for a in revision.attachments]


def leaked(secrets: Iterable[str], texts: Iterable[str], files: Iterable[bytes] = ()) -> list[str]:
    """The secrets that appear in any of the texts or files."""
    text, data = "\0".join(texts), b"\0".join(files)
    if not text and not data:
        return []
    return sorted(secret for secret in secrets if secret in text or secret.encode() in data)


class Watch:
    """Checks one game's moves against storage, the engine and what the emulator recorded."""

    def __init__(self, table: Table, game: TableGame, spec: GameSpec, renderer: GameRenderer) -> None:
        self.table = table
        self.game = game
        self.spec = spec
        self.renderer = renderer
        self.emulator = table.emulator
        self.moves: list[tuple[int, dict[str, Any]]] = []  # (seat, action) of every move checked, in order

    @property
    def members(self) -> list[Any]:
        """The table's members and the game's players."""
        return self.table.members + [p for p in self.game.players if p not in self.table.members]

    @property
    def names(self) -> list[str]:
        """Display names by seat."""
        return [p.display_name for p in self.game.players]

    def server_messages(self) -> list[Any]:
        """Every message in the games channel and the game's thread."""
        return self.emulator.messages(self.table.channel) + self.emulator.messages(self.game.thread)

    async def seen(self, *, with_log: bool = False) -> Seen:
        """The game as stored and shown now (``with_log``: and its stored log)."""
        service = self.table.live.service
        record = await service.get(self.game.game_id)
        log = tuple(await service.store.games.actions(record.id)) if with_log else None
        return Seen(
            record,
            service.pending_seats(record),
            tuple(m.id for m in self.emulator.messages(self.game.thread)),
            {m.id: len(m.revisions) for m in self.server_messages()},
            {p.id: len(self.emulator.dms(p)) for p in self.game.players},
            {m.id: len(m.revisions) for member in self.members for m in self.emulator.ephemeral_messages(member)},
            log,
        )

    # --- Checks ----------------------------------------------------------------------------------------

    async def check_start(self) -> Seen:
        """Right after Start: the lobby says so, the first board pings exactly who must act, everyone got a DM."""
        now = await self.seen()
        record = now.record
        assert record.status == GameStatus.ACTIVE and record.version == 0
        assert await self.table.live.service.store.games.actions(record.id) == []
        lobby = self.emulator.message(self.game.lobby.id)
        assert "Started" in lobby.content and lobby.custom_ids == [], lobby.content
        assert self.game.thread.name == f"{self.spec.title} #{self.game.game_id}"
        (board,) = [m for m in self.emulator.messages(self.game.thread) if m.attachments]
        assert board.id == record.board_message_id
        assert set(board.pinged) == self.users(now.waiting) and now.waiting
        self.check_board(board, record)
        for seat, player in enumerate(self.game.players):
            *preflight, dm = self.emulator.dms(player)  # a game with private views checks DMs at join
            assert len(preflight) == self.spec.has_private_views(record.options), [m.content for m in preflight]
            assert all(m.content.startswith(f"You joined **{self.spec.title}**") for m in preflight)
            assert "the game has started" in dm.content
            self.check_dm(dm, record, seat)
        self.check_no_secret(record, {}, self.server_messages())
        return now

    async def check_move(self, before: Seen, attempt: Attempt, *, repaired: bool = False) -> Seen:
        """One move was applied, exactly once, and Discord shows it as the design says.

        The version counts every change, so one more version is one applied move. The move is
        the option the player chose: applying the option shown with the chosen label (or, for a
        typed answer or a chosen set, the stored move, which the decision must take) to the
        previous state gives the stored state. :meth:`check_log` compares the log at the end.
        """
        now = await self.seen()
        record, state = now.record, now.record.state
        assert record.version == before.record.version + 1, (record.version, before.record.version)
        seat = self.game.players.index(attempt.player)
        decision = pending_for(self.spec, before.record.state, seat)
        assert decision is not None, f"{attempt.player.display_name} moved but was not asked anything"
        stored = dump_state(self.spec, state)
        found = []
        for option in decision.options:
            label = fill_names(option.label, self.names)
            if attempt.label in {fit(label, limit) for limit in LABEL_LIMITS}:
                expected, events = engine_apply(self.spec, before.record.state, seat, option.action)
                if dump_state(self.spec, expected) == stored:
                    found.append((option.action, events))
        if not found and (decision.typed or decision.set_choice is not None):
            # a typed answer or a chosen set has no label of its own: the stored move must be one the decision
            # takes, and applying it must give the stored state
            latest = (await self.table.live.service.store.games.actions(record.id))[-1].action
            assert decision.offers(latest), f"{attempt.label!r} stored {latest}, which the decision does not take"
            expected, events = engine_apply(self.spec, before.record.state, seat, latest)
            if dump_state(self.spec, expected) == stored:
                found.append((latest, events))
        assert found, (
            f"the stored state is not the engine's after {attempt.player.display_name} chose {attempt.label!r}"
        )
        action, events = found[0]
        self.moves.append((seat, action))

        self.check_thread(before, now, seat)
        self.check_dms(before, now, seat, events)  # a repair sends the DMs the change stored as owed: the same
        self.check_no_secret(record, before.revisions, self.server_messages())
        self.check_ephemeral(before, record, self.private_lines(events, seat))
        return now

    async def check_log(self, *, from_start: bool = True) -> None:
        """The stored log is numbered without gaps and ends with exactly the moves checked, in order.

        ``from_start``: every move of the game was checked, so the log holds nothing else.
        """
        rows = await self.table.live.service.store.games.actions(self.game.game_id)
        assert [row.seq for row in rows] == list(range(1, len(rows) + 1))
        assert all(row.kind == "move" for row in rows)
        checked = rows[len(rows) - len(self.moves) :] if self.moves else []
        assert [(row.seat, row.action) for row in checked] == self.moves
        assert len(rows) == len(self.moves) or not from_start

    def check_thread(self, before: Seen, now: Seen, mover: int) -> None:
        """A new board pinging exactly who newly must act when someone did, else the same board edited once.

        A new turn of the same player also gets a new board: after a secret decision the mover now
        has a public one (``Change.new_turn``; e.g. a Dreams reveal dealt by the last guesser).
        """
        record = now.record
        thread_messages = self.emulator.messages(self.game.thread)
        new = [m for m in thread_messages if m.id not in before.thread_ids]
        pinging = [m for m in new if m.pinged]
        if record.status == GameStatus.FINISHED:
            (result,) = new
            assert "is over" in result.content and set(result.pinged) == self.users(range(len(self.game.players)))
            assert result.id == record.board_message_id and pinging == [result]
            self.check_picture(result, record)
            assert result.custom_ids == [f"bg:l:{record.id}:rematch"], "the result's one button: Rematch (issue 26)"
            others = [m for m in thread_messages if m.id != result.id]
            assert all(m.custom_ids == [] for m in others), "a finished game keeps no other buttons"
            self.check_record_of_a_turn(self.emulator.message(before.record.board_message_id))
            lobby = self.emulator.message(self.game.lobby.id)
            assert "Finished" in lobby.content, lobby.content
        elif (
            not set(now.waiting) <= set(before.waiting)
            or self.new_turn(before.record, record, mover)
            or self.chapter(before.record) != self.chapter(record)
        ):
            # Someone not waited on must now act: a new board, pinging exactly them (a ping means
            # "your move", once per wait); a new turn of a player already waited on pings nobody.
            (board,) = new
            assert board.id == record.board_message_id == thread_messages[-1].id
            newly = set(now.waiting) - set(before.waiting)
            assert set(board.pinged) == self.users(newly) and pinging == ([board] if newly else [])
            old = self.emulator.message(before.record.board_message_id)
            if self.chapter(before.record) == self.chapter(record):
                # The same turn goes on (the next bidder): one lasting record per chapter.
                assert old.deleted, "a board replaced within its chapter is deleted"
            else:
                assert old.custom_ids == [], "the previous board keeps its buttons"
                self.check_record_of_a_turn(old)
            self.check_board(board, record)
        else:
            assert new == [], [m.content for m in new]
            assert record.board_message_id == before.record.board_message_id
            board = self.emulator.message(record.board_message_id)
            assert len(board.revisions) == before.revisions[board.id] + 1, "the board was not edited exactly once"
            assert board.edited_at is not None
            self.check_board(board, record)

    def check_record_of_a_turn(self, old: Any) -> None:
        """A replaced board is a short lasting record of its chapter: one paragraph, no mention, picture or button."""
        assert not old.deleted and old.content.startswith("**") and "\n" not in old.content, old.content
        assert len(old.content) <= 450, old.content
        assert "<@" not in old.content and "Waiting on" not in old.content and not old.attachments, old.content
        assert old.custom_ids == [], old.custom_ids

    def chapter(self, record: GameRecord) -> str | None:
        """The title of the turn a stored game is in (None for a game without chapters)."""
        if self.spec.chapter is None or record.state is None:
            return None
        return self.spec.chapter(record.state)

    def new_turn(self, before: GameRecord, after: GameRecord, mover: int) -> bool:
        """Whether the mover made a secret decision and must now make a public one."""
        was = pending_for(self.spec, before.state, mover)
        now = pending_for(self.spec, after.state, mover)
        return was is not None and was.secret and now is not None and not now.secret

    def check_board(self, board: Any, record: GameRecord) -> None:
        """The board shows this state: its picture, its text, and components of this version."""
        self.check_picture(board, record)
        assert f"game #{record.id}" in board.content
        decisions = pending(self.spec, record.state)
        assert f"bg:t:{record.id}" in board.custom_ids, board.custom_ids
        options = [c for c in board.custom_ids if c.startswith(("bg:o:", "bg:s:", "bg:e:", "bg:k:"))]
        if len(decisions) == 1 and not decisions[0].secret:
            (decision,) = decisions
            assert options and all(
                c.split(":")[2:5] == [str(record.id), str(record.version), str(decision.seat)] for c in options
            ), options
            shown = [c.label for c in board.buttons if (c.custom_id or "").startswith("bg:o:")]
            shown += [o.label for c in board.selects for o in c.options]
            in_menu = len(decision.options) > MAX_BUTTONS  # a menu entry's label may be longer than a button's
            labels = [fit(fill_names(o.label, self.names), LABEL_LIMITS[in_menu]) for o in decision.options]
            compact = decision.set_choice is not None or (
                len(labels) > MAX_BUTTONS and (decision.quick or decision.typed)
            )
            if compact:  # quick picks and typed answers; never the seat's own quick picks (they may tell its hand)
                typed = [c.label for c in board.buttons if (c.custom_id or "").startswith("bg:e:")]
                assert shown == [labels[i] for i in dict.fromkeys(decision.quick)], (shown, decision.quick)
                assert typed[: len(decision.typed)] == [fit(a.label, LABEL_LIMITS[0]) for a in decision.typed]
            else:
                assert shown == labels[: len(shown)] and shown, (shown, labels)
        else:
            assert options == [], "a secret or simultaneous decision shows no options in the thread"

    def check_picture(self, message: Any, record: GameRecord) -> None:
        """The files are the public view's picture, byte for byte, each with its text alternative."""
        public = self.spec.view(record.state, None)
        sheets = draw(self.renderer, "public", public, self.names, self.names)
        assert [a.data for a in message.attachments] == [s.png for s in sheets], "the board picture is not the view's"
        assert [a.description for a in message.attachments] == [fit(s.description, ALT_TEXT_LIMIT) for s in sheets]

    def check_dms(self, before: Seen, now: Seen, mover: int | None, events: Sequence[Any]) -> None:
        """Each other player whose private view changed, or who learnt something privately, got exactly one DM.

        Except a seat the move pinged: its turn panel shows its view.

        The mover's own change shows in their turn panel, not by DM, also when a restarted bot sends
        the DMs (the change stored whom it owes one); ``mover`` None: a change nobody made.
        """
        old, new = before.record.state, now.record.state
        changed = {
            seat
            for seat in range(len(self.game.players))
            if private_part(self.spec.view(old, seat)) != private_part(self.spec.view(new, seat))
        }
        told = {e.seat for e in events if e.seat is not None}
        # A seat this move pings in the thread gets no DM: the ping sends it to its turn panel.
        pinged = set(now.waiting) - set(before.waiting) if mover is not None else set()
        for seat, player in enumerate(self.game.players):
            received = self.emulator.dms(player)[before.dm_counts[player.id] :]
            if seat in (changed | told) - {mover} - pinged:
                assert len(received) == 1, (seat, len(received))
                self.check_dm(received[0], now.record, seat, self.private_lines(events, seat))
            else:
                assert received == [], f"{player.display_name} got a DM though nothing of theirs changed"

    def private_lines(self, events: Sequence[Any], seat: int) -> set[str]:
        """The lines the bot shows a seat for its private events (the engine addresses them to that seat)."""
        return {f"• {fill_names(e.text, self.names)}" for e in events if e.seat == seat}

    def check_dm(self, dm: Any, record: GameRecord, seat: int, own_events: set[str] = frozenset()) -> None:
        """A DM holds the seat's own view (picture and text) and, besides its own events, no hidden card.

        The seat's private events are the engine's to word: "Ben took your Forbidden Tomes 2 (I)" names
        a card that ``secrets(state, seat)`` counts as hidden from that seat (see the report).
        """
        seat_view = self.spec.view(record.state, seat)
        sheets = draw(self.renderer, "private", seat_view, self.names, self.names)
        assert [a.data for a in dm.attachments] == [s.png for s in sheets]
        assert [a.description for a in dm.attachments] == [fit(s.description, ALT_TEXT_LIMIT) for s in sheets]
        shown = "\n".join(line for line in dm.visible_text().splitlines() if line not in own_events)
        found = leaked(self.spec.secrets(record.state, seat), [shown])
        assert not found, f"the DM to seat {seat} shows {found}: {dm.content!r}"

    def check_no_secret(self, record: GameRecord, known_revisions: dict[int, int], messages: Iterable[Any]) -> None:
        """Nothing shown in the server since ``known_revisions`` holds a secret of the state now."""
        secrets = self.spec.secrets(record.state, None)
        for message in messages:
            start = known_revisions.get(message.id, 0)
            found = leaked(secrets, revision_texts(message, start), revision_files(message, start))
            assert not found, f"message {message.id} shows secrets {found}: {message.content!r}"

    def check_ephemeral(self, before: Seen, record: GameRecord, mover_events: set[str] = frozenset()) -> None:
        """What each member was shown ephemerally since (turn panels) holds no secret of anyone else.

        The mover's panel lists the mover's own private events, which are left out as in :meth:`check_dm`.
        """
        for member in self.members:
            secrets = self.spec.secrets(record.state, record.seat_of(member.id))
            for message in self.emulator.ephemeral_messages(member):
                texts = revision_texts(message, before.ephemeral_revisions.get(message.id, 0))
                texts = ["\n".join(x for x in t.splitlines() if x not in mover_events) for t in texts]
                found = leaked(secrets, texts)
                assert not found, f"{member.display_name} was shown {found} in {message.content!r}"

    async def check_nothing_changed(self, before: Seen) -> None:
        """Nothing was applied and nothing new appeared in the server or in any DM (``before`` has the log)."""
        now = await self.seen(with_log=True)
        assert now.record.version == before.record.version and now.log == before.log
        assert dump_state(self.spec, now.record.state) == dump_state(self.spec, before.record.state)
        assert now.thread_ids == before.thread_ids, "a refused action posted in the thread"
        assert now.revisions == before.revisions, "a refused action edited a message in the server"
        assert now.dm_counts == before.dm_counts, "a refused action sent a DM"

    def users(self, seats: Iterable[int]) -> set[int]:
        """The user ids of these seats."""
        return {self.game.players[seat].id for seat in seats}
