"""Crash points: places where a test kills the real bot process, to prove a restart finishes the job.

Between a change's commit and the last effect it owes Discord (a board, a record, a DM, a
result, a thread), a process may die. The tests of issue 20 start ``python -m bot`` against
the Discord emulator with ``BOT_CRASH_AT`` naming one of these points; the process kills
itself (SIGKILL: no clean-up, no ``finally``) the first time it gets there, and a new process
on the same database must then finish what was started and repeat nothing. Unset (always, in
production), :func:`crash_point` is one dictionary lookup.

The points: ``board-posted`` (a new board is posted and stored, before its DMs), ``board-replied``
(a new board posted as the mover's interaction follow-up, before it is stored), ``board-edited``
(a board edited in place, before its version is stored), ``dm-sent`` (a DM sent, before it is
marked sent), ``result-posted`` (a game's result posted, before it is stored), ``result-stored``
(stored, before its lobby message and its campaign are told),
``lobby-posted`` and ``thread-opened`` (a campaign game's lobby message posted, its thread
opened, before either is stored), ``summary-posted`` (a campaign's summary posted, before it is
stored), ``digest-sent`` (a member's daily digest sent, before its day is marked done), ``rematch-posted`` (a
rematch lobby's message posted, before it and its thread are stored).
"""

import os
import signal

ENV = "BOT_CRASH_AT"
POINTS = frozenset(
    {
        "board-posted",
        "board-replied",
        "board-edited",
        "dm-sent",
        "result-posted",
        "result-stored",
        "lobby-posted",
        "rematch-posted",
        "thread-opened",
        "summary-posted",
        "digest-sent",
    }
)


def crash_point(name: str) -> None:
    """Kill this process now if ``BOT_CRASH_AT`` names this point (tests only)."""
    assert name in POINTS, name
    if os.environ.get(ENV) == name:
        os.kill(os.getpid(), signal.SIGKILL)
