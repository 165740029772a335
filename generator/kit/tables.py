"""The reference cards section: every table as one-sided reference cards, on the shared sheets."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from generator.model.wording import words
from generator.faces.primitives import Form, Use
from generator.faces.table_face import ReferenceFace, reference_faces
from generator.kit.section import Face, Part, RunSpec, Section
from generator.kit.settings import KitSettings
from generator.layout.geometry import Rect
from generator.layout.sheets import Run
from generator.model.project import GameContent


def table_cards(game: GameContent, settings: KitSettings) -> list[tuple[str, ReferenceFace]]:
    icons = {r.id: r.icon for r in game.resources if r.icon}
    names = {r.id: r.name for r in game.resources}
    out: list[tuple[str, ReferenceFace]] = []
    boards = {b.table for b in game.boards if b.table}   # printed as boards instead
    for t in game.tables:
        if settings.wants("tables", t.id) and t.rows and t.id not in boards:
            faces = reference_faces(t, icons, names, game.title, words(game))
            out.extend((t.id if len(faces) == 1 else f"{t.id}:{i}", face) for i, face in enumerate(faces, 1))
    return out


def tables_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    """Every table's cards as one part, packed onto the shared sheets (one-sided, turned where
    that fits more), a run per table and card size."""
    _ = words(game)
    section = Section("tables", _("Reference cards"))
    by_table: dict[str, list[ReferenceFace]] = {}
    for table_id, face in table_cards(game, settings):
        by_table.setdefault(table_id.split(":")[0], []).append(face)
    if not by_table:
        return section
    titles = {t.id: t.title for t in game.tables}
    specs = []
    for table_id, faces in by_table.items():
        for (w, h), group in _by_size(faces).items():
            run = Run(f"{table_id}:{w:g}x{h:g}", w, h, len(group))
            specs.append(RunSpec(run, _("Reference cards"), partial(_faces, table_id, group)))
    count = sum(len(f) for f in by_table.values())
    note = _("{count} one-sided card(s): ").format(count=count) + ", ".join(titles[t] for t in by_table)
    section.parts.append(Part("reference-cards", _("Reference cards"), note=note, covers=tuple(by_table),
                              packed=tuple(specs)))
    return section


def _by_size(faces: list[ReferenceFace]) -> dict[tuple[float, float], list[ReferenceFace]]:
    out: dict[tuple[float, float], list[ReferenceFace]] = {}
    for face in faces:
        out.setdefault((face.w, face.h), []).append(face)
    return out


def _faces(table_id: str, faces: list[ReferenceFace]) -> Iterator[Face]:
    for i, face in enumerate(faces, 1):
        form = Form(f"reference:{table_id}:{i}:{face.w:g}x{face.h:g}", Rect(-0.5, -0.5, face.w + 1, face.h + 1),
                    face.items)
        yield Face((Use(form),))
