"""Draw primitives onto a ReportLab canvas: the PDF renderer does this and nothing else.

Forms (and icons, which become forms) are defined once per document as PDF form XObjects and
reused, so a deck's frame, back and crop marks cost a few bytes per card.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any, cast

from reportlab.lib.rl_accel import fp_str
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from generator.faces.icons import UNIT, icon_items
from generator.faces.metrics import font_name
from generator.faces.primitives import (
    Anchor, Box, Circle, Form, Group, Icon, Image, Line, Path, Text, Use,
)
from generator.geometry.plane import Affine, Rect
from generator.geometry.units import K_ONLY, PT

K = 1.0 / PT  # points per mm


class PdfPainter:
    """Draws primitives (millimetres) onto one canvas (points)."""

    def __init__(self, canvas: Canvas, art=None):
        self.canvas = canvas
        self.art = art  # a render.art.PrintArt: art far above 300 ppi is embedded downsampled
        self.readers: dict[str, ImageReader] = {}
        self.forms: dict[str, str] = {}
        self.icons: dict[tuple[str, str], Form] = {}
        self.encoded: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.text_ops: dict[Text, tuple] = {}        # each distinct line's operators
        self.icon_uses: dict[Icon, Use] = {}
        self.matrices: dict[Affine, str] = {}        # each distinct transform's 'cm' operator
        self.shapes: dict[tuple, tuple[str, ...]] = {}  # each distinct box's path operators
        self.colours: dict[str, tuple[float, float, float]] = {}
        self.state: list = [None, None, None, None]   # fill, stroke, line width, dash: what is set
        self.saved: list[list] = []
        self.dispatch: dict[type, Callable[[Any], object]] = {
            Box: self.box, Line: self.line, Path: self.path, Circle: self.circle, Text: self.text,
            Icon: self.icon, Image: self.image, Group: self.group, Use: self.use, Form: self.define,
            Anchor: self.anchor}

    def draw(self, items) -> None:
        """Draw ``items`` in order; consecutive Texts share one PDF text object."""
        dispatch = self.dispatch
        run: list[Text] = []
        for item in items:
            if type(item) is Text:
                run.append(item)
                continue
            if run:
                self.texts(run)
                run = []
            dispatch[type(item)](item)
        if run:
            self.texts(run)

    def rgb(self, colour: str) -> tuple[float, float, float]:
        rgb = self.colours.get(colour)
        if rgb is None:
            if colour == K_ONLY:
                rgb = self.colours[colour] = (0.0, 0.0, 0.0)
            else:
                value = colour.lstrip("#")
                r, g, b = (int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))
                rgb = self.colours[colour] = (r, g, b)
        return rgb

    def _stroke(self, colour: str) -> None:
        """Set the stroke colour; crop marks in black ink only (CMYK 0 0 0 1), as print shops ask."""
        key = ("k",) if colour == K_ONLY else self.rgb(colour)
        if self.state[1] != key:
            if colour == K_ONLY:
                self.canvas.setStrokeColorCMYK(0, 0, 0, 1)
            else:
                self.canvas.setStrokeColorRGB(*key)
            self.state[1] = key

    def reset(self) -> None:
        """Forget the graphics state (a new page or form starts from the defaults)."""
        self.state = [None, None, None, None]

    def _fill(self, colour: str) -> None:
        rgb = self.rgb(colour)
        if self.state[0] != rgb:
            self.canvas.setFillColorRGB(*rgb)
            self.state[0] = rgb

    def _paint(self, fill, stroke, width_pt, dash=()) -> tuple[int, int]:
        """Set only what changed: repeated colours and widths cost no bytes."""
        c, state = self.canvas, self.state
        if fill:
            self._fill(fill)
        if stroke:
            self._stroke(stroke)
            if state[2] != width_pt:
                c.setLineWidth(width_pt)
                state[2] = width_pt
            dash = list(dash)
            if state[3] != dash:
                c.setDash(dash)
                state[3] = dash
        return (1 if stroke else 0), (1 if fill else 0)

    def box(self, b: Box) -> None:
        stroke, fill = self._paint(b.fill, b.stroke, b.width_pt, tuple(d * K for d in b.dash) if b.dash else ())
        if not (stroke or fill):
            return
        c = self.canvas
        if b.radius > 0:
            self._shape(("box", b.x, b.y, b.w, b.h, b.radius, stroke, fill),
                        lambda: c.roundRect(b.x * K, b.y * K, b.w * K, b.h * K, b.radius * K, stroke, fill))
        else:
            self._shape(("box", b.x, b.y, b.w, b.h, 0.0, stroke, fill),
                        lambda: c.rect(b.x * K, b.y * K, b.w * K, b.h * K, stroke, fill))

    def _shape(self, key: tuple, draw: Callable[[], None]) -> None:
        """The operators ``draw`` appends to the page, which depend on ``key`` alone: drawn once
        per document, then appended as they were."""
        code = self.canvas._code  # type: ignore[attr-defined]
        held = self.shapes.get(key)
        if held is None:
            start = len(code)
            draw()
            self.shapes[key] = tuple(code[start:])
        else:
            code.extend(held)

    def line(self, ln: Line) -> None:
        self._paint(None, ln.stroke, ln.width_pt, tuple(d * K for d in ln.dash))
        self.canvas.line(ln.x1 * K, ln.y1 * K, ln.x2 * K, ln.y2 * K)

    def path(self, p: Path) -> None:
        stroke, fill = self._paint(p.fill, p.stroke, p.width_pt)
        path = self.canvas.beginPath()
        (x0, y0), *rest = p.points
        path.moveTo(x0 * K, y0 * K)
        for x, y in rest:
            path.lineTo(x * K, y * K)
        if p.closed:
            path.close()
        self.canvas.drawPath(path, stroke=stroke, fill=fill)

    def circle(self, c: Circle) -> None:
        stroke, fill = self._paint(c.fill, c.stroke, c.width_pt)
        self.canvas.circle(c.cx * K, c.cy * K, c.r * K, stroke, fill)

    def text(self, t: Text) -> None:
        self.texts([t])

    def texts(self, run: list[Text]) -> None:
        """One text object for a run of Texts, written as PDF operators.

        ReportLab's text object re-encodes every string; here each distinct (font, string) is
        encoded once per document (TrueType subsets keep a glyph's code once it has one) and the
        operators are appended to the page directly, which makes big decks several times faster.
        """
        code = ["BT"]
        current = None
        fill = self.state[0]
        text_ops = self.text_ops
        for t in run:
            held = text_ops.get(t)
            if held is None:
                held = text_ops[t] = self._text_ops(t)
            rgb, colour, place, pieces = held
            if rgb != fill:
                code.append(colour)
                fill = rgb
            code.append(place)
            for font, select, encoded in pieces:
                if font != current:
                    code.append(select)
                    current = font
                code.append(encoded)
        code.append("ET")
        self.state[0] = fill
        # the canvas's page stream and (below) its document and escaping: ReportLab internals the
        # stubs leave out, used to write text objects directly
        self.canvas._code.append(" ".join(code))  # type: ignore[attr-defined]

    def _text_ops(self, t: Text) -> tuple:
        """A line's fill colour, its colour and placing operators, and its pieces: (subset font
        and size, the operator selecting them, the 'Tj' operator)."""
        rgb = self.rgb(t.colour)
        pieces = tuple(((subset_font, t.size), f"{subset_font} {fp_str(t.size)} Tf", encoded)
                       for subset_font, encoded in self._encoded(t.font, t.text))
        return rgb, f"{fp_str(*rgb)} rg", f"1 0 0 1 {fp_str(t.x * K, t.y * K)} Tm", pieces

    def _encoded(self, font: str, text: str) -> list[tuple[str, str]]:
        """(subset font's PDF name, 'Tj' operator) pieces of ``text``, remembered per document."""
        key = (font, text)
        pieces = self.encoded.get(key)
        if pieces is None:
            doc = self.canvas._doc  # type: ignore[attr-defined]
            ttf = cast(TTFont, getFont(font_name(font)))  # every font drawn is an embedded TTF (faces/fonts)
            escape = self.canvas._escape  # type: ignore[attr-defined]
            pieces = [(ttf.getSubsetInternalName(subset, doc), f"({escape(chunk)}) Tj")
                      for subset, chunk in ttf.splitString(text, doc)]
            self.encoded[key] = pieces
        return pieces

    def icon(self, i: Icon) -> None:
        use = self.icon_uses.get(i)
        if use is None:
            key = (i.name, i.colour)
            form = self.icons.get(key)
            if form is None:
                form = Form(f"icon:{i.name}:{i.colour}", Rect(-0.5, -0.5, UNIT + 1, UNIT + 1),
                            icon_items(i.name, i.colour))
                self.icons[key] = form
            s = i.size / UNIT
            use = self.icon_uses[i] = Use(form, Affine(s, 0.0, 0.0, s, i.x, i.y))
        self.use(use)

    def image(self, im: Image) -> None:
        path = self.art.path_for(im.path, im.w, im.h) if self.art is not None else im.path
        if path not in self.readers:  # named by its pixels, not its path: one copy, the same bytes
            self.readers[path] = ImageReader(path)
        self.canvas.drawImage(self.readers[path], im.x * K, im.y * K, im.w * K, im.h * K, mask="auto")

    def group(self, g: Group) -> None:
        c = self.canvas
        t = g.transform
        self._open(t)
        if g.clip is not None:
            path = c.beginPath()
            path.rect(g.clip.x * K, g.clip.y * K, g.clip.w * K, g.clip.h * K)
            c.clipPath(path, stroke=0, fill=0)
        self.draw(g.items)
        self._close()

    def _open(self, t: Affine) -> None:
        """Save the graphics state and transform: the operators ``saveState`` and ``transform``
        would write, without copying the canvas's Python state for each card and icon. Nothing
        drawn here reads that state (text objects are written directly, colours and widths are
        tracked in ``self.state``), and bookmarks take the whole page."""
        cm = self.matrices.get(t)
        if cm is None:
            cm = self.matrices[t] = f"{fp_str(t.a, t.b, t.c, t.d, t.e * K, t.f * K)} cm"
        self.canvas._code.extend(("q", cm))  # type: ignore[attr-defined]
        self.saved.append(list(self.state))

    def _close(self) -> None:
        self.canvas._code.append("Q")  # type: ignore[attr-defined]
        self.state = self.saved.pop()

    def define(self, form: Form) -> str:
        """Define ``form`` as an XObject once; return its PDF name."""
        name = self.forms.get(form.key)
        if name is None:
            name = "F" + hashlib.sha1(form.key.encode("utf-8")).hexdigest()[:16]
            b = form.bbox
            c = self.canvas
            outer = self.state
            self.reset()
            # the stubs say int; ReportLab writes any number into the form's bounding box
            c.beginForm(name, b.x * K, b.y * K, b.right * K, b.top * K)  # type: ignore[arg-type]
            self.draw(form.items)
            c.endForm()
            self.state = outer
            self.forms[form.key] = name
        return name

    def use(self, u: Use) -> None:
        name = self.define(u.form)
        self._open(u.transform)
        self.canvas.doForm(name)
        self._close()

    def anchor(self, a: Anchor) -> None:
        if a.bookmark:
            self.canvas.bookmarkPage(a.key)
        if a.title:
            self.canvas.addOutlineEntry(a.title, a.key, level=a.level, closed=a.level > 0)
