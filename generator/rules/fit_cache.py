"""Fit checks' results kept by the content they were computed from, while a caller asks for it.

Laying a table or a card out to see whether it fits is the slowest part of a check. The language
server checks a game again after every edit, and most tables and cards are as they were: it turns
this cache on (``keep``), and a check that has seen the very same content before reuses the
answer. Content is compared by its ``repr``: the model's entities are dataclasses, whose repr
shows every field (their own position too); a value whose repr shows only where it lives in
memory is never kept, since another value may later live there. The cache
holds at most ``limit`` results, the least recently used going first. Off (the default, and for
``validate``), everything is computed.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")

_held: OrderedDict[bytes, object] | None = None
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


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+>")


def content_key(kind: str, *values: object) -> bytes | None:
    """A digest of ``values``' repr, or None when it cannot stand for their content."""
    try:
        text = repr((kind, values))
    except (RecursionError, ValueError):
        return None
    if _ADDRESS.search(text):
        return None
    import hashlib   # only the language server keeps fits: a validate run needs no digest

    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=20).digest()


def remembered(kind: str, values: tuple, compute: Callable[[], T]) -> T:
    """``compute()``, or the result it gave before for equal ``values`` while the cache is on."""
    if _held is None:
        return compute()
    key = content_key(kind, *values)
    if key is not None and key in _held:
        _held.move_to_end(key)
        stats["reused"] += 1
        return _held[key]  # type: ignore[return-value]  # stored by this function under this kind
    value = compute()
    stats["computed"] += 1
    if key is not None:
        _held[key] = value
        while len(_held) > _limit:
            _held.popitem(last=False)
    return value
