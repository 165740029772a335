"""Art files named by content: resolved safely inside the game's folder, and measured for print."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ALLOWED_SUFFIXES = (".png", ".jpg", ".jpeg")
ALLOWED_FORMATS = ("PNG", "JPEG")
WARN_PPI = 300
ERROR_PPI = 150
_DRIVE = re.compile(r"^[A-Za-z]:")


class ImageRefused(ValueError):
    """The name cannot be used: why, in words for the user."""


def resolve_image(folder: Path, name: str) -> Path:
    """The file ``name`` names inside ``folder``; raises ImageRefused when it would leave it."""
    if "\\" in name:
        raise ImageRefused(f"image path '{name}' uses backslashes; write it with forward slashes")
    if _DRIVE.match(name):
        raise ImageRefused(f"image path '{name}' names a drive; give a path inside the game's folder")
    pure = PurePosixPath(name)
    if pure.is_absolute():
        raise ImageRefused(f"image path '{name}' is absolute; give a path inside the game's folder")
    if ".." in pure.parts:
        raise ImageRefused(f"image path '{name}' climbs out with '..'; give a path inside the game's folder")
    if pure.suffix.lower() not in ALLOWED_SUFFIXES:
        raise ImageRefused(f"image '{name}' is not a PNG or JPEG file")
    base = folder.resolve()
    path = (base / pure).resolve()
    if not path.is_relative_to(base):
        raise ImageRefused(f"image path '{name}' leads outside the game's folder (through a link)")
    if not path.is_file():
        raise ImageRefused(f"image '{name}' does not exist")
    return path


@dataclass(frozen=True)
class ImageInfo:
    width_px: int
    height_px: int
    format: str

    def ppi_at(self, width_mm: float, height_mm: float) -> float:
        """Effective resolution when the art covers a box of this size."""
        return min(self.width_px / (width_mm / 25.4), self.height_px / (height_mm / 25.4))


def inspect_image(path: Path) -> ImageInfo:
    """Open and fully decode the file with Pillow, so that a truncated or damaged file is refused
    here rather than when the build draws it; raises ImageRefused if it is not a usable image."""
    from PIL import Image  # only content with art loads Pillow

    try:
        with Image.open(path) as image:
            if image.format not in ALLOWED_FORMATS:
                raise ImageRefused(f"image '{path.name}' is {image.format}, not PNG or JPEG")
            image.load()
            return ImageInfo(image.width, image.height, image.format)
    except ImageRefused:
        raise
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError) as exc:
        raise ImageRefused(f"image '{path.name}' cannot be read: {exc}") from None
