"""Fixtures of the playtest table tests: Kingsburg's card images and table page, built once."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.playtest.writer import write_table
from generator.validation import validate

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def shipped_project():
    return validate(ROOT, ["kingsburg"]).project


@pytest.fixture(scope="session")
def kingsburg_table(tmp_path_factory, shipped_project) -> Path:
    """Kingsburg's table page beside the card images the build writes (``<out>/html`` and
    ``<out>/kingsburg/cards``)."""
    out = tmp_path_factory.mktemp("table")
    subprocess.run([sys.executable, "-m", "generator", "build", "--project", str(ROOT), "--game", "kingsburg",
                    "--only", "images", "--out", str(out)], check=True, capture_output=True)
    write_table(shipped_project, shipped_project.games["kingsburg"], out / "html")
    return out / "html" / "kingsburg-table.html"
