"""Builds that are killed or interrupted: workers end with their parent and never keep the lock,
Ctrl-C and SIGTERM end in one line, and the output is whole whenever a run is killed."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from project_fixture import HEADER, write_project

from generator.output.staging import MARKER

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

ROOT = Path(__file__).resolve().parents[2]

# A parent that holds the output lock while two workers each sleep in a job: the test kills it.
HOLDER = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from generator.output.staging import lock_file, staged_output
    from generator.output.tasks import Producer, Task
    from generator.output.workers import run_tasks

    class Naps:
        def run(self, task):
            Path(sys.argv[2], f"worker-{os.getpid()}").touch()
            time.sleep(60)
            return [], [], []

    if __name__ == "__main__":
        root = Path(sys.argv[1])
        with staged_output(root / "output", root) as staging:
            naps = [Task(f"nap-{i}", Producer(), 0, "game", i) for i in range(100)]
            run_tasks(Naps(), naps, 2, lock_file(root / "output", root), lambda task: None)
""")


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _lock_is_free(path: Path) -> bool:
    fd = os.open(path, os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    finally:
        os.close(fd)


def _wait(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_workers_end_with_a_killed_parent_and_never_keep_the_lock(tmp_path, sig):
    (tmp_path / "content").mkdir()
    marks = tmp_path / "marks"
    marks.mkdir()
    script = tmp_path / "holder.py"
    script.write_text(HOLDER)
    parent = subprocess.Popen([sys.executable, str(script), str(tmp_path), str(marks)], cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert _wait(lambda: len(list(marks.iterdir())) == 2, 60), "the workers never started"
        workers = [int(p.name.split("-")[1]) for p in marks.iterdir()]
        assert not _lock_is_free(tmp_path / ".output.lock")
        parent.send_signal(sig)
        parent.wait(30)
        assert _wait(lambda: not any(_alive(pid) for pid in workers), 5), "workers outlived their parent"
        assert _lock_is_free(tmp_path / ".output.lock")
    finally:
        parent.kill()
        for pid in [int(p.name.split("-")[1]) for p in marks.iterdir()]:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


def _deck(cards: int) -> str:
    lines = ["components:",
             f"  - {{id: deck-cards, name: Deck, total: {cards}, encoded_as: deck, source: {{section: S}}}}",
             "decks:", "  - id: deck", "    name: Deck", "    source: {section: S}", "    cards:"]
    lines += [f"      - {{id: c{i}, title: Card {i}, text: \"Gain {i} gold.\"}}" for i in range(cards)]
    return "\n".join(lines) + "\n"


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("sig, code, line", [(signal.SIGINT, 130, "generator: interrupted"),
                                              (signal.SIGTERM, 143, "generator: terminated")])
def test_interrupted_build_ends_in_one_line_and_keeps_the_output(tmp_path, sig, code, line):
    from generator.cli.main import main

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "deck.yaml": _deck(40)})
    assert main(["--project", str(root), "build"]) == 0
    before = _snapshot(root / "output")
    (root / "content/demo/deck.yaml").write_text(_deck(40).replace("Gain", "Take"))
    build = subprocess.Popen([sys.executable, "-m", "generator", "--project", str(root), "build"],
                             cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    children = Path(f"/proc/{build.pid}/task/{build.pid}/children")
    started = _wait(lambda: children.exists() and children.read_text().split(), 120)
    assert started, "the card-image workers never started"
    workers = [int(pid) for pid in children.read_text().split()]
    build.send_signal(sig)
    _, err = build.communicate(timeout=60)
    assert build.returncode == code
    assert err.strip() == line
    assert _wait(lambda: not any(_alive(pid) for pid in workers), 5)
    assert _snapshot(root / "output") == before
    assert [p.name for p in root.iterdir() if p.name.startswith(".output.") and p.name != ".output.lock"] == []


def test_a_run_killed_between_the_two_renames_gets_its_output_back(tmp_path, monkeypatch):
    """``output/`` moved aside and the new one not yet in: the next run restores the old one,
    even when that run fails itself."""
    import generator.output.producers as producers_module
    from generator.cli.main import main

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "deck.yaml": _deck(2)})
    assert main(["--project", str(root), "build"]) == 0
    before = _snapshot(root / "output")
    os.replace(root / "output", root / ".output.old-k1ll3d00")
    # an edit, so that the component list is built again (an unchanged task keeps its files)
    (root / "content/demo/deck.yaml").write_text(_deck(2).replace("Gain", "Take"))

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(producers_module, "write_components_pdf", full)
    assert main(["--project", str(root), "build"]) == 2
    assert _snapshot(root / "output") == before
    assert not (root / ".output.old-k1ll3d00").exists()


def test_a_folder_removed_halfway_stays_marked_until_empty(tmp_path):
    from generator.output.staging import remove_ours

    folder = tmp_path / ".output.building-x"
    (folder / "demo" / "cards").mkdir(parents=True)
    (folder / "demo" / "cards" / "a.png").write_bytes(b"png")
    (folder / MARKER).write_text("ours")
    order = []
    real_unlink = Path.unlink

    def unlink(self, missing_ok=False):
        order.append(self.name)
        real_unlink(self, missing_ok=missing_ok)

    Path.unlink = unlink  # type: ignore[method-assign]
    try:
        remove_ours(folder)
    finally:
        Path.unlink = real_unlink  # type: ignore[method-assign]
    assert not folder.exists()
    assert order[-1] == MARKER
