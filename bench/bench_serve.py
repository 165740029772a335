"""Time from saving a card's text to its new image fetched by the preview page, on the shipped content.

Copies content/ to a temporary project, starts ``python -m generator serve`` on it, waits for the
first load and the first background build, then edits one card's text several times (a Kingsburg
advisor and a Rurik deed in turn). Each edit is timed from the file write to the page's event
naming the card, and to the new image fetched as the page does (state, then the image address).
Prints the median and worst against the 1 s target, and the machine's load average.

    python bench/bench_serve.py [--rounds N] [--no-build]

``--no-build`` runs ``serve --no-build`` (no background build competing for the cores).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import unquote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "serve"))
sys.path.insert(0, str(ROOT / "bench"))

from measure import copy_project
from preview_client import EventStream, card_url, get, state

EDITS = [("kingsburg", "advisors.yaml", "squire", "Take 1 gold."),   # (game, file, card, a phrase of its text)
         ("rurik", "deeds.yaml", "deed-amass-forces", "At least six of your troops in one region.")]
TARGET = 1.0


def drain(process: subprocess.Popen, checked: list[float]) -> None:
    """Read serve's lines (so its pipe never fills) and keep each game's time to check and lay out."""
    assert process.stderr is not None
    for line in process.stderr:
        match = re.search(r": checked in ([0-9.]+) s", line)
        if match:
            checked.append(float(match.group(1)))


def start(project: Path, build: bool) -> tuple[subprocess.Popen, int]:
    command = [sys.executable, "-m", "generator", "serve", "--project", str(project), "--port", "0"]
    process = subprocess.Popen(command + ([] if build else ["--no-build"]), stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    first = process.stderr.readline()
    match = re.search(r":(\d+)/", first)
    if not match:
        process.kill()
        sys.exit(f"serve did not start: {first}{process.stderr.read()}")
    return process, int(match.group(1))


def settle(port: int, build: bool) -> None:
    """Wait for every game loaded and, with the build, every game built (polling the page's state)."""
    deadline = time.monotonic() + 900
    while time.monotonic() < deadline:
        page = state(port)
        games = page["games"]
        if page["ready"] and all(g["loaded"] for g in games) and (not build or all(g["build"] == "built" for g in games)):
            return
        time.sleep(0.25)
    sys.exit("the preview did not settle within 15 minutes")


def cpu_seconds(pid: int) -> float:
    """User + system time of the serve process itself (not its build), from /proc: what the load
    of other processes on the machine does not inflate."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def edit_once(project: Path, port: int, stream: EventStream, edit, n: int, pid: int) -> tuple[float, float, float]:
    game, file, card, phrase = edit
    path = project / "content" / game / file
    text = path.read_text(encoding="utf-8")
    assert text.count(phrase) == 1, phrase
    page = state(port)
    before, version = card_url(page, game, card), page["version"]
    name = unquote(before.split("?")[0].split("/", 3)[3])   # /img/<game>/<name>?v=...
    saved, cpu = time.perf_counter(), cpu_seconds(pid)
    path.write_text(text.replace(phrase, phrase.rstrip(".") + f" (edit {n}).", 1), encoding="utf-8")
    def names_card(data):  # an event of this save (not an earlier one still queued)
        return data["version"] > version and name in data.get("changed", {}).get(game, [])

    stream.wait("update", names_card, timeout=60)
    event = time.perf_counter()
    url = card_url(state(port), game, card)
    image = get(port, url)
    fetched, cpu = time.perf_counter(), cpu_seconds(pid) - cpu
    assert url != before and image.startswith(b"\x89PNG")
    version = state(port)["version"]
    path.write_text(text, encoding="utf-8")  # put the text back (the next round of this card edits it again)
    stream.wait("update", names_card, timeout=60)
    return event - saved, fetched - saved, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    build = not args.no_build
    with tempfile.TemporaryDirectory(prefix="bench-serve-") as folder:
        project = Path(folder)
        copy_project(ROOT, project)
        process, port = start(project, build)
        checked: list[float] = []
        threading.Thread(target=drain, args=(process, checked), daemon=True).start()
        try:
            stream = EventStream(port)
            started = time.perf_counter()
            settle(port, build)
            first = len(checked)
            print(f"first load{' and build' if build else ''}: {time.perf_counter() - started:.1f} s")
            to_event, to_image, cpu = [], [], []
            for n in range(args.rounds):
                if build:
                    settle(port, build)  # each edit starts with the previous one built
                a, b, c = edit_once(project, port, stream, EDITS[n % len(EDITS)], n, process.pid)
                to_event.append(a)
                to_image.append(b)
                cpu.append(c)
            stream.close()
        finally:
            process.terminate()
            process.wait(timeout=60)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    for label, times in (("save -> event", to_event), ("save -> new image fetched", to_image)):
        print(f"{label:26} median {statistics.median(times) * 1000:5.0f} ms   worst {max(times) * 1000:5.0f} ms   "
              f"({len(times)} edits; target {TARGET * 1000:.0f} ms)")
    edits = checked[first:]
    if edits:
        print(f"{'of which checking the game':26} median {statistics.median(edits) * 1000:5.0f} ms   "
              f"(serve's own figure: load, rules, card layout)")
    print(f"{'CPU time of serve per edit':26} median {statistics.median(cpu) * 1000:5.0f} ms   "
          f"(save to image, its own process; {'the build runs in another' if build else 'no build'})")
    verdict = "within" if statistics.median(to_image) <= TARGET else "over"
    print(f"median {verdict} the 1 s target; load average {load} on {os.cpu_count()} cores"
          f"{'' if build else ' (serve --no-build)'}")


if __name__ == "__main__":
    main()
