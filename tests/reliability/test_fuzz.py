"""Seeded edits of the shipped content: whatever an edit does, ``validate`` answers with positioned
findings and exit 0 or 1, never a traceback or an internal error.

Each edit changes one file of one game (a line deleted, duplicated, moved or re-indented, a value
replaced by a hostile one, a character or bytes inserted, the file cut short), the game is
validated through the command line, and the file is put back. The seed and the edit are named in
every failure, so a failure can be replayed with ``edit_text``.

Two families aim at what once hung or crashed: every number field of the format set at and
beyond its range, to inf, nan and huge values (``number_edits``); and patterns, broken or
backtracking without end, in declarations, conditions and text constraints (``pattern_edits``).
Each of their edits must also end within EDIT_SECONDS.
"""

from __future__ import annotations

from tests.project_fixture import copy_shipped

import random
import re
import signal
import time
from pathlib import Path

import pytest

from generator.cli.main import main
from generator.model.schema.number_ranges import number_fields
from tests.reliability.bounded_run import generator

SEED = 20240613
EDITS = 200
NUMBER_EDITS = 90
BUILD_SECONDS = 240
PATTERN_EDITS = 40
EDIT_SECONDS = 20.0

FINDING = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (error|warning|info): .+ \[[a-z0-9-]+\]$")
NOTE = re.compile(r"^    (?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): note: .+$")

VALUES = [
    "9" * 5000, "-" + "9" * 40, "1e999", "0x1F", ".inf", "-.nan", "1.5", "-3", "0", "007", "1:20",
    "{value: fortress}", "[a, b]", "{}", "[]", "~", "null", "true", "''", '""', "yes", "No",
    "a\x07b", "x\ufffey", "x\x00y", "\x7f", "\x1b[31m", "*alias", "&anchor x", "!!python/object:os.system x",
    "!!str 2", "<<: {}", "? [a, b]", "w " * 3000, "w" * 25000, "Юрий Долгорукий", "🎲 🎲", "שלום", "e\u0301",
    "../../etc/passwd", "/etc/passwd", "C:\\art\\x.png", "art/missing.png", "{unknown: ''}", "{unknown: why}",
    "'unterminated", "[1, 2", "{a: 1", "- x", "| \n", ">-", "#", "'%s%n%x'", "{{ 7*7 }}",
    "<script>alert(1)</script>", "&amp; <b>", "\\u0000", "\t", "deeds", "kings-court", "-1", "100000",
]
CHARACTERS = list(":-[]{}\"'#\t&*|>!%@` ,?") + ["\n", "\r", "\x0b", "\u2028", "\ufeff"]


def _mutations(rng: random.Random):
    def delete_line(lines):
        del lines[rng.randrange(len(lines))]

    def duplicate_line(lines):
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])

    def move_line(lines):
        line = lines.pop(rng.randrange(len(lines)))
        lines.insert(rng.randrange(len(lines) + 1), line)

    def indent(lines):
        i = rng.randrange(len(lines))
        lines[i] = ("  " + lines[i]) if rng.random() < 0.5 else lines[i][2:]

    def replace_value(lines):
        keyed = [i for i, line in enumerate(lines) if re.search(r"\w: \S", line)]
        i = rng.choice(keyed or range(len(lines)))
        head = re.match(r"^(.*?\w: )", lines[i])
        lines[i] = (head.group(1) if head else lines[i]) + rng.choice(VALUES) + "\n"

    def insert_character(lines):
        i = rng.randrange(len(lines))
        at = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:at] + rng.choice(CHARACTERS) + lines[i][at:]

    def change_number(lines):
        numbered = [i for i, line in enumerate(lines) if re.search(r"\b\d+\b", line)]
        if numbered:
            i = rng.choice(numbered)
            lines[i] = re.sub(r"\b\d+\b", lambda m: str(int(m.group()) + rng.choice([-2, -1, 1, 7])), lines[i], count=1)

    def cut_short(lines):
        del lines[rng.randrange(len(lines)):]

    return [delete_line, duplicate_line, move_line, indent, replace_value, replace_value,
            insert_character, change_number, cut_short]


def edit_text(text: str, rng: random.Random) -> tuple[str | bytes, str]:
    """One random edit of a file's text: the new text (or bytes), and what was done."""
    if rng.random() < 0.04:  # bytes that are not UTF-8
        raw = text.encode("utf-8")
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + bytes([rng.choice([0xC3, 0xFF, 0x80, 0xE9])]) + raw[at:], f"bad byte at {at}"
    lines = text.splitlines(keepends=True) or ["\n"]
    mutate = rng.choice(_mutations(rng))
    mutate(lines)
    return "".join(lines), mutate.__name__


@pytest.fixture(scope="module")
def projects(tmp_path_factory, repo_root):
    """One project per shipped game, so that each edit validates only its own game."""
    made = {}
    for folder in sorted((repo_root / "content").iterdir()):
        root = tmp_path_factory.mktemp(folder.name)
        copy_shipped(folder.name, root)
        made[folder.name] = root
    return made


def _problems(out: str, err: str, code: int, root: Path) -> list[str]:
    problems = []
    if code not in (0, 1):
        problems.append(f"exit {code}")
    if "Traceback" in err or "internal error" in err or "Traceback" in out:
        problems.append(f"crash: {err.strip()[-300:]}")
    for line in out.splitlines():
        found = FINDING.match(line) or NOTE.match(line)
        if not found:
            problems.append(f"unpositioned: {line[:200]!r}")
        elif not (root / found["path"]).is_file() or int(found["line"]) < 1 or int(found["col"]) < 1:
            problems.append(f"bad position: {line[:200]!r}")
        elif "internal error" in line:  # a rule that raised: reported as a finding, still a fault
            problems.append(f"a rule failed: {line[:200]!r}")
    return problems


def _files(projects) -> list[tuple[str, Path]]:
    return [(game, path) for game, root in projects.items() for path in sorted((root / "content").rglob("*.yaml"))]


class _OutOfTime(Exception):
    pass


def _alarm(signum, frame):
    raise _OutOfTime


def _validate_edit(root: Path, path: Path, edited: str | bytes, capsys, monkeypatch) -> tuple[int | None, str, str, float]:
    """Validate the project with ``path`` edited, then put it back: exit code (None when out of
    time), output, errors and seconds taken."""
    original = path.read_bytes()
    path.write_bytes(edited if isinstance(edited, bytes) else edited.encode("utf-8"))
    monkeypatch.chdir(root)  # findings name files relative to the current folder
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, 3 * EDIT_SECONDS)   # a hang fails the edit, not the whole run
    started = time.perf_counter()
    code: int | None
    try:
        code = main(["--project", str(root), "validate", "--no-cache"])
    except _OutOfTime:
        code = None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        path.write_bytes(original)
    out, err = capsys.readouterr()
    return code, out, err, time.perf_counter() - started


def _run_edits(edits, projects, capsys, monkeypatch, timed: bool) -> list[str]:
    failures = []
    for number, (game, path, edited, what) in enumerate(edits):
        root = projects[game]
        code, out, err, seconds = _validate_edit(root, path, edited, capsys, monkeypatch)
        problems = ["out of time"] if code is None else _problems(out, err, code, root)
        if timed and code is not None and seconds > EDIT_SECONDS:
            problems.append(f"took {seconds:.1f} s")
        failures += [f"edit {number} ({what}) of {path.relative_to(root)}: {p}" for p in problems]
    return failures


@pytest.mark.slow
def test_seeded_edits_of_the_shipped_content_end_in_positioned_findings(projects, capsys, monkeypatch):
    rng = random.Random(SEED)
    files = _files(projects)
    edits = []
    for _ in range(EDITS):
        game, path = rng.choice(files)
        edited, what = edit_text(path.read_text(encoding="utf-8"), rng)
        edits.append((game, path, edited, what))
    failures = _run_edits(edits, projects, capsys, monkeypatch, timed=False)
    assert failures == [], f"{len(failures)} failure(s), seed {SEED}:\n" + "\n".join(failures[:40])


def _shown(number) -> str:
    return f"{number:g}" if isinstance(number, float) else str(number)


def _number_values(kind, rng: random.Random) -> list[str]:
    """Values at and beyond a number field's range, and ones no range takes."""
    low, high = kind.minimum, kind.maximum
    step = 1 if isinstance(low, int) and isinstance(high, int) else 0.001
    shown = [_shown(v) for v in (low, high, low - step, high + step, high * 10 + 1, -high - 1)]
    return shown + ["!!float inf", "!!float -inf", "!!float nan", "999999999999999", "-999999999999999",
                    "999999999999999.9", "0.000000000000001", "!!int 99999999999999", str(rng.randint(-10**9, 10**9))]


def _maximum(kind, rng: random.Random) -> list[str]:
    """The top of a number field's range: what validate accepts that costs a build the most."""
    return [_shown(kind.maximum)]


# Fields whose size the kit, the quick reference or a derived table works with.
BUILT_FIELDS = ("size_mm", "width_mm", "height_mm", "print_length", "copies", "total", "per_colour", "count",
                "columns", "column", "row", "dice", "faces", "group", "index", "at")


def number_edits(projects, rng: random.Random, count: int, values=_number_values,
                 fields: tuple[str, ...] | None = None) -> list[tuple[str, Path, str, str]]:
    """``count`` edits, each setting one number the shipped content writes (of ``fields``, or any)
    to one of ``values(kind, rng)``: by default at or beyond its field's range, inf, nan or huge."""
    kinds = {path.rsplit(".", 1)[-1]: kind for path, kind in number_fields()}
    if fields is not None:
        kinds = {name: kind for name, kind in kinds.items() if name in fields}
    if not kinds:
        return []
    found = re.compile(r"\b(" + "|".join(sorted(kinds, key=len, reverse=True)) + r"): (-?[0-9][0-9.]*)")
    places: dict[str, list] = {}   # by field name, so that a rare field is drawn as often as a common one
    for game, path in _files(projects):
        for index, line in enumerate(path.read_text(encoding="utf-8").splitlines(keepends=True)):
            for m in found.finditer(line):
                places.setdefault(m[1], []).append((game, path, index, m))
    edits = []
    for _ in range(count if places else 0):   # a field the shipped content never writes: no edit
        game, path, index, match = rng.choice(places[rng.choice(sorted(places))])
        value = rng.choice(values(kinds[match[1]], rng))
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        line = lines[index]
        lines[index] = line[:match.start(2)] + value + line[match.end(2):]
        edits.append((game, path, "".join(lines), f"line {index + 1}: {match[1]}: {value}"))
    return edits


@pytest.mark.slow
def test_numbers_at_and_beyond_their_ranges_end_in_findings_in_time(projects, capsys, monkeypatch):
    edits = number_edits(projects, random.Random(SEED), NUMBER_EDITS)
    failures = _run_edits(edits, projects, capsys, monkeypatch, timed=True)
    assert failures == [], f"{len(failures)} failure(s), seed {SEED}:\n" + "\n".join(failures[:40])


@pytest.mark.slow
def test_numbers_at_the_top_of_their_ranges_build_in_time(projects):
    """Whatever validate accepts builds: each edit puts one number the kit or a derived table works
    with (one of each such field the content writes) at the top of its range, and the game's kit
    and quick reference build within the time and memory limit of bounded_run (or the build
    refuses with findings)."""
    rng, failures = random.Random(SEED), []
    edits = [edit for field in BUILT_FIELDS for edit in number_edits(projects, rng, 1, _maximum, (field,))]
    for number, (game, path, edited, what) in enumerate(edits):
        original = path.read_bytes()
        path.write_text(edited, encoding="utf-8")
        try:
            run = generator(projects[game], "build", "--game", game, "--only", "kit,quickref", "--paper", "a4",
                            "--no-images", "--out", str(projects[game] / "built"), seconds=BUILD_SECONDS)
        finally:
            path.write_bytes(original)
        if run.code not in (0, 1) or "Traceback" in run.err or "internal error" in run.out + run.err:
            failures.append(f"edit {number} ({what}) of {path.relative_to(projects[game])}: exit {run.code}: "
                            f"{(run.err or run.out).strip()[-300:]}")
    assert failures == [], f"{len(failures)} failure(s), seed {SEED}:\n" + "\n".join(failures)


PATTERNS = ["(a", "[z-a]", "a{2,1}", "(?P<x>a)(?P<x>b)", "a\\", "*a", "(?<", "a" * 1200, "^(a+)+$",
            "^(a|aa)+$", "(x+x+)+y", "^(\\w+\\s?)*$", "(a*)*b", "((a+)+)+!", "(?<=a+)b", "(.*a){20}"]
TEXT = "a" * 36 + "!"
# Where content holds a pattern: a text declaration's, a condition's matches, a text constraint's.
PATTERN_PLACES = [
    ("kingsburg", "province.yaml", "      power:\n        type: text\n", "      power:\n        type: text\n        pattern: {p}\n"),
    ("kingsburg", "deciding.yaml", "{id: only-if, label: Only if, type: text,", "{id: only-if, label: Only if, type: text, pattern: {p},"),
    ("rurik", "solo.yaml", 'item: {type: text, pattern: "[1-5][*]?"}', "item: {type: text, pattern: {p}}"),
    ("rurik", "game.yaml", 'where: {id: {matches: "solo-.+"}}', "where: {id: {matches: {p}}}"),
    ("kingsburg", "province.yaml", 'pattern: "([+-]\\\\d+) in battle"', "pattern: {p}"),
]


def _quoted(pattern: str) -> str:
    return "'" + pattern.replace("'", "''") + "'"


def pattern_edits(projects, rng: random.Random, count: int) -> list[tuple[str, Path, str, str]]:
    """``count`` edits, each putting a broken or backtracking pattern in one place, and in half of
    them every Kingsburg power (which the first place declares) set to 36 a's and a '!'."""
    edits = []
    for _ in range(count):
        game, name, old, new = rng.choice(PATTERN_PLACES)
        path = projects[game] / "content" / game / name
        text = path.read_text(encoding="utf-8")
        assert old in text, (name, old)
        pattern = rng.choice(PATTERNS)
        text = text.replace(old, new.replace("{p}", _quoted(pattern)), 1)
        if name == "province.yaml" and rng.random() < 0.5:
            text = re.sub(r'(?m)^(\s+power: ).*$', lambda m: m.group(1) + '"' + TEXT + '"', text)
        edits.append((game, path, text, f"{name}: pattern {pattern[:40]!r}"))
    return edits


@pytest.mark.slow
def test_broken_and_backtracking_patterns_end_in_findings_in_time(projects, capsys, monkeypatch):
    edits = pattern_edits(projects, random.Random(SEED), PATTERN_EDITS)
    failures = _run_edits(edits, projects, capsys, monkeypatch, timed=True)
    assert failures == [], f"{len(failures)} failure(s), seed {SEED}:\n" + "\n".join(failures[:40])
