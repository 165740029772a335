"""The system tools some tests need: the README's test command installs them, and under CI a
missing one fails those tests instead of skipping them quietly."""

from __future__ import annotations

import re
import shutil

import pytest

from tests import conftest

ROOT = conftest.ROOT


def test_the_readme_test_command_installs_chromium_and_poppler():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = re.findall(r"```sh\n(.*?)```", readme, re.S)
    test_command = next(c for c in commands if "pytest" in c)
    assert "chromium" in test_command and "poppler-utils" in test_command, test_command
    assert test_command.index("poppler-utils") < test_command.index("pytest")


def test_pdftoppm_missing_fails_under_ci(monkeypatch):
    monkeypatch.setenv("CI", "true")
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(pytest.fail.Exception, match=r"pdftoppm tests cannot run under CI: .*poppler-utils"):
        conftest.pdftoppm.__wrapped__()


def test_pdftoppm_missing_skips_with_a_reason_elsewhere(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(pytest.skip.Exception, match=r"pdftoppm tests skipped: .*poppler-utils"):
        conftest.pdftoppm.__wrapped__()
