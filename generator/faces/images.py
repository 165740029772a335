"""Pixel sizes of raster art, read once per file."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1024)
def image_size(path: str) -> tuple[int, int]:
    from PIL import Image as PILImage  # only content with art loads Pillow

    with PILImage.open(path) as image:
        return image.size


def art_path(folder, name: str | None) -> str | None:
    """The file a content ``image:`` names inside the game's folder, or None when there is none or
    it is refused (the ``image-file`` rule reports why)."""
    from generator.images import ImageRefused, resolve_image
    if not name or folder is None:
        return None
    try:
        return str(resolve_image(folder, name))
    except ImageRefused:
        return None


def fitted_image(path: str, box):
    """An Image of the file at ``path`` scaled to fit ``box`` (a Rect), aspect kept, centred."""
    from generator.faces.primitives import Image
    iw, ih = image_size(path)
    scale = min(box.w / iw, box.h / ih)
    w, h = iw * scale, ih * scale
    return Image(path, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h)
