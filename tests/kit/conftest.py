"""Fixtures for the kit tests: the demo project, validated, and its kits written once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.settings_file import KitSettings
from generator.render.kit_pdf import write_kits
from generator.validation import validate

from tests.kit.kit_fixture import write_demo


@pytest.fixture(scope="session")
def demo_root(tmp_path_factory) -> Path:
    return write_demo(tmp_path_factory.mktemp("demo"))


@pytest.fixture(scope="session")
def demo_game(demo_root):
    result = validate(demo_root)
    assert [str(d) for d in result.errors()] == []
    return result.project.games["demo"]


@pytest.fixture(scope="session")
def demo_kits(demo_root, demo_game, tmp_path_factory) -> dict[str, Path]:
    """{paper: path} of the demo game's kits with the default settings."""
    out = tmp_path_factory.mktemp("kits")
    paths = write_kits(demo_game, out, KitSettings(), demo_root)
    return {p.stem.rsplit("-", 1)[1]: p for p in paths}
