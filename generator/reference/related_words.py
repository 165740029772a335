"""Words players use for what the rules say in other words ("tie" for "equal", "cost" for "pay"),
so the search finds a rule that never writes the word asked for.

Each entry of the search index gets, beside its text, the other words of every group one of its
words belongs to. The groups are the tool's own list of rules-English (and Russian) synonyms below,
and, from each game's glossary, a term's name, its short form in brackets and its local name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from generator.model.game import entities as e

# Words that stand for one another in rules text; each group is matched by word start, so a
# group's word also finds its inflected forms ("equal" in "equals", "равн" in "равные").
GROUPS: tuple[tuple[str, ...], ...] = (
    ("tie", "equal", "draw", "same total"),
    ("cost", "pay", "price", "spend"),
    ("lose", "lost", "loss", "destroy"),
    ("win", "winner", "victory"),
    ("troop", "army", "soldier"),
    ("dice", "die", "roll"),
    ("ability", "power"),
    ("ничья", "равн"),
    ("стоимость", "цена", "плат"),
    ("бой", "битв", "сражен"),
    ("войск", "арми", "отряд"),
    ("осад", "штурм"),
)

_WORD = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*", re.UNICODE)
_BRACKETED = re.compile(r"\s*\(([^()]+)\)\s*")


def words_of(text: str) -> list[str]:
    """The words of a text, in lower case, ё as е."""
    return [w.lower().replace("ё", "е") for w in _WORD.findall(text)]


def glossary_groups(terms: Iterable[e.Term]) -> list[tuple[str, ...]]:
    """Each term's name, the name without its bracketed part, the bracketed part and its local
    name: "LG (legitimacy)" / "Легитимность" gives ("lg", "legitimacy", "легитимность")."""
    groups = []
    for term in terms:
        bracket = _BRACKETED.search(term.term)
        names = [_BRACKETED.sub(" ", term.term).strip()] + ([bracket.group(1)] if bracket else [])
        names += [term.local_term] if term.local_term else []
        group = tuple(dict.fromkeys(" ".join(words_of(n)) for n in names if words_of(n)))
        if len(group) > 1:
            groups.append(group)
    return groups


def _has(words: list[str], joined: str, member: str) -> bool:
    """A one-word member matches a word it starts (up to three letters more); a phrase, the text."""
    if " " in member:
        return f" {member}" in joined
    return any(w.startswith(member) and len(w) <= len(member) + 3 for w in words)


def related(text: str, groups: Iterable[tuple[str, ...]]) -> str:
    """The words of every group the text has a word of, less the ones it has: what to index
    beside the text so a search in other words finds it."""
    words = words_of(text)
    joined = " " + " ".join(words)
    out: list[str] = []
    for group in groups:
        found = [m for m in group if _has(words, joined, m)]
        if found:
            out += [m for m in group if m not in found and m not in out]
    return " ".join(out)
