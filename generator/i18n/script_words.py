"""The reference's script words in one language: ``assets/words.js``, which sets
``window.REFERENCE_WORDS`` (translations of the messages the site's JavaScript asks for, by their
English text) and ``window.REFERENCE_PLURAL`` (the language's plural rule, its gettext
expression). English needs no such file: the scripts fall back to their own words.
"""

from __future__ import annotations

import json
from functools import lru_cache

from babel.messages.pofile import read_po

from generator.model.wording import TEMPLATE, Wording

NAME = "words.js"


@lru_cache(maxsize=1)
def script_messages() -> tuple[tuple[str, str | None], ...]:
    """(msgid, plural msgid or None) of every message the template places in a .js file."""
    with TEMPLATE.open("rb") as handle:
        catalog = read_po(handle)
    out: list[tuple[str, str | None]] = []
    for message in catalog:
        if message.id and any(path.endswith(".js") for path, _ in message.locations):
            if isinstance(message.id, (tuple, list)):
                out.append((str(message.id[0]), str(message.id[1])))
            else:
                out.append((str(message.id), None))
    return tuple(out)


def words_script(wording: Wording) -> str:
    """The script for ``wording``: its translations of the scripts' messages, and its plural rule."""
    words: dict[str, object] = {}
    for msgid, plural in script_messages():
        if msgid not in wording.messages:
            continue          # the script's own English
        if plural is None:
            words[msgid] = wording.gettext(msgid)
        else:
            words[msgid] = [wording.ngettext(msgid, plural, n) for n in _samples(wording)]
    rule = wording.plural_expression or "n != 1"
    return ("/* The reference's words in this language (written by boardgame-generator). */\n"
            f"window.REFERENCE_WORDS = {json.dumps(words, ensure_ascii=False, sort_keys=True)};\n"
            f"window.REFERENCE_PLURAL = function (n) {{ return Number({rule}); }};\n")


def _samples(wording: Wording) -> list[int]:
    """For each plural form of the language in order, the smallest count that takes it."""
    found: dict[int, int] = {}
    for n in range(200):
        found.setdefault(wording.plural(n), n)
    return [found[i] for i in sorted(found)]
