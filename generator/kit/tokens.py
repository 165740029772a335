"""The counters section: token sheets at their sizes, one set per player colour where the sheet
says so, double-sided sheets with their backs mirrored like card backs.

Every set is a run on the kit's shared sheets, starting on a fresh row.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from collections.abc import Iterator

from generator.model.wording import N_, words
from generator.faces.icons import has_icon
from generator.faces.images import art_path
from generator.faces.primitives import Form, Use
from generator.faces.token_face import token_face
from generator.kit.colours import colour_of, colour_name, ink_on
from generator.kit.section import Face, Part, RunSpec, Section
from generator.settings_file import KitSettings
from generator.kit.standees import standee_parts
from generator.geometry.plane import Rect
from generator.geometry.packed import Run
from generator.model.game.entities import Sheet, Token
from generator.model.game.project import GameContent


@dataclass(frozen=True)
class TokenSet:
    """One printed set: a sheet, in one player colour or none."""

    sheet: Sheet
    colour: str | None
    fill: str | None
    icons: dict
    ink_saver: bool
    folder: Path | None = None   # the game's folder, where token art is found

    index: int = 0               # the colour's place in the game's list of colours

    @property
    def colour_name(self) -> str | None:
        """The colour's name as printed (the game's own name, or the kit's when it has none)."""
        return colour_name(self.colour, self.index) if self.colour else None

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
        if sheet.per_colour and colours:
            for i, name in enumerate(colours):
                sets.append(TokenSet(sheet, name, colour_of(name, i), icons, settings.ink_saver, game.folder, i))
            continue
        for i, owner, part in by_owner(sheet, colours):
            sets.append(TokenSet(part, owner, colour_of(owner, i), icons, settings.ink_saver, game.folder, i))
    return sets


def by_owner(sheet: Sheet, colours: list[str]) -> list[tuple[int, str | None, Sheet]]:
    """A sheet's tokens by the player colour their ID begins with ('byzantium-fleet' belongs to
    'byzantium'), each colour's tokens printed in it; tokens of no colour stay together."""
    groups: dict[str | None, list[Token]] = {}
    for token in sheet.tokens:
        owner = next((c for c in colours if token.id.startswith(f"{c}-")), None)
        groups.setdefault(owner, []).append(token)
    if list(groups) == [None]:
        return [(0, None, sheet)]
    return [(colours.index(c) if c else 0, c, replace(sheet, tokens=tuple(tokens))) for c, tokens in groups.items()]


def face_form(ts: TokenSet, token: Token, back: bool) -> tuple[Form, bool]:
    """A token side as a reusable form, and whether its label fits."""
    sheet = ts.sheet
    fill = None if ts.ink_saver else ts.fill
    ring = ts.fill if ts.ink_saver else None
    label = (token.back or "") if back else token.label
    word = label.strip().lower()
    icon = ts.icons.get(word) or (None if back else ts.icons.get(token.id))
    if back and has_icon(word):     # a back's word names the symbol printed there ("Arrow")
        icon, label = word, ""
    elif not icon and has_icon(word):   # a front's name with the symbol above it ("Fleet")
        icon = word
    art = None if back else art_path(ts.folder, token.image)
    caption = ts.colour_name if ts.colour and not back else None
    face = token_face(label, sheet.size_mm, sheet.shape, fill, ink_on(fill), icon, ring, art, caption)
    key = f"token:{sheet.id}:{token.id}:{ts.colour}:{int(back)}:{int(ts.ink_saver)}"
    s = sheet.size_mm
    return Form(key, Rect(-0.5, -0.5, s + 1, s + 1), face.items), face.fits


TOKEN_COUNTS = {"square": N_("{count} {size} mm squares"), "circle": N_("{count} {size} mm circles")}


def tokens_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    """One part per sheet of the content, its sets (one per colour where per_colour) packed onto
    the shared sheets, each set starting on a fresh row."""
    _ = words(game)
    section = Section("tokens", _("Counters and tokens"))
    by_sheet: dict[str, list[TokenSet]] = {}
    for ts in token_sets(game, settings):
        by_sheet.setdefault(ts.sheet.id, []).append(ts)
    for sets in by_sheet.values():
        sheet = sets[0].sheet
        count = sum(len(ts.tokens()) for ts in sets)
        names = ", ".join(ts.colour_name or "" for ts in sets)
        note = (_(TOKEN_COUNTS.get(sheet.shape, "{count} {size} mm {shape}s")).format(
                    count=count, size=f"{sheet.size_mm:g}", shape=sheet.shape)
                + (_(", double-sided") if sheet.double_sided else "")
                + (_(", one set per colour ({names})").format(names=names) if sets[0].colour else ""))
        specs = tuple(RunSpec(Run(f"{sheet.id}:{ts.colour or ''}", sheet.size_mm, sheet.size_mm, len(ts.tokens()),
                                  sheet.double_sided, turn=False, fresh_row=True),
                              sheet.name, partial(token_faces, ts), ts.colour_name or "")
                      for ts in sets)
        section.parts.append(Part(sheet.id, sheet.name, note=note, packed=specs))
    section.parts.extend(standee_parts(game, settings))
    return section


def token_faces(ts: TokenSet) -> Iterator[Face]:
    """Every token of the set, front and (double-sided) back, in order."""
    for token in ts.tokens():
        front = Use(face_form(ts, token, False)[0])
        back = (Use(face_form(ts, token, True)[0]),) if ts.sheet.double_sided else None
        yield Face((front,), back)
