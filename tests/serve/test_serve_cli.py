"""``serve`` on the command line: every refusal is one line, and Ctrl-C stops it with exit 130."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys

from preview_client import HARBOUR, copy_project


def _serve(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd)


def _ctrl_c_heard() -> None:
    """Let the child hear Ctrl-C even where the tests run with it ignored (a background job of a
    shell without job control inherits SIGINT ignored, and Python then installs no handler)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _one_line(result, code: int, *words: str) -> None:
    assert result.returncode == code, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def test_a_busy_port_is_one_line(tmp_path):
    root = copy_project(HARBOUR, tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        _one_line(_serve("serve", "--project", str(root), "--port", str(port)), 2, "port", str(port))


def test_a_missing_project_is_one_line(tmp_path):
    _one_line(_serve("serve", "--project", str(tmp_path / "nowhere"), "--port", "0"), 2)


def test_a_host_beyond_loopback_is_refused_in_one_line(tmp_path):
    root = copy_project(HARBOUR, tmp_path)
    _one_line(_serve("serve", "--project", str(root), "--host", "0.0.0.0", "--port", "0"), 2, "loopback")


def test_an_unknown_game_and_a_bad_port_are_one_line(tmp_path):
    root = copy_project(HARBOUR, tmp_path)
    _one_line(_serve("serve", "--project", str(root), "--game", "chess"), 2, "chess")
    _one_line(_serve("serve", "--project", str(root), "--port", "70000"), 2, "70000")


def test_ctrl_c_stops_it_with_one_line_and_exit_130(tmp_path):
    root = copy_project(HARBOUR, tmp_path)
    process = subprocess.Popen([sys.executable, "-m", "generator", "serve", "--project", str(root), "--port", "0",
                                "--no-build"], stderr=subprocess.PIPE, text=True, preexec_fn=_ctrl_c_heard)
    try:
        first = process.stderr.readline()
        assert first.startswith("preview at http://127.0.0.1:"), first
        assert process.stderr.readline().startswith("harbour: checked in")
        process.send_signal(signal.SIGINT)
        rest = process.stderr.read()
        assert process.wait(timeout=60) == 130
        assert rest.strip().splitlines() == ["generator: interrupted"], rest
    finally:
        if process.poll() is None:
            process.kill()


def test_deleting_a_content_file_while_watching_is_one_line_and_the_preview_goes_on(tmp_path):
    root = copy_project(HARBOUR, tmp_path)
    process = subprocess.Popen([sys.executable, "-m", "generator", "serve", "--project", str(root), "--port", "0",
                                "--no-build"], stderr=subprocess.PIPE, text=True, preexec_fn=_ctrl_c_heard)
    try:
        assert process.stderr.readline().startswith("preview at")
        assert process.stderr.readline().startswith("harbour: checked in")
        os.remove(root / "content" / "harbour" / "quays.yaml")
        deleted = process.stderr.readline()
        assert deleted.strip() == "content/harbour/quays.yaml: deleted", deleted
        findings = []
        line = process.stderr.readline()
        while line and not line.startswith("harbour: "):
            findings.append(line)
            line = process.stderr.readline()
        assert line.strip().endswith("error(s); the preview keeps the last good version"), line
        assert findings and all(": error: " in f and "[reference-resolves]" in f for f in findings), findings
        assert process.poll() is None
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=60)
