"""A second language of the tool's wording: missing wording is a warning naming what is missing,
the build falls back to English, and ``i18n tool`` writes the file to translate into the project."""

from __future__ import annotations

from generator.i18n.tool_checks import template_ids
from tests.i18n.i18n_fixture import cli, demo_project, translate
from tests.kit.pdf_reading import text_of


def test_french_without_tool_wording_warns_then_i18n_tool_writes_the_file(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, {"storm:title": "Tempête"}, lang="fr")
    capsys.readouterr()
    assert cli(root, "validate") == 0
    out = capsys.readouterr().out
    total = len(template_ids())
    first = ", ".join(f"'{i}'" for i in template_ids()[:3])
    assert (f"content/demo/locale/fr.po:1:1: warning: fr: {total} of {total} strings of the tool's own wording "
            f"(kit, quick reference, reference, card faces) have no translation, so the 'fr' build prints them in "
            f"English (such as {first}, ...); run 'boardgame-generator i18n tool --lang fr' to write "
            "locale/generator/fr.po") in out
    assert cli(root, "build", "--lang", "fr", "--paper", "a4", "--only", "kit") == 0
    assert "How to print" in " ".join(text_of(root / "output/fr/demo/demo-kit-a4.pdf").split())

    assert cli(root, "i18n", "tool", "--lang", "fr") == 0
    path = root / "locale/generator/fr.po"
    text = path.read_text(encoding="utf-8")
    assert 'msgid "How to print"\nmsgstr ""' in text and "Language: fr" in text
    assert f"wrote locale/generator/fr.po: 0 of {total} translated" in capsys.readouterr().err
    path.write_text(text.replace('msgid "How to print"\nmsgstr ""', 'msgid "How to print"\nmsgstr "Imprimer"')
                    + '\nmsgid "Requirement in"\nmsgstr "Condition dans"\n', encoding="utf-8")
    assert cli(root, "i18n", "tool", "--lang", "fr") == 0   # again: translations and own messages kept
    kept = path.read_text(encoding="utf-8")
    assert 'msgstr "Imprimer"' in kept and 'msgstr "Condition dans"' in kept
    assert cli(root, "validate") == 0
    assert f"locale/generator/fr.po:1:1: warning: fr: {total - 1} of {total} strings" in capsys.readouterr().out
    assert cli(root, "build", "--lang", "fr", "--paper", "a4", "--only", "kit") == 0
    kit = " ".join(text_of(root / "output/fr/demo/demo-kit-a4.pdf").split())
    assert "Imprimer" in kit and "What the game needs" in kit
