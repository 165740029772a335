"""Art files named by content: resolved safely inside the game's folder, and measured for print."""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from generator.content_paths import PathRefused, resolve_inside

ALLOWED_SUFFIXES = (".png", ".jpg", ".jpeg")
ALLOWED_FORMATS = ("PNG", "JPEG")
WARN_PPI = 300
ERROR_PPI = 150
MAX_PIXELS = 50_000_000  # an A2 board at 300 ppi is 35 megapixels; more only costs memory


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
    here rather than when the build draws it; raises ImageRefused if it is not a usable image.
    A file is decoded once while it stays unchanged."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise ImageRefused(f"image '{path.name}' cannot be read: {exc.strerror}") from None
    found = _inspect(str(path), stat.st_mtime_ns, stat.st_size)
    if isinstance(found, str):
        raise ImageRefused(found)
    return found


@lru_cache(maxsize=256)
def _inspect(path: str, mtime_ns: int, size: int) -> ImageInfo | str:
    """The image's size and format, or why it is refused (in words); the header is checked before
    any pixel is decoded, so an image over MAX_PIXELS never costs its memory."""
    from PIL import Image, UnidentifiedImageError  # only content with art loads Pillow

    name = Path(path).name
    over = f"over the {MAX_PIXELS // 1_000_000}-megapixel limit; scale it down"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(path) as image:
                if image.format not in ALLOWED_FORMATS:
                    return f"image '{name}' is {image.format}, not PNG or JPEG"
                if image.width * image.height > MAX_PIXELS:
                    return f"image '{name}' is {image.width} x {image.height} px, {over}"
                image.load()
                return ImageInfo(image.width, image.height, image.format)
    except Image.DecompressionBombError:
        return f"image '{name}' is {over}"
    except UnidentifiedImageError:
        return f"image '{name}' holds no image Pillow can read (is it a PNG or JPEG file at all?)"
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        return f"image '{name}' cannot be read: {exc}"


def usable_image(folder: Path, name: str) -> Path | None:
    """The file ``name`` names in ``folder`` when it is a usable PNG or JPEG, else None: layouts
    place only such files (the image-file rule says what is wrong with the others)."""
    try:
        path = resolve_image(folder, name)
        inspect_image(path)
    except ImageRefused:
        return None
    return path
