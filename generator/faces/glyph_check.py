"""Every character in the content can be printed with the embedded font."""

from functools import lru_cache

from generator.model.game.project import GameContent
from generator.model.game.walk import entities, field_names
from generator.faces.fonts import missing_glyphs
from generator.rules.registry import Finding, rule

# The answer for each text, kept across checks: a translated model and the next check in the
# language server ask again about mostly the same strings. The font is the tool's own, fixed.
_missing = lru_cache(maxsize=1 << 16)(missing_glyphs)


def _texts(entity):
    for name in field_names(entity):
        value = getattr(entity, name)
        if isinstance(value, str):
            yield name, value
        elif isinstance(value, list):
            yield from ((name, v) for v in value if isinstance(v, str))


@rule("font-glyph", per_language=True)
def font_glyph(game: GameContent):
    """Every character of the content's text has a glyph in the embedded font.

    Passes: ``title: Таблица стрельбы`` (Cyrillic is covered).
    Fails: ``title: 象棋`` (no CJK glyphs in the font).
    """
    found = [(entity, name, text) for entity in entities(game) for name, text in _texts(entity)]
    lacking = set(missing_glyphs("".join(text for _, _, text in found)))   # all the texts at once
    if not lacking:
        return
    for entity, name, text in found:
        if lacking.isdisjoint(text):
            continue
        missing = _missing(text)
        chars = ", ".join(f"'{c}' (U+{ord(c):04X})" for c in missing)
        yield Finding(f"no glyph in the embedded font for {chars}", entity.at(name))
