"""A deep copy of model values made for the model's own types, several times faster than
``copy.deepcopy``: entities are rebuilt field by field, lists and mappings (positioned ones too)
item by item, and immutable values (text, numbers, positions, sources, unknowns, bounds) are
shared, equal and unchangeable, with the original. Anything else goes to ``copy.deepcopy``. Like
it, one memo keeps what the original shares shared in the copy."""

from __future__ import annotations

import copy
import dataclasses
from enum import Enum
from typing import Any, TypeVar

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.model.game.values import AtLeast, SheetRef, Source, Unknown

T = TypeVar("T")
SHARED = (str, int, float, bool, type(None), Position, Unknown, Source, SheetRef, AtLeast)
_fields: dict[type, tuple[str, ...] | None] = {}


def model_copy(value: T, memo: dict[int, Any] | None = None) -> T:
    """An independent copy of ``value``; pass one ``memo`` for values copied together."""
    return _copy(value, {} if memo is None else memo)


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    kind = type(value)
    if kind in SHARED or isinstance(value, Enum):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    if kind is list:
        out: Any = memo.setdefault(id(value), [])
        out.extend(_copy(item, memo) for item in value)
    elif kind is dict:
        out = memo.setdefault(id(value), {})
        out.update((key, _copy(item, memo)) for key, item in value.items())
    elif kind is tuple:
        out = memo.setdefault(id(value), tuple(_copy(item, memo) for item in value))
    elif kind is set or kind is frozenset:
        out = memo.setdefault(id(value), kind(value)) if all(type(v) in SHARED for v in value) else None
    elif kind is PList or kind is PDict:
        out = _positioned(value, memo)
    else:
        out = _entity(value, memo)
    return copy.deepcopy(value, memo) if out is None else out


def _positioned(value: PList | PDict, memo: dict[int, Any]) -> PList | PDict:
    out = memo.setdefault(id(value), type(value)(value.pos))
    if isinstance(value, PList):
        out.extend(_copy(item, memo) for item in value)
        out.item_pos = _copy(value.item_pos, memo)
    else:
        out.update((key, _copy(item, memo)) for key, item in value.items())
        out.key_pos, out.value_pos = _copy(value.key_pos, memo), _copy(value.value_pos, memo)
    return out


def _entity(value: Any, memo: dict[int, Any]) -> Any:
    """A copy of a mutable model dataclass, or None when ``value`` is not one."""
    kind = type(value)
    if kind not in _fields:   # decided once per type
        plain = (dataclasses.is_dataclass(kind) and not kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
                 and not hasattr(value, "__dict__"))      # slotted: its fields are all it holds
        _fields[kind] = tuple(f.name for f in dataclasses.fields(kind)) if plain else None
    names = _fields[kind]
    if names is None:
        return None
    out = memo.setdefault(id(value), object.__new__(kind))
    for name in names:
        object.__setattr__(out, name, _copy(getattr(value, name), memo))
    return out
