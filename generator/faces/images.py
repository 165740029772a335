"""Pixel sizes of raster art, read once per file."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image as PILImage


@lru_cache(maxsize=1024)
def image_size(path: str) -> tuple[int, int]:
    with PILImage.open(path) as image:
        return image.size
