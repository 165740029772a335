"""The lint and type check, as CI runs them: ``ruff check generator rules tests bench`` and ``mypy
generator rules`` (the package and the shipped games' own rules) from the repository root, both with no findings (configured in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    """One of the checkers, from this environment, in the repository root."""
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)


def test_ruff_finds_nothing_in_the_package_the_games_rules_its_tests_and_benches():
    result = run("ruff", "check", "--no-cache", "generator", "rules", "tests", "bench")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing_in_generator_and_the_games_rules():
    # the incremental cache under .mypy_cache (ignored by git) makes a second run a few seconds
    result = run("mypy", "generator", "rules")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Success: no issues found" in result.stdout, result.stdout
