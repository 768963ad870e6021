"""The bot-token call count (``testing/bench/calls_bench.py``): what it counts, and each title's figure kept in check.

Discord's global limit counts the calls made with the bot's token; an interaction's own answers
(its callback, follow-ups and ``@original``) are outside it. The ceilings below are the figures
measured with every edit made at once (``edit_window`` 0, the most calls a move can cost) and a
margin for the random routes: a change that adds a call to every move fails here.
"""

import argparse

import pytest

from bench.calls_bench import bot_token, count
from discord_emulator import RestCall

MOVES = 40
CEILING = {  # bot-token calls per applied move, edit window 0 (measured 1.73, 1.19, 1.94, 1.77, 1.65)
    "biblios": 2.0,
    "burgundy": 1.4,
    "dreams": 2.2,
    "architects": 2.0,
    "mangrovia": 1.9,
}


def call(method: str, route: str) -> RestCall:
    return RestCall(1, method, route, route, {}, 0.0)


def test_an_interactions_own_answers_are_outside_the_limit():
    assert not bot_token(call("POST", "/interactions/{interaction_id}/{token}/callback"))
    assert not bot_token(call("PATCH", "/webhooks/{application_id}/{token}/messages/@original"))
    assert not bot_token(call("POST", "/webhooks/{application_id}/{token}"))
    assert bot_token(call("POST", "/channels/{channel_id}/messages"))
    assert bot_token(call("DELETE", "/channels/{channel_id}/messages/{message_id}"))
    assert bot_token(call("POST", "/users/@me/channels"))


@pytest.mark.parametrize("key", sorted(CEILING))
async def test_each_title_stays_under_its_call_ceiling(key):
    args = argparse.Namespace(games=3, actions=MOVES, players=3, seed=1, edit_window=0.0)
    figures = await count(key, args)
    assert figures.moves == MOVES
    routes = set(figures.routes)
    assert any(route.startswith("POST /channels/{channel_id}/messages [thread]") for route in routes), routes
    assert not any(route.startswith(("POST /interactions", "PATCH /webhooks")) for route in routes), routes
    assert 0.5 <= figures.per_move <= CEILING[key], figures.routes
