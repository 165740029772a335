"""A second language of the tool's wording: missing wording is a warning naming what is missing,
the build falls back to English, and ``i18n tool`` writes the file to translate into the project."""

from __future__ import annotations

from dataclasses import replace

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


def test_data_values_printed_on_cards_are_translated_and_the_rules_keep_them(tmp_path, capsys):
    from generator.i18n.catalogue import read_translations
    from generator.i18n.translate import translated_game
    from generator.model.build import load_project
    from tests.i18n.i18n_fixture import CONTENT, GAME
    from tests.project_fixture import write_project

    marked = CONTENT.replace('text: "Every ship returns to port."}', 'text: "Every ship returns to port.",\n'
                             '         attributes: {set: market, colour: red}}')
    root = write_project(tmp_path, {"game.yaml": GAME, "content.yaml": marked})
    translate(root, {"storm:title": "Tempête", "value:market": "marché", "value:red": "rouge"}, lang="fr")
    text = (root / "content/demo/locale/fr.po").read_text(encoding="utf-8")
    assert 'msgctxt "value:market"\nmsgid "market"\nmsgstr "marché"' in text
    assert "the value 'market' of the attribute 'set' (card 'storm'), as cards print it" in text
    assert cli(root, "build", "--lang", "fr", "--paper", "a4", "--only", "kit") == 0
    kit = " ".join(text_of(root / "output/fr/demo/demo-kit-a4.pdf").split())
    assert "marché" in kit and "rouge" in kit and "market" not in kit
    english = " ".join(text_of(root / "output/demo/demo-kit-a4.pdf").split())
    assert "market" in english and "marché" not in english
    game = load_project(root).games["demo"]
    french = translated_game(replace(game, translations=read_translations(game.folder / "locale", root)[0]), "fr", root)
    storm = next(c for d in french.decks for c in d.cards if c.id == "storm")
    assert storm.attributes["set"] == "market"   # the model keeps the value the rules read
