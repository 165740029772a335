"""Output that never crashes the command: a stream that cannot carry a character gets an escape,
and a reader that stops early (``validate | head``) leaves the exit code as it was."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from project_fixture import HEADER, write_project

ROOT = Path(__file__).resolve().parents[2]
CYRILLIC = "resources:\n  - {id: fur, name: Fur, цена: 2, source: {section: S}}\n"


def cli(root: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "generator", "--project", str(root), *args], cwd=root,
                          capture_output=True, env={**os.environ, **env}, check=False)


@pytest.fixture
def cyrillic(tmp_path):
    return write_project(tmp_path, {"game.yaml": HEADER, "r.yaml": CYRILLIC})


def test_an_ascii_stdout_gets_escapes_not_a_crash(cyrillic):
    done = cli(cyrillic, "validate", PYTHONIOENCODING="ascii")
    assert done.returncode == 1
    assert done.stdout.decode("ascii").strip() == (
        "content/demo/r.yaml:2:26: error: unknown key '\\u0446\\u0435\\u043d\\u0430' in resource "
        "[schema-unknown-key]")
    assert b"Traceback" not in done.stderr and b"internal error" not in done.stderr


@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_machine_formats_stay_complete_on_an_ascii_stdout(cyrillic, fmt):
    done = cli(cyrillic, "validate", "--format", fmt, PYTHONIOENCODING="ascii")
    assert done.returncode == 1
    data = json.loads(done.stdout.decode("ascii"))
    messages = [r["message"] for r in data] if fmt == "json" else \
        [r["message"]["text"] for r in data["runs"][0]["results"]]
    assert messages == ["unknown key 'цена' in resource"]


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_report_on_an_ascii_stdout(tmp_path, fmt):
    root = write_project(tmp_path, {"game.yaml": HEADER.replace("title: Demo", "title: Смута")})
    done = cli(root, "report", "--format", fmt, PYTHONIOENCODING="ascii")
    assert done.returncode == 0, done.stderr
    if fmt == "json":
        assert json.loads(done.stdout.decode("ascii"))[0]["title"] == "Смута"
    else:
        assert done.stdout.decode("ascii").startswith("\\u0421\\u043c\\u0443\\u0442\\u0430 (demo)")


def test_a_reader_that_stops_early_keeps_the_exit_code(tmp_path):
    # far more findings than a pipe buffers, so the writer meets the closed pipe
    resources = "".join(f"  - {{id: fur, name: Fur {i}, source: {{section: S}}}}\n" for i in range(3000))
    root = write_project(tmp_path, {"game.yaml": HEADER, "r.yaml": "resources:\n" + resources})
    process = subprocess.Popen([sys.executable, "-m", "generator", "--project", str(root), "validate"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # what `| head -1` does once it has its line
    err = process.stderr.read()
    process.wait(60)
    assert b"[unique-ids]" in first
    assert process.returncode == 1
    assert b"Traceback" not in err and b"internal error" not in err and b"Exception" not in err
