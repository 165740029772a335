"""Fixtures of the reference tests: the demo and shipped sites, built once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.render.html_site import write_site
from generator.validation import validate
from tests.reference.demo_project import write_demo

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def demo_root(tmp_path_factory) -> Path:
    root = write_demo(tmp_path_factory.mktemp("demo"))
    errors = validate(root).errors()
    assert [str(d) for d in errors] == []
    return root


@pytest.fixture(scope="session")
def demo_site(demo_root) -> Path:
    out = demo_root / "site"
    write_site(validate(demo_root).project, out)
    return out


@pytest.fixture(scope="session")
def shipped_site(tmp_path_factory) -> Path:
    """The reference site of the content shipped in content/ (as it stands)."""
    out = tmp_path_factory.mktemp("shipped") / "html"
    write_site(validate(ROOT).project, out)
    return out


@pytest.fixture
def copy_site(tmp_path):
    """A copy of a built site, for tests that change it."""
    def make(site: Path) -> Path:
        target = tmp_path / "site"
        shutil.copytree(site, target)
        return target
    return make
