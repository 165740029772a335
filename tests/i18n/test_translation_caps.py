"""Content translations are under the same cap as YAML text: a longer msgstr is a finding at its
place and is left out, so neither the checks nor the build spend time on it."""

from __future__ import annotations

import time

from generator.loading.yaml_values import MAX_TEXT_CHARS
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, po_path, translate


SHORT = 'msgstr "Все корабли возвращаются в порт."'


def with_long_translation(tmp_path):
    """A project translated to Russian, and a function writing its storm card's text at a length:
    it gives the line of that msgstr."""
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    text = po_path(root).read_text(encoding="utf-8")
    assert SHORT in text

    def write(size: int, letters: str = "Шторм. ") -> int:
        long = (letters * (size // len(letters) + 1))[:size]
        po_path(root).write_text(text.replace(SHORT, f'msgstr "{long}"'), encoding="utf-8")
        return text[:text.index(SHORT)].count("\n") + 1

    return root, write


def test_a_400_kb_translation_is_a_positioned_finding(tmp_path, capsys):
    root, write = with_long_translation(tmp_path)
    line = write(399_000)
    capsys.readouterr()
    started = time.perf_counter()
    assert cli(root, "validate", "--no-cache") == 1
    took = time.perf_counter() - started
    out = capsys.readouterr().out
    assert f"content/demo/locale/ru.po:{line}:9: error: ru: the translation of " in out
    assert f"has 399000 characters, over the {MAX_TEXT_CHARS}-character limit" in out
    assert "[translation-text-size]" in out
    assert took < 20, took
