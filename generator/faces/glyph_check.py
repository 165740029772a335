"""Every character in the content can be printed with the embedded font."""

import dataclasses

from generator.model.project import GameContent
from generator.model.walk import entities
from generator.faces.fonts import missing_glyphs
from generator.rules.registry import Finding, rule


def _texts(entity):
    for f in dataclasses.fields(entity):
        value = getattr(entity, f.name)
        if isinstance(value, str):
            yield f.name, value
        elif isinstance(value, list):
            yield from ((f.name, v) for v in value if isinstance(v, str))


@rule("font-glyph")
def font_glyph(game: GameContent):
    """Every character of the content's text has a glyph in the embedded font.

    Passes: ``title: Таблица стрельбы`` (Cyrillic is covered).
    Fails: ``title: 象棋`` (no CJK glyphs in the font).
    """
    for entity in entities(game):
        for name, text in _texts(entity):
            missing = missing_glyphs(text)
            if missing:
                chars = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing)
                yield Finding(f"no glyph in the embedded font for {chars}", entity.at(name))
