"""Which entities a collection names: ``components``, every card, or the rows of one table.
``rules`` is every rule section, the nested ones included.

A collection that names a container which does not exist says so: a declaration whose target
is gone is a finding, never a silent empty list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.diagnostics import Position
from generator.model.game import entities as e
from generator.model.declarations.declared import ITEM_COLLECTIONS, Collection
from generator.model.game.paths import Subject, entity_fields
from generator.model.game.project import walk_rules

# The container kinds holding each kind of item, and the field that lists the items.
_CONTAINERS = {
    "cards": ((e.Deck,), "cards"),
    "spaces": ((e.Board, e.Track), "spaces"),
    "tokens": ((e.Sheet,), "tokens"),
    "rows": ((e.Table,), "rows"),
    "thresholds": ((e.Track,), "thresholds"),
}
_SECTIONS_OF_ITEMS = {"cards": "decks", "spaces": ("boards", "tracks"), "tokens": "sheets", "rows": "tables",
                      "thresholds": "tracks"}


@dataclass
class Selection:
    """The subjects of a collection, the containers they came from, and container IDs that
    name nothing (or something of another kind)."""

    subjects: list[Subject] = field(default_factory=list)
    containers: list = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    where: Position | None = None          # where the collection was written

    def place(self, fallback: Position | None = None) -> Position | None:
        """Where to report something about the collection as a whole: its (first) container's
        list of items, else where the collection was written."""
        if self.containers:
            container = self.containers[0]
            return container.at(_CONTAINERS[_kind_of(container)][1])
        return self.where or fallback


def _kind_of(container) -> str:
    return next(kind for kind, (types, _) in _CONTAINERS.items() if isinstance(container, types))


def missing_containers(game, collection: Collection | None) -> list[str]:
    """The container IDs a collection names that name nothing of the right kind."""
    return select(game, collection).missing if collection is not None and collection.ids else []


def select(game, collection: Collection) -> Selection:
    """The entities ``collection`` names in ``game``, each as a Subject."""
    found = Selection(where=collection.pos)
    if collection.kind in _CONTAINERS:
        types, items = _CONTAINERS[collection.kind]
        containers = _containers(game, collection, types, found)
        for container in containers:
            found.containers.append(container)
            found.subjects.extend(Subject(item, container, i) for i, item in enumerate(getattr(container, items)))
        return found
    section = walk_rules(game.rules) if collection.kind == "rules" else getattr(game, collection.kind)
    found.subjects = [Subject(entity, None, i) for i, entity in enumerate(section)]
    return found


def _containers(game, collection: Collection, types, found: Selection) -> list:
    sections = _SECTIONS_OF_ITEMS[collection.kind]
    sections = (sections,) if isinstance(sections, str) else sections
    candidates = [c for name in sections for c in getattr(game, name)]
    if collection.ids is None:
        return candidates
    by_id = {c.id: c for c in candidates}
    out = []
    for ident in collection.ids:
        if ident in by_id and isinstance(by_id[ident], types):
            out.append(by_id[ident])
        else:
            found.missing.append(ident)
    return out


def container_kind(collection: Collection) -> str:
    """'deck', 'board or track', 'sheet' or 'table': what a collection's IDs must name."""
    return ITEM_COLLECTIONS.get(collection.kind, collection.kind)


def field_names(selection: Selection) -> set[str]:
    """Every field and attribute name an entry of the selection has or its container declares."""
    names: set[str] = set()
    for subject in selection.subjects:
        names |= entity_fields(subject.entity)
        attributes = getattr(subject.entity, "attributes", None)
        if isinstance(attributes, dict):
            names |= set(attributes)
    for container in selection.containers:
        for declaring in ("card_attributes", "space_attributes", "threshold_attributes", "token_attributes"):
            names |= set(getattr(container, declaring, None) or ())
        names |= {c.id for c in getattr(container, "columns", ())}
    return names


def unmatched_key(game, collection: Collection | None, by: str) -> tuple[str, set[str]] | None:
    """When ``by`` (the field a reference matches its targets by) is a field no entry of
    ``collection`` has: (its first part, the names they do have); else None."""
    if collection is None or by == "id":
        return None
    chosen = select(game, collection)
    if not chosen.subjects:
        return None
    names, first = field_names(chosen), by.split(".")[0]
    return None if first in names else (first, names)
