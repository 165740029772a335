"""The reasons of unknown values and the derived tables' own words as strings of the content's
catalogue, and local names a translation repeats."""

from __future__ import annotations


import pytest

from generator.i18n.local_names import says_already
from generator.i18n.strings import slots
from generator.i18n.translate import translated_game
from generator.model.game.values import Unknown
from generator.validation import validate
from tests.project_fixture import copy_shipped

GAME = "time-of-troubles"


@pytest.fixture(scope="module")
def checked(repo_root):
    return validate(repo_root, [GAME])


def test_a_reason_is_a_string_with_its_entry_and_position(checked):
    game = checked.project.games[GAME]
    found = {s.context: s for s in slots(game)}
    reason = found["vasily-golitsyn:attributes.strategic:unknown"]
    assert reason.text.startswith("On the counter and card (2.1.1)")
    assert (reason.pos.path, reason.pos.line) == (f"content/{GAME}/commanders.yaml", 80)
    assert "vasily-golitsyn" in reason.note and "why it is unknown" in reason.note
    assert found["game-cards-not-named:unknown"].text.startswith("The rulebook names 14 game cards")


def test_the_derived_tables_own_words_are_strings_at_their_deriver(checked):
    game = checked.project.games[GAME]
    found = {s.context: s for s in slots(game)}
    title = found["tot-key-numbers:title"]
    assert title.text == "Numbers to remember"
    assert title.pos.path == "rules/time_of_troubles/numbers.py"
    assert found["tot-key-numbers/row-1:3"].text == "8 cards"
    assert found["hand-size-start-of-year:name"].text == "Cards in hand after the Start of the Year"
    # a cell the content gives (a region's name) is the content's string, not the table's
    assert not [c for c in found if c.startswith("tot-subjugation-odds/row-") and c.endswith(":1")]


def test_the_translated_model_keeps_unknowns_unknown_with_the_russian_reason(checked):
    game = checked.project.games[GAME]
    source = next(c for d in game.decks for c in d.cards if c.id == "vasily-golitsyn")
    russian = next(c for d in translated_game(game, "ru").decks for c in d.cards if c.id == "vasily-golitsyn")
    value = russian.attributes["strategic"]
    assert isinstance(value, Unknown) and value.reason.startswith("Есть на фишке и карточке (2.1.1)")
    assert value.pos == source.attributes["strategic"].pos      # still where the content says it
    assert source.attributes["strategic"].reason.startswith("On the counter")   # the source is unchanged


def test_a_reason_that_drops_a_rule_reference_is_refused(repo_root, tmp_path):
    copy_shipped(GAME, tmp_path)
    po = tmp_path / "content" / GAME / "locale" / "ru.po"
    text = po.read_text(encoding="utf-8")
    assert text.count('msgstr "Отмечено на фишке (2.1.1 Б)"') > 1
    po.write_text(text.replace('msgstr "Отмечено на фишке (2.1.1 Б)"', 'msgstr "Отмечено на фишке"', 1),
                  encoding="utf-8")
    found = [d for d in validate(tmp_path, [GAME]).diagnostics if d.rule == "translation-markup"]
    assert len(found) == 1 and "drops 2.1.1" in found[0].message and "why it is unknown" in found[0].message
    assert found[0].pos.path.endswith("locale/ru.po")


def test_a_stale_derived_word_is_reported(repo_root, tmp_path):
    copy_shipped(GAME, tmp_path)
    po = tmp_path / "content" / GAME / "locale" / "ru.po"
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgid "Numbers to remember"', 'msgid "Numbers worth remembering"'),
                  encoding="utf-8")
    found = [d for d in validate(tmp_path, [GAME]).diagnostics if d.rule == "translation-stale"]
    assert [d.message.split(":")[1].strip() for d in found] == ["the translation of derived table 'tot-key-numbers' is stale"]


@pytest.mark.parametrize(("text", "local", "same"), [
    ("Соглядатаи", "Соглядатаи", True),
    ("«Соглядатаи»", "соглядатаи", True),
    ("Маркер «Укреплённый лагерь»", "Укрепленный лагерь", True),
    ("ПО (очки победы)", "ПО", True),
    ("Очки победы", "ПО", False),
    ("Боевая часть", "боевые части", False),
    ("Поволжские города", "Таблица подчинения городов по легитимности", False),
    ("Spy", "Соглядатаи", False),
])
def test_a_local_name_counts_as_said_when_its_words_are_in_the_title(text, local, same):
    assert says_already(text, local) is same
