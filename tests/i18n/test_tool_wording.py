"""The tool's own wording as a gettext domain: the Russian kit, quick reference and reference carry
it; English stays as it was; a project overrides or adds a language; what is missing, fuzzy or
broken is reported at the .po file's line."""

from __future__ import annotations

import json
import re

from babel.messages.pofile import read_po

from generator.i18n.tool_checks import PLACEHOLDER, template_ids
from generator.i18n.tool_template import stale_files
from generator.model.wording import PACKAGE_LOCALE, wording_for
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, translate
from tests.kit.pdf_reading import text_of


def _squashed(text: str) -> str:
    return " ".join(text.split())


def _built(tmp_path, *extra: str):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    assert cli(root, "build", "--lang", "ru", "--paper", "a4", *extra) == 0
    return root, root / "output"


def test_the_template_is_current_and_the_shipped_russian_is_complete():
    assert stale_files() == [], "run: python -m generator.i18n.tool_template"
    with (PACKAGE_LOCALE / "ru.po").open("rb") as handle:
        catalog = read_po(handle)
    messages = [m for m in catalog if m.id]
    assert {str(m.id[0]) if isinstance(m.id, tuple) else m.id for m in messages} == set(template_ids())
    for m in messages:
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(forms) and not m.fuzzy, m.id
        source = m.id[1] if isinstance(m.id, tuple) else m.id
        for form in forms:
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), m.id


def test_the_russian_kit_quickref_and_reference_carry_the_tool_wording(tmp_path):
    _root, out = _built(tmp_path)
    kit = _squashed(text_of(out / "ru/demo/demo-kit-a4.pdf"))
    for russian in ("Комплект для печати", "Можно ли играть с этим комплектом?", "Как печатать",
                    "Что нужно для игры", "Источники и достоверность", "Огни гавани · с. 2"):
        assert russian in kit, russian
    for english in ("How to print", "What the game needs", "Print-and-play kit"):
        assert english not in kit
    english_kit = _squashed(text_of(out / "demo/demo-kit-a4.pdf"))
    assert "How to print" in english_kit and "Как печатать" not in english_kit
    quickref = _squashed(text_of(out / "ru/demo/demo-quickref-a4.pdf"))
    assert "Версия и источники" in quickref and "Version and sources" not in quickref
    html = (out / "ru/html/demo.html").read_text(encoding="utf-8")
    for russian in ("Содержание", "Источники и неизвестное", "Поиск по правилам, картам, таблицам и словарю",
                    "К содержанию", "<dt>Цена</dt>", "2 карты, стандартный (63 × 88 мм)"):
        assert russian in html, russian
    assert "Skip to content" not in html and 'src="assets/words.js"' in html
    words = (out / "ru/html/assets/words.js").read_text(encoding="utf-8")
    found = json.loads(re.search(r"REFERENCE_WORDS = (\{.*\});", words).group(1))
    assert found["Fold"] == "Свернуть" and len(found["{count} result for “{query}”"]) == 3
    english = (out / "html/demo.html").read_text(encoding="utf-8")
    assert "Skip to content" in english and "words.js" not in english
    assert not (out / "html/assets/words.js").exists()


def test_english_output_is_the_same_whether_or_not_a_language_is_built(tmp_path):
    alone = demo_project(tmp_path / "alone")
    translate(alone, RUSSIAN)
    assert cli(alone, "build", "--paper", "a4") == 0
    _, out = _built(tmp_path / "both")
    for name in ("demo/demo-kit-a4.pdf", "demo/demo-quickref-a4.pdf", "demo/demo-components.pdf",
                 "html/demo.html", "html/index.html", "demo/cards/harbour/storm.png"):
        assert (alone / "output" / name).read_bytes() == (out / name).read_bytes(), name


def test_a_project_overrides_the_shipped_wording(tmp_path):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    own = root / "locale/generator"
    own.mkdir(parents=True)
    (own / "ru.po").write_text('msgid "How to print"\nmsgstr "Печать комплекта"\n', encoding="utf-8")
    assert cli(root, "build", "--lang", "ru", "--paper", "a4", "--only", "kit") == 0
    kit = _squashed(text_of(root / "output/ru/demo/demo-kit-a4.pdf"))
    assert "Печать комплекта" in kit and "Как печатать" not in kit
    assert "Что нужно для игры" in kit   # the rest still from the shipped catalogue


def test_a_missing_tool_string_falls_back_to_english_and_is_reported(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    (root / "content/demo/locale/ru.po").rename(root / "content/demo/locale/uk.po")
    own = root / "locale/generator"
    own.mkdir(parents=True)
    (own / "uk.po").write_text('msgid ""\nmsgstr "Language: uk\\n"\n\n'
                               'msgid "How to print"\nmsgstr "Як друкувати"\n\n'
                               '#, fuzzy\nmsgid "What the game needs"\nmsgstr "Що потрібно"\n\n'
                               'msgid "{count} cards"\nmsgstr "карти"\n', encoding="utf-8")
    assert wording_for("uk", root).gettext("Cover and contents") == "Cover and contents"
    assert cli(root, "validate") == 1
    err = capsys.readouterr().out
    total = len(template_ids())
    assert f"locale/generator/uk.po:1:1: warning: uk: {total - 3} of {total} strings of the tool's own" in err
    assert "locale/generator/uk.po:8:1: warning: uk: the translation of the tool's 'What the game needs' is " \
           "marked fuzzy" in err
    assert "locale/generator/uk.po:11:1: error: uk: the translation of the tool's '{count} cards' drops " \
           "{count}" in err and "[tool-translation-markup]" in err
    assert cli(root, "report") == 0
    report = capsys.readouterr().out
    assert f"uk         2 of {total} translated, {total - 3} missing, 1 fuzzy  (locale/generator/uk.po)" in report
    (own / "uk.po").write_text('msgid "How to print"\nmsgstr "Як друкувати"\n', encoding="utf-8")
    assert cli(root, "build", "--lang", "uk", "--paper", "a4", "--only", "kit") == 0
    kit = _squashed(text_of(root / "output/uk/demo/demo-kit-a4.pdf"))
    assert "Як друкувати" in kit and "What the game needs" in kit
