"""The resolution of the build's card images (``output.producers.CardImages`` writes them).

The resolution is 150 ppi (for screens) unless the project's ``generator.toml`` asks otherwise::

    [cards]
    ppi = 300
"""

from __future__ import annotations

from pathlib import Path

from generator.errors import UsageError
from generator.settings_file import PPI_RANGE, read_settings


def card_ppi(root: Path) -> int:
    """The ``[cards] ppi`` of the project's settings file, else the default."""
    return read_settings(root).cards.ppi


def check_ppi(ppi, where: str, low: int = PPI_RANGE[0], high: int = PPI_RANGE[1]) -> int:
    if isinstance(ppi, bool) or not isinstance(ppi, int) or not low <= ppi <= high:
        raise UsageError(f"{where} must be a whole number from {low} to {high}, not {ppi!r}")
    return ppi
