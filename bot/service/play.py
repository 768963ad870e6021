"""The play flow (cog ``bot/cogs/play.py``): a seat's moves, typed answers, undo, resign and abandon."""

from collections.abc import Awaitable, Callable

from bot import parse
from bot.metrics import APPLIED, REFUSED
from bot.names import plain_all, shown
from bot.refusals import NoSuchChoice, NotAllowed, NotYourChoice, NotYourTurn, Refusal
from bot.service.core import Flow, ManagePermission
from bot.service.finding import OPEN_STATUSES, require_guild, status_message
from bot.service.outcomes import Change, Choices
from bot.service.typed import (
    CHOICE_VALUE,
    TYPED_LIMIT,
    TypedForm,
    matched_label,
    option_action,
    set_by_names,
    typed_form,
)
from engine.core import Decision
from engine.core.decision import Action
from engine.core.errors import IllegalAction
from i18n import ENGLISH, _
from storage.errors import GameNotActive, GameNotFound, StaleVersion, StorageError
from storage.records import GameRecord

MOVE_REFUSALS = (Refusal, StorageError, IllegalAction)
"""What refuses a move and changes nothing: counted as refused."""


class PlayFlow(Flow):
    """A seated player's moves and their way out of the game."""

    async def choose(
        self,
        game_id: int,
        user_id: int,
        version: int,
        index: int,
        *,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Change:
        """Apply option ``index`` of the caller's decision at ``version``; ``seat`` is the seat a component was for.

        The game is loaded once, in the transaction that applies the move. Refusals, in this
        order: another server's game (``GameNotFound``), not seated (``NotSeated``), another
        seat's component (``NotYourChoice``), a decision that changed since ``version``
        (``StaleVersion``), nothing asked of the caller (``NotYourTurn``), an index that is not
        offered (``NoSuchChoice``). Each is checked once.
        """
        return await self.answer(
            game_id, user_id, version, lambda decision: option_action(decision, index), seat=seat, guild_id=guild_id
        )

    async def answer(
        self,
        game_id: int,
        user_id: int,
        version: int,
        build: Callable[[Decision], Action],
        *,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Change:
        """Apply the move ``build`` makes of the caller's decision at ``version`` (see :meth:`choose`).

        ``build`` reads what was clicked, selected or typed against the decision (``bot/service/typed.py``)
        and raises ``NoSuchChoice`` for what it cannot read; the engine refuses any move that is not
        offered with the game's own message. Nothing is written when either refuses.
        """
        return await self._counted(
            game_id, self._answer(game_id, user_id, version, build, seat=seat, guild_id=guild_id)
        )

    async def _counted(self, game_id: int, move: Awaitable[Change]) -> Change:
        """Await a player's ``move``, counted applied or refused by title (``boardgame_moves_total``).

        A refusal is counted when the game exists in the caller's reach: another server's or a
        missing game (``GameNotFound``) is not a move.
        """
        try:
            change = await move
        except MOVE_REFUSALS as refusal:
            if not isinstance(refusal, GameNotFound):
                try:
                    title = (await self.core.store.games.get(game_id)).game_key
                except GameNotFound:
                    title = None
                if title is not None:
                    self.core.metrics.move(title, REFUSED)
            raise
        self.core.metrics.move(change.game.game_key, APPLIED)
        return change

    async def _answer(
        self,
        game_id: int,
        user_id: int,
        version: int,
        build: Callable[[Decision], Action],
        *,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Change:
        """:meth:`answer`, not counted (the caller counts)."""

        def pick(record: GameRecord) -> tuple[int, Action]:
            require_guild(record, guild_id, dm_ok=True)
            mine = self.core.require_seat(record, user_id)
            if seat is not None and seat != mine:
                raise NotYourChoice(self.core.not_yours(record, seat))
            if not record.accepts(mine, version):
                raise StaleVersion(record.version)
            return mine, build(self.core.decision(record, mine))

        async with self.core.locks[game_id]:
            applied = await self.core.store.games.apply_picked(game_id, pick)
        return self.core.change(applied.before, applied.game, applied.seat, applied.events)

    async def form(
        self, game_id: int, user_id: int, version: int, seat: int, index: int, *, guild_id: int | None = None
    ) -> TypedForm:
        """What the form of typed answer ``index`` of the caller's decision asks; refused like :meth:`choose`."""
        record = await self.core.get(game_id, guild_id)
        mine = self.core.require_seat(record, user_id)
        if seat != mine:
            raise NotYourChoice(self.core.not_yours(record, seat))
        if not record.accepts(mine, version):
            raise StaleVersion(record.version)
        return typed_form(self.core.decision(record, mine), index)

    async def play_text(self, game_id: int, user_id: int, text: str, language: str = ENGLISH) -> Change:
        """Apply what ``/play`` received: an autocomplete value (``v12:o3``), a typed label, or a JSON action.

        A typed label is matched against the labels in the member's ``language`` first, then the English ones
        (both ways of typing work); Persian digits count as digits (:func:`bot.parse.typed_key`).
        """
        return await self._counted(game_id, self._play_text(game_id, user_id, text, language))

    async def _play_text(self, game_id: int, user_id: int, text: str, language: str = ENGLISH) -> Change:
        """:meth:`play_text`, not counted."""
        text = text.strip()
        value = CHOICE_VALUE.fullmatch(text)
        if value:
            index = int(value["index"])
            return await self._answer(game_id, user_id, int(value["version"]), lambda d: option_action(d, index))
        if text.startswith("{"):
            action = parse.action_json(text)

            def pick(record: GameRecord) -> tuple[int, Action]:
                return self.core.require_seat(record, user_id), action

            async with self.core.locks[game_id]:
                applied = await self.core.store.games.apply_picked(game_id, pick)
            return self.core.change(applied.before, applied.game, applied.seat, applied.events)
        if len(text) > TYPED_LIMIT:
            raise NoSuchChoice(_("That is too long for a choice: at most {n} characters.", n=TYPED_LIMIT))
        choices = await self.choices(game_id, user_id)
        if choices.decision is None:
            raise NotYourTurn(self.core.nothing_asked(await self.core.store.games.get(game_id)))
        labels = choices.labels()
        if choices.decision.set_choice is not None:
            # the names of the cards of a set choice, e.g. "Gold 1, Monks 2 (A)"; else one of the labels
            try:
                set_by_names(choices.decision, text, language)
            except NoSuchChoice:
                pass
            else:
                return await self._answer(
                    game_id, user_id, choices.version, lambda decision: set_by_names(decision, text, language)
                )
        index = matched_label(text, choices.labels(language), labels)
        return await self._answer(game_id, user_id, choices.version, lambda decision: option_action(decision, index))

    async def choices(self, game_id: int, user_id: int) -> Choices:
        """The caller's decision now (None if nothing is asked of them), for autocomplete."""
        record = await self.core.store.games.get(game_id)
        mine = self.core.require_seat(record, user_id)
        decision = self.core.snapshot(record).decision(mine)
        return Choices(record.id, record.version, decision, plain_all(record.names))  # autocomplete: plain text

    async def undo(self, game_id: int, user_id: int) -> Change:
        """Take back the caller's last move, if the rules allow it (storage says why not)."""
        async with self.core.locks[game_id]:
            undone = await self.core.store.games.undo(game_id, lambda record: self.core.require_seat(record, user_id))
        line = _("{player} took back their last move.", player=shown(undone.before.names[undone.seat]))
        return self.core.change(undone.before, undone.game, undone.seat, [], line=line)

    async def resign(self, game_id: int, user_id: int, *, guild_id: int | None = None) -> Change:
        """Resign the caller's seat: from now on its default options are chosen for it."""

        def seat_of(record: GameRecord) -> int:
            require_guild(record, guild_id, dm_ok=False)
            return self.core.require_seat(record, user_id)

        async with self.core.locks[game_id]:
            resigned = await self.core.store.games.resign(game_id, seat_of)
        name = shown(resigned.before.names[resigned.seat])
        line = _("{player} resigned; the game now chooses for them.", player=name)
        return self.core.change(resigned.before, resigned.game, resigned.seat, resigned.events, line=line)

    async def abandon(
        self,
        game_id: int,
        user_id: int,
        *,
        may_manage: ManagePermission,
        guild_id: int | None = None,
        on_record: bool = False,
    ) -> GameRecord:
        """Abandon an open game: its creator or a moderator of it (``may_manage``) may do it.

        ``on_record``: a member chose to (``/game abandon``), so the game's moderation record says who
        did; the bot abandoning a game it could not set up (its thread refused) leaves no such line.
        """

        def check(record: GameRecord) -> None:
            require_guild(record, guild_id, dm_ok=guild_id is None and may_manage is True)
            self.require_abandoner(record, user_id, may_manage=may_manage)

        async with self.core.locks[game_id]:
            return await self.core.store.games.abandon(game_id, check, by=user_id if on_record else None)

    def require_abandoner(self, record: GameRecord, user_id: int, *, may_manage: ManagePermission) -> None:
        """Refuse (``NotAllowed``) anyone but the creator or a moderator (Manage Threads there, or a game host).

        ``may_manage`` is the answer, or a function that gives it for the game's record (so the
        permission is read in the game's own channel, not where the command was used).
        """
        allowed = may_manage(record) if callable(may_manage) else may_manage
        if record.creator_id != user_id and not allowed:
            raise NotAllowed(
                _("Only {name}, a game host or a moderator can abandon this game.", name=self.core.creator_name(record))
            )
        if record.status not in OPEN_STATUSES:
            raise GameNotActive(status_message(record.status))
