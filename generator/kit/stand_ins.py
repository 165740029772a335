"""Stand-ins: counters for pieces the player would otherwise supply (miniatures, cubes, coins),
for every component that declares a ``stand_in`` and has a known count. Optional pages: the cover
says so; ``--no-stand-ins`` leaves them out."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from generator.model.wording import words
from generator.kit.colours import colour_of
from generator.kit.section import Part, RunSpec, Section
from generator.settings_file import KitSettings
from generator.kit.tokens import TokenSet, icon_names, token_faces
from generator.geometry.packed import Run
from generator.model.game.entities import Component, Sheet, Token
from generator.model.game.project import GameContent
from generator.model.game.values import Unknown


def stand_ins_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    _ = words(game)
    section = Section("stand-ins", _("Stand-ins (optional)"))
    if not settings.stand_ins:
        return section
    colours = game.manifest.colours if game.manifest else []
    icons = icon_names(game)
    for component in game.components:
        sheet = stand_in_sheet(component, len(colours))
        if sheet is None or not settings.wants("stand-ins", component.id):
            continue
        own = dict(icons)
        if component.stand_in and component.stand_in.icon:
            own.update({t.id: component.stand_in.icon for t in sheet.tokens})
        sets = _token_sets(component, sheet, colours, own, settings, game)
        by_kind = bool(component.stand_in and component.stand_in.kinds)
        specs = tuple(RunSpec(Run(f"{sheet.id}:{ts.colour or ''}" + (f":{ts.sheet.tokens[0].id}" if by_kind else ""),
                                  sheet.size_mm, sheet.size_mm, len(ts.tokens()), turn=False, fresh_row=True),
                              sheet.name, partial(token_faces, ts),
                              ts.sheet.tokens[0].label if by_kind else ts.colour_name or "")
                      for ts in sets)
        count = sum(len(ts.tokens()) for ts in sets)
        note = _("optional: {count} counters to use instead of the {name}").format(count=count,
                                                                                     name=component.name.lower())
        section.parts.append(Part(f"stand-in:{component.id}", sheet.name, note=note, covers=(component.id,),
                                  packed=specs))
    return section


def _token_sets(c: Component, sheet: Sheet, colours: list[str], icons: dict, settings: KitSettings,
                game: GameContent) -> list[TokenSet]:
    """One set per player colour (or one), or, for counters by kind, one set per kind in its colour."""
    if c.stand_in and c.stand_in.kinds:
        return [TokenSet(replace(sheet, tokens=(token,)), None, colour_of(kind.colour) if kind.colour else None,
                         icons, settings.ink_saver, game.folder)
                for kind, token in zip(c.stand_in.kinds, sheet.tokens)]
    return [TokenSet(sheet, name, colour_of(name, i), icons, settings.ink_saver, game.folder, i)
            for i, name in enumerate(colours if sheet.per_colour else [None])]


def stand_in_sheet(c: Component, colours: int) -> Sheet | None:
    """The counters standing in for ``c``, as a token sheet; None without a stand-in or a count."""
    s = c.stand_in
    if s is None or isinstance(c.total, Unknown):
        return None
    per_colour = s.per_colour if s.per_colour is not None else c.per_colour is not None
    if per_colour and not colours:
        per_colour = False
    if s.kinds:
        per_colour = False
        tokens = [_token(c, f"{c.id}-{i}", kind.label, kind.copies) for i, kind in enumerate(s.kinds, 1)]
    elif s.labels:
        tokens = [_token(c, f"{c.id}-{i}", label, 1) for i, label in enumerate(s.labels, 1)]
    else:
        count = (c.per_colour or c.total // max(1, colours)) if per_colour else c.total
        tokens = [_token(c, c.id, s.label or c.name, count)]
    return Sheet(id=f"stand-in-{c.id}", name=f"{c.name} (stand-ins)", local_name=None, shape=s.shape,
                 size_mm=s.size_mm, double_sided=False, per_colour=per_colour, tokens=tuple(tokens), source=c.source,
                 pos=c.pos, field_pos={})


def _token(c: Component, token_id: str, label: str, copies: int) -> Token:
    return Token(id=token_id, label=label, local_label=None, copies=copies, back=None, image=None,
                 source=c.source, pos=c.pos, field_pos={})
