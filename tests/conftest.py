"""Shared fixtures: the repository root and broken copies of the shipped content."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from generator.validation import validate
from tests.project_fixture import copy_shipped

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run"]


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden files from the current output instead of comparing")


@pytest.fixture(autouse=True, scope="session")
def user_cache_folder(tmp_path_factory):
    """The suite's own user cache folder (validate keeps its findings there), so that a run
    neither reads nor fills the cache of whoever runs it; subprocesses inherit it."""
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("user-cache"))
    yield Path(os.environ["XDG_CACHE_HOME"])
    if before is None:
        del os.environ["XDG_CACHE_HOME"]
    else:
        os.environ["XDG_CACHE_HOME"] = before


@pytest.fixture
def update_golden(request) -> bool:
    return request.config.getoption("--update-golden")


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT


class ContentCopy:
    """A copy of one game's shipped content, to break with text edits and validate."""

    def __init__(self, tmp_path: Path, game: str):
        self.root = tmp_path
        self.game = game
        copy_shipped(game, tmp_path)

    def path(self, name: str) -> Path:
        return self.root / "content" / self.game / name

    def replace(self, name: str, old: str, new: str, count: int = 1) -> int:
        """Replace the first ``count`` occurrences of ``old``; return the 1-based line of the first."""
        path = self.path(name)
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not found in {name}"
        line = text[: text.index(old)].count("\n") + 1
        path.write_text(text.replace(old, new, count), encoding="utf-8")
        return line

    def where(self, name: str, needle: str, nth: int = 1, shift: int = 0) -> tuple[int, int]:
        """1-based line and column of the ``nth`` ``needle`` in a content file, plus ``shift`` columns."""
        text = self.path(name).read_text(encoding="utf-8")
        index = -1
        for _ in range(nth):
            index = text.index(needle, index + 1)
        line = text.count("\n", 0, index) + 1
        return line, index - (text.rfind("\n", 0, index) + 1) + 1 + shift

    def findings(self, rule: str | None = None):
        """Diagnostics of a fresh validation, optionally only one rule's."""
        found = validate(self.root, [self.game]).diagnostics
        return [d for d in found if rule is None or d.rule == rule]


@pytest.fixture
def content_copy(tmp_path):
    """``content_copy("rurik")`` copies that game's content into a temporary project."""
    return lambda game: ContentCopy(tmp_path, game)


def missing_tool(tests: str, reason: str) -> None:
    """Under CI (CI=true) a missing system tool fails the tests that need it; elsewhere they are
    skipped with the reason (the README's test command installs every such tool)."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{tests} tests cannot run under CI: {reason}", pytrace=False)
    pytest.skip(f"{tests} tests skipped: {reason}")


def missing_browser(reason: str) -> None:
    """Under CI (CI=true) a missing browser fails the browser tests; elsewhere they are skipped."""
    missing_tool("browser", reason)


@pytest.fixture
def pdftoppm() -> str:
    """The path of poppler's pdftoppm; skipped when absent, except under CI, where that fails."""
    found = shutil.which("pdftoppm")
    if found is None:
        missing_tool("pdftoppm", "pdftoppm is not installed (install the 'poppler-utils' package)")
    assert found is not None
    return found


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright, headless, one for the whole session (Playwright's
    synchronous API runs one at a time); skipped when either is absent, except
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
