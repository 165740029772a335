"""Art files named by content: resolved safely inside the game's folder, and measured for print."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.content_paths import PathRefused, resolve_inside

ALLOWED_SUFFIXES = (".png", ".jpg", ".jpeg")
ALLOWED_FORMATS = ("PNG", "JPEG")
WARN_PPI = 300
ERROR_PPI = 150


class ImageRefused(ValueError):
    """The name cannot be used: why, in words for the user."""


def resolve_image(folder: Path, name: str) -> Path:
    """The file ``name`` names inside ``folder``; raises ImageRefused when it would leave it."""
    try:
        return resolve_inside(folder, name, "image", ALLOWED_SUFFIXES, "a PNG or JPEG file")
    except PathRefused as exc:
        raise ImageRefused(str(exc)) from None


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
