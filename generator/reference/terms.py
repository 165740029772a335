"""Glossary terms found in running text: the words that name a term, and the first mention linked.

A term is found by its name ("Claim track"), the name without a bracketed part ("Administrative
resource" of "Administrative resource (AR)"), and the bracketed part when it is a name of its own
("AR", "Turn record track"); a plural or singular form of a word matches too. Short upper-case
names ("LG") match only in upper case; the rest in any case.
"""

from __future__ import annotations

from collections.abc import Sequence

import re
from dataclasses import dataclass, field
from functools import lru_cache

from generator.model.game import entities as e

_BRACKET = re.compile(r"\s*\(([^()]*)\)\s*")


def _names(term: e.Term) -> list[str]:
    """The names a term is written by in running text."""
    names = [term.term]
    outer = _BRACKET.sub(" ", term.term).strip()
    if outer and outer != term.term:
        names.append(outer)
    names += [inner.strip() for inner in _BRACKET.findall(term.term) if len(inner.strip()) > 1]
    names += [term.local_term] if term.local_term else []
    singular = [n[:-1] for n in names if n.endswith("s") and not n.endswith("ss") and len(n) > 4]
    return [n for n in dict.fromkeys(names + singular) if n and n.strip('"\'') == n]


_WORD = re.compile(r"[\w\"'+]+(?:-[\w]+)*")


@lru_cache(maxsize=8192)
def _forms(word: str) -> frozenset[str]:
    """The word folded, and its singular forms: 'armies' -> {'armies', 'armie', 'armi', 'army'}."""
    folded = word.casefold()
    forms = {folded}
    if folded.endswith("s"):
        forms |= {folded[:-1], folded[:-2] if folded.endswith("es") else folded[:-1]}
    if folded.endswith("ies"):
        forms.add(folded[:-3] + "y")
    return frozenset(forms)


def _key(word: str) -> str:
    return word.casefold()


@dataclass
class TermMatcher:
    """Every term of a game, found in text word by word (linear in the text's length)."""

    # first word (folded) -> [(the name's words, folded; case-sensitive; term ID; anchor)], longest first
    starts: dict[str, list[tuple[tuple[str, ...], bool, str, str]]] = field(default_factory=dict)

    def found(self, text: str):
        """(start, end, term ID, anchor) of every mention in ``text``, left to right, never overlapping."""
        words = list(_WORD.finditer(text))
        i = 0
        while i < len(words):
            hit = self._at(words, i)
            if hit is None:
                i += 1
                continue
            length, ident, anchor = hit
            yield words[i].start(), words[i + length - 1].end(), ident, anchor
            i += length

    def _at(self, words, i: int):
        forms = _forms(words[i].group(0))
        if not any(key in self.starts for key in forms):
            return None
        for key in forms:
            for names, exact, ident, anchor in self.starts.get(key, ()):
                if self._matches(words, i, names, exact):
                    return len(names), ident, anchor
        return None

    @staticmethod
    def _matches(words, i: int, names: tuple[str, ...], exact: bool) -> bool:
        if i + len(names) > len(words):
            return False
        for k, name in enumerate(names):
            word = words[i + k].group(0)
            if exact:
                if word != name:
                    return False
                continue
            if name not in (_forms(word) if k in (0, len(names) - 1) else {word.casefold()}):
                return False
        return True

    def mentions(self, text: str) -> list[str]:
        """The IDs of the terms ``text`` mentions, in order of first mention."""
        return list(dict.fromkeys(ident for _, _, ident, _ in self.found(text)))


def term_matcher(glossary: Sequence[e.Term], anchor_of) -> TermMatcher:
    """A matcher for ``glossary``: a term's own name wins over another's alias, then the first term."""
    matcher = TermMatcher()
    taken: set[str] = set()
    named = [(term, name) for term in glossary for name in _names(term)[:1]]  # own names win over aliases
    named += [(term, name) for term in glossary for name in _names(term)[1:]]
    for term, name in named:
        words = tuple(_WORD.findall(name))
        if not words or name.casefold() in taken:
            continue
        taken.add(name.casefold())
        exact = name.isupper() and len(name) <= 4
        entry = (words if exact else tuple(w.casefold() for w in words), exact, term.id, anchor_of(term))
        matcher.starts.setdefault(_key(words[0]), []).append(entry)
    for entries in matcher.starts.values():
        entries.sort(key=lambda item: -len(item[0]))
    return matcher
