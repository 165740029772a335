"""Rectangles, segments and affine transforms: the small values every layout function returns."""

from __future__ import annotations

from dataclasses import dataclass

EPS = 1e-6


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: lower-left corner, width and height."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)

    def contains(self, other: Rect, tol: float = EPS) -> bool:
        return (other.x >= self.x - tol and other.y >= self.y - tol
                and other.right <= self.right + tol and other.top <= self.top + tol)

    def overlaps(self, other: Rect, tol: float = EPS) -> bool:
        """True when the interiors intersect (touching edges do not count)."""
        return (self.x < other.right - tol and other.x < self.right - tol
                and self.y < other.top - tol and other.y < self.top - tol)

    def contains_point(self, x: float, y: float, tol: float = EPS) -> bool:
        return self.x - tol <= x <= self.right + tol and self.y - tol <= y <= self.top + tol


def bounding_box(rects) -> Rect:
    rects = list(rects)
    x0 = min(r.x for r in rects)
    y0 = min(r.y for r in rects)
    x1 = max(r.right for r in rects)
    y1 = max(r.top for r in rects)
    return Rect(x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True, slots=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float

    def bounds(self) -> Rect:
        return Rect(min(self.x1, self.x2), min(self.y1, self.y2),
                    abs(self.x2 - self.x1), abs(self.y2 - self.y1))


def passes_through(s: Segment, r: Rect) -> bool:
    """Whether segment ``s`` passes through the inside of ``r``; touching its border does not count
    (Liang-Barsky clipping)."""
    lo, hi = 0.0, 1.0
    dx, dy = s.x2 - s.x1, s.y2 - s.y1
    for p, q in ((-dx, s.x1 - r.x), (dx, r.right - s.x1), (-dy, s.y1 - r.y), (dy, r.top - s.y1)):
        if abs(p) < 1e-12:
            if q <= 1e-9:
                return False
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    return hi - lo > 1e-9


@dataclass(frozen=True, slots=True)
class Affine:
    """x' = a x + c y + e, y' = b x + d y + f (PDF's matrix order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def then(self, outer: Affine) -> Affine:
        """This transform followed by ``outer``."""
        o = outer
        return Affine(o.a * self.a + o.c * self.b, o.b * self.a + o.d * self.b,
                      o.a * self.c + o.c * self.d, o.b * self.c + o.d * self.d,
                      o.a * self.e + o.c * self.f + o.e, o.b * self.e + o.d * self.f + o.f)

    @property
    def det(self) -> float:
        return self.a * self.d - self.b * self.c

    def rotation(self) -> int:
        """The rotation in whole degrees (0, 90, 180, 270) of a rigid, unmirrored transform."""
        table = {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}
        return table[(round(self.a), round(self.b))]

    def map_rect(self, w: float, h: float) -> Rect:
        """Where the rectangle (0, 0, w, h) lands."""
        points = [self.apply(x, y) for x, y in ((0, 0), (w, 0), (0, h), (w, h))]
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def rounded(self, digits: int = 4) -> Affine:
        return Affine(*(round(v, digits) + 0.0 for v in (self.a, self.b, self.c, self.d, self.e, self.f)))


IDENTITY = Affine()


def translate(dx: float, dy: float) -> Affine:
    return Affine(e=dx, f=dy)


ROT90 = Affine(0.0, 1.0, -1.0, 0.0)    # quarter turn anticlockwise about the origin
ROT180 = Affine(-1.0, 0.0, 0.0, -1.0)


def mirror_x(axis: float) -> Affine:
    """Reflect across the vertical line x = axis."""
    return Affine(-1.0, 0.0, 0.0, 1.0, 2 * axis, 0.0)


def mirror_y(axis: float) -> Affine:
    """Reflect across the horizontal line y = axis."""
    return Affine(1.0, 0.0, 0.0, -1.0, 0.0, 2 * axis)


def place(w: float, h: float, target: Rect, quarter_turn: bool) -> Affine:
    """Map an item (0, 0, w, h) onto ``target``, upright or turned a quarter anticlockwise."""
    if not quarter_turn:
        return translate(target.x, target.y)
    return ROT90.then(translate(target.x + h, target.y))
