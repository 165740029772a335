"""Card layouts as data: YAML files in templates/layouts/, one per deck kind, with ``extends``.

A deck of kind ``deed`` uses ``deed.yaml`` when a layouts folder has one, else ``default.yaml``.
The project's own ``templates/layouts/`` is searched before the built-in one, so a project can
override any layout. ``extends: <name>`` starts from another layout: mappings merge key by key,
lists and plain values replace. The merged layout is checked against the records below, the
content's own schema mechanism: every unknown key, wrong value and unknown style or colour is
reported at once, each at its position.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Severity, declare
from generator.faces.text import TextStyle
from generator.loading.positioned import PDict
from generator.loading.yaml_reader import read_yaml_file
from generator.model.schema.records import Field, Record
from generator.model.schema.fields import INVALID, Boolean, Checker, Choice, Integer, ListOf, MappingOf, Number, Text
from generator.template_dirs import BUILTIN, template_dirs

DEFAULT = "default"
FIELDS = ("title", "local_title", "type", "cost", "requirement", "reward", "vp", "text",
          "attributes", "attribute", "image")
RULE = declare("card-layout", Severity.ERROR, """A deck's layout file loads and is valid.
    The layout is templates/layouts/<kind>.yaml, else default.yaml; every problem of it is reported at
    its place in the file, with the decks that use it.
    Passes: ``kind: deed`` with a deed.yaml that extends default. Fails: a deed.yaml with
    ``extends: nothing`` or an element ``{field: colour}`` (no such field).""")


class LayoutError(Exception):
    """A layout that cannot be used: every problem found in it, each at its position."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("; ".join(f"{d.pos}: {d.message}" for d in diagnostics))
        self.diagnostics = diagnostics


class _Values(dict):
    """A layout part's checked values, with where each was written; names it refers to (styles,
    colours) are resolved after."""

    def __init__(self, pos: Position, field_pos: dict, **values):
        super().__init__(values)
        self.pos, self.field_pos = pos, field_pos

    def at(self, key: str) -> Position:
        return self.field_pos.get(key, self.pos)


STYLE = Record(_Values, "style", {
    "font": Field(Choice("regular", "bold", "italic"), "the typeface", default="regular"),
    "size": Field(Number(1, 144, " pt"), "type size", default=8.0),
    "min_size": Field(Number(1, 144, " pt"), "the smallest size text shrinks to (default: size)"),
    "leading": Field(Number(0.5, 4), "line pitch in ems", default=1.18),
    "colour": Field(Text(), "a name of the layout's colours, or #rrggbb", default="ink"),
    "align": Field(Choice("left", "centre", "right"), "alignment", default="left"),
    "max_lines": Field(Integer(0, 100), "most lines (0: as many as fit)", default=0),
})
ELEMENT = Record(_Values, "element", {
    "field": Field(Choice(*FIELDS), "what the element prints", required=True),
    "style": Field(Text(), "a style of the layout", default="body"),
    "label": Field(Text(), "printed before the value"),
    "band": Field(Boolean(), "the title plate behind it", default=False),
    "rule": Field(Boolean(), "a line below it", default=False),
    "name": Field(Text(), "the attribute an 'attribute' element prints"),
    "height": Field(Number(0, 300, " mm"), "height of an image", default=0.0),
    "only": Field(ListOf(Text()), "the attributes 'attributes' prints", default=()),
    "skip": Field(ListOf(Text()), "attributes 'attributes' leaves out", default=()),
    "show": Field(Choice("default", "all"), "'all': every attribute, lists and mappings too", default="default"),
})
FRAME = Record(_Values, "frame", {
    "inset": Field(Number(0, 20, " mm"), "inset from the trim", default=1.2),
    "width_pt": Field(Number(0, 10, " pt"), "line width", default=0.7),
    "radius": Field(Number(0, 20, " mm"), "corner radius", default=2.5),
})
FOOTER = Record(_Values, "footer", {"style": Field(Text(), "a style of the layout", default="footer")})
BACK = Record(_Values, "back", {
    "style": Field(Text(), "a style of the layout", default="back"),
    "pattern": Field(Boolean(), "a pattern behind the back's text", default=True),
})
LAYOUT = Record(_Values, "layout", {
    "extends": Field(Text(), "the layout this one starts from"),
    "description": Field(Text(), "what the layout is for"),
    "colours": Field(MappingOf(Text()), "named colours (#rrggbb); background: a full-bleed colour",
                     default_factory=dict),
    "frame": Field(FRAME, "the card's frame"),
    "gap": Field(Number(0, 50, " mm"), "space between elements", default=1.0),
    "styles": Field(MappingOf(STYLE), "named text styles", default_factory=dict),
    "top": Field(ListOf(ELEMENT), "elements stacked down from the top", default=()),
    "body": Field(ELEMENT, "the element taking the room between top and bottom"),
    "bottom": Field(ListOf(ELEMENT), "elements stacked up from the footer", default=()),
    "footer": Field(FOOTER, "the footer line"),
    "back": Field(BACK, "the card back"),
})


@dataclass(frozen=True)
class Element:
    field: str
    style: TextStyle
    label: str | None = None
    band: bool = False
    rule: bool = False
    name: str | None = None
    height: float = 0.0
    only: tuple[str, ...] = ()
    skip: tuple[str, ...] = ()
    show_all: bool = False   # attributes: every one, lists and mappings too (else short ones and text)


@dataclass(frozen=True)
class Layout:
    name: str
    colours: dict
    frame_inset: float
    frame_width_pt: float
    frame_radius: float
    gap: float
    styles: dict
    top: tuple[Element, ...]
    body: Element | None
    bottom: tuple[Element, ...]
    footer: TextStyle
    back: TextStyle
    back_pattern: bool

    @property
    def full_bleed(self) -> bool:
        return bool(self.colours.get("background"))

    def colour(self, name: str | None) -> str | None:
        if name is None:
            return None
        return self.colours.get(name, name) if not name.startswith("#") else name


def folders(root: Path | None) -> tuple[Path, ...]:
    """Where layouts are looked up: the project's folder first, then the built-in one."""
    return tuple(template_dirs(root, "layouts")) or (BUILTIN / "layouts",)


def layout_for(kind: str, root: Path | None = None) -> Layout:
    """The resolved layout for a deck kind (its own file, else the default)."""
    return _resolve(kind, folders(root))


@lru_cache(maxsize=256)
def _resolve(kind: str, search: tuple[Path, ...]) -> Layout:
    path = _find(kind, search) or _find(DEFAULT, search)
    if path is None:
        raise LayoutError([RULE.at(f"no layout for kind '{kind}' and no {DEFAULT}.yaml",
                                   Position(str(search[0]), 1, 1))])
    return _resolved(path, search)


def _find(name: str, search, other_than: Path | None = None) -> Path | None:
    """The first ``name``.yaml of the folders but ``other_than`` (a project's file may extend the
    built-in file of the same name)."""
    return next((p for p in (f / f"{name}.yaml" for f in search) if p.is_file() and p != other_than), None)


@lru_cache(maxsize=256)
def _resolved(path: Path, search: tuple[Path, ...]) -> Layout:
    """The layout of one file (every kind without a file of its own shares the default's)."""
    ck = Checker()
    data = _merged(path, search, (), ck)
    checked = INVALID if ck.diagnostics else LAYOUT.check(data, Position(path.as_posix(), 1, 1), ck)
    layout = _build(path.stem, checked, ck) if isinstance(checked, _Values) else None
    if ck.diagnostics or layout is None:
        raise LayoutError(sorted(ck.diagnostics, key=Diagnostic.sort_key))
    return layout


def _merged(path: Path, search, seen: tuple, ck: Checker):
    """The file's mapping over those it extends; problems reading them go to ``ck``."""
    result = read_yaml_file(path, path.as_posix())
    ck.diagnostics.extend(result.diagnostics)
    data = result.data
    if not isinstance(data, PDict) or data.get("extends") is None:
        return data
    parent_name = str(data["extends"])
    parent_path = _find(parent_name, search, path)
    if parent_path is None:
        ck.error(RULE, f"extends unknown layout '{parent_name}'", data.at("extends"))
    elif parent_path in seen:
        ck.error(RULE, f"layout '{path.stem}' extends itself through '{parent_name}'", data.at("extends"))
    else:
        parent = _merged(parent_path, search, (*seen, path), ck)
        return _merge(parent, data) if isinstance(parent, PDict) else data
    return data


def _merge(base: PDict, over: PDict) -> PDict:
    out = PDict(over.pos)
    for source in (base, over):
        for key, value in source.items():
            if isinstance(value, PDict) and isinstance(out.get(key), PDict):
                value = _merge(out[key], value)
            out[key], out.value_pos[key], out.key_pos[key] = value, source.at(key), source.key_at(key)
    out.pop("extends", None)
    return out


def _build(name: str, data: _Values, ck: Checker) -> Layout:
    """The layout with its named styles and colours resolved; unknown ones go to ``ck``."""
    colours = dict(data["colours"])
    styles = {key: _style(value, colours, ck) for key, value in data["styles"].items() if value is not None}
    frame = data["frame"] or FRAME.check(PDict(data.pos), data.pos, ck)
    footer = data["footer"] or FOOTER.check(PDict(data.pos), data.pos, ck)
    back = data["back"] or BACK.check(PDict(data.pos), data.pos, ck)
    return Layout(
        name=name,
        colours=colours,
        frame_inset=float(frame["inset"]),
        frame_width_pt=float(frame["width_pt"]),
        frame_radius=float(frame["radius"]),
        gap=float(data["gap"]),
        styles=styles,
        top=tuple(_element(e, styles, ck) for e in data["top"]),
        body=_element(data["body"], styles, ck) if data["body"] else None,
        bottom=tuple(_element(e, styles, ck) for e in data["bottom"]),
        footer=_named_style(footer["style"], styles, footer.at("style"), ck),
        back=_named_style(back["style"], styles, back.at("style"), ck),
        back_pattern=back["pattern"],
    )


def _style(value: _Values, colours: dict, ck: Checker) -> TextStyle:
    named = value["colour"]
    colour = named if named.startswith("#") else colours.get(named)
    if not colour:
        ck.error(RULE, f"unknown colour '{named}'; name one of colours or write #rrggbb", value.at("colour"))
    size = float(value["size"])
    return TextStyle(value["font"], size, float(value["min_size"] or size), float(value["leading"]),
                     colour or "#000000", value["align"], value["max_lines"])


def _named_style(name: str, styles: dict, pos: Position, ck: Checker) -> TextStyle:
    if name not in styles:
        ck.error(RULE, f"unknown style '{name}'; styles: {', '.join(sorted(styles))}", pos)
        return TextStyle()
    return styles[name]


def _element(value: _Values, styles: dict, ck: Checker) -> Element:
    if value["field"] == "attribute" and not value["name"]:
        ck.error(RULE, "an 'attribute' element names its attribute with 'name'", value.pos)
    return Element(value["field"], _named_style(value["style"], styles, value.at("style"), ck),
                   value["label"], value["band"], value["rule"], value["name"], float(value["height"]),
                   tuple(value["only"]), tuple(value["skip"]), value["show"] == "all")
