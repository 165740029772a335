"""Draw positioned primitives with Pillow: the raster twin of the PDF renderer.

``rasterise`` draws the primitives of ``generator.faces.primitives`` (millimetres, origin
bottom-left, y up) into an RGB image at a given ppi, and nothing else: every position, line break
and size was decided by layout. Shapes are drawn at ``SUPERSAMPLE`` times the resolution and
reduced, which anti-aliases them. Text uses the PDF's TTF files at the same point size, placed at
the same baseline, with kerning and ligatures off as ReportLab sets them. Strokes are centred on
the outline as in PDF, and stroke widths and type sizes scale with a group's transform.

Transforms may scale, translate, turn by quarter turns and mirror (what imposition and icons
use); a skewed or arbitrarily rotated transform is refused.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise
from typing import Any

from PIL import Image as PILImage
from PIL import ImageDraw, ImageFont, features

from generator.faces import primitives as P
from generator.faces.icons import UNIT, icon_items
from generator.layout.geometry import Affine, Rect
from generator.layout.units import INCH, PT
from generator.faces.fonts import BOLD, ITALIC, REGULAR, font_path

SUPERSAMPLE = 4
FONT_FILES = {"regular": REGULAR, "bold": BOLD, "italic": ITALIC}
ARC_STEPS = 8          # segments per rounded corner
_RAQM = features.check("raqm")
_NO_KERN = ["-kern", "-liga"]


def pixel_size(w_mm: float, h_mm: float, ppi: float) -> tuple[int, int]:
    """The image size in pixels of a w x h mm area at ``ppi``."""
    return max(1, round(w_mm / INCH * ppi)), max(1, round(h_mm / INCH * ppi))


def rasterise(items, area: Rect, ppi: float, background: str = "#ffffff",
              supersample: int = SUPERSAMPLE) -> PILImage.Image:
    """``items`` drawn into an RGB image of ``area`` (mm) at ``ppi``; what lies outside is cut."""
    w_px, h_px = pixel_size(area.w, area.h, ppi)
    canvas = PILImage.new("RGB", (w_px * supersample, h_px * supersample), background)
    sx = w_px * supersample / area.w
    sy = h_px * supersample / area.h
    device = Affine(sx, 0.0, 0.0, -sy, -area.x * sx, area.top * sy)
    Painter(canvas).draw_all(items, device)
    return canvas.reduce(supersample) if supersample > 1 else canvas


@lru_cache(maxsize=256)
def _font(font: str, size_px: float) -> ImageFont.FreeTypeFont:
    layout = ImageFont.Layout.RAQM if _RAQM else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(font_path(FONT_FILES[font])), size_px, layout_engine=layout)


@lru_cache(maxsize=64)
def _art(path: str) -> PILImage.Image:
    with PILImage.open(path) as image:
        return image.convert("RGBA")


def _scale(t: Affine) -> float:
    return math.sqrt(abs(t.det))


def _check_rigid(t: Affine) -> None:
    if not (abs(t.b) < 1e-9 and abs(t.c) < 1e-9) and not (abs(t.a) < 1e-9 and abs(t.d) < 1e-9):
        raise ValueError(f"only quarter turns, mirrors and scales can be rasterised: {t}")


class Painter:
    """Draws primitives onto one canvas through affine transforms (item mm to device pixels)."""

    def __init__(self, canvas: PILImage.Image):
        self.canvas = canvas
        self.draw = ImageDraw.Draw(canvas)
        self.handlers: dict[type, Callable[[Any, Affine], None]] = {
            P.Box: self.box, P.Line: self.line, P.Path: self.path, P.Circle: self.circle,
            P.Text: self.text, P.Icon: self.icon, P.Image: self.image, P.Group: self.group,
            P.Use: self.use, P.Anchor: lambda item, t: None}

    def draw_all(self, items, t: Affine) -> None:
        for item in items:
            handler = self.handlers.get(type(item))
            if handler is None:
                raise TypeError(f"cannot rasterise {type(item).__name__}")
            handler(item, t)

    # shapes ---------------------------------------------------------------------------------

    def box(self, b: P.Box, t: Affine) -> None:
        points = [t.apply(x, y) for x, y in box_outline(b)]
        self.shape(points, True, b.fill, b.stroke, b.width_pt, t, b.dash)

    def line(self, ln: P.Line, t: Affine) -> None:
        points = [t.apply(ln.x1, ln.y1), t.apply(ln.x2, ln.y2)]
        self.shape(points, False, None, ln.stroke, ln.width_pt, t, ln.dash)

    def path(self, p: P.Path, t: Affine) -> None:
        points = [t.apply(x, y) for x, y in p.points]
        self.shape(points, p.closed, p.fill, p.stroke, p.width_pt, t)

    def circle(self, c: P.Circle, t: Affine) -> None:
        cx, cy = t.apply(c.cx, c.cy)
        r = c.r * _scale(t)
        if c.fill:
            self.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=c.fill)
        if c.stroke and c.width_pt > 0:
            w = stroke_px(c.width_pt, t)
            outer = r + w / 2
            self.draw.ellipse((cx - outer, cy - outer, cx + outer, cy + outer), outline=c.stroke,
                              width=max(1, round(w)))

    def shape(self, points, closed, fill, stroke, width_pt, t, dash=()) -> None:
        if fill and closed and len(points) > 2:
            self.draw.polygon(points, fill=fill)
        if not stroke or width_pt <= 0 or len(points) < 2:
            return
        w = max(1, round(stroke_px(width_pt, t)))
        run = points + points[:2] if closed else points
        if dash:
            for piece in dashes(points + points[:1] if closed else points,
                                [d * PT * _scale(t) for d in dash]):
                self.draw.line(piece, fill=stroke, width=w)
            return
        self.draw.line(run, fill=stroke, width=w, joint="curve" if len(run) > 2 else None)

    # text, icons, art -----------------------------------------------------------------------

    def text(self, tx: P.Text, t: Affine) -> None:
        if not tx.text:
            return
        _check_rigid(t)
        font = _font(tx.font, round(tx.size * PT * _scale(t), 3))
        if t.a > 0 and t.d < 0:
            x, y = t.apply(tx.x, tx.y)
            self.draw.text((x, y), tx.text, fill=tx.colour, font=font, anchor="ls",
                           features=_NO_KERN if _RAQM else None)
            return
        self.turned_text(tx, font, t)

    def turned_text(self, tx: P.Text, font, t: Affine) -> None:
        """Text through a turned or mirrored transform: drawn upright, then turned into place."""
        left, top, right, bottom = font.getbbox(tx.text, anchor="ls")
        mask = PILImage.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), tx.text, fill=255, font=font, anchor="ls")
        k = 1 / _scale(t)
        # the mask's pixel (u, v) is at item (x + (left + u) k, y - (top + v) k)
        local = Affine(k, 0.0, 0.0, -k, tx.x + left * k, tx.y - top * k)
        self.paste(PILImage.new("RGBA", mask.size, tx.colour), mask, local.then(t))

    def icon(self, ic: P.Icon, t: Affine) -> None:
        s = ic.size / UNIT
        self.draw_all(icon_items(ic.name, ic.colour), Affine(s, 0.0, 0.0, s, ic.x, ic.y).then(t))

    def image(self, im: P.Image, t: Affine) -> None:
        art = _art(im.path)
        # the art's pixel (u, v) is at item (x + u w / W, top - v h / H)
        local = Affine(im.w / art.width, 0.0, 0.0, -im.h / art.height, im.x, im.y + im.h)
        self.paste(art, art.getchannel("A"), local.then(t))

    def paste(self, source: PILImage.Image, mask: PILImage.Image, m: Affine) -> None:
        """Paste ``source`` (through ``mask``) where ``m`` maps its pixels, turned as needed."""
        _check_rigid(m)
        box = m.map_rect(source.width, source.height)
        source, mask = _orient(source, m), _orient(mask, m)
        size = (max(1, round(box.w)), max(1, round(box.h)))
        if size != source.size:
            source = source.resize(size, PILImage.Resampling.LANCZOS)
            mask = mask.resize(size, PILImage.Resampling.LANCZOS)
        self.canvas.paste(source.convert("RGB"), (round(box.x), round(box.y)), mask)

    # groups ---------------------------------------------------------------------------------

    def group(self, g: P.Group, t: Affine) -> None:
        inner = g.transform.then(t)
        if g.clip is None:
            self.draw_all(g.items, inner)
            return
        self.clipped(g.items, inner, g.clip)

    def use(self, u: P.Use, t: Affine) -> None:
        self.clipped(u.form.items, u.transform.then(t), u.form.bbox)

    def clipped(self, items, t: Affine, clip: Rect) -> None:
        """Draw ``items`` on a cut-out of the canvas the size of ``clip`` (in item units)."""
        _check_rigid(t)
        corners = [t.apply(clip.x, clip.y), t.apply(clip.right, clip.top)]
        w, h = self.canvas.size
        x0, x1 = sorted(min(max(round(p[0]), 0), w) for p in corners)
        y0, y1 = sorted(min(max(round(p[1]), 0), h) for p in corners)
        if x1 <= x0 or y1 <= y0:
            return
        if (x0, y0, x1, y1) == (0, 0, w, h):
            self.draw_all(items, t)
            return
        part = self.canvas.crop((x0, y0, x1, y1))
        Painter(part).draw_all(items, t.then(Affine(e=-x0, f=-y0)))
        self.canvas.paste(part, (x0, y0))


def _orient(image: PILImage.Image, m: Affine) -> PILImage.Image:
    """``image`` flipped and turned so that ``m`` maps it with positive scales on the axes."""
    T = PILImage.Transpose
    if abs(m.a) > 1e-9:  # axes kept: maybe mirrored
        if m.a < 0:
            image = image.transpose(T.FLIP_LEFT_RIGHT)
        if m.d < 0:
            image = image.transpose(T.FLIP_TOP_BOTTOM)
        return image
    image = image.transpose(T.TRANSPOSE)  # axes swapped: u runs along y, v along x
    if m.c < 0:
        image = image.transpose(T.FLIP_LEFT_RIGHT)
    if m.b < 0:
        image = image.transpose(T.FLIP_TOP_BOTTOM)
    return image


def stroke_px(width_pt: float, t: Affine) -> float:
    return width_pt * PT * _scale(t)


def box_outline(b: P.Box) -> list[tuple[float, float]]:
    """The box's outline as a polygon, its corners rounded by ``radius`` (anticlockwise)."""
    r = max(0.0, min(b.radius, b.w / 2, b.h / 2))
    if r <= 0:
        return [(b.x, b.y), (b.x + b.w, b.y), (b.x + b.w, b.y + b.h), (b.x, b.y + b.h)]
    centres = [(b.x + b.w - r, b.y + r, -90), (b.x + b.w - r, b.y + b.h - r, 0),
               (b.x + r, b.y + b.h - r, 90), (b.x + r, b.y + r, 180)]
    points = []
    for cx, cy, start in centres:
        for i in range(ARC_STEPS + 1):
            a = math.radians(start + 90 * i / ARC_STEPS)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def dashes(points, pattern: list[float]) -> list[list[tuple[float, float]]]:
    """The drawn pieces of a polyline under a dash pattern (on, off, on, ... lengths)."""
    if not pattern or sum(pattern) <= 0:
        return [list(points)]
    pieces, current, index, left, on = [], [points[0]], 0, pattern[0], True
    for (x1, y1), (x2, y2) in pairwise(points):
        seg = math.hypot(x2 - x1, y2 - y1)
        done = 0.0
        while seg - done > left:
            done += left
            f = done / seg
            point = (x1 + (x2 - x1) * f, y1 + (y2 - y1) * f)
            piece = current + [point] if point != current[-1] else current
            if on and len(piece) > 1:
                pieces.append(piece)
            current = [point]
            index = (index + 1) % len(pattern)
            left, on = pattern[index], not on
        left -= seg - done
        current.append((x2, y2))
    if on and len(current) > 1:
        pieces.append(current)
    return pieces
