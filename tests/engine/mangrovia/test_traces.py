"""Pinned traces of seeded random games: the engine's speed-ups must not change a single decision or state.

A trace is everything a game shows and does, step by step: every pending decision in full
(seat, kind, prompt, context, options' actions and labels, default, secret, ask, timeout), the
events of every move and the digest of every state; on each decision, also the refusal of every
move worth checking that is not offered (the bowl on each site, a hut on each space where the pier
builds, each display card, each pile, each amulet value, payments one item short or one item over,
skip and pass). About one move in ten is the seat's timeout action where it has one, so that path
is traced too. Games cover 2 to 5 players and every stone circle tiles mode. Each game is pinned by
the hash of its trace. Regenerate only after an intended rule or text change with:
    python -c "from tests.engine.mangrovia.test_traces import pinned; print(pinned())"
"""

import hashlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import Decision, IllegalAction
from engine.core.game import apply, canonical_json, new_game, state_digest
from engine.mangrovia.board import SPACE_IDS
from engine.mangrovia.declaration import GAME
from engine.mangrovia.state import MangroviaState
from engine.mangrovia.stones import MODES
from engine.mangrovia.taking import PILES


def _decision_text(decision: Decision) -> str:
    return canonical_json(
        [
            decision.seat,
            decision.kind,
            decision.prompt,
            decision.context,
            [[option.key, option.label, option.description] for option in decision.options],
            decision.default,
            decision.secret,
            decision.ask,
            None if decision.timeout is None else [decision.timeout.key, decision.timeout.label],
        ]
    )


def _payments(state: MangroviaState, decision: Decision) -> Iterator[dict[str, Any]]:
    """Payments next to the offered ones: each with one item left out, and with one more item of the hand."""
    player = state.players[decision.seat]
    for option in decision.options:
        action = option.action
        for field in ("cards", "amulets", "tiles"):
            for index in range(len(action[field])):
                yield {**action, field: action[field][:index] + action[field][index + 1 :]}
        for card in player.valuables[:2] + player.landscapes[:2]:
            if card not in action["cards"]:
                yield {**action, "cards": sorted([*action["cards"], card])}
        if player.amulets:
            yield {**action, "amulets": sorted([*action["amulets"], player.amulets[0]])}
        for card in state.valuables_display[:1]:
            yield {**action, "cards": sorted([*action["cards"], card])}


def candidates(state: MangroviaState, decision: Decision) -> Iterator[dict[str, Any]]:
    """Moves worth checking at this decision, offered or not."""
    yield {"type": "skip"}
    yield {"type": "pass"}
    if decision.kind == "bowl":
        for site in range(8):
            yield {"type": "bowl", "site": site}
    elif decision.kind == "pay":
        yield from _payments(state, decision)
    elif decision.kind == "return":
        for value in range(7):
            yield {"type": "return", "amulet": value}
    else:
        building = decision.kind in ("build", "double", "mode")
        for space in SPACE_IDS if building else SPACE_IDS[:2]:
            yield {"type": "build", "space": space}
            yield {"type": "double", "space": space}
        for card in [*state.valuables_display, *state.landscape_display, *state.valuables_pile[:1]]:
            yield {"type": "take", "card": card}
        for pile in PILES:
            yield {"type": "draw", "pile": pile}
        yield {"type": "amulets"}
        yield {"type": "birds", "on": ["SAND", "REED"]}


def _refusals(state: MangroviaState, decision: Decision) -> list[str]:
    """The refusal of every candidate move that is not offered."""
    found = []
    for move in candidates(state, decision):
        if decision.find(move) is None:
            try:
                apply(GAME, state, decision.seat, move)
            except IllegalAction as refused:
                found.append(str(refused))
            else:
                found.append("applied")
    return found


def trace(players: int, seed: int, stones: str) -> str:
    """The hash of one seeded random game's whole trace."""
    state = new_game(GAME, players, seed, {"stones": stones})
    chooser = random.Random(f"trace:{players}:{seed}:{stones}")
    digest = hashlib.sha256()
    while decisions := GAME.pending(state):
        for decision in decisions:
            digest.update(_decision_text(decision).encode())
            digest.update("\n".join(_refusals(state, decision)).encode())
        decision = chooser.choice(decisions)
        timed_out = decision.timeout is not None and chooser.random() < 0.1
        action = decision.timeout.action if timed_out else chooser.choice(decision.options).action
        state, events = apply(GAME, state, decision.seat, action, timed_out=timed_out)
        digest.update(canonical_json([[e.text, e.seat, e.reveal, e.brief, e.data] for e in events]).encode())
        digest.update(state_digest(GAME, state).encode())
    return digest.hexdigest()[:16]


GAMES = [(2 + seed % 4, seed, stones) for stones in MODES for seed in range(1, 11)]
PINNED = {
    (3, 1, "off"): "f9ccd22aa4490e94",
    (4, 2, "off"): "9e0190eb327183c7",
    (5, 3, "off"): "b3867a3d1a3fb1fe",
    (2, 4, "off"): "883c51d0a941efce",
    (3, 5, "off"): "b89d8b8d97d7c6d2",
    (4, 6, "off"): "cdeb8b92114ae3ef",
    (5, 7, "off"): "b0c33522417abf2b",
    (2, 8, "off"): "7041694249f53e6e",
    (3, 9, "off"): "ebf4a5ba884cf599",
    (4, 10, "off"): "1fb059669b091bfb",
    (3, 1, "all"): "70c01d43b9b65e6c",
    (4, 2, "all"): "63258e5389e71dfb",
    (5, 3, "all"): "cda34b47ffaf2ef1",
    (2, 4, "all"): "afc0bcc0c87b4cbb",
    (3, 5, "all"): "dd054f1e11c57987",
    (4, 6, "all"): "c2ba024b34fa48d7",
    (5, 7, "all"): "c733c64971b5e8d6",
    (2, 8, "all"): "1f9bc4173ccd4b09",
    (3, 9, "all"): "6626f2d0b0563631",
    (4, 10, "all"): "eadbcbecb8b174ea",
    (3, 1, "statues"): "c8522f68c1e761e0",
    (4, 2, "statues"): "c68c30b6b9371277",
    (5, 3, "statues"): "b4703cb10917bd42",
    (2, 4, "statues"): "ae39e8cfb3d8c73e",
    (3, 5, "statues"): "3d003fce87c6bfdd",
    (4, 6, "statues"): "286bcc9c1d967003",
    (5, 7, "statues"): "03609455845e1dd0",
    (2, 8, "statues"): "a60b7f65521ec257",
    (3, 9, "statues"): "f7ef4b53ae0f7ac7",
    (4, 10, "statues"): "8a03c9f437db7f93",
    (3, 1, "others"): "0b27c2d29962b8ba",
    (4, 2, "others"): "1024a4c42d268107",
    (5, 3, "others"): "194a46729691f980",
    (2, 4, "others"): "078c091d46ae9765",
    (3, 5, "others"): "bc55f20315e61bcb",
    (4, 6, "others"): "2892e4634c646520",
    (5, 7, "others"): "f0ec1881b1676f37",
    (2, 8, "others"): "453065486957b6b1",
    (3, 9, "others"): "521428167684a8ec",
    (4, 10, "others"): "650c296db5826574",
}


def pinned() -> dict[tuple[int, int, str], str]:
    """The hashes to paste into PINNED."""
    return {game: trace(*game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=[f"{n}p-{seed}-{stones}" for n, seed, stones in GAMES])
def test_seeded_games_show_and_do_exactly_what_they_did(game):
    assert trace(*game) == PINNED[game]
