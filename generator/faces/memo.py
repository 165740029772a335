"""Lay each card out once per build: a memo of card faces, keyed by card and deck style (and of
other faces the checks and the kits both lay out, such as reference cards).

The text-fit check, both kits' papers and the card image all ask for the same face; while a memo
is open (``remembering``), ``card_face`` computes each card's face once and hands back the same
value after. Outside one (tests, previews, editors), nothing is kept. Worker processes forked
during a build inherit the faces already laid out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

_memo: dict | None = None
_styles: dict[int, tuple[object, tuple]] = {}


@contextmanager
def remembering() -> Iterator[None]:
    """Keep card faces for the duration of the block (re-entrant: an open memo stays open)."""
    global _memo
    if _memo is not None:
        yield
        return
    _memo = {}
    try:
        yield
    finally:
        _memo = None
        _styles.clear()


def remembered_value(kind: str, anchor: object, key: tuple, compute: Callable):
    """``compute()`` for ``anchor`` (an entity of the model, kept alive and compared by identity)
    and ``key``, from the memo when one is open and holds it."""
    if _memo is None:
        return compute()
    full = (kind, id(anchor), key)
    held = _memo.get(full)
    if held is not None and held[0] is anchor:
        return held[2]
    value = compute()
    _memo[full] = (anchor, None, value)
    return value


def is_open() -> bool:
    return _memo is not None


def shared(ds) -> dict | None:
    """A table for what the faces of deck style ``ds`` have in common (elements laid out once
    for every card showing the same value in the same box), while a memo is open; else None."""
    if _memo is None:
        return None
    key = ("shared", _style_key(ds))
    held = _memo.get(key)
    if held is not None and held[0] is ds.deck:
        return held[2]
    table: dict = {}
    _memo[key] = (ds.deck, None, table)
    return table


def _style_key(ds) -> tuple:
    """What of a deck style a face depends on (computed once per style object)."""
    held = _styles.get(id(ds))
    if held is not None and held[0] is ds:
        return held[1]
    vocab = (tuple(sorted(ds.vocab.icons.items())), tuple(sorted(ds.vocab.names.items())))
    key = (id(ds.deck), repr(ds.layout), vocab, str(ds.folder), ds.ink_saver, ds.size)
    _styles[id(ds)] = (ds, key)
    return key


def remembered(card, ds, compute: Callable):
    """``compute()``'s face of ``card`` in ``ds``, from the memo when one is open and holds it."""
    if _memo is None:
        return compute()
    key = (id(card), _style_key(ds))
    held = _memo.get(key)
    if held is not None and held[0] is card and held[1] is ds.deck:
        return held[2]
    face = compute()
    _memo[key] = (card, ds.deck, face)
    return face
