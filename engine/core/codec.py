"""Plain data <-> JSON-ready values for game states and views, driven by type hints.

Supported: dataclasses, ``list[X]``, ``tuple[X, ...]``, ``tuple[X, Y]``, ``dict[str|int, X]``,
``X | None``, enums, ``int``, ``str``, ``bool``, ``float`` and ``Any`` (kept as is).
``from_data(T, to_data(x)) == x`` for every value of a supported type ``T``.

A dataclass field declared with ``metadata=OMIT_DEFAULT`` is left out of the data while it
holds its default (and read back as the default): a game can add a field, such as a lobby
option off by default, without changing the data, and so the digest, of its existing states.
"""

import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")

_PRIMITIVES = (int, str, bool, float, type(None))
OMIT_DEFAULT = {"omit_default": True}


def to_data(value: Any) -> Any:
    """The JSON-ready form of ``value`` (dicts, lists, numbers, strings, None)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    encoder = _ENCODERS.get(kind)
    if encoder is None:
        encoder = _ENCODERS[kind] = _encoder_for(kind)
    return encoder(value)


_PLAIN = frozenset({int, str, bool, float, type(None)})
_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _encoder_for(kind: type) -> Callable[[Any], Any]:
    """The encoder of one concrete type, chosen once and cached (views are encoded at every step)."""
    if issubclass(kind, enum.Enum):
        return lambda value: value.value
    if dataclasses.is_dataclass(kind):
        names = _field_names(kind)
        omitted = {f.name: f.default for f in dataclasses.fields(kind) if f.metadata.get("omit_default")}
        if omitted:
            return lambda value: {
                name: to_data(getattr(value, name))
                for name in names
                if name not in omitted or getattr(value, name) != omitted[name]
            }
        return lambda value: {name: to_data(getattr(value, name)) for name in names}
    if issubclass(kind, (list, tuple)):
        return lambda value: [to_data(item) for item in value]
    if issubclass(kind, dict):
        return lambda value: {
            str(key.value if isinstance(key, enum.Enum) else key): to_data(item) for key, item in value.items()
        }
    if issubclass(kind, (set, frozenset)):
        return lambda value: sorted(to_data(item) for item in value)
    if issubclass(kind, (int, str, float)):  # subclasses of plain types that are not enums
        return lambda value: value
    raise TypeError(f"cannot encode {kind.__name__}")


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
