"""Benchmark incremental builds of the shipped project (a copy of content/ in a temporary folder).

A first build, then: a build with nothing changed; a build after an edit to one card's text (a
Rurik deed). Target for the edit: 1 s or less, and only what changed rewritten (files whose bytes
are unchanged keep their inode and modification time). The output after the edit is compared byte
for byte with a clean build of the edited content.

The machine's load inflates wall times; the CPU time of the whole process tree (user + system)
is printed beside them and is the steadier figure.

Run: python bench/bench_incremental.py [--runs 3]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import copy_project, load, measure

MANIFEST = ".generator-build.json"
STORE = ".generator-layouts"   # layouts kept between builds: not an output
TEXT = re.compile(r'^(\s+text: ")([^"]+)(")$', re.MULTILINE)  # the first card text in quotes


CPU: list[float] = []  # CPU seconds of each edit's build (what the machine's load inflates least)


def build(project: Path, out: Path) -> float:
    run = measure([sys.executable, "-m", "generator", "--project", str(project), "build", "--out", str(out)])
    if run.returncode != 0:
        raise SystemExit(run.stderr)
    CPU.append(run.cpu)
    return run.wall


def comparable(files: dict, out: Path) -> dict[str, bytes]:
    """The files' bytes, the Tabletop Simulator saves' file URLs of ``out`` made alike (a save names
    the files it uses by their place on disk)."""
    url = out.resolve().as_uri().encode()
    return {k: v[0].replace(url, b"OUT") if k.endswith(".json") and "/tts/" in k else v[0] for k, v in files.items()}


def state(out: Path) -> dict[str, tuple[bytes, int, int]]:
    return {p.relative_to(out).as_posix(): (p.read_bytes(), p.stat().st_ino, p.stat().st_mtime_ns)
            for p in out.rglob("*") if p.is_file() and p.name != MANIFEST and STORE not in p.parts}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(load())
    with tempfile.TemporaryDirectory() as tmp:
        project, out = Path(tmp) / "project", Path(tmp) / "out"
        copy_project(ROOT, project)
        deeds = project / "content" / "rurik" / "deeds.yaml"
        original = deeds.read_text(encoding="utf-8")
        first = TEXT.search(original)
        assert first is not None, "no quoted card text in the Rurik deeds to edit"
        first_build = build(project, out)
        nothing, edits, changed, edit_cpu, nothing_cpu = [], [], [], [], []
        for n in range(args.runs):
            before = state(out)
            nothing.append(build(project, out))
            nothing_cpu.append(CPU[-1])
            assert state(out) == before, "a build with nothing changed rewrote files"
            edited = f"{first.group(2).rstrip('.')} ({n})."
            deeds.write_text(original[:first.start(2)] + edited + original[first.end(2):], encoding="utf-8")
            before = state(out)
            edits.append(build(project, out))
            edit_cpu.append(CPU[-1])
            after = state(out)
            changed.append(sorted(k for k in after if k not in before or after[k][1:] != before[k][1:]))
            assert not [k for k in changed[-1] if k in before and before[k][0] == after[k][0]]
        clean = Path(tmp) / "clean"
        build(project, clean)
        same = comparable(state(clean), clean) == comparable(state(out), out)
        files = len(state(out))
    print(f"first build (clean): {first_build:.2f} s, {files} files")
    print(f"nothing changed: median {statistics.median(nothing):.2f} s over {len(nothing)} runs, "
          f"CPU {statistics.median(nothing_cpu):.2f} s; 0 files rewritten")
    print(f"one card edited: median {statistics.median(edits):.2f} s, min {min(edits):.2f} s over {len(edits)} "
          f"runs (target <= 1 s), CPU {statistics.median(edit_cpu):.2f} s; {len(changed[-1])} of {files} files "
          f"rewritten: {', '.join(changed[-1])}")
    print(f"after the edit, byte for byte equal to a clean build: {'yes' if same else 'NO'}")
    print(load())


if __name__ == "__main__":
    main()
