"""Drawing primitives: plain values in millimetres, origin bottom-left, y up.

Colours are '#rrggbb' strings or None (no paint). Fonts are the logical names 'regular', 'bold'
and 'italic'. A Text is one line whose left end is already placed; a line of text with inline
icons is several Texts and Icons on the same baseline.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.geometry.plane import Affine, Rect

@dataclass(frozen=True, slots=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width_pt: float = 0.5
    radius: float = 0.0
    dash: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = "#000000"
    width_pt: float = 0.5
    dash: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Path:
    """A polyline, or a polygon when ``closed``."""

    points: tuple[tuple[float, float], ...]
    closed: bool = True
    fill: str | None = None
    stroke: str | None = None
    width_pt: float = 0.5


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width_pt: float = 0.5


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text: left end of the baseline at (x, y); ``width`` as measured by the layout."""

    x: float
    y: float
    text: str
    font: str = "regular"
    size: float = 8.0
    colour: str = "#000000"
    width: float = 0.0


@dataclass(frozen=True, slots=True)
class Icon:
    """An icon of the icon set in a ``size`` square whose lower-left corner is (x, y)."""

    name: str
    x: float
    y: float
    size: float
    colour: str = "#000000"


@dataclass(frozen=True, slots=True)
class Image:
    """Raster art from a file, scaled into the box (aspect kept by the layout)."""

    path: str
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True, slots=True)
class Group:
    """Primitives drawn through a transform, optionally clipped to a rectangle (in group units)."""

    transform: Affine
    items: tuple
    clip: Rect | None = None


@dataclass(frozen=True, slots=True)
class Form:
    """A set of primitives drawn once and reused by ``Use`` (a PDF form XObject)."""

    key: str
    bbox: Rect
    items: tuple


@dataclass(frozen=True, slots=True)
class Use:
    form: Form
    transform: Affine = field(default_factory=Affine)


@dataclass(frozen=True, slots=True)
class Anchor:
    """A named place on the page for the outline (bookmarks): no ink. Without a ``title`` it only
    names the place; with ``bookmark`` False it only adds the outline entry for a place named on
    a later page (so the outline can list parts in their sections' order)."""

    key: str
    title: str
    level: int = 0
    bookmark: bool = True


Primitive = Box | Line | Path | Circle | Text | Icon | Image | Group | Form | Use | Anchor
"""Any one of the drawing primitives."""
