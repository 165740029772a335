"""Pixel measurements shared by the image tests."""

from __future__ import annotations

from PIL import Image, ImageChops

def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference per channel, 0 (same) to 255."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return sum(i * n for i, n in enumerate(diff.histogram())) / (diff.width * diff.height)


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
