"""Shared fixtures: the repository root and broken copies of the shipped content."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.validation import validate

ROOT = Path(__file__).resolve().parent.parent


def pytest_addoption(parser):
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden files from the current output instead of comparing")


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
        shutil.copytree(ROOT / "content" / game, tmp_path / "content" / game)

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
