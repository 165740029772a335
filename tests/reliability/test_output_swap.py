"""The output swap with read-only parts, and what an interrupted swap leaves recovered by any
command that touches the output.

Read-only folders mean nothing to root, which runs the suite: the read-only build runs in a forked
process that has given up root for the ``nobody`` user (the kernel then refuses what it would
refuse any user), after a first build as root has imported every module the second one needs
(the interpreter's files may be out of ``nobody``'s reach)."""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from generator.cli.main import main
from project_fixture import HEADER, write_project
from test_build import BODY as DECK   # a one-card deck


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _leftovers(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.name.startswith(".output.") and p.name != ".output.lock")


def _as_user(uid: int, args: list[str], log: Path) -> int:
    """``main(args)`` in a forked process running as ``uid`` (unchanged when it is ours), its
    output in ``log``; its exit code."""
    pid = os.fork()
    if pid == 0:   # the child: never returns into pytest
        code = 99
        try:
            if os.geteuid() != uid:
                os.setgid(uid)
                os.setuid(uid)
            with open(log, "w", encoding="utf-8") as out:
                sys.stdout = sys.stderr = out
                code = main(args)
        finally:
            os._exit(code)
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


@pytest.fixture
def shared_folder():
    """A folder another user may reach (pytest's own are root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="swap-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forks")
@pytest.mark.parametrize("read_only", ["output", "output/demo"])
def test_a_read_only_output_is_replaced_and_leaves_nothing(shared_folder, read_only):
    """Before, the swap went through, the build said the previous output was left as it was (exit
    2), and the moved-aside output it could not remove failed every later build."""
    root = write_project(shared_folder / "p", {"game.yaml": HEADER, "deck.yaml": DECK})
    assert main(["--project", str(root), "build"]) == 0
    uid = pwd.getpwnam("nobody").pw_uid if os.geteuid() == 0 else os.geteuid()
    if os.geteuid() == 0:
        for path in [shared_folder, *shared_folder.rglob("*")]:
            os.chown(path, uid, uid, follow_symlinks=False)
    (root / read_only).chmod(0o555)
    log = shared_folder / "log"
    for _ in range(2):
        code = _as_user(uid, ["--project", str(root), "build"], log)
        said = log.read_text(encoding="utf-8")
        assert code == 0, said
        assert "left as it was" not in said and "Traceback" not in said
        assert _leftovers(root) == []
        assert (root / "output" / "demo" / "demo-components.pdf").is_file()


def test_a_failed_removal_after_the_swap_is_a_warning_not_a_failure(tmp_path, monkeypatch, capsys):
    """What cannot be removed after the swap is named; the build succeeded, and says so."""
    import generator.output.staging as staging

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "deck.yaml": DECK})
    assert main(["--project", str(root), "build"]) == 0
    capsys.readouterr()
    monkeypatch.setattr(staging, "remove_ours", lambda folder: False)
    assert main(["--project", str(root), "build"]) == 0
    err = capsys.readouterr().err
    assert "warning: the new output is in" in err and "could not be removed" in err
    assert "left as it was" not in err
    monkeypatch.undo()
    assert main(["--project", str(root), "build"]) == 0   # the next command clears it
    assert _leftovers(root) == []


def _killed_mid_swap(root: Path) -> dict[str, bytes]:
    """A built project whose output a killed run moved aside (the first rename of the swap)."""
    assert main(["--project", str(root), "build"]) == 0
    before = _snapshot(root / "output")
    (root / ".output.building-k1ll3d00").mkdir()
    (root / ".output.building-k1ll3d00" / ".generator-output").write_text("ours")
    os.replace(root / "output", root / ".output.old-k1ll3d00")
    return before


def _serve_started(root: Path) -> None:
    process = subprocess.Popen([sys.executable, "-m", "generator", "--project", str(root), "serve", "--port", "0",
                                "--no-build"], stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert process.stderr is not None
        for line in process.stderr:
            if "preview at" in line:
                break
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=60)
        finally:
            if process.poll() is None:
                process.kill()


@pytest.mark.parametrize("command", ["validate", "refused build", "serve"])
def test_any_command_that_touches_the_output_recovers_a_killed_swap(tmp_path, capsys, command):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "deck.yaml": DECK})
    before = _killed_mid_swap(root)
    if command == "validate":
        assert main(["--project", str(root), "validate", "--no-cache"]) == 0
    elif command == "refused build":
        (root / "content" / "demo" / "deck.yaml").write_text(DECK.replace("id: a,", "id: Bad A,"))
        assert main(["--project", str(root), "build"]) == 1
    else:
        _serve_started(root)
    assert _snapshot(root / "output") == before
    assert _leftovers(root) == []
