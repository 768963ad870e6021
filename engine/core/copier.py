"""Cheap copies of game states, driven by type hints (as :mod:`engine.core.codec` is).

``copy_state(state)`` copies exactly what a rule may change in place: every list, dict, set
and non-frozen dataclass, at any depth. Everything else is shared with the original:
numbers, strings, enums, tuples of those, and frozen dataclasses (never changed in place:
a rule replaces them). The copier of each type is generated once, from its fields' type hints,
as straight-line code; nothing remembered on the state (:mod:`engine.core.memo`) is copied.

>>> @dataclasses.dataclass
... class Pile:
...     cards: list[str]
>>> original = Pile(["a", "b"])
>>> copied = copy_state(original)
>>> copied == original and copied.cards is not original.cards
True
"""

import copy
import dataclasses
import enum
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from engine.core.memo import _MEMO

T = TypeVar("T")

_SHARED = (int, str, bool, float, type(None))


def copy_state(state: T) -> T:
    """A copy of ``state`` that shares nothing a rule may change in place."""
    return copier(type(state))(state)


class Copyable:
    """Base of game states: ``copy.deepcopy`` uses the generated copier, as :func:`engine.core.apply` does."""

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return copy_state(self)


@cache
def copier(kind: type) -> Callable[[Any], Any]:
    """The copy function of the dataclass ``kind``, generated once."""
    if not dataclasses.is_dataclass(kind) or _is_frozen(kind):
        raise TypeError(f"copier: {kind!r} is not a mutable dataclass")
    namespace: dict[str, Any] = {"_new": object.__new__, "_kind": kind, "_set": object.__setattr__}
    hints = typing.get_type_hints(kind)
    if "__slots__" in kind.__dict__:
        values = [(f.name, _expression(hints[f.name], f"src.{f.name}", namespace, 0)) for f in dataclasses.fields(kind)]
        lines = ["new = _new(_kind)", *(f"_set(new, {name!r}, {value})" for name, value in values)]
    else:
        # The fields dict copied whole (what is shared needs no more), then each other value copied
        # in it; what the state remembers is dropped.
        lines = ["fields = src.__dict__.copy()", f"fields.pop({_MEMO!r}, None)"]
        for f in dataclasses.fields(kind):
            if not _is_shared(hints[f.name]):
                value = _expression(hints[f.name], f"fields[{f.name!r}]", namespace, 0)
                lines.append(f"fields[{f.name!r}] = {value}")
        lines += ["new = _new(_kind)", "new.__dict__ = fields"]
    source = "def copy(src):\n" + "".join(f"    {line}\n" for line in [*lines, "return new"])
    exec(compile(source, f"<copier of {kind.__qualname__}>", "exec"), namespace)  # noqa: S102
    return namespace["copy"]


def _is_frozen(kind: type) -> bool:
    return kind.__dataclass_params__.frozen  # type: ignore[attr-defined]


def _is_shared(hint: Any) -> bool:
    """Whether values of this type are never changed in place, so a copy may share them."""
    if hint in _SHARED:
        return True
    if isinstance(hint, type):
        if issubclass(hint, enum.Enum):
            return True
        if dataclasses.is_dataclass(hint):
            return _is_frozen(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType, tuple, frozenset):
        return all(arg is Ellipsis or _is_shared(arg) for arg in args)
    return False


def _expression(hint: Any, source: str, namespace: dict[str, Any], depth: int) -> str:
    """Python source copying the value ``source`` of type ``hint``."""
    if _is_shared(hint):
        return source
    item = f"v{depth}"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        name = f"_copy_{hint.__name__}_{id(hint)}"
        namespace[name] = copier(hint)
        return f"{name}({source})"
    if origin is list:
        if _is_shared(args[0]):
            return f"{source}[:]"
        return f"[{_expression(args[0], item, namespace, depth + 1)} for {item} in {source}]"
    if origin is dict:
        if _is_shared(args[1]):
            return f"{source}.copy()"
        key = f"k{depth}"
        return f"{{{key}: {_expression(args[1], item, namespace, depth + 1)} for {key}, {item} in {source}.items()}}"
    if origin is set:
        if _is_shared(args[0]):
            return f"{source}.copy()"
    if origin is tuple:
        inner = args[0]
        if len(args) == 2 and args[1] is Ellipsis:
            return f"tuple({_expression(inner, item, namespace, depth + 1)} for {item} in {source})"
    if origin in (typing.Union, types.UnionType):
        inner = [arg for arg in args if arg is not type(None)]
        if len(inner) == 1:
            return f"(None if {source} is None else {_expression(inner[0], source, namespace, depth)})"
    # Anything else (Any, mixed unions, fixed tuples of mutable values): the generic deep copy.
    namespace["_deepcopy"] = copy.deepcopy
    return f"_deepcopy({source})"
