"""Walk every entity and value of a game, nested ones included."""

from __future__ import annotations

import dataclasses

from generator.model.game.entities import Located
from generator.model.game.project import GameContent
from generator.model.game.values import Source, Unknown


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(node) -> tuple[str, ...]:
    """The dataclass fields of ``node``'s type, looked up once per type (walks visit many)."""
    kind = type(node)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(node))
    return names


def entities(game: GameContent):
    """Every Located entity: top-level, nested entries, rows and track spaces."""
    stack = list(reversed([game.manifest, *game.top_level()] if game.manifest else list(game.top_level())))
    while stack:
        node = stack.pop()
        yield node
        children = []
        for name in field_names(node):
            value = getattr(node, name)
            if isinstance(value, Located):
                children.append(value)
            elif isinstance(value, (list, tuple)):
                children.extend(v for v in value if isinstance(v, Located))
        stack.extend(reversed(children))


def unknowns(game: GameContent):
    """Every Unknown value, with the entity that holds it, in content order."""
    for entity in entities(game):
        for name, value in unknowns_of(entity):
            yield entity, name, value


def unknowns_of(entity):
    """(field name, Unknown) of every Unknown value ``entity`` holds itself (not its nested entities')."""
    for name in field_names(entity):
        if name in ("pos", "field_pos", "source"):
            continue
        for value in _values(getattr(entity, name)):
            if isinstance(value, Unknown):
                yield name, value


def _values(value):
    if isinstance(value, Unknown):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _values(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            if not isinstance(item, Located):
                yield from _values(item)


def source_of(entity) -> Source | None:
    return getattr(entity, "source", None)


def sources_of(entity):
    """The entity's own source, then the sources of single fields (``field_sources``)."""
    source = getattr(entity, "source", None)
    if source is not None:
        yield source
    yield from getattr(entity, "field_sources", {}).values()
