"""The words a translated build used to print in English: numbers with units, the PDF's author,
amounts that are unknown or a choice, and the wording a translation's fit checks measure."""

from __future__ import annotations

from types import SimpleNamespace

from generator.faces.values import Vocabulary, amount_words
from generator.i18n.translate import translated_game
from generator.model.game.credits import pdf_author
from generator.model.game.values import Unknown
from generator.model.wording import ENGLISH, words, wording_for
from generator.validation import validate
from tests.i18n.i18n_fixture import RUSSIAN, demo_project, translate


def _texts(paragraphs) -> list[str]:
    return [piece[1] for word in paragraphs[0] for piece in word if piece[0] == "t"]


def test_numbers_and_lengths_follow_the_language():
    russian = wording_for("ru")
    assert (russian.number(63.5), russian.mm(50.0), russian.number(88.0)) == ("63,5", "50 мм", "88")
    assert (ENGLISH.number(63.5), ENGLISH.mm(50.0), ENGLISH.number(88.0)) == ("63.5", "50 mm", "88")


def test_the_pdf_author_is_in_the_language_of_the_kit():
    manifest = SimpleNamespace(kit_by="player", publisher="Heron Games", designers=[])   # what it reads
    assert pdf_author(manifest) == "boardgame-generator (a player-made kit, not Heron Games's)"
    russian = pdf_author(manifest, wording_for("ru"))
    assert "Heron Games" in russian and "комплект сделан игроками" in russian and "player-made" not in russian
    assert "издателем" in pdf_author(None, wording_for("ru"))


def test_an_unknown_amount_and_a_choice_of_amounts_print_in_the_language():
    russian = Vocabulary.of([], wording_for("ru"))
    assert _texts(amount_words(Unknown("not stated", None), russian)) == ["неизвестно"]
    assert "или" in _texts(amount_words([{"vp": 1}, {"vp": 2}], russian))
    assert "or" in _texts(amount_words([{"vp": 1}, {"vp": 2}], Vocabulary.of([])))


def test_a_translated_model_for_the_checks_carries_the_language_wording(tmp_path):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    game = validate(root).project.games["demo"]
    copy = translated_game(game, "ru", root)
    assert words(copy).lang == "ru" and words(copy).gettext("Text not known") == "Текст неизвестен"
    assert words(game) is ENGLISH
