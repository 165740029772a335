"""The figures users feel, for one checkout or two side by side.

For each tree given (a checkout of this project; by default this one): ``validate`` of a one-game
project (Kingsburg alone, copied to a temporary folder), cold (``--no-cache``) and warm, as the
median CPU time of the process over several runs; then the tree's own benches of an edit to the
editor's findings (``bench_lsp.py``), a save to a new preview in ``serve`` (``bench_serve.py``), a
one-card rebuild (``bench_incremental.py``) and a clean build of the 9,000-card synthetic project
(``bench_build.py --skip-shipped``), whose last lines are printed as they give them.

CPU times are the steadier figure on a loaded machine; wall times grow with the load.

    python bench/user_figures.py [TREE ...] [--runs N] [--only validate,lsp,serve,edit,build]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import copy_project, load, measure

BENCHES = {"lsp": ["bench/bench_lsp.py", "--rounds", "10"],
           "serve": ["bench/bench_serve.py", "--rounds", "6"],
           "edit": ["bench/bench_incremental.py", "--runs", "3"],
           "build": ["bench/bench_build.py", "--skip-shipped", "--runs", "1"]}


def tree_env(tree: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(tree), "GENERATOR_NO_CACHE": ""}


def one_game_validate(tree: Path, runs: int) -> str:
    """Median CPU and wall seconds of ``validate`` on Kingsburg alone, cold and warm."""
    with tempfile.TemporaryDirectory() as tmp:
        project = Path(tmp) / "project"
        copy_project(tree, project, ("kingsburg",))
        env = {**tree_env(tree), "XDG_CACHE_HOME": str(Path(tmp) / "cache")}
        env.pop("GENERATOR_NO_CACHE")
        command = [sys.executable, "-m", "generator", "--project", str(project), "validate"]
        lines = []
        for label, extra in (("cold", ["--no-cache"]), ("warm", [])):
            measure(command + extra, env=env)   # bytecode and, warm, the check cache written
            found = [measure(command + extra, env=env) for _ in range(runs)]
            lines.append(f"validate one game {label}: CPU {statistics.median(r.cpu for r in found):.3f} s, "
                         f"wall {statistics.median(r.wall for r in found):.3f} s")
        return "\n".join(lines)


def bench(tree: Path, name: str) -> str:
    """The last lines of one of the tree's benches."""
    done = subprocess.run([sys.executable, *BENCHES[name]], cwd=tree, env=tree_env(tree),
                          capture_output=True, text=True, check=False)
    lines = (done.stdout + done.stderr).strip().splitlines()
    return "\n".join(lines[-8:])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*", type=Path, default=[ROOT])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", default="validate,lsp,serve,edit,build")
    args = parser.parse_args()
    wanted = args.only.split(",")
    for tree in args.trees:
        tree = tree.resolve()
        print(f"== {tree.name} ({load()})")
        if "validate" in wanted:
            print(one_game_validate(tree, args.runs), flush=True)
        for name in BENCHES:
            if name in wanted:
                print(f"-- {name}\n{bench(tree, name)}", flush=True)


if __name__ == "__main__":
    main()
