"""Benchmark the print-and-play kits.

1. All four shipped games' kits, A4 and Letter, from a cold start (a fresh interpreter: import,
   load, validate, write the eight PDFs). Target: under 5 s wall.
2. A synthetic deck of 9,000 cards from YAML to PDF (load, validate, write the A4 kit). Targets:
   1,500 cards/s or better end to end, peak memory under 250 MB, under 1 KB of PDF per card.

Run: python bench/bench_kit.py
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = 9000

SHIPPED = """
import sys, tempfile
from pathlib import Path
from generator.output.pipeline import Pipeline
from generator.output.producers import PrintAndPlayKits
from generator.output.tasks import BuildOptions
from generator.settings_file import KitSettings
from generator.validation import validate
result = validate(Path(sys.argv[1]))
assert not result.errors(), result.errors()[:3]
out = Path(tempfile.mkdtemp()) / "output"
written = Pipeline(producers=[PrintAndPlayKits()]).run(
    result.project, BuildOptions(out=out, kit=KitSettings()))
print(len(written), sum((out / p).stat().st_size for p in written))
"""

SYNTHETIC = """
import contextlib, resource, sys, time
from pathlib import Path
start = time.perf_counter()
from generator.settings_file import KitSettings
from generator.render.kit_pdf import write_kits
from generator.validation import validate
try:
    from generator.faces.memo import remembering
except ImportError:  # an older tree, measured for comparison
    remembering = contextlib.nullcontext
imported = time.perf_counter()
with remembering():  # as `build` does: each card laid out once, the faces let go at the end
    result = validate(Path(sys.argv[1]))
    assert not result.errors(), [str(d) for d in result.errors()[:3]]
    validated = time.perf_counter()
    (path,) = write_kits(result.project.games["synthetic"], Path(sys.argv[2]), KitSettings(papers=("a4",)),
                         Path(sys.argv[1]))
    done = time.perf_counter()
    del result  # as `build` returns: the model is let go before the process ends
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{imported - start:.3f} {validated - imported:.3f} {done - validated:.3f} {peak:.1f} {path.stat().st_size}")
"""

MANIFEST = """\
game:
  id: synthetic
  title: Synthetic
  players: {min: 1, max: 4}
  rulebook: Synthetic rules
  source: {section: Components}
resources:
  - {id: coin, name: Coin, kind: currency, icon: coin, source: {section: Components}}
  - {id: wood, name: Wood, kind: good, icon: wood, source: {section: Components}}
  - {id: ore, name: Ore, kind: good, icon: ore, source: {section: Components}}
  - {id: vp, name: Victory point, kind: points, icon: vp, source: {section: Components}}
components:
  - {id: action-cards, name: Action cards, total: 9000, encoded_as: actions, source: {section: Components}}
"""

CARD = """\
      - id: card-{n}
        title: {title} {n}
        type: Action
        cost: {{coin: {coin}, wood: {wood}}}
        reward: {{ore: {ore}}}
        vp: {vp}
        text: "{text}"
"""

TITLES = ("Harvest", "Border Patrol", "Market Day", "Raid", "Envoy", "Toll Bridge", "Great Fair")
TEXTS = ("Gain {vp} VP. Then each other player may pay 1 coin to draw a card.",
         "Move up to two troops into an adjacent region you do not rule; take one good there.",
         "Every player with three or more goods on their boat discards one good of your choice.",
         "Place a structure in a region you rule. If it is your third, gain one coin.")


def write_deck(root: Path) -> Path:
    folder = root / "content" / "synthetic"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(MANIFEST, encoding="utf-8")
    head = "decks:\n  - id: actions\n    name: Action cards\n    back: Action\n    source: {section: Cards}\n    cards:\n"
    body = "".join(CARD.format(n=n, title=TITLES[n % 7], coin=n % 4, wood=n % 3, ore=n % 2 + 1, vp=n % 5,
                               text=TEXTS[n % 4].format(vp=n % 5)) for n in range(CARDS))
    (folder / "actions.yaml").write_text(head + body, encoding="utf-8")
    return root


def cold_shipped(runs: int = 3) -> list[tuple[float, float]]:
    """(wall, CPU) of each run; CPU time is what the machine's other work cannot inflate."""
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", SHIPPED, str(ROOT)], check=True, capture_output=True, cwd=ROOT)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append((wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime))
    return times


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def synthetic(root: Path, out: Path) -> tuple[float, list[float], float]:
    """(wall with start-up, the figures the run prints, CPU seconds of the whole process)."""
    start, cpu = time.perf_counter(), _child_cpu()
    result = subprocess.run([sys.executable, "-c", SYNTHETIC, str(root), str(out)], check=True,
                            capture_output=True, text=True, cwd=ROOT)
    return time.perf_counter() - start, [float(v) for v in result.stdout.split()], _child_cpu() - cpu


def peer(root: Path, out: Path) -> tuple[float, float, float]:
    """(seconds of work as the peer reports it, wall with start-up, CPU seconds of the whole
    process) of the plain-ReportLab peer."""
    start, cpu = time.perf_counter(), _child_cpu()
    result = subprocess.run([sys.executable, str(ROOT / "bench" / "peer_reportlab.py"), str(root), str(out)],
                            check=True, capture_output=True, text=True, cwd=ROOT)
    return float(result.stdout.split()[0]), time.perf_counter() - start, _child_cpu() - cpu


def load_average() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def main() -> None:
    try:
        import _rl_accel  # noqa: F401
        accel = "installed"
    except ImportError:
        accel = "not installed (a dependency: pip install -e . again)"
    print(f"rl-accel: {accel}")
    print(f"{load_average()} (wall times grow with it)")
    times = cold_shipped()
    walls, cpus = [t[0] for t in times], [t[1] for t in times]
    print(f"four kits, A4 + Letter, cold start: median {statistics.median(walls):.2f} s, "
          f"min {min(walls):.2f} s wall over {len(times)} runs (target < 5 s); "
          f"CPU {statistics.median(cpus):.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        root = write_deck(Path(tmp) / "project")
        out = Path(tmp) / "out"
        out.mkdir()
        runs, peers = [], []
        for _ in range(5):  # side by side, alternating, so both see the same load
            runs.append(synthetic(root, out))
            peers.append(peer(root, out / "peer.pdf"))
    works = [r[1][1] + r[1][2] for r in runs]
    wall, (imports, validate, render, peak, size), _ = sorted(runs, key=lambda r: r[1][1] + r[1][2])[len(runs) // 2]
    work = validate + render
    peer_work = statistics.median(p[0] for p in peers)
    print(f"kit path (load + validate + A4 kit) of {CARDS} cards, medians of {len(runs)} alternating runs: "
          f"ours {statistics.median(works):.2f} s, plain-ReportLab peer (bench/peer_reportlab.py) "
          f"{peer_work:.2f} s: ratio {statistics.median(works) / peer_work:.2f}x (target <= 1.3x); "
          f"with start-up and imports: ours {statistics.median(r[0] for r in runs):.2f} s, "
          f"peer {statistics.median(p[1] for p in peers):.2f} s")
    ours_cpu, peer_cpu = statistics.median(r[2] for r in runs), statistics.median(p[2] for p in peers)
    print(f"  CPU time of the whole process (what the machine's load inflates least): ours {ours_cpu:.2f} s, "
          f"peer {peer_cpu:.2f} s: ratio {ours_cpu / peer_cpu:.2f}x; {load_average()}")
    print(f"synthetic deck of {CARDS} cards, YAML to A4 kit: load + validate {validate:.2f} s, "
          f"render {render:.2f} s, imports {imports:.2f} s, wall {wall:.2f} s")
    print(f"  {CARDS / work:,.0f} cards/s end to end (load, validate, render; target >= 1,500); "
          f"{CARDS / wall:,.0f} cards/s counting interpreter start-up")
    print(f"  peak memory {peak:.0f} MB (target < 250 MB); PDF {size / 1e6:.2f} MB, "
          f"{size / CARDS:.0f} bytes per card (target < 1,000)")
    print(f"  {load_average()}")


if __name__ == "__main__":
    main()
