"""The reference cards section: every table as a reference card, imposed one-sided by size."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from generator.faces.primitives import Form, Use
from generator.faces.table_face import ReferenceFace, reference_faces
from generator.kit.pages import Page, marks_form
from generator.kit.section import Part, Section
from generator.kit.settings import KitSettings
from generator.layout.geometry import Rect
from generator.layout.imposition import crop_marks, impose
from generator.layout.units import PAPERS
from generator.model.project import GameContent


def table_cards(game: GameContent, settings: KitSettings) -> list[tuple[str, ReferenceFace]]:
    icons = {r.id: r.icon for r in game.resources if r.icon}
    names = {r.id: r.name for r in game.resources}
    out: list[tuple[str, ReferenceFace]] = []
    for t in game.tables:
        if settings.wants("tables", t.id) and t.rows:
            faces = reference_faces(t, icons, names, game.title)
            out.extend((t.id if len(faces) == 1 else f"{t.id}:{i}", face) for i, face in enumerate(faces, 1))
    return out


def tables_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    section = Section("tables", "Reference cards")
    groups: dict[tuple, list[tuple[str, ReferenceFace]]] = {}
    for table_id, face in table_cards(game, settings):
        groups.setdefault((face.w, face.h), []).append((table_id, face))
    titles = {t.id: t.title for t in game.tables}
    title = lambda key: titles[key.split(":")[0]]  # noqa: E731  (a split table's cards share its title)
    for (w, h), faces in sorted(groups.items()):
        imp = impose(w, h, *PAPERS[paper], mode="long-edge", allow_turn=True)
        sheets = imp.sheets(len(faces))
        names = ", ".join(dict.fromkeys(title(i) for i, _ in faces))
        section.parts.append(Part(f"reference-{w:g}x{h:g}", f"Reference cards {w:g} x {h:g} mm", sheets,
                                  partial(_pages, faces, imp), False,
                                  f"{len(faces)} card(s): {names}", tuple(i.split(":")[0] for i, _ in faces)))
    return section


def _pages(faces, imp) -> Iterator[Page]:
    per = imp.per_sheet
    sheets = imp.sheets(len(faces))
    for n in range(sheets):
        batch = faces[n * per:(n + 1) * per]
        trims = [imp.fronts[i].trim for i in range(len(batch))]
        items = [Use(marks_form(f"ref:{imp.paper.w:g}:{imp.item_w:g}x{imp.item_h:g}:{len(batch)}",
                                crop_marks(trims, 0.0), imp.paper))]
        for slot, (table_id, face) in zip(imp.fronts, batch):
            form = Form(f"reference:{table_id}:{face.w:g}x{face.h:g}", Rect(-0.5, -0.5, face.w + 1, face.h + 1),
                        face.items)
            items.append(Use(form, slot.placement))
        yield Page(imp.paper.w, imp.paper.h, items, True,
                   f"Reference cards {imp.item_w:g} x {imp.item_h:g} mm \u00b7 sheet {n + 1}/{sheets}",
                   imp.front_label)
