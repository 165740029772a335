"""Fit checks' results kept by the content they were computed from, while a caller asks for it.

Laying a table or a card out to see whether it fits is the slowest part of a check. The language
server checks a game again after every edit, and most tables and cards are as they were: it turns
this cache on (``keep``), and a check that has seen the very same content before reuses the
answer. Content is compared by value (``content_key``): each entity, mapping and list becomes a
tuple of its values, where it was written left out (a face does not depend on it, so moving a
card keeps its answer); a value that compares only by identity is never kept, since another
value may later live at its address. The cache holds at most ``limit`` results, the least
recently used going first. Off (the default, and for ``validate``), everything is computed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields, is_dataclass
from typing import TypeVar


T = TypeVar("T")

_held: OrderedDict[tuple, object] | None = None
_limit = 0
stats = {"reused": 0, "computed": 0}


def keep(limit: int = 4096) -> None:
    """Keep up to ``limit`` results from now on (0: keep none, and drop those held)."""
    global _held, _limit
    _held, _limit = (OrderedDict() if limit > 0 else None), limit


@contextmanager
def paused() -> Iterator[None]:
    """Compute every result inside the block (what is held stays held)."""
    global _held
    held_before, _held = _held, None
    try:
        yield
    finally:
        _held = held_before


def is_on() -> bool:
    return _held is not None


def held() -> int:
    return len(_held) if _held is not None else 0


PLACES = frozenset(("pos", "field_pos"))   # where an entity was written (Located), not what it says


class Unkeyable(Exception):
    """A value that compares only by identity: it cannot stand for its content."""


def content_key(kind: str, *values: object) -> tuple | None:
    """``values``' content as one hashable value, or None when it cannot stand for it."""
    try:
        return (kind, _frozen(values))
    except (Unkeyable, RecursionError):
        return None


def _frozen(value: object) -> object:
    """``value`` as a hashable value equal to another exactly when their contents are equal."""
    if type(value) is str or value is None:
        return value
    if isinstance(value, dict):
        return (dict, tuple((_frozen(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return (type(value) is tuple, tuple(_frozen(item) for item in value))
    if isinstance(value, (set, frozenset)):
        return (set, frozenset(_frozen(item) for item in value))
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value), tuple(_frozen(getattr(value, f.name)) for f in fields(value) if f.name not in PLACES))
    if type(value).__hash__ in (None, object.__hash__):
        raise Unkeyable(type(value).__name__)
    return (type(value), value)   # the type too: 1, 1.0 and True are equal, and print apart


def remembered(key: tuple | None, compute: Callable[[], T]) -> T:
    """``compute()``, or the result it gave before for an equal ``key`` (a ``content_key``; None:
    always computed) while the cache is on."""
    if _held is None or key is None:
        return compute()
    if key in _held:
        _held.move_to_end(key)
        stats["reused"] += 1
        return _held[key]  # type: ignore[return-value]  # stored by this function under this key
    value = compute()
    stats["computed"] += 1
    _held[key] = value
    while len(_held) > _limit:
        _held.popitem(last=False)
    return value
