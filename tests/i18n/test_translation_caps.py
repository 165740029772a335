"""Content translations are under the same cap as YAML text: a longer msgstr is a finding at its
place and is left out, so neither the checks nor the build spend time on it."""

from __future__ import annotations

import time

from generator.loading.yaml_reader import MAX_TEXT_CHARS
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, po_path, translate


def test_a_400_kb_translation_is_a_positioned_finding(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    path = po_path(root)
    text = path.read_text(encoding="utf-8")
    short = 'msgstr "Все корабли возвращаются в порт."'
    assert short in text
    path.write_text(text.replace(short, 'msgstr "' + "Шторм. " * 57_000 + '"'), encoding="utf-8")
    line = text[:text.index(short)].count("\n") + 1
    capsys.readouterr()
    started = time.perf_counter()
    assert cli(root, "validate", "--no-cache") == 1
    took = time.perf_counter() - started
    out = capsys.readouterr().out
    assert f"content/demo/locale/ru.po:{line}:9: error: ru: the translation of " in out
    assert f"has 399000 characters, over the {MAX_TEXT_CHARS}-character limit" in out
    assert "[translation-text-size]" in out
    assert took < 20, took
