"""Check a game record exported with ``/game export``: replay it through the engine and compare its final state.

Usage: ``python -m engine.replay_file GAME.json``. The record names the game, its options, seed,
players and every log row; undo rows cancel the latest move before them, moves made for a seat
(its ``reason`` set: a timeout, a resignation...) replay as such. Prints whether the state
reached has the record's ``final_state_digest``; exits 0 when it does, 1 when it does not or the
log no longer replays, 2 when the file cannot be read as a record.
"""

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import IllegalAction, get_game, new_game, replay_steps, state_digest

UNDO = "undo"  # a log row that takes back the latest move still counting


class BadRecord(ValueError):
    """The file is not a game record this engine can read."""


@dataclass(frozen=True, slots=True)
class Checked:
    """What replaying a record gave: the digest reached, the one recorded, and how many moves counted."""

    title: str
    moves: int
    digest: str
    expected: str

    @property
    def matches(self) -> bool:
        """Whether the replay reached the recorded final state."""
        return self.digest == self.expected


def counting_moves(log: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The moves that still count, oldest first: each undo row cancels the latest one before it."""
    moves: list[Mapping[str, Any]] = []
    for row in log:
        if row.get("kind") == UNDO:
            if not moves:
                raise BadRecord(f"log row {row.get('seq')} undoes a move, but no move is left to take back")
            moves.pop()
        else:
            moves.append(row)
    return moves


def check_record(record: Mapping[str, Any]) -> Checked:
    """Replay ``record`` (an exported game) from its seed: the digest reached and the one it records.

    ``BadRecord`` when it cannot be read (an unknown game, another schema version, missing fields);
    ``IllegalAction`` when one of its moves is refused by today's rules.
    """
    try:
        about = record["game"]
        spec = get_game(about["key"])
        if about.get("schema_version") != spec.schema_version:
            raise BadRecord(
                f"the record was made with {spec.title} state schema {about.get('schema_version')}; "
                f"this engine has schema {spec.schema_version}"
            )
        players = len(record["players"])
        state = new_game(spec, players, int(record["seed"]), record.get("options") or {})
        moves = counting_moves(record["log"])
        todo = [(int(row["seat"]), row["action"], row.get("reason") is not None) for row in moves]
        expected = str(record["final_state_digest"])
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, BadRecord):
            raise
        raise BadRecord(f"not a game record: {error!r}") from error
    final = state
    for reached, _ in replay_steps(spec, state, todo):
        final = reached
    return Checked(spec.title, len(todo), state_digest(spec, final), expected)


def main(argv: Sequence[str] | None = None) -> int:
    """Read the file named on the command line, replay it and say whether it ends where it says."""
    parser = argparse.ArgumentParser(prog="python -m engine.replay_file", description=__doc__.splitlines()[0])
    parser.add_argument("record", help="a JSON file from /game export")
    arguments = parser.parse_args(argv)
    try:
        with open(arguments.record, encoding="utf-8") as file:
            record = json.load(file)
        checked = check_record(record)
    except (OSError, json.JSONDecodeError, BadRecord) as error:
        print(f"cannot check {arguments.record}: {error}", file=sys.stderr)
        return 2
    except IllegalAction as refused:
        print(f"the log no longer replays: {refused.message}")
        return 1
    if checked.matches:
        print(f"{checked.title}: {checked.moves} moves replayed; final state digest {checked.digest} matches.")
        return 0
    print(f"{checked.title}: {checked.moves} moves replayed to digest {checked.digest}, not {checked.expected}.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
