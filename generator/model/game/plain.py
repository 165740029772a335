"""A model as plain data (no positions), to compare two models that should be the same."""

from __future__ import annotations

import dataclasses
from typing import Any

from generator.model.game.entities import Located
from generator.model.game.values import SheetRef, Source, Unknown

SKIPPED = ("pos", "field_pos", "refused")


def plain(value, skip: tuple[str, ...] = ()):
    """``value`` as dicts, lists and scalars: entities by field, unknowns as {unknown: reason},
    sources by their keys; positions and the fields named in ``skip`` left out."""
    if isinstance(value, Unknown):
        return {"unknown": value.reason}
    if isinstance(value, (Source, SheetRef)):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value) if f.name != "pos"}
    if isinstance(value, Located):
        entity: Any = value
        return {f.name: plain(getattr(entity, f.name), skip) for f in dataclasses.fields(entity)
                if f.name not in SKIPPED and f.name not in skip}
    if isinstance(value, dict):
        return {str(k): plain(v, skip) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v, skip) for v in value]
    return value


def plain_game(game, skip: tuple[str, ...] = ("cards_from", "rows_from")) -> dict:
    """Every entity of a game as plain data (where each deck's cards were read from left out)."""
    out = {"manifest": plain(game.manifest, skip)}
    for name in ("components", "resources", "decks", "tables", "boards", "tracks", "sheets", "rules", "glossary"):
        out[name] = plain(getattr(game, name), skip)
    return out
