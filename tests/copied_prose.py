"""Copied prose: runs of consecutive words a content string shares with its game's rulebook.

The content states rules in the project's own words; facts, figures, names and short fixed
phrases carry over, sentences do not. Two measures, against the rulebook in a ``shared/rulebooks/``
folder beside the repository (or beside one of its parent folders):

- every run of ``MIN_RUN`` (12) or more consecutive words a string in ``content/<game>/`` shares
  with the rulebook: there must be none;
- the share of the game's prose words (words of strings of ``SHORT_RUN`` words or more, the only
  ones that can hold such a run) inside runs of ``SHORT_RUN`` (8) shared words: at most
  ``MAX_SHORT_SHARE`` (3%) for each game. A short run is often a fixed phrase or a name; many of
  them mean sentences that keep the rulebook's structure with a few words swapped.

    python tests/copied_prose.py [GAME ...]          # runs of 12 and the 8-word share per game
    python tests/copied_prose.py --short [GAME ...]  # also lists every run of 8
"""

from __future__ import annotations

import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MIN_RUN = 12
SHORT_RUN = 8
MAX_SHORT_SHARE = 0.03
RULEBOOK_OF = {
    "kingsburg": "kingsburg.txt",
    "rurik": "rurik-dawn-of-kiev.txt",
    "ruthenia": "ruthenia.txt",
    "time-of-troubles": "time-of-troubles-1605-1612.txt",
}


def _rulebooks_folder() -> Path:
    """``shared/rulebooks`` beside the repository or beside the nearest parent folder holding one."""
    for folder in ROOT.parents:
        if (folder / "shared" / "rulebooks").is_dir():
            return folder / "shared" / "rulebooks"
    return ROOT.parent / "shared" / "rulebooks"


RULEBOOKS = _rulebooks_folder()
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


@dataclass(frozen=True)
class ShortRunShare:
    """How much of a game's prose lies inside runs of ``SHORT_RUN`` words shared with its rulebook."""

    game: str
    prose_words: int
    runs: tuple[CopiedRun, ...]

    @property
    def copied_words(self) -> int:
        return sum(r.words for r in self.runs)

    @property
    def share(self) -> float:
        return self.copied_words / self.prose_words if self.prose_words else 0.0

    def __str__(self) -> str:
        return (f"{self.game}: {self.copied_words} of {self.prose_words} prose words "
                f"({100 * self.share:.2f}%) in {len(self.runs)} run(s) of {SHORT_RUN} or more "
                f"shared words (at most {100 * MAX_SHORT_SHARE:.0f}%)")


def rulebook_words(game: str) -> list[str]:
    return words((RULEBOOKS / RULEBOOK_OF[game]).read_text(encoding="utf-8"))


def _runs_in(game: str, n: int) -> tuple[int, list[CopiedRun]]:
    """(prose words, runs of ``n`` or more words shared with the rulebook) of a game's content."""
    book = ngrams(rulebook_words(game), n)
    prose = 0
    found = []
    for path, line, text in content_strings(ROOT / "content" / game):
        tokens = words(text)
        if len(tokens) >= SHORT_RUN:
            prose += len(tokens)
        for start, length in copied_runs(tokens, book, n):
            found.append(CopiedRun(path, line, length, " ".join(tokens[start:start + length])))
    return prose, found


def check_game(game: str) -> list[CopiedRun]:
    """Every run of ``MIN_RUN`` or more words in one game's content shared with its rulebook."""
    return _runs_in(game, MIN_RUN)[1]


def short_run_share(game: str) -> ShortRunShare:
    """The game's prose words and its runs of ``SHORT_RUN`` or more words shared with the rulebook."""
    prose, runs = _runs_in(game, SHORT_RUN)
    return ShortRunShare(game, prose, tuple(runs))


def main(argv: list[str]) -> int:
    list_short = "--short" in argv
    games = [a for a in argv if a != "--short"] or sorted(RULEBOOK_OF)
    failed = False
    for game in games:
        runs = check_game(game)
        for run in runs:
            print(run)
        share = short_run_share(game)
        if list_short:
            for run in share.runs:
                print(run)
        print(f"{game}: {len(runs)} run(s) of {MIN_RUN} or more words; {share}", file=sys.stderr)
        failed = failed or bool(runs) or share.share > MAX_SHORT_SHARE
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
