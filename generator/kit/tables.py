"""The reference cards section: every table as reference cards, on the shared sheets. Where a
sheet's back prints on the reverse of its front (long-edge and short-edge), two cards of one size
share a card, one on each side; otherwise (one-sided, glued or folded backs would cost paper)
every card is one-sided."""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import partial

from generator.model.wording import Wording, words
from generator.faces.primitives import Form, Group, Use
from generator.faces.table_face import ReferenceFace, reference_faces
from generator.kit.section import Face, Part, RunSpec, Section
from generator.settings_file import KitSettings
from generator.geometry.plane import Rect, translate
from generator.geometry.packed import Run
from generator.model.game.project import GameContent

Named = tuple[str, ReferenceFace]   # a card's face and the key of its form (table and number)


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
    specs = _double_sided(by_table, _) if settings.two_sided_pages else _one_sided(by_table, _)
    paired = _double_sided(by_table, _, lone=True) if settings.two_sided_pages else specs
    if [s.run for s in paired] == [s.run for s in specs]:
        paired = []
    names = ", ".join(titles[t] for t in by_table)
    section.parts.append(Part("reference-cards", _("Reference cards"), note=_sides_note(by_table, specs, _) + names,
                              covers=tuple(by_table), packed=tuple(specs), packed_instead=tuple(paired),
                              note_instead=_sides_note(by_table, paired, _) + names if paired else ""))
    return section


def _sides_note(by_table: dict[str, list[ReferenceFace]], specs: list[RunSpec], _: Wording) -> str:
    count = sum(len(f) for f in by_table.values())
    cards = sum(s.run.count for s in specs)
    return (_("{count} one-sided card(s): ").format(count=count) if cards == count else
            _("{count} card sides on {cards} double-sided cards: ").format(count=count, cards=cards))


def _one_sided(by_table: dict[str, list[ReferenceFace]], _: Wording) -> list[RunSpec]:
    """A run per table and card size, each card printed on one side."""
    specs = []
    for table_id, faces in by_table.items():
        for (w, h), group in _by_size([(f"{table_id}:{i}", f) for i, f in enumerate(faces, 1)]).items():
            run = Run(f"{table_id}:{w:g}x{h:g}", w, h, len(group))
            specs.append(RunSpec(run, _("Reference cards"), partial(_faces, group)))
    return specs


def _double_sided(by_table: dict[str, list[ReferenceFace]], _: Wording, lone: bool = False) -> list[RunSpec]:
    """A run per card size: the tables' cards of that size in order, two to a card (the second
    on the back); an odd one out has a plain back. A size with one card stays one-sided, or with
    ``lone`` takes the back of a larger such card where it fits within it (``_lone_pairs``)."""
    named = [(f"{t}:{i}", face) for t, faces in by_table.items() for i, face in enumerate(faces, 1)]
    sizes = _by_size(named)
    backs = _lone_pairs([group[0] for group in sizes.values() if len(group) == 1]) if lone else {}
    specs = []
    for (w, h), group in sizes.items():
        if len(group) == 1 and group[0][0] in backs:
            back = backs[group[0][0]]
            if back is not None:
                run = Run(f"reference:{w:g}x{h:g}", w, h, 1, backs=True)
                specs.append(RunSpec(run, _("Reference cards"), partial(_lone_faces, group[0], back)))
            continue
        if len(group) == 1:
            specs.append(RunSpec(Run(f"reference:{w:g}x{h:g}", w, h, 1), _("Reference cards"), partial(_faces, group)))
            continue
        run = Run(f"reference:{w:g}x{h:g}", w, h, math.ceil(len(group) / 2), backs=True)
        specs.append(RunSpec(run, _("Reference cards"), partial(_paired_faces, group)))
    return specs


def _lone_pairs(lone: list[Named]) -> dict[str, Named | None]:
    """The cards alone in their size, largest first, each taking on its back the largest other
    that fits within it upright: {front key: back card}, and {back key: None} for the backs."""
    out: dict[str, Named | None] = {}
    order = sorted(lone, key=lambda n: -n[1].w * n[1].h)
    for i, (key, face) in enumerate(order):
        if key in out:
            continue
        for other in order[i + 1:]:
            if other[0] not in out and other[1].w <= face.w + 1e-9 and other[1].h <= face.h + 1e-9:
                out[key], out[other[0]] = other, None
                break
    return out


def _lone_faces(front: Named, back: Named) -> Iterator[Face]:
    """One card: ``front`` on it, ``back`` centred on its reverse."""
    big, small = front[1], back[1]
    dx, dy = (big.w - small.w) / 2, (big.h - small.h) / 2
    yield Face((Use(_form(*front)),), (Group(translate(dx, dy), (Use(_form(*back)),)),))


def _paired_faces(group: list[Named]) -> Iterator[Face]:
    forms = [_form(key, face) for key, face in group]
    for k in range(0, len(forms), 2):
        back = (Use(forms[k + 1]),) if k + 1 < len(forms) else None
        yield Face((Use(forms[k]),), back)


def _form(key: str, face: ReferenceFace) -> Form:
    return Form(f"reference:{key}:{face.w:g}x{face.h:g}", Rect(-0.5, -0.5, face.w + 1, face.h + 1), face.items)


def _by_size(named: list[Named]) -> dict[tuple[float, float], list[Named]]:
    out: dict[tuple[float, float], list[Named]] = {}
    for key, face in named:
        out.setdefault((face.w, face.h), []).append((key, face))
    return out


def _faces(group: list[Named]) -> Iterator[Face]:
    for key, face in group:
        yield Face((Use(_form(key, face)),))
