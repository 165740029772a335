"""Derived tables computed once per loaded game, shared by the site and the quick references.

Some games' derived odds take a noticeable time to compute, and a build asks for them twice.
Entries are keyed by the game object's identity and dropped when the game is freed.
"""

from __future__ import annotations

import weakref

from generator.model.project import GameContent
from generator.rules.derived import DerivedTable, derived_tables

_CACHE: dict[int, tuple[weakref.ref, list[DerivedTable]]] = {}


def derived_for(game: GameContent) -> list[DerivedTable]:
    """The game's derived tables; computed on first use, then kept while the game is loaded."""
    entry = _CACHE.get(id(game))
    if entry is not None and entry[0]() is game:
        return entry[1]
    tables = derived_tables(game)
    _CACHE[id(game)] = (weakref.ref(game), tables)
    weakref.finalize(game, _CACHE.pop, id(game), None)
    return tables
