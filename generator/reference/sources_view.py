"""The sources section: facts by source grade, the public sources used, and every unknown."""

from __future__ import annotations

from collections import Counter

from generator.model import entities as e
from generator.model.project import GameContent
from generator.model.walk import entities, sources_of, unknowns
from generator.reference.anchors import PREFIX, Anchors
from generator.reference.views import Link, SourcesView, UnknownView
from generator.report.coverage import GRADES


YAML_NAMES = {"at_index": "at"}  # model attributes named otherwise in the content


def _parents(game: GameContent) -> dict[int, e.Table | e.Track]:
    """The entry that holds each nested value without an ID: table rows, track spaces, thresholds."""
    parents: dict[int, e.Table | e.Track] = {}
    for table in game.tables:
        parents.update((id(row), table) for row in table.rows)
    for track in game.tracks:
        parents.update((id(item), track) for item in [*track.spaces, *track.thresholds])
    return parents


def _where(entity, anchors: Anchors, parents: dict[int, e.Table | e.Track]) -> tuple[str | None, str]:
    ident = getattr(entity, "id", None)
    if ident and type(entity) in PREFIX and ident in anchors.by_id:
        target = anchors.by_id[ident]
        return "#" + target.anchor, target.label
    label = getattr(entity, "label", None) or getattr(entity, "roll", None) or getattr(entity, "index", None)
    label = type(entity).__name__ if label is None else str(label)
    parent = parents.get(id(entity))
    if parent is not None and parent.id in anchors.by_id:
        target = anchors.by_id[parent.id]
        return "#" + target.anchor, f"{target.label}: {label}"
    return None, label


def sources_view(game: GameContent, anchors: Anchors) -> SourcesView:
    grades: Counter = Counter()
    public: dict[tuple[str, str], int] = {}
    for entity in entities(game):
        for source in sources_of(entity):
            grades[source.grade] += 1
            if source.public:
                key = (source.public, source.confidence or "not stated")
                public[key] = public.get(key, 0) + 1
    found, parents = [], _parents(game)
    for entity, name, unknown in unknowns(game):
        href, where = _where(entity, anchors, parents)
        found.append(UnknownView(href, where, YAML_NAMES.get(name, name), unknown.reason, str(unknown.pos)))
    order = [g for g in GRADES if g in grades] + sorted(g for g in grades if g not in GRADES)
    return SourcesView(
        rulebook=(game.manifest.rulebook or "") if game.manifest else "",
        grades=tuple((grade, grades[grade]) for grade in order),
        public=tuple(Link("", name, f"confidence {confidence}; {count} fact(s)")
                     for (name, confidence), count in sorted(public.items())),
        unknowns=tuple(found), files=tuple(game.files))

