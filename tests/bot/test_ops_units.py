"""The pieces of the operator's view that need no Discord: route classes, the process's share, the config."""

import types

import pytest

from bot.config import ConfigError, Settings
from bot.metrics import Metrics, route_class, under_global_limit
from bot.ratebudget import GLOBAL_LIMIT, process_share


@pytest.mark.parametrize(
    ("method", "path", "expected"),
    [
        ("POST", "/api/v10/channels/1/messages", "message_post"),
        ("PATCH", "/api/v10/channels/1/messages/2", "message_edit"),
        ("DELETE", "/api/v10/channels/1/messages/2", "message_delete"),
        ("POST", "/api/v10/channels/1/messages/2/threads", "thread"),
        ("POST", "/api/v10/interactions/1/secret-token/callback", "interaction_callback"),
        ("PATCH", "/api/v10/webhooks/1/secret-token/messages/@original", "interaction_webhook"),
        ("POST", "/api/v10/users/@me/channels", "dm_open"),
        ("PUT", "/api/v10/applications/1/commands", "commands"),
        ("GET", "/", "outside_api"),  # the gateway's socket
        ("GET", "/attachments/1/2/board.png", "outside_api"),
    ],
)
def test_route_classes_name_no_id_or_token(method, path, expected):
    assert route_class(method, path) == expected
    assert "secret" not in route_class(method, path)


def test_interaction_calls_and_the_gateway_are_outside_the_global_limit():
    assert under_global_limit("message_post") and under_global_limit("dm_open")
    assert not any(under_global_limit(r) for r in ("interaction_callback", "interaction_webhook", "outside_api"))


@pytest.mark.parametrize(
    ("shard_count", "shard_ids", "shard_id", "share"),
    [
        (None, None, None, 50.0),
        (4, [0, 1], None, 25.0),
        (3, [2], None, 50 / 3),
        (2, None, 1, 25.0),
        (4, None, None, 50.0),
    ],
)
def test_each_process_keeps_its_share_of_the_tokens_limit(shard_count, shard_ids, shard_id, share):
    client = types.SimpleNamespace(shard_count=shard_count, shard_ids=shard_ids, shard_id=shard_id)
    assert process_share(client) == pytest.approx(share)
    assert process_share(client) <= GLOBAL_LIMIT


def test_metrics_port_is_read_and_checked():
    assert Settings.from_env({}).metrics_port is None
    assert Settings.from_env({"METRICS_PORT": "9464"}).metrics_port == 9464
    assert Settings.from_env({"METRICS_PORT": "0"}).metrics_port == 0
    for bad in ("http", "70000", "-1", "９４６４"):
        with pytest.raises(ConfigError, match="METRICS_PORT"):
            Settings.from_env({"METRICS_PORT": bad})


def test_two_bots_have_two_registries():
    first, second = Metrics(), Metrics()
    first.move("biblios", "applied")
    assert b'boardgame_moves_total{outcome="applied",title="biblios"} 1.0' in first.exposition()
    assert b"boardgame_moves_total{" not in second.exposition()
