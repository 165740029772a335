"""Art files named by content: resolved safely inside the game's folder, and measured for print."""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePosixPath

from PIL import Image, UnidentifiedImageError

ALLOWED_SUFFIXES = (".png", ".jpg", ".jpeg")
ALLOWED_FORMATS = ("PNG", "JPEG")
WARN_PPI = 300
ERROR_PPI = 150
MAX_PIXELS = 50_000_000  # an A2 board at 300 ppi is 35 megapixels; more only costs memory
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
