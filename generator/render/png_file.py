"""PNG encoding for the build's images: fast and byte-stable.

Scanlines are stored unfiltered and deflated at level 1 by ISA-L (``isal``), which writes zlib
streams about ten times faster than zlib at its own level 1: on card faces (flat colour, thin
lines, text) about an eighth larger, on Tabletop Simulator sheets a few per cent smaller.
The file holds IHDR, pHYs (the resolution), IDAT and IEND: no time stamps, no text, so the same
pixels always give the same bytes. The pixels are handed over in one call, from one buffer: ISA-L's
streaming compressor, fed band by band, wrote different (equally valid) streams for the same
pixels depending on the process it ran in, so a sheet's bytes depended on the build's timing.
Open question: ``isal_zlib.compress`` itself still drives ISA-L's streaming ``isal_deflate`` in a
loop (returning whenever its growing output buffer is full, with a ``level_buf`` it does not
clear), not the one-shot ``isal_deflate_stateless``; a one-bit difference in a sheet was seen
once since, and is not explained.
"""

from __future__ import annotations

import struct
import zlib

from isal import isal_zlib
from PIL import Image as PILImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 1
_COLOUR_TYPE = {"L": 0, "RGB": 2, "RGBA": 6}


def _chunk(kind: bytes, data: bytes) -> tuple[bytes, ...]:
    """A PNG chunk's pieces (length, kind, data, CRC), joined once into the file's bytes."""
    return struct.pack(">I", len(data)), kind, data, struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))


def png_bytes(image: PILImage.Image, ppi: float) -> bytes:
    """``image`` (L, RGB or RGBA; other modes are converted to RGB) as PNG bytes at ``ppi``."""
    if image.mode not in _COLOUR_TYPE:
        image = image.convert("RGB")
    w, h = image.size
    raw = image.tobytes()
    stride = len(raw) // h
    rows = b"".join(b"\0" + raw[i:i + stride] for i in range(0, len(raw), stride))
    return png_from_scanlines(w, h, image.mode, rows, ppi)


def png_from_scanlines(w: int, h: int, mode: str, rows: bytes | bytearray, ppi: float) -> bytes:
    """PNG bytes of an image given as unfiltered scanlines (each row: a zero byte, then pixels)."""
    size = h * (1 + w * len(mode))
    if len(rows) != size:
        raise ValueError(f"scanlines hold {len(rows)} bytes, not the image's {size}")
    ppm = round(ppi / 0.0254)
    return b"".join((
        SIGNATURE,
        *_chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, _COLOUR_TYPE[mode], 0, 0, 0)),
        *_chunk(b"pHYs", struct.pack(">IIB", ppm, ppm, 1)),
        *_chunk(b"IDAT", isal_zlib.compress(rows, LEVEL)),
        *_chunk(b"IEND", b""),
    ))
