"""A missing browser: the browser tests skip with a reason, except under CI, where they fail."""

from __future__ import annotations

import pytest

from tests import conftest


@pytest.mark.parametrize("ci", ["true", "TRUE"])
def test_a_missing_browser_fails_under_ci(monkeypatch, ci):
    monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.fail.Exception, match="browser tests cannot run under CI: no Chromium"):
        conftest.missing_browser("no Chromium at /usr/bin/chromium")


@pytest.mark.parametrize("ci", [None, "", "false"])
def test_a_missing_browser_skips_with_a_reason_elsewhere(monkeypatch, ci):
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.skip.Exception, match="browser tests skipped: no Chromium"):
        conftest.missing_browser("no Chromium at /usr/bin/chromium")


def test_the_browser_fixture_fails_under_ci_without_chromium(monkeypatch, tmp_path):
    monkeypatch.setenv("CI", "true")
    monkeypatch.setattr(conftest, "CHROMIUM", tmp_path / "no-chromium")
    fixture = conftest.browser.__wrapped__()
    with pytest.raises(pytest.fail.Exception, match="no Chromium at"):
        next(fixture)
