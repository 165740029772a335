"""Seeded edits of the shipped content: whatever an edit does, ``validate`` answers with positioned
findings and exit 0 or 1, never a traceback or an internal error.

Each edit changes one file of one game (a line deleted, duplicated, moved or re-indented, a value
replaced by a hostile one, a character or bytes inserted, the file cut short), the game is
validated through the command line, and the file is put back. The seed and the edit are named in
every failure, so a failure can be replayed with ``edit_text``.
"""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest

from generator.cli.main import main

SEED = 20240613
EDITS = 200

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
        shutil.copytree(folder, root / "content" / folder.name)
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


def test_seeded_edits_of_the_shipped_content_end_in_positioned_findings(projects, capsys, monkeypatch):
    rng = random.Random(SEED)
    files = [(game, path) for game, root in projects.items()
             for path in sorted((root / "content").rglob("*.yaml"))]
    failures = []
    for number in range(EDITS):
        game, path = rng.choice(files)
        root = projects[game]
        original = path.read_bytes()
        edited, what = edit_text(original.decode("utf-8"), rng)
        path.write_bytes(edited if isinstance(edited, bytes) else edited.encode("utf-8"))
        monkeypatch.chdir(root)  # findings name files relative to the current folder
        try:
            code = main(["--project", str(root), "validate"])
        finally:
            path.write_bytes(original)
        out, err = capsys.readouterr()
        for problem in _problems(out, err, code, root):
            failures.append(f"edit {number} ({what}) of {path.relative_to(root)}: {problem}")
    assert failures == [], f"{len(failures)} failure(s), seed {SEED}:\n" + "\n".join(failures[:40])
