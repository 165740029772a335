"""The sources section: facts by source grade, the public sources used, and every unknown."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from markupsafe import Markup

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.model.game.walk import entities, sources_of, unknowns
from generator.reference.anchors import PREFIX, Anchors
from generator.reference.entries_view import encoded_link
from generator.reference.fragments import cite, key_label
from generator.reference.names import unique_names
from generator.reference.views import (
    EncodedView,
    Link,
    SourceLine,
    SourcesView,
    UnknownView,
)
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
        number = getattr(entity, "number", None)
        return "#" + target.anchor, f"{number} {target.label}" if number else target.label
    label = next((v for v in (getattr(entity, name, None) for name in ("label", "roll", "index"))
                  if v is not None and not callable(v)), None)  # Players.label is a method, not a name
    label = type(entity).__name__ if label is None else str(label)
    parent = parents.get(id(entity))
    if parent is not None and parent.id in anchors.by_id:
        target = anchors.by_id[parent.id]
        return "#" + target.anchor, f"{target.label}: {label}"
    return None, label


def _source_lines(game: GameContent, anchors: Anchors, page: str,
                  parents: dict[int, e.Table | e.Track]) -> list[SourceLine]:
    """Every entry's source (and the sources of single fields), in content order."""
    lines = []
    for entity in entities(game):
        own = getattr(entity, "source", None)
        named = [("", own)] if own is not None else []
        named += [(f" ({key_label(k)})", v) for k, v in getattr(entity, "field_sources", {}).items()]
        if not named or type(entity).__name__ in ("Manifest", "Players", "QuickReference"):
            continue
        href, label = _where(entity, anchors, parents)
        anchor = "src-" + href[1:] if href else ""
        for suffix, source in named:
            line_anchor = anchor if not suffix and anchor else ""
            lines.append(SourceLine(line_anchor, f"{page}{href}" if href else "", label + suffix,
                                    type(entity).__name__.lower(), cite(source) or Markup(""), str(source.pos)))
    names = unique_names([(str(i), f"{line.label} ({line.kind})", "") for i, line in enumerate(lines)])
    return _unique_anchors([replace(line, name=names[str(i)]) for i, line in enumerate(lines)])


def _unique_anchors(lines: list[SourceLine]) -> list[SourceLine]:
    """The first line of each entry keeps its anchor; rows of a table share the table's."""
    seen: set[str] = set()
    out = []
    for line in lines:
        if line.anchor in seen:
            line = replace(line, anchor="")
        seen.add(line.anchor)
        out.append(line)
    return out


def _encoded(game: GameContent, anchors: Anchors, page: str) -> list[EncodedView]:
    index = game.index()
    return [EncodedView(f"{page}#{anchors.of(c)}", c.name, encoded_link(c, anchors, index, page))
            for c in game.components if c.encoded_as]


def sources_view(game: GameContent, anchors: Anchors, page: str = "") -> SourcesView:
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
        found.append(UnknownView(f"{page}{href}" if href else None, where, key_label(YAML_NAMES.get(name, name)),
                                 unknown.reason, str(unknown.pos)))
    order = [g for g in GRADES if g in grades] + sorted(g for g in grades if g not in GRADES)
    return SourcesView(
        rulebook=(game.manifest.rulebook or "") if game.manifest else "",
        grades=tuple((grade, grades[grade]) for grade in order),
        public=tuple(Link("", name, f"confidence {confidence}; {count} fact(s)")
                     for (name, confidence), count in sorted(public.items())),
        unknowns=tuple(found), files=tuple(game.files),
        lines=tuple(_source_lines(game, anchors, page, parents)), encoded=tuple(_encoded(game, anchors, page)))

