"""Copied prose: runs of consecutive words a content string shares with its game's rulebook.

The content states rules in the project's own words; facts, figures, names and short fixed
phrases carry over, sentences do not. This finds every run of ``MIN_RUN`` or more consecutive
words that a string in ``content/<game>/`` shares with the rulebook in ``../shared/rulebooks/``.

    python tests/copied_prose.py [GAME ...]      # prints file:line: N words: "..." and a summary
"""

from __future__ import annotations

import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
MIN_RUN = 12
RULEBOOK_OF = {
    "kingsburg": "kingsburg.txt",
    "rurik": "rurik-dawn-of-kiev.txt",
    "ruthenia": "ruthenia.txt",
    "time-of-troubles": "time-of-troubles-1605-1612.txt",
}
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


@dataclass(frozen=True)
class CopiedRun:
    path: str
    line: int
    words: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.words} words shared with the rulebook: \"{self.text}\""


def words(text: str) -> list[str]:
    """Lower-case words, with apostrophes and accents folded, punctuation and markup dropped."""
    folded = unicodedata.normalize("NFKD", text.replace("’", "'")).lower()
    return WORD.findall("".join(c for c in folded if not unicodedata.combining(c)))


def ngrams(tokens: list[str], n: int = MIN_RUN) -> set[tuple[str, ...]]:
    return {tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)}


def copied_runs(tokens: list[str], book: set[tuple[str, ...]], n: int = MIN_RUN) -> list[tuple[int, int]]:
    """(start, length) of each maximal run of ``tokens`` covered by n-grams found in ``book``."""
    runs: list[tuple[int, int]] = []
    for i in range(len(tokens) - n + 1):
        if tuple(tokens[i:i + n]) not in book:
            continue
        if runs and runs[-1][0] + runs[-1][1] >= i + n - 1:
            start = runs[-1][0]
            runs[-1] = (start, i + n - start)
        else:
            runs.append((i, n))
    return runs


def content_strings(game_folder: Path):
    """(shown path, line, text) of every string value in a game's YAML files."""
    sys.path.insert(0, str(ROOT))
    from generator.loading.yaml_reader import read_yaml_file

    for path in sorted(game_folder.rglob("*.y*ml")):
        shown = path.relative_to(ROOT).as_posix()
        yield from _strings(read_yaml_file(path, shown).data, None)


def _strings(value, pos):
    if isinstance(value, str):
        if pos is not None:
            yield pos.path, pos.line, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, value.at(key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, value.at(index))


def check_game(game: str) -> list[CopiedRun]:
    """Every copied run in one game's content."""
    book = ngrams(words((RULEBOOKS / RULEBOOK_OF[game]).read_text(encoding="utf-8")))
    found = []
    for path, line, text in content_strings(ROOT / "content" / game):
        tokens = words(text)
        for start, length in copied_runs(tokens, book):
            found.append(CopiedRun(path, line, length, " ".join(tokens[start:start + length])))
    return found


def main(argv: list[str]) -> int:
    games = argv or sorted(RULEBOOK_OF)
    total = 0
    for game in games:
        runs = check_game(game)
        for run in runs:
            print(run)
        copied = sum(r.words for r in runs)
        print(f"{game}: {len(runs)} copied run(s), {copied} words, longest "
              f"{max((r.words for r in runs), default=0)}", file=sys.stderr)
        total += len(runs)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
