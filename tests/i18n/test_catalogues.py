"""Extracting the content's strings, starting and updating languages, and the checks on them."""

from __future__ import annotations

import json

from babel.messages.pofile import read_po

from generator.i18n.strings import slots
from generator.i18n.translate import translated_game
from generator.model.build import load_project
from generator.validation import validate
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, line_of, set_message, translate


def rules_at(root, *rules):
    return [(d.rule, d.pos.path, d.pos.line, d.message) for d in validate(root).diagnostics if d.rule in rules]


def test_extract_writes_every_string_with_its_context_reference_and_entry(tmp_path):
    root = demo_project(tmp_path)
    assert cli(root, "i18n", "extract") == 0
    with (root / "content/demo/locale/demo.pot").open("rb") as handle:
        template = read_po(handle)
    messages = {m.context: m for m in template if m.id}
    assert set(messages) == set(RUSSIAN)
    card = messages["lighthouse:text"]
    assert card.id == "Gain :coin: whenever a ship docks (see 3.2.)."
    assert card.locations == [("content/demo/content.yaml", 8)]
    assert card.auto_comments == ["card 'lighthouse' of deck 'harbour', text"]
    assert messages["setup:text"].locations == [("content/demo/content.yaml", 15)]
    game = load_project(root).games["demo"]
    assert len(messages) == len(list(slots(game)))


def test_a_translation_round_trips_into_the_translated_model(tmp_path):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    result = validate(root)
    assert [str(d) for d in result.diagnostics] == []
    game = result.project.games["demo"]
    russian = translated_game(game, "ru")
    card = russian.deck("harbour").cards[0]
    assert (card.title, card.text) == ("Маяк", RUSSIAN["lighthouse:text"])
    assert card.at("title").path == "content/demo/locale/ru.po"
    assert card.at("title").line == line_of(path, "lighthouse:title")
    assert russian.rules[0].title == "Подготовка" and russian.glossary[0].term == "Причал"
    assert russian.manifest.title == "Огни гавани" and russian.manifest.lang == "ru"
    assert game.deck("harbour").cards[0].title == "Lighthouse"          # the source model is unchanged


def test_a_missing_translation_is_counted_per_language(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, {k: v for k, v in RUSSIAN.items() if k not in ("storm:text", "dock:term")})
    (found,) = rules_at(root, "translation-missing")
    assert found[1:3] == ("content/demo/locale/ru.po", 1)
    assert "ru: 2 of 14 strings have no translation" in found[3]
    assert cli(root, "report", "--format", "json") == 0
    (report,) = json.loads(capsys.readouterr().out)
    assert report["translations"][0] | {"path": ""} == {"lang": "ru", "path": "", "total": 14, "translated": 12,
                                                        "missing": 2, "stale": 0, "unused": 0}


def test_a_changed_source_string_becomes_stale_and_update_marks_it_fuzzy(tmp_path, capsys):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    content = root / "content/demo/content.yaml"
    content.write_text(content.read_text().replace("Every ship returns to port.", "Every ship returns home."))
    (stale,) = rules_at(root, "translation-stale")
    assert "its source text changed" in stale[3] and stale[2] == line_of(path, "storm:text")
    assert cli(root, "i18n", "update") == 0
    with path.open("rb") as handle:
        message = next(m for m in read_po(handle) if m.context == "storm:text")
    assert message.fuzzy and message.id == "Every ship returns home."
    assert message.string == RUSSIAN["storm:text"]
    assert "#| msgid \"Every ship returns to port.\"" in path.read_text(encoding="utf-8")
    (stale,) = rules_at(root, "translation-stale")
    assert "it is marked fuzzy" in stale[3]
    russian = translated_game(validate(root).project.games["demo"], "ru")   # the validation reads locale/
    assert russian.deck("harbour").cards[1].text == "Every ship returns home."   # fuzzy: the source is printed
    capsys.readouterr()
    assert cli(root, "report") == 0
    assert "13 of 14 translated, 0 missing, 1 stale, 0 unused" in capsys.readouterr().out


def test_a_string_the_content_lost_becomes_unused_then_obsolete(tmp_path):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    content = root / "content/demo/content.yaml"
    content.write_text(content.read_text().replace('definition: "A space where a ship may stop."',
                                                   'definition: "A space where a ship may stop."}\n  #'))
    content.write_text(content.read_text().replace("term: Dock", "term: Quay"))
    assert [r[0] for r in rules_at(root, "translation-unused", "translation-stale")] == ["translation-stale"]
    text = content.read_text().replace("  - {id: dock,", "  - {id: quay,")
    content.write_text(text)
    found = rules_at(root, "translation-unused")
    assert {f[3].split("'")[1] for f in found} == {"dock:term", "dock:definition"}
    assert cli(root, "i18n", "update") == 0
    assert rules_at(root, "translation-unused") == []
    assert '#~ msgctxt "dock:term"' in path.read_text(encoding="utf-8")


def test_icons_links_and_rule_references_must_survive_translation(tmp_path):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    set_message(path, "lighthouse:text", "Получайте монету, когда корабль встаёт к причалу (см. 3.3.).")
    (found,) = rules_at(root, "translation-markup")
    assert found[2] == line_of(path, "lighthouse:text")
    assert "drops 3.2., :coin: and adds 3.3." in found[3]


def test_a_translation_too_long_for_its_card_or_without_glyphs_is_an_error_at_its_line(tmp_path):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    set_message(path, "storm:text", "Все корабли возвращаются в порт. " * 60)
    set_message(path, "dock:term", "码头")
    found = {r[0]: r for r in rules_at(root, "card-text-fits", "font-glyph")}
    assert found["card-text-fits"][1:3] == ("content/demo/locale/ru.po", line_of(path, "storm:text"))
    assert found["card-text-fits"][3].startswith("ru: card 'storm'")
    assert found["font-glyph"][1:3] == ("content/demo/locale/ru.po", line_of(path, "dock:term"))
    assert cli(root, "build", "--lang", "ru") == 1                         # errors refuse the build


def test_a_broken_language_file_is_a_finding(tmp_path):
    root = demo_project(tmp_path)
    path = translate(root, RUSSIAN)
    path.write_bytes(path.read_bytes().replace(b'msgstr "\xd0\x9c\xd0\xb0\xd1\x8f\xd0\xba"', b'msgstr "open'))
    (found,) = rules_at(root, "translation-file")
    assert found[1] == "content/demo/locale/ru.po"
    path.write_bytes("msgid \"x\"\nmsgstr \"Маяк\"\n".encode("cp1251"))
    (found,) = rules_at(root, "translation-file")
    assert "not UTF-8" in found[3] and found[2] == 2
    (path.parent / "russian.po").write_text("", encoding="utf-8")
    assert any("language tag" in r[3] for r in rules_at(root, "translation-file"))
