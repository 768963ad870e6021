"""Plain data <-> JSON-ready values for game states and views, driven by type hints.

Supported: dataclasses, ``list[X]``, ``tuple[X, ...]``, ``tuple[X, Y]``, ``dict[str|int, X]``,
``X | None``, enums, ``int``, ``str``, ``bool``, ``float`` and ``Any`` (kept as is).
``from_data(T, to_data(x)) == x`` for every value of a supported type ``T``.
"""

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")

_PRIMITIVES = (int, str, bool, float, type(None))


def to_data(value: Any) -> Any:
    """The JSON-ready form of ``value`` (dicts, lists, numbers, strings, None)."""
    if isinstance(value, _PRIMITIVES):
        return value.value if isinstance(value, enum.Enum) else value
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {name: to_data(getattr(value, name)) for name in _field_names(type(value))}
    if isinstance(value, (list, tuple)):
        return [to_data(item) for item in value]
    if isinstance(value, dict):
        return {str(key.value if isinstance(key, enum.Enum) else key): to_data(item) for key, item in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted(to_data(item) for item in value)
    raise TypeError(f"cannot encode {type(value).__name__}")


def from_data(kind: Any, data: Any) -> Any:
    """Rebuild a value of type ``kind`` from :func:`to_data`'s output."""
    if kind is Any:
        return data
    if isinstance(kind, type):
        if dataclasses.is_dataclass(kind):
            hints = _hints(kind)
            return kind(**{name: from_data(hints[name], data[name]) for name in _field_names(kind) if name in data})
        if issubclass(kind, enum.Enum):
            return kind(data)
        if kind is float:
            return float(data)
        if kind in _PRIMITIVES:
            return data
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if data is None:
            return None
        inner = [arg for arg in args if arg is not type(None)]
        if len(inner) == 1:
            return from_data(inner[0], data)
        return data
    if origin is list:
        return [from_data(args[0], item) for item in data]
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], item) for item in data)
        return tuple(from_data(arg, item) for arg, item in zip(args, data, strict=True))
    if origin is dict:
        key_kind, value_kind = args
        return {_key(key_kind, key): from_data(value_kind, item) for key, item in data.items()}
    if origin in (set, frozenset):
        return origin(from_data(args[0], item) for item in data)
    raise TypeError(f"cannot decode {kind!r}")


def _key(kind: Any, key: str) -> Any:
    if kind is int:
        return int(key)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind(key)
    return key


@cache
def _field_names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


@cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)
