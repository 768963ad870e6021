"""What is built from a state, kept on the state: its pending decisions, its public view.

Only *sealed* states remember: the states :func:`engine.core.apply` and
:func:`engine.core.load_state` return. Such a state is a value: nothing changes it once it
is returned, and ``apply`` works on a fresh copy (:mod:`engine.core.copier`), which starts
with nothing remembered. So an entry never goes stale, and it is never copied, compared or
stored: it lives outside the dataclass fields, which are all the codec, ``==`` and the
copier see. A state built or changed by hand (a test's scenario) is not sealed: everything
is built anew each time it is asked. Code that changes a sealed state in place while
building it (a game's automatic steps, inside ``apply``) calls :func:`forget` before each
change.
"""

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_MEMO = "_memo"  # the attribute holding a state's memo


def seal(state: T) -> T:
    """Mark ``state`` as a value that no one changes any more: from now on it remembers."""
    fields = getattr(state, "__dict__", None)
    if fields is not None and _MEMO not in fields:
        fields[_MEMO] = {}
    return state


def remember(state: Any, key: str, build: Callable[[Any], T]) -> T:
    """``build(state)``, built once per sealed state and kept under ``key``; built every time otherwise."""
    memo = getattr(state, "__dict__", {}).get(_MEMO)
    if memo is None:
        return build(state)
    if key in memo:
        return memo[key]
    value = memo[key] = build(state)
    return value


def remembered(state: Any, key: str) -> Any:
    """What is kept of ``state`` under ``key``, or None."""
    memo = getattr(state, "__dict__", {}).get(_MEMO)
    return None if memo is None else memo.get(key)


def forget(state: Any) -> None:
    """Drop everything remembered of ``state``, before it is changed in place (it stays sealed)."""
    memo = getattr(state, "__dict__", {}).get(_MEMO)
    if memo:
        memo.clear()
