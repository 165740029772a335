"""Pixel measurements shared by the image tests."""

from __future__ import annotations

from PIL import Image, ImageChops

from generator.layout.units import INCH


def ink_box(image: Image.Image, threshold: int = 128) -> tuple[int, int, int, int] | None:
    """The bounding box (left, top, right, bottom) of pixels darker than ``threshold``."""
    grey = image.convert("L").point(lambda v: 255 if v < threshold else 0)
    return grey.getbbox()


def ink_rows(image: Image.Image, threshold: int = 128) -> list[tuple[int, int]]:
    """Runs of rows holding dark pixels, as (first, last) row pairs: text lines, roughly."""
    grey = image.convert("L").point(lambda v: 255 if v < threshold else 0)
    width = grey.width
    dark = [grey.crop((0, y, width, y + 1)).getbbox() is not None for y in range(grey.height)]
    runs, start = [], None
    for y, on in enumerate(dark + [False]):
        if on and start is None:
            start = y
        elif not on and start is not None:
            runs.append((start, y - 1))
            start = None
    return runs


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference per channel, 0 (same) to 255."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return sum(i * n for i, n in enumerate(diff.histogram())) / (diff.width * diff.height)


def px(mm: float, ppi: float) -> float:
    return mm / INCH * ppi


def ink_centroid(image: Image.Image) -> tuple[float, float] | None:
    """The darkness-weighted centre (x, y) of ``image``: where its ink sits, robust to anti-aliasing."""
    grey = image.convert("L")
    width = grey.width
    total = sx = sy = 0.0
    for i, value in enumerate(grey.tobytes()):
        ink = 255 - value
        if ink:
            total += ink
            sx += ink * (i % width)
            sy += ink * (i // width)
    return (sx / total, sy / total) if total else None
