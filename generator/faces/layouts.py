"""Card layouts as data: YAML files in templates/layouts/, one per deck kind, with ``extends``.

A deck of kind ``deed`` uses ``deed.yaml`` when a layouts folder has one, else ``default.yaml``.
The project's own ``templates/layouts/`` is searched before the built-in one, so a project can
override any layout. ``extends: <name>`` starts from another layout: mappings merge key by key,
lists and plain values replace. Unknown keys, fields and styles are errors with their position.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Position
from generator.faces.text import TextStyle
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import read_yaml_file
from generator.template_dirs import BUILTIN, template_dirs

DEFAULT = "default"
FIELDS = ("title", "local_title", "type", "cost", "requirement", "reward", "vp", "text",
          "attributes", "attribute", "image")
TOP_KEYS = {"extends", "description", "colours", "frame", "gap", "styles", "top", "body", "bottom",
            "footer", "back"}
ELEMENT_KEYS = {"field", "style", "label", "band", "rule", "name", "height", "only", "skip", "show"}
STYLE_KEYS = {"font", "size", "min_size", "leading", "colour", "align", "max_lines"}


class LayoutError(Exception):
    def __init__(self, message: str, pos: Position):
        super().__init__(f"{pos}: {message}")
        self.message, self.pos = message, pos


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
        raise LayoutError(f"no layout for kind '{kind}' and no {DEFAULT}.yaml", Position(str(search[0]), 1, 1))
    return _resolved(path, search)


@lru_cache(maxsize=256)
def _resolved(path: Path, search: tuple[Path, ...]) -> Layout:
    """The layout of one file (every kind without a file of its own shares the default's)."""
    return _build(path.stem, _merged(path, search, ()))


def _find(name: str, search) -> Path | None:
    return next((f / f"{name}.yaml" for f in search if (f / f"{name}.yaml").is_file()), None)


def _read(path: Path) -> PDict:
    result = read_yaml_file(path, path.as_posix())
    if result.diagnostics:
        d = result.diagnostics[0]
        raise LayoutError(d.message, d.pos or Position(path.as_posix(), 1, 1))
    data = result.data
    if not isinstance(data, PDict):
        raise LayoutError("a layout is a mapping", Position(path.as_posix(), 1, 1))
    for key in data:
        if key not in TOP_KEYS:
            raise LayoutError(f"unknown layout key '{key}'; keys: {', '.join(sorted(TOP_KEYS))}",
                              data.key_at(key))
    return data


def _merged(path: Path, search, seen: tuple) -> PDict:
    data = _read(path)
    parent_name = data.get("extends")
    if parent_name is None:
        return data
    parent_path = _parent(str(parent_name), path, search)
    if parent_path is None:
        raise LayoutError(f"extends unknown layout '{parent_name}'", data.at("extends"))
    if parent_path in seen:
        raise LayoutError(f"layout '{path.stem}' extends itself through '{parent_name}'", data.at("extends"))
    return _merge(_merged(parent_path, search, (*seen, path)), data)


def _parent(name: str, child: Path, search) -> Path | None:
    """The parent layout; a project's file may extend the built-in file of the same name."""
    candidates = [f / f"{name}.yaml" for f in search]
    candidates = [p for p in candidates if p.is_file() and p != child]
    return candidates[0] if candidates else None


def _merge(base: dict, over: dict) -> PDict:
    out = PDict(getattr(over, "pos", Position("", 1, 1)))
    for source in (base, over):
        for key, value in source.items():
            if key == "extends":
                continue
            if isinstance(value, dict) and isinstance(out.get(key), dict):
                value = _merge(out[key], value)
            out[key] = value
            out.value_pos[key] = source.at(key) if isinstance(source, PDict) else out.pos
            out.key_pos[key] = source.key_at(key) if isinstance(source, PDict) else out.pos
    return out


def _build(name: str, data: PDict) -> Layout:
    colours = dict(data.get("colours", {}))
    styles = {key: _style(value, data["styles"].at(key), colours)
              for key, value in data.get("styles", {}).items()}
    frame = data.get("frame", {})
    back = data.get("back", {})
    return Layout(
        name=name,
        colours=colours,
        frame_inset=float(frame.get("inset", 1.2)),
        frame_width_pt=float(frame.get("width_pt", 0.7)),
        frame_radius=float(frame.get("radius", 2.5)),
        gap=float(data.get("gap", 1.0)),
        styles=styles,
        top=tuple(_element(e, styles, data["top"].at(i)) for i, e in enumerate(data.get("top", []))),
        body=_element(data["body"], styles, data.at("body")) if data.get("body") else None,
        bottom=tuple(_element(e, styles, data["bottom"].at(i)) for i, e in enumerate(data.get("bottom", []))),
        footer=_named_style(data.get("footer", {}).get("style", "footer"), styles, data.at("footer")),
        back=_named_style(back.get("style", "back"), styles, data.at("back")),
        back_pattern=bool(back.get("pattern", True)),
    )


def _style(value, pos: Position, colours: dict) -> TextStyle:
    if not isinstance(value, dict):
        raise LayoutError("a style is a mapping of font, size, min_size, leading, colour, align, max_lines", pos)
    for key in value:
        if key not in STYLE_KEYS:
            raise LayoutError(f"unknown style key '{key}'; keys: {', '.join(sorted(STYLE_KEYS))}",
                              value.key_at(key) if isinstance(value, PDict) else pos)
    if value.get("font", "regular") not in ("regular", "bold", "italic"):
        raise LayoutError(f"unknown font '{value['font']}'; fonts: regular, bold, italic", pos)
    if value.get("align", "left") not in ("left", "centre", "right"):
        raise LayoutError(f"unknown alignment '{value['align']}'; left, centre or right", pos)
    size = float(value.get("size", 8.0))
    named = str(value.get("colour", "ink"))
    colour = named if named.startswith("#") else colours.get(named)
    if not colour:
        raise LayoutError(f"unknown colour '{value.get('colour', 'ink')}'; name one of colours or write #rrggbb", pos)
    return TextStyle(value.get("font", "regular"), size, float(value.get("min_size", size)),
                     float(value.get("leading", 1.18)), colour,
                     value.get("align", "left"), int(value.get("max_lines", 0)))


def _named_style(name: str, styles: dict, pos: Position) -> TextStyle:
    if name not in styles:
        raise LayoutError(f"unknown style '{name}'; styles: {', '.join(sorted(styles))}", pos)
    return styles[name]


def _element(value, styles: dict, pos: Position) -> Element:
    if not isinstance(value, PDict):
        raise LayoutError("an element is a mapping with a 'field'", pos)
    for key in value:
        if key not in ELEMENT_KEYS:
            raise LayoutError(f"unknown element key '{key}'; keys: {', '.join(sorted(ELEMENT_KEYS))}",
                              value.key_at(key))
    field = value.get("field")
    if field not in FIELDS:
        raise LayoutError(f"unknown field '{field}'; fields: {', '.join(FIELDS)}", value.at("field"))
    if field == "attribute" and not value.get("name"):
        raise LayoutError("an 'attribute' element names its attribute with 'name'", pos)
    if value.get("show", "default") not in ("default", "all"):
        raise LayoutError("show is 'default' (short values and text) or 'all'", value.at("show"))
    return Element(field, _named_style(value.get("style", "body"), styles, value.at("style")),
                   value.get("label"), bool(value.get("band", False)), bool(value.get("rule", False)),
                   value.get("name"), float(value.get("height", 0)), _names(value.get("only")),
                   _names(value.get("skip")), value.get("show") == "all")


def _names(value) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, (list, PList)) else ()
