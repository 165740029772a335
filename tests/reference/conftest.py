"""Fixtures of the reference tests: the demo and shipped sites, built once, and a headless browser."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from generator.render.html_site import write_site
from generator.validation import validate
from tests.reference.demo_project import write_demo

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run"]


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


def missing_browser(reason: str) -> None:
    """Under CI (CI=true) a missing browser fails the browser tests; elsewhere they are skipped."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"browser tests cannot run under CI: {reason}", pytrace=False)
    pytest.skip(f"browser tests skipped: {reason}")


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright, headless; skipped when either is absent, except
    under CI, where that fails."""
    if not CHROMIUM.exists():
        missing_browser(f"no Chromium at {CHROMIUM} (install the 'chromium' package)")
    try:
        from playwright import sync_api
    except ImportError:
        missing_browser("playwright is not installed (pip install playwright)")
    with sync_api.sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                              args=CHROMIUM_ARGS)
        yield instance
        instance.close()


@pytest.fixture
def copy_site(tmp_path):
    """A copy of a built site, for tests that change it."""
    def make(site: Path) -> Path:
        target = tmp_path / "site"
        shutil.copytree(site, target)
        return target
    return make
