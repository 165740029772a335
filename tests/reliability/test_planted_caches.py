"""Nothing a project or its output carries is run: cache files planted where the tool keeps or
once kept its caches, holding a pickle whose loading would create a marker file, are ignored by
`validate` and `build`, which give what they give without them."""

from __future__ import annotations

import pytest
import os
import pickle
import subprocess
import sys
from pathlib import Path

from generator.cli import check_cache

pytestmark = pytest.mark.slow   # whole builds


class _Payload:
    """Unpickling this opens (so creates) the marker file."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return open, (str(self.marker), "w")


def _cli(root: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "generator", "--project", str(root), *args],
                          capture_output=True, text=True, env={**os.environ, "GENERATOR_NO_CACHE": ""})


def _starter(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    subprocess.run([sys.executable, "-m", "generator", "init", str(root)], check=True, capture_output=True)
    return root


def _plant(path: Path, marker: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(pickle.dumps(_Payload(marker)))


def test_a_planted_check_cache_runs_nothing(tmp_path):
    root = _starter(tmp_path)
    marker = tmp_path / "ran"
    expected = _cli(root, "validate", "--no-cache")
    _plant(root / ".generator-cache" / "validate.pickle", marker)    # where older versions kept it
    for _ in range(2):   # the first run writes the user cache, the second reads it
        got = _cli(root, "validate")
        assert not marker.exists(), "validate ran code from a planted cache file"
        assert (got.returncode, got.stdout, got.stderr) == (expected.returncode, expected.stdout, expected.stderr)
    _plant(check_cache.cache_file(root), marker)                       # the user cache itself
    got = _cli(root, "validate")
    assert not marker.exists()
    assert (got.returncode, got.stdout) == (expected.returncode, expected.stdout)


def test_planted_build_records_run_nothing(tmp_path):
    """The output's build record and kept layouts replaced by pickles: the next build runs none of
    them and builds as from scratch."""
    root = _starter(tmp_path)
    assert _cli(root, "build").returncode == 0
    out = root / "output"
    planted = [out / ".generator-build.json", *sorted((out / ".generator-layouts").glob("*.json"))]
    assert len(planted) > 1, "the starter build should keep a layout"
    marker = tmp_path / "ran"
    for path in planted:
        _plant(path, marker)
    done = _cli(root, "build")
    assert not marker.exists(), "build ran code from a planted file in output/"
    assert done.returncode == 0, done.stderr
    assert (out / ".generator-build.json").read_bytes().startswith(b"{")


# Where the package may load code or pickles, and why: none of them reads a project's files.
ALLOWED = {
    ("generator/rules/project_rules.py", "importlib"): "the project's rules, only when generator.toml opts in",
    ("generator/cli/main.py", "importlib"): "the tool's own command modules, by fixed names",
}
LOADERS = {"pickle", "marshal", "shelve", "dill", "importlib"}
QUIET = ("importlib.resources", "importlib.metadata")   # they read files and versions, load no code
CALLS = {"eval", "exec", "compile", "__import__"}


def test_nothing_else_loads_code_or_pickles():
    import ast

    package = Path(__file__).resolve().parents[2] / "generator"
    found = set()
    for path in package.rglob("*.py"):
        rel = path.relative_to(package.parent).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [f"{node.module}.{a.name}" for a in node.names] if isinstance(node, ast.ImportFrom) else [])
            found.update((rel, n.split(".")[0]) for n in names
                         if n.split(".")[0] in LOADERS and not n.startswith(QUIET))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CALLS:
                found.add((rel, node.func.id))
    assert found - set(ALLOWED) == set()


def test_a_malformed_build_record_is_ignored(tmp_path):
    """A record in the tool's format whose entries are not as it writes them: the tasks it names
    are built again, nothing crashes."""
    import json

    root = _starter(tmp_path)
    assert _cli(root, "build").returncode == 0
    record_path = root / "output" / ".generator-build.json"
    record = json.loads(record_path.read_text(encoding="utf-8"))
    damages = [{"lines": 5}, {"files": "x"}, {"files": [["a", "b"]]}, {"layouts": [7]}, {"key": None}]
    for n, name in enumerate(sorted(record["tasks"])):
        record["tasks"][name] = {**record["tasks"][name], **damages[n % len(damages)]}
    record_path.write_text(json.dumps(record), encoding="utf-8")
    done = _cli(root, "build")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
