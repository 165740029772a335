"""The meaning kept in a rewrite: a rewritten rule against the rulebook sentence it restates.

A rewrite in the project's own words may change every word but must keep the rule: its numbers,
its negations, its conditions ("if", "unless", "except", "only") and its modality ("may" against
"must"). ``differences`` compares the two texts on those marks and says what one has and the
other lacks; synonyms count as the same mark ("when" as "if", "can" as "may", "cannot" as
"may not"). Section numbers such as "(6.4.1.6.)" and "Table 3.11." are references, not values,
and are left out.

``tests/rewritten_rules.yaml`` pairs rewritten rules with their rulebook lines;
``tests/test_meaning_kept.py`` compares every pair. A difference that is no change of meaning
(an imperative in place of "must") is accepted there by name, with the reason.

    python tests/meaning_check.py [GAME ...]      # prints each pair's differences
    python tests/meaning_check.py --propose REV GAME   # pairs for the texts changed since REV

``--propose`` lists every text of the game's content that differs from git revision REV, with the
rulebook lines that share the most 4-word runs with its old wording, as entries to review and add
to the pairs file.
"""

from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.copied_prose import RULEBOOK_OF, RULEBOOKS, ROOT

PAIRS = Path(__file__).resolve().parent / "rewritten_rules.yaml"

NUMBER_WORDS = {
    "zero": 0, "one": 1, "once": 1, "single": 1, "two": 2, "twice": 2, "both": 2, "three": 3,
    "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
    "twelve": 12, "fifteen": 15, "twenty": 20, "first": 1, "second": 2, "third": 3, "fourth": 4,
}
# Each mark: the phrases (whole words, lower case) that state it. Longer phrases are matched first
# and their words taken out, so "may not" is never also "may".
MARKS: dict[str, tuple[str, ...]] = {
    "may not": ("may not", "cannot", "can not", "must not", "is not allowed",
                "are not allowed", "not allowed", "impossible", "not possible"),
    "must": ("must", "has to", "have to", "shall", "is required", "are required", "needs to",
             "need to", "is obliged", "are obliged"),
    "may": ("may", "can", "could", "might", "is allowed", "are allowed", "optionally", "optional",
            "possible"),
    "unless": ("unless",),
    "except": ("except", "excepting", "other than", "apart from", "but not", "excluding", "save for"),
    "only": ("only", "solely", "exclusively"),
    "if": ("if", "when", "whenever", "provided", "in case"),
    "not": ("not", "no", "none", "nothing", "nobody", "nowhere", "never", "without", "nor",
            "neither"),
}
# Section references ("6.4.1.6.", "Table 3.11.") and list enumerators ("1." opening a line, "2)").
_REFERENCE = re.compile(r"\(?\b(?:Table\s+)?\d+(?:\.\d+)+\.?\)?|^\s*\d+\.\s|\b\d+\)",
                        re.IGNORECASE | re.MULTILINE)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+(?:[.,]\d+)?")


@dataclass(frozen=True)
class Marks:
    """What a text states on the marks of meaning."""

    numbers: frozenset[float]
    marks: frozenset[str]


def _phrases() -> list[tuple[tuple[str, ...], str]]:
    found = [(tuple(p.replace("n't", " n't").split()), mark) for mark, ps in MARKS.items() for p in ps]
    return sorted(found, key=lambda item: -len(item[0]))


PHRASES = _phrases()


def tokens(text: str) -> list[str]:
    """Lower-case words and numbers, references and enumerators left out, "n't" spelled "not"."""
    text = _REFERENCE.sub(" ", text.replace("’", "'")).lower()
    text = re.sub(r"\bcan't\b", "cannot", text).replace("won't", "will not")
    return _WORD.findall(re.sub(r"(\w)n't\b", r"\1 not", text))


def marks(text: str) -> Marks:
    """The numbers and the marks of condition, negation and modality a text states."""
    words = tokens(text)
    numbers = {float(w.replace(",", ".")) for w in words if w[0].isdigit()}
    numbers |= {float(NUMBER_WORDS[w]) for w in words if w in NUMBER_WORDS}
    found: set[str] = set()
    taken = [False] * len(words)
    for phrase, mark in PHRASES:
        n = len(phrase)
        for i in range(len(words) - n + 1):
            if not any(taken[i:i + n]) and tuple(words[i:i + n]) == phrase:
                found.add(mark)
                taken[i:i + n] = [True] * n
    return Marks(frozenset(numbers), frozenset(found))


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def differences(rewrite: str, rulebook: str) -> list[str]:
    """What the two texts state differently, e.g. ``number 2 only in the rulebook``, sorted."""
    ours, theirs = marks(rewrite), marks(rulebook)
    found = [f"number {_number(n)} only in the rulebook" for n in theirs.numbers - ours.numbers]
    found += [f"number {_number(n)} only in the rewrite" for n in ours.numbers - theirs.numbers]
    found += [f"'{m}' only in the rulebook" for m in theirs.marks - ours.marks]
    found += [f"'{m}' only in the rewrite" for m in ours.marks - theirs.marks]
    return sorted(found)


@dataclass(frozen=True)
class Pair:
    """A rewritten rule's text and the rulebook lines it restates."""

    game: str
    file: str
    id: str
    field: str
    lines: tuple[int, ...]
    accepted: dict[str, str]

    @property
    def name(self) -> str:
        return f"{self.game} {self.file} {self.id}.{self.field}"


def load_pairs(path: Path = PAIRS) -> list[Pair]:
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return [Pair(game, p["file"], p["id"], p["field"], tuple(_line_numbers(p["lines"])),
                 dict(p.get("accepted") or {}))
            for game, pairs in data.items() for p in pairs]


def _line_numbers(spec) -> list[int]:
    """``[562]``, ``[293, 301]`` or ``["240-242"]``: the rulebook's line numbers, 1-based."""
    found: list[int] = []
    for item in spec:
        first, _, last = str(item).partition("-")
        found.extend(range(int(first), int(last or first) + 1))
    return found


@functools.cache
def _rulebook_lines(game: str) -> tuple[str, ...]:
    return tuple((RULEBOOKS / RULEBOOK_OF[game]).read_text(encoding="utf-8").splitlines())


@functools.cache
def _content_file(path: Path):
    import yaml

    return yaml.safe_load(path.read_text(encoding="utf-8"))


def rulebook_text(pair: Pair) -> str:
    lines = _rulebook_lines(pair.game)
    return "\n".join(lines[n - 1] for n in pair.lines)


def content_text(pair: Pair) -> str:
    """The field (a dotted path, list items by index: ``cells.3``) of the entry whose ``id`` (or,
    for a table row, ``label``) is the pair's, in the pair's content file."""
    value = _find_entry(_content_file(ROOT / "content" / pair.game / pair.file), pair.id)
    for step in pair.field.split("."):
        if isinstance(value, dict):
            value = value.get(step)
        elif isinstance(value, list) and step.isdigit() and int(step) < len(value):
            value = value[int(step)]
        else:
            value = None
    if not isinstance(value, str):
        raise LookupError(f"{pair.name}: no entry with that ID and a text in that field")
    return value


def _find_entry(value, wanted: str):
    if isinstance(value, dict):
        if wanted in (value.get("id"), value.get("label")):
            return value
        value = list(value.values())
    if isinstance(value, list):
        for item in value:
            found = _find_entry(item, wanted)
            if found is not None:
                return found
    return None


def unexplained(pair: Pair) -> list[str]:
    """The pair's differences that its ``accepted`` list does not explain."""
    return [d for d in differences(content_text(pair), rulebook_text(pair)) if d not in pair.accepted]


def changed_texts(game: str, revision: str):
    """(file, entry ID or label, field path, old text, new text) of each text changed since
    ``revision`` (sources left out)."""
    import subprocess
    import yaml

    for path in sorted((ROOT / "content" / game).glob("*.yaml")):
        shown = path.relative_to(ROOT).as_posix()
        old = subprocess.run(["git", "show", f"{revision}:{shown}"], cwd=ROOT, capture_output=True,
                             text=True, check=False).stdout
        if old:
            new = yaml.safe_load(path.read_text(encoding="utf-8"))
            for key, field, before, after in _diff(yaml.safe_load(old), new, None, []):
                yield path.name, key, ".".join(field), before, after


def _diff(old, new, key, field):
    if isinstance(old, str) and isinstance(new, str):
        if old != new and key is not None and "source" not in field:
            yield key, field, old, new
    elif isinstance(old, dict) and isinstance(new, dict):
        own = new.get("id") or new.get("label")
        key, field = (own, []) if isinstance(own, str) else (key, field)
        for name in old.keys() & new.keys():
            yield from _diff(old[name], new[name], key, [*field, str(name)])
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for index, (a, b) in enumerate(zip(old, new)):
            yield from _diff(a, b, key, [*field, str(index)])


def nearest_lines(game: str, text: str) -> list[int]:
    """The rulebook lines sharing the most 4-word runs with ``text``."""
    from tests.copied_prose import ngrams, words

    lines = (RULEBOOKS / RULEBOOK_OF[game]).read_text(encoding="utf-8").splitlines()
    wanted = ngrams(words(text), 4)
    scores = [len(wanted & ngrams(words(line), 4)) for line in lines]
    best = max(scores, default=0)
    if not best:
        return []
    top = scores.index(best)
    return [n + 1 for n, score in enumerate(scores)
            if abs(n - top) <= 3 and score >= max(1, best // 2)]


def propose(revision: str, game: str) -> None:
    for file, key, field, before, _ in changed_texts(game, revision):
        print(f"  - {{file: {file}, id: {key}, field: {field}, lines: {nearest_lines(game, before)}}}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--propose"] and len(argv) == 3:
        propose(argv[1], argv[2])
        return 0
    pairs = [p for p in load_pairs() if not argv or p.game in argv]
    failed = 0
    for pair in pairs:
        left = unexplained(pair)
        failed += bool(left)
        print(f"{pair.name} (L{', L'.join(map(str, pair.lines))}): " + ("; ".join(left) or "kept"))
    print(f"{len(pairs)} pair(s) compared, {failed} with unexplained differences", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
