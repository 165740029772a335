"""A translated game's attribute headings find their translation in the project's tool wording.

Headings of declared attributes ('Legitimacy' for ``legitimacy``) are looked up in the tool's
wording by their English text, so a project translates them in ``locale/generator/<lang>.po``
(docs/translations.md). A msgid with a typo, or a translation emptied, leaves the heading in
English in that language's build with nothing said; this rule says so at the PO line.
"""

from __future__ import annotations

import difflib
import io
from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Position, Severity
from generator.faces.values import humanize
from generator.model.game.project import GameContent
from generator.model.wording import PROJECT_LOCALE, TEMPLATE, wording_for
from generator.reference.fragments import key_label
from generator.rules.registry import Finding, rule

DECLARING = (("decks", "card_attributes"), ("boards", "space_attributes"), ("sheets", "token_attributes"),
             ("tracks", "space_attributes"), ("tracks", "threshold_attributes"))
CLOSE = 0.8   # how alike a msgid and a heading are for the one to be a typo of the other


def headings(game: GameContent) -> set[str]:
    """The English headings of the game's declared attributes, as the kit and the reference write them."""
    names = {name for section, field in DECLARING for container in getattr(game, section)
             for name in getattr(container, field, {})}
    return {label(name) for name in names for label in (humanize, key_label)}


@lru_cache(maxsize=1)
def _tool_ids() -> frozenset[str]:
    from babel.messages.pofile import read_po

    with TEMPLATE.open("rb") as template:
        return frozenset(m.id for m in read_po(template) if isinstance(m.id, str) and m.id)


def _labels(path: Path, shown: str) -> dict[str, tuple[str, bool, Position]]:
    """The project file's labels (messages that are not the tool's own): msgid -> (msgstr, fuzzy,
    where); none when the file cannot be read (tool-translation-file reports it)."""
    from babel.messages.pofile import read_po

    try:
        catalog = read_po(io.BytesIO(path.read_bytes()), abort_invalid=True, charset="utf-8")
    except Exception:   # any unreadable file: reported by tool-translation-file
        return {}
    return {m.id: (str(m.string or ""), m.fuzzy, Position(shown, m.lineno or 1, 1)) for m in catalog
            if isinstance(m.id, str) and m.id and m.id not in _tool_ids()}


@rule("label-translation", Severity.WARNING)
def label_translation(game: GameContent):
    """In each language the game is translated to, a heading the project's
    ``locale/generator/<lang>.po`` lists has a translation in use, and no msgid there is a near
    miss of a heading left untranslated.

    Passes: ``msgid "Legitimacy"`` / ``msgstr "Легитимность"``. Fails (warning): ``msgstr ""`` for
    it, or ``msgid "Legitimcy"`` (the heading prints in English).
    """
    root = game.root
    shown = headings(game)
    for lang in sorted(game.translations):
        path = root / PROJECT_LOCALE / f"{lang}.po"
        if not path.is_file():
            continue
        labels = _labels(path, f"{PROJECT_LOCALE.as_posix()}/{lang}.po")
        words = wording_for(lang, root)
        untranslated = sorted(h for h in shown if words.gettext(h) == h)
        for msgid, (msgstr, fuzzy, at) in sorted(labels.items()):
            if msgid in shown and (not msgstr.strip() or fuzzy):
                yield Finding(f"{lang}: the heading '{msgid}' has no translation in use ("
                              f"{'fuzzy' if fuzzy else 'empty'}), so the '{lang}' build prints it in English", at)
            elif msgid not in shown:
                close = difflib.get_close_matches(msgid, untranslated, n=1, cutoff=CLOSE)
                if close:
                    yield Finding(f"{lang}: '{msgid}' is no heading of {game.title}; did you mean '{close[0]}'? "
                                  f"That heading has no translation, so the '{lang}' build prints it in English", at)
