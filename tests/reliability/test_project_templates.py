"""A project's own HTML templates are data: one that reaches for the interpreter runs nothing,
and one with a syntax error is a finding at its line; either way the previous output stays."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.template_dirs import BUILTIN

REACHES_OUT = '{{ lipsum.__globals__.os.system("touch MARKER") }}'


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    subprocess.run([sys.executable, "-m", "generator", "init", str(root)], check=True, capture_output=True)
    return root


def _build(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "generator", "--project", str(root), "build", "--only", "html"],
                          capture_output=True, text=True, cwd=root)


@pytest.mark.parametrize("added, expected", [
    (REACHES_OUT, "access to attribute '__globals__'"),
    ("{{ page.( }}", "unexpected '}'"),
])
def test_a_bad_project_template_is_a_finding_at_its_line(tmp_path, added, expected):
    root = _project(tmp_path)
    assert _build(root).returncode == 0
    before = (root / "output" / "html" / "project.html").read_bytes()
    own = root / "templates" / "html" / "game.html"
    own.parent.mkdir(parents=True)
    text = (BUILTIN / "html" / "game.html").read_text(encoding="utf-8")
    at = text.rindex("{% endblock %}")   # inside the page's last block, which is rendered
    own.write_text(text[:at] + added + "\n" + text[at:], encoding="utf-8")
    marker = tmp_path / "MARKER"
    done = _build(root)
    line = text.count("\n", 0, at) + 1
    assert not marker.exists() and not (root / "MARKER").exists(), "a template ran code"
    assert done.returncode == 1, done.stderr
    assert f"templates/html/game.html:{line}:1: error: " in done.stderr and "[html-template]" in done.stderr
    assert expected in done.stderr and "Traceback" not in done.stderr
    assert (root / "output" / "html" / "project.html").read_bytes() == before
