"""The counters section: token sheets at their sizes, one set per player colour where the sheet
says so, double-sided sheets with their backs mirrored like card backs.

Sets of the same size, shape and sidedness share pages, each set starting on a fresh row.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from dataclasses import dataclass
from pathlib import Path

from generator.faces.images import art_path
from generator.faces.primitives import Form, Use
from generator.faces.token_face import token_face
from generator.kit.colours import colour_of, ink_on
from generator.kit.pages import Page, fold_items, marks_form
from generator.kit.section import Part, Section
from generator.kit.settings import KitSettings
from generator.layout.geometry import Rect
from generator.layout.imposition import Imposition, crop_marks, impose
from generator.layout.packing import pack_rows
from generator.layout.units import PAPERS
from generator.model.entities import Sheet, Token
from generator.model.project import GameContent


@dataclass(frozen=True)
class TokenSet:
    """One printed set: a sheet, in one player colour or none."""

    sheet: Sheet
    colour: str | None
    fill: str | None
    icons: dict
    ink_saver: bool
    folder: Path | None = None   # the game's folder, where token art is found

    @property
    def title(self) -> str:
        return f"{self.sheet.name} ({self.colour})" if self.colour else self.sheet.name

    @property
    def group(self) -> tuple:
        return (self.sheet.size_mm, self.sheet.shape, self.sheet.double_sided)

    def tokens(self) -> list[Token]:
        return [t for t in self.sheet.tokens for _ in range(t.copies)]


def icon_names(game: GameContent) -> dict[str, str]:
    """Resource icons by resource ID and lower-cased name, to decorate tokens named after them."""
    out = {}
    for r in game.resources:
        if r.icon:
            out[r.id] = r.icon
            out[r.name.lower()] = r.icon
    return out


def token_sets(game: GameContent, settings: KitSettings) -> list[TokenSet]:
    colours = game.manifest.colours if game.manifest else []
    icons = icon_names(game)
    sets = []
    for sheet in game.sheets:
        if not settings.wants("tokens", sheet.id) or sheet.token_count() == 0:
            continue
        for i, colour in enumerate(colours if sheet.per_colour and colours else [None]):
            sets.append(TokenSet(sheet, colour, colour_of(colour, i), icons, settings.ink_saver, game.folder))
    return sets


def face_form(ts: TokenSet, token: Token, back: bool) -> tuple[Form, bool]:
    """A token side as a reusable form, and whether its label fits."""
    sheet = ts.sheet
    fill = None if ts.ink_saver else ts.fill
    ring = ts.fill if ts.ink_saver else None
    label = (token.back or "") if back else token.label
    icon = None if back else ts.icons.get(token.label.lower()) or ts.icons.get(token.id)
    art = None if back else art_path(ts.folder, token.image)
    face = token_face(label, sheet.size_mm, sheet.shape, fill, ink_on(fill), icon, ring, art)
    key = f"token:{sheet.id}:{token.id}:{ts.colour}:{int(back)}:{int(ts.ink_saver)}"
    s = sheet.size_mm
    return Form(key, Rect(-0.5, -0.5, s + 1, s + 1), face.items), face.fits


def tokens_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    section = Section("tokens", "Counters and tokens")
    groups: dict[tuple, list[TokenSet]] = {}
    for ts in token_sets(game, settings):
        groups.setdefault(ts.group, []).append(ts)
    for (size, shape, double), sets in groups.items():
        mode = settings.duplex if double else "long-edge"
        imp = impose(size, size, *PAPERS[paper], mode=mode, gap=0.0, offset=settings.back_offset,
                     allow_turn=False)
        cols = sum(1 for s in imp.fronts if abs(s.trim.y - imp.fronts[0].trim.y) < 1e-6)
        packed = pack_rows([len(ts.tokens()) for ts in sets], cols, imp.per_sheet)
        two = double and mode != "gutterfold"
        names = list(dict.fromkeys(ts.sheet.name for ts in sets))
        note = (f"{sum(len(ts.tokens()) for ts in sets)} {size:g} mm {shape}s"
                + (", double-sided" if double else "")
                + (", one set per colour" if any(ts.colour for ts in sets) else ""))
        section.parts.append(Part(f"tokens-{len(section.parts) + 1}", ", ".join(names),
                                  len(packed) * (2 if two else 1),
                                  partial(_pages, sets, imp, packed),
                                  two, note, tuple(dict.fromkeys(ts.sheet.id for ts in sets))))
    return section


def _pages(sets: list[TokenSet], imp: Imposition, packed) -> Iterator[Page]:
    expanded = [ts.tokens() for ts in sets]
    double = sets[0].sheet.double_sided
    w, h = imp.paper.w, imp.paper.h
    for n, sheet in enumerate(packed):
        fronts, backs, used = [], [], []
        for set_index, item, slot in sheet:
            ts, token = sets[set_index], expanded[set_index][item]
            used.append(slot)
            fronts.append(Use(face_form(ts, token, False)[0], imp.fronts[slot].placement))
            if double:
                backs.append(Use(face_form(ts, token, True)[0], imp.backs[slot].placement))
        where = f"{_titles([sets[i] for i, _, _ in sheet])} \u00b7 sheet {n + 1}/{len(packed)}"
        fronts.insert(0, _marks(imp, used, "front"))
        if not double:
            yield Page(w, h, fronts, True, where, imp.front_label)
            continue
        backs.insert(0, _marks(imp, used, "back"))
        if imp.mode == "gutterfold":
            yield Page(w, h, fronts + backs + fold_items(imp.fold), True, f"{where} \u00b7 fold, glue, cut",
                       imp.front_label)
            continue
        yield Page(w, h, fronts, False, f"{where} \u00b7 fronts", imp.front_label)
        yield Page(w, h, backs, False, f"{where} \u00b7 backs of the page before", imp.back_label)


def _titles(on_page: list[TokenSet]) -> str:
    """The sheets on a page, each once, with its colours: "Advisors (4 colours), Round marker"."""
    colours: dict[str, list[str]] = {}
    for ts in on_page:
        names = colours.setdefault(ts.sheet.name, [])
        if ts.colour and ts.colour not in names:
            names.append(ts.colour)
    return ", ".join(name if not c else f"{name} ({c[0]})" if len(c) == 1 else f"{name} ({len(c)} colours)"
                     for name, c in colours.items())


def _marks(imp: Imposition, used: list[int], side: str) -> Use:
    slots = imp.fronts if side == "front" else imp.backs
    trims = [slots[i].trim for i in used]
    key = f"{imp.paper.w:g}x{imp.paper.h:g}:token:{imp.item_w:g}:{imp.mode}:{side}:{imp.backs[0].placement}:{used}"
    return Use(marks_form(key, crop_marks(trims, imp.bleed), imp.paper))
