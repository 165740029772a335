"""A local name the translation has made redundant. An entry whose translated title already says
the words of its local title (``local_title: "Соглядатаи"`` translated as «Соглядатаи», or a
marker's local name «Осада» in «Маркер «Осада»») would print them twice, so the translated model
keeps the title alone. A local name with other words (an abbreviation, another form) stays."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


# Each field players read, with the field that holds its local-language form.
PAIRS = (("title", "local_title"), ("name", "local_name"), ("label", "local_label"), ("term", "local_term"))
WORD = re.compile(r"\w+")


def repeated_local_names(entity, changed: dict) -> dict[str, None]:
    """Each local name of ``entity`` whose words its translated field (in ``changed``, else its
    own) already says, as cleared."""
    out: dict[str, None] = {}
    for shown, local in PAIRS:
        text, local_text = changed.get(shown, getattr(entity, shown, None)), getattr(entity, local, None)
        if isinstance(text, str) and isinstance(local_text, str) and says_already(text, local_text):
            out[local] = None
    return out


@lru_cache(maxsize=1 << 14)   # every check of a translation asks again about the same pairs
def says_already(text: str, local: str) -> bool:
    """Whether ``text`` holds the words of ``local`` in a row, case, punctuation and accents aside
    (Russian ``ё`` and ``е`` alike, as print often writes one for the other)."""
    words, wanted = _words(text), _words(local)
    if not wanted:
        return False
    return any(words[i:i + len(wanted)] == wanted for i in range(len(words) - len(wanted) + 1))


def _words(text: str) -> list[str]:
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return WORD.findall("".join(c for c in decomposed if not unicodedata.combining(c)))
