"""The embedded fonts' character widths and coverage, read from the TTF files without ReportLab.

Checking content measures text (the fit rules) but draws nothing, so it need not load ReportLab.
This reads the tables ReportLab reads (head, hhea, maxp, cmap, hmtx), chooses the character map
ReportLab chooses, and gives each character the advance width ReportLab gives it, in thousandths
of an em; ``string_width`` adds them up in ReportLab's own arithmetic (its C helper when installed,
else its Python formula), so a width measured here is the width ReportLab measures, to the bit.
A test holds these tables to ReportLab's. A font this reader does not know raises ``FontTableError``
and the caller falls back to ReportLab.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache
from pathlib import Path

try:
    from _rl_accel import instanceStringWidthTTF as _accelerated_width  # type: ignore[import-not-found]
except ImportError:  # rl-accel not installed: ReportLab uses its Python formula
    _accelerated_width = None


class FontTableError(Exception):
    pass


@dataclass(frozen=True)
class Face:
    """What ReportLab's TTFontFace holds for measuring: widths by code point, the default width."""

    charWidths: dict[int, float]
    defaultWidth: float
    covered: frozenset[int]


@dataclass(frozen=True)
class _Measured:
    face: Face   # the shape of a ReportLab TTFont, as its C width helper expects


def _tables(data: bytes) -> dict[str, int]:
    (count,) = struct.unpack_from(">H", data, 4)
    return {data[12 + 16 * i:16 + 16 * i].decode("latin-1"): struct.unpack_from(">I", data, 20 + 16 * i)[0]
            for i in range(count)}


def _cmap_offset(data: bytes, cmap: int) -> int:
    """The subtable ReportLab picks: the last of the suitable encodings listed."""
    version, count = struct.unpack_from(">HH", data, cmap)
    if count == 0 and version != 0:
        count = version
    chosen, enc = None, 0
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform == 3 or (platform == 1 and encoding == 1) or (platform == 0 and encoding != 5):
            chosen, enc = offset, 1
        elif platform == 1 and encoding == 0 and enc != 1:
            chosen, enc = offset, 2
    if chosen is None:
        raise FontTableError("no suitable cmap encoding")
    return cmap + chosen


def _char_to_glyph(data: bytes, at: int) -> dict[int, int]:
    (fmt,) = struct.unpack_from(">H", data, at)
    mapping: dict[int, int] = {}
    if fmt == 12:
        (groups,) = struct.unpack_from(">I", data, at + 12)
        for g in range(groups):
            start, end, first = struct.unpack_from(">III", data, at + 16 + 12 * g)
            for code in range(start, end + 1):
                mapping[code] = code + first - start
        return mapping
    if fmt != 4:
        raise FontTableError(f"cmap format {fmt} is not read here")
    (length,) = struct.unpack_from(">H", data, at + 2)
    (segments,) = struct.unpack_from(">H", data, at + 6)
    segments //= 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    ranges_at = at + 16 + 6 * segments
    ranges = struct.unpack_from(f">{segments}H", data, ranges_at)
    for n in range(segments):
        for code in range(starts[n], ends[n] + 1):
            if ranges[n] == 0:
                glyph = (code + deltas[n]) & 0xFFFF
            else:
                offset = ranges_at + 2 * n + (code - starts[n]) * 2 + ranges[n]
                if offset >= at + length:
                    glyph = 0
                else:
                    (glyph,) = struct.unpack_from(">H", data, offset)
                    if glyph:
                        glyph = (glyph + deltas[n]) & 0xFFFF
            mapping[code] = glyph
    return mapping


@cache
def read_face(path: Path) -> Face:
    """Widths and coverage of the TTF at ``path``, as ReportLab reads them."""
    data = path.read_bytes()
    tables = _tables(data)
    (units,) = struct.unpack_from(">H", data, tables["head"] + 18)
    (metrics,) = struct.unpack_from(">H", data, tables["hhea"] + 34)
    (glyphs,) = struct.unpack_from(">H", data, tables["maxp"] + 4)
    char_glyph = _char_to_glyph(data, _cmap_offset(data, tables["cmap"]))
    if any(g >= glyphs for g in char_glyph.values()):
        raise FontTableError("glyph index beyond the font's glyph count")
    scale = 1.0 if units == 1000 else 1000 / units
    advances = struct.unpack_from(f">{2 * metrics}H", data, tables["hmtx"])[0::2]
    widths_of = [a * scale if units != 1000 else a for a in advances]
    last = widths_of[-1]
    widths = {code: (widths_of[g] if g < metrics else last) for code, g in char_glyph.items()}
    for a, b in ((0x20, 0xA0), (0xA0, 0x20)):
        if a in char_glyph:
            char_glyph[b] = char_glyph[a]
            widths[b] = widths[a]
            break
    return Face(widths, widths_of[0], frozenset(char_glyph))


def string_width(face: Face, text: str, size: float) -> float:
    """Width of ``text`` at ``size`` points, in points, exactly as ReportLab's stringWidth gives it."""
    if _accelerated_width is not None:
        return _accelerated_width(_Measured(face), text, size)
    get, default = face.charWidths.get, face.defaultWidth
    return 0.001 * size * sum(get(ord(ch), default) for ch in text)
