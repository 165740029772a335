"""Art for print: images far sharper than 300 ppi at their printed size are downsampled for the PDF.

The original file is never touched; the smaller copy goes into a scratch folder (in the build's
staging folder, one per kit task, which no other task reads or removes) under a name made from
the original's bytes and the new pixel size, so the same art at the same size always maps to the
same file, and the same bytes. ReportLab embeds an image
once per document however often it is drawn, so fifty placements of one card's art cost one copy.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import replace
from pathlib import Path

from PIL import Image as PILImage

from generator.faces.primitives import Form, Group, Image, Use
from generator.geometry.units import INCH

ART_CACHE = ".print-art"   # the scratch folders' prefix, in a game's staging folder (one per kit task)
TARGET_PPI = 300
FAR_ABOVE = 1.5      # downsample when the art is sharper than this times the target
JPEG_QUALITY = 92


def printed_ppi(size_px: tuple[int, int], w_mm: float, h_mm: float) -> float:
    """The art's resolution when it covers w x h mm (the lower of the two directions)."""
    return min(size_px[0] / (w_mm / INCH), size_px[1] / (h_mm / INCH))


def target_size(size_px: tuple[int, int], w_mm: float, h_mm: float) -> tuple[int, int] | None:
    """The pixel size to print at 300 ppi, or None when the art is not far above it."""
    ppi = printed_ppi(size_px, w_mm, h_mm)
    if ppi <= TARGET_PPI * FAR_ABOVE:
        return None
    scale = TARGET_PPI / ppi
    return max(1, round(size_px[0] * scale)), max(1, round(size_px[1] * scale))


class PrintArt:
    """Maps art to the file the PDF should embed: the original, or a downsampled copy in ``cache``."""

    def __init__(self, cache: Path):
        self.cache = cache
        self._done: dict[tuple[str, int, int], str] = {}

    def path_for(self, path: str, w_mm: float, h_mm: float) -> str:
        with PILImage.open(path) as image:
            size = target_size(image.size, w_mm, h_mm)
        if size is None:
            return path
        key = (path, *size)
        if key not in self._done:
            self._done[key] = str(self._downsample(Path(path), size))
        return self._done[key]

    def _downsample(self, path: Path, size: tuple[int, int]) -> Path:
        data = path.read_bytes()
        digest = hashlib.sha256(data + f"{size[0]}x{size[1]}".encode()).hexdigest()[:20]
        with PILImage.open(io.BytesIO(data)) as image:
            jpeg = image.format == "JPEG"
            target = self.cache / f"{path.stem}-{digest}{'.jpg' if jpeg else '.png'}"
            if not target.exists():
                self.cache.mkdir(parents=True, exist_ok=True)
                small = image.convert("RGB" if jpeg else "RGBA").resize(size, PILImage.Resampling.LANCZOS)
                buffer = io.BytesIO()
                if jpeg:
                    small.save(buffer, "JPEG", quality=JPEG_QUALITY, dpi=(TARGET_PPI, TARGET_PPI))
                else:
                    small.save(buffer, "PNG", dpi=(TARGET_PPI, TARGET_PPI))
                target.write_bytes(buffer.getvalue())
        return target

    def items(self, items) -> tuple:
        """``items`` with every Image (in groups and forms too) pointing at its print copy."""
        return tuple(self._item(item) for item in items)

    def _item(self, item):
        if isinstance(item, Image):
            return replace(item, path=self.path_for(item.path, item.w, item.h))
        if isinstance(item, Group):
            return replace(item, items=self.items(item.items))
        if isinstance(item, Form):
            return replace(item, items=self.items(item.items))
        if isinstance(item, Use):
            return replace(item, form=self._item(item.form))
        return item
