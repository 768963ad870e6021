"""Bot players at the table (issue 24): each game whose turn a bot has is driven until a member must act.

A change that gives a bot the turn (``Choreographer.on_bots``, read from the change itself) pokes its
game; a pass at start-up and every ``interval`` seconds pokes every active game with a bot-played
seat (``store.games.bot_games``), so a game waiting on a bot when the process stopped resumes from
what is stored. One task per game moves its bots one move at a time (``service.bots.move``: thinking
off the event loop, the same versioned apply as a click) and shows each change like any other (the
board, never a ping or a DM to a bot).
"""

import asyncio
import logging

from bot.choreography import Choreographer
from bot.periodic import Periodic
from bot.service import GameService
from bot.service.bots import bot_turn
from storage.homes import EVERYWHERE_ALWAYS, Homes
from storage.records import GameRecord

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = 60.0  # seconds between two passes over the games a bot plays in


class BotPlayers(Periodic):
    """Moves the bots of every game waiting on one; one task per game."""

    task_name = "bot-players"

    def __init__(
        self,
        service: GameService,
        choreographer: Choreographer,
        *,
        interval: float = DEFAULT_INTERVAL,
        home: Homes = EVERYWHERE_ALWAYS,
    ) -> None:
        super().__init__(interval)
        self.service = service
        self.choreographer = choreographer
        self.home = home  # the games whose waiting bots this process's passes resume (bot/leases.py)
        self._driving: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()  # games poked while their task was under way
        self._first_pass = asyncio.Event()  # set once the start-up pass has poked what was waiting

    def changed(self, record: GameRecord) -> None:
        """A change to an active game: poke it if a bot has a turn now (read from the change, no query)."""
        if record.id in self._driving or bot_turn(record) is not None:
            self.poke(record.id)

    def poke(self, game_id: int) -> None:
        """Let the bots of game ``game_id`` move if one has a turn (soon, in a task of their own)."""
        if game_id in self._driving:
            self._again.add(game_id)
            return
        self._driving[game_id] = asyncio.create_task(self._drive(game_id), name=f"bots-{game_id}")

    async def one_pass(self, *, first: bool) -> None:
        """Poke every active game of this process's home with a seat a bot may play.

        A change made here pokes its own game (:meth:`changed`) wherever the game's home is; the
        passes, which resume what waited when a process stopped, are the home's alone, so that
        two processes do not both think for one bot.
        """
        for game_id in await self.service.store.games.bot_games(self.home()):
            self.poke(game_id)

    def passed(self) -> None:
        """After each pass: the start-up pass is done."""
        self._first_pass.set()

    async def idle(self) -> None:
        """Wait until no game's bots are moving (after the start-up pass, once started): tests and the demo."""
        if self._task is not None:
            await self._first_pass.wait()
        while self._driving:
            await asyncio.gather(*list(self._driving.values()), return_exceptions=True)

    async def stop(self) -> None:
        """Stop the passes and the bots' tasks (a bot cut off mid-thought moves at the next start)."""
        await super().stop()
        tasks = list(self._driving.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _drive(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                change = await self.service.bots.move(game_id)
                if change is None:
                    if game_id in self._again:
                        continue
                    return
                try:
                    await self.choreographer.after_change(change)
                except Exception:
                    log.exception("could not show the bot's move in game %s", game_id)
        except Exception:
            log.exception("the bots of game %s could not move; the next pass tries again", game_id)
        finally:
            self._driving.pop(game_id, None)
