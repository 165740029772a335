"""Pixel sizes of raster art, read once per file."""

from __future__ import annotations

from pathlib import Path


def image_size(path: str) -> tuple[int, int]:
    """Pixel size of art that ``art_path`` returned (checked, so it opens)."""
    from generator.images import inspect_image
    info = inspect_image(Path(path))
    return info.width_px, info.height_px


def art_path(folder, name: str | None) -> str | None:
    """The file a content ``image:`` names inside the game's folder, or None when there is none or
    it is refused: outside the folder, or not a PNG or JPEG that opens (the ``image-file`` rule
    reports why). Layouts place art only through this, so they never open a refused file."""
    from generator.images import usable_image
    if not name or folder is None:
        return None
    path = usable_image(Path(folder), name)
    return None if path is None else str(path)


def fitted_image(path: str, box):
    """An Image of the file at ``path`` scaled to fit ``box`` (a Rect), aspect kept, centred."""
    from generator.faces.primitives import Image
    iw, ih = image_size(path)
    scale = min(box.w / iw, box.h / ih)
    w, h = iw * scale, ih * scale
    return Image(path, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h)
