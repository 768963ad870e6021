"""Malformed actions for the fuzz tests of tests/engine/test_malformed_actions.py.

Players type raw JSON with /play, so ``core.apply`` must answer anything with ``IllegalAction``.
The battery mutates each offered option (every key dropped, every value replaced by an odd
one, the type renamed, keys added) and adds inputs that are not even moves.
"""

from typing import Any


def nested(depth: int) -> Any:
    """A list nested ``depth`` deep."""
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def nested_dict(depth: int) -> dict[str, Any]:
    """An action object nested ``depth`` deep under the key "x"."""
    value: dict[str, Any] = {"type": "x"}
    for _ in range(depth):
        value = {"type": "x", "x": value}
    return value


ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    10**30,
    -(10**30),
    1.5,
    2.0,
    "",
    "¹",
    "٠",
    "x" * 10_000,
    [],
    {},
    [1],
    ["A"],
    [None],
    [[]],
    {"type": "pass"},
    nested(50),
)

ODD_INPUTS: tuple[Any, ...] = (
    None,
    [],
    [{"type": "pass"}],
    "pass",
    3,
    {},
    {"type": 3},
    {"type": None},
    {"type": ["pass"]},
    {"type": ""},
    {"type": "x" * 10_000},
    {1: "pass"},
    nested_dict(60),
    {"type": "pass", "x": nested(500)},
    {"type": "pass", **{f"k{n}": n for n in range(100)}},
)


def mutations(action: dict[str, Any]) -> list[dict[str, Any]]:
    """Malformed variants of an offered action: keys dropped, values replaced, type renamed, keys added."""
    found: list[dict[str, Any]] = []
    for key in action:
        found.append({k: v for k, v in action.items() if k != key})
        for value in ODD_VALUES:
            found.append({**action, key: value})
        if isinstance(action[key], list):
            found.extend({**action, key: [*action[key], value]} for value in ODD_VALUES[:12])
            found.extend({**action, key: [value]} for value in ODD_VALUES)
    found.append({**action, "type": action["type"] + "x"})
    found.append({**action, "type": action["type"].upper()})
    for key in ("extra", "seat", "card", "tile", "depot", "die", "col", "row", "kind", "image", "gold", "amount"):
        if key not in action:
            found.extend({**action, key: value} for value in (None, 1, "A", [1], {}))
    return found
