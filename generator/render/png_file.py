"""PNG encoding for the build's images, by Pillow's writer: deflated at level 1, with the
resolution (pHYs) and nothing else (no time stamps, no text), so the same pixels give the same
bytes."""

from __future__ import annotations

import io

from PIL import Image as PILImage

LEVEL = 1


def png_bytes(image: PILImage.Image, ppi: float) -> bytes:
    """``image`` (L, RGB or RGBA; other modes are converted to RGB) as PNG bytes at ``ppi``."""
    if image.mode not in ("L", "RGB", "RGBA"):
        image = image.convert("RGB")
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=LEVEL, dpi=(ppi, ppi))
    return out.getvalue()


def png_from_scanlines(w: int, h: int, mode: str, rows: bytes | bytearray, ppi: float) -> bytes:
    """PNG bytes of an image given as PNG scanlines (each row: a zero filter byte, then pixels)."""
    stride = 1 + w * len(mode)
    if len(rows) != h * stride:
        raise ValueError(f"scanlines hold {len(rows)} bytes, not the image's {h * stride}")
    pixels = PILImage.frombuffer(mode, (w, h), rows[1:], "raw", mode, stride, 1)
    return png_bytes(pixels, ppi)
