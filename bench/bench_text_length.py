"""Benchmark: time and peak memory of every stage as one text grows, to show they stay linear.

A copy of Kingsburg gets one action rule whose first sentence is L characters long (plain words,
no clause to cut at: the quick reference keeps it whole, the worst case for its layout) and one
advisor card whose text is L characters long. For each L, in a fresh process: load and validate
(with the shipped 20,000-character cap on a text value, which refuses longer texts at once),
then, with the cap lifted, every stage on its own: validation, the quick reference (A4 and
Letter), the HTML reference, the A4 kit and the card PNGs of the advisors' deck.

Each line prints the CPU seconds per stage (steadier than wall time on a shared machine) and,
against the previous length, the ratio of the extra time over the shortest text (2.0 for linear
when L doubles, 4.0 for quadratic).

Run: python bench/bench_text_length.py [--lengths 1000,2000,...]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import copy_project

LENGTHS = (1_000, 2_500, 5_000, 10_000, 20_000, 40_000, 80_000, 160_000)
RULE_ANCHOR = "Spend one or more of your dice whose total is exactly the advisor's value, and place them on"
STAGES = ("capped", "validate", "quickref", "site", "kit", "png")

CHILD = r"""
import json, resource, sys, time
from pathlib import Path

root, out = Path(sys.argv[1]), Path(sys.argv[2])
times = {}

def timed(name, fn):
    start = time.process_time()  # CPU time: steadier than wall time on a shared machine
    result = fn()
    times[name] = time.process_time() - start
    return result

from generator.validation import validate
validate(root, ["kingsburg"])  # imports and caches, outside the timings
capped = timed("capped", lambda: validate(root, ["kingsburg"]))
refused = [d.rule for d in capped.errors()]

import generator.loading.yaml_values as values
values.MAX_TEXT_CHARS = 10 ** 9
from generator.settings_file import KitSettings
from generator.quickref.writer import QuickrefRefused, make_quickrefs
from generator.render.html_site import write_site
from generator.render.kit_pdf import write_kits
from generator.render.png_cards import deck_images, deck_styles, render_images

result = timed("validate", lambda: validate(root, ["kingsburg"]))
game = result.project.games["kingsburg"]

def quickref():
    try:
        make_quickrefs(game)
        return "fits"
    except QuickrefRefused:
        return "refused"

fit = timed("quickref", quickref)
timed("site", lambda: write_site(result.project, out / "html"))
(out / "kit").mkdir()
timed("kit", lambda: write_kits(game, out / "kit", KitSettings(papers=("a4",)), root))
advisors = [ds for ds in deck_styles(game, root) if ds.deck.id == "kings-court"]
timed("png", lambda: render_images([i for ds in advisors for i in deck_images(ds)], out / "png", 150))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"times": times, "peak_mb": peak, "capped_refused": "yaml-text-size" in refused,
                  "quickref": fit}))
"""


def lengthened(folder: Path, length: int) -> Path:
    """A project holding Kingsburg with the long rule sentence and the long card text."""
    game = copy_project(ROOT, folder, ("kingsburg",)) / "content" / "kingsburg"
    words = ("word " * (length // 5 + 1))[:length].strip()
    rules = game / "rules.yaml"
    text = rules.read_text(encoding="utf-8")
    assert RULE_ANCHOR in text
    rules.write_text(text.replace(RULE_ANCHOR, f"{words} {RULE_ANCHOR}", 1), encoding="utf-8")
    advisors = game / "advisors.yaml"
    text = advisors.read_text(encoding="utf-8")
    first = text.index("        text: ")
    end = text.index("\n", first)
    advisors.write_text(f'{text[:first]}        text: "{words}"{text[end:]}', encoding="utf-8")
    return folder


def measure(length: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        root = lengthened(Path(tmp) / "p", length)
        out = Path(tmp) / "out"
        out.mkdir()
        done = subprocess.run([sys.executable, "-c", CHILD, str(root), str(out)], check=True,
                              capture_output=True, text=True, cwd=ROOT)
        return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", default=",".join(map(str, LENGTHS)))
    lengths = [int(x) for x in parser.parse_args().lengths.split(",")]
    print("CPU seconds per stage; (x): extra time over the shortest text, against the previous length")
    print(f"{'chars':>8} " + " ".join(f"{s:>15}" for s in STAGES) + "   peak MB  quickref  cap")
    rows: list[tuple[int, dict]] = []
    for length in lengths:
        row = measure(length)
        cells = []
        for stage in STAGES:
            seconds = row["times"][stage]
            ratio = ""
            if len(rows) >= 2:
                base, previous = rows[0][1]["times"][stage], rows[-1][1]["times"][stage]
                if previous - base > 0.05:
                    ratio = f"({(seconds - base) / (previous - base):.1f}x)"
            cells.append(f"{seconds:8.2f} {ratio:>6}")
        refused = "refused" if row["capped_refused"] else "read"
        print(f"{length:>8} " + " ".join(cells) + f"   {row['peak_mb']:7.0f}  {row['quickref']:>8}  {refused}",
              flush=True)
        rows.append((length, row))


if __name__ == "__main__":
    main()
