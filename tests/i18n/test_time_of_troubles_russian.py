"""The shipped Russian translation of The Time of Troubles: complete, current with the content,
and what the Russian kit, quick reference and HTML reference print."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from generator.cli.main import main
from generator.i18n.catalogue import catalogue_bytes, template
from generator.i18n.translate import translated_game
from generator.rules.derived import derived_tables
from generator.validation import validate
from tests.i18n.test_shipped_games import figures
from tests.kit.pdf_reading import text_of
from tests.project_fixture import copy_shipped

GAME = "time-of-troubles"
LOCALE = Path("content") / GAME / "locale"


def _catalogue(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


def _squashed(text: str) -> str:
    return " ".join(text.split())


def _visible(page: str) -> str:
    """The text a reader sees on an HTML page: tags dropped, entities decoded, spaces squashed."""
    return _squashed(html.unescape(re.sub(r"<[^>]+>", "", page)))


@pytest.fixture(scope="module")
def checked(repo_root):
    return validate(repo_root, [GAME])


@pytest.fixture(scope="module")
def russian(repo_root):
    return _catalogue(repo_root / LOCALE / "ru.po")


def test_every_string_of_the_template_has_a_reviewed_russian_translation(repo_root, checked, russian):
    fresh = template(checked.project.games[GAME])
    wanted = {(str(m.context), m.id) for m in fresh if m.id}
    assert len(wanted) > 600
    by_context = {str(m.context): m for m in russian if m.id}
    assert set(by_context) == {context for context, _ in wanted}
    for context, source in wanted:
        message = by_context[context]
        assert message.id == source, context
        assert message.string.strip(), context
        assert "fuzzy" not in message.flags, context
    assert not russian.obsolete


def test_the_shipped_template_is_the_one_the_content_gives(repo_root, checked):
    fresh = catalogue_bytes(template(checked.project.games[GAME]))
    assert (repo_root / LOCALE / f"{GAME}.pot").read_bytes() == fresh


def test_updating_from_the_content_leaves_both_shipped_files_as_they_are(repo_root, tmp_path):
    copy_shipped(GAME, tmp_path)
    assert main(["--project", str(tmp_path), "i18n", "update", "--game", GAME, "--lang", "ru"]) == 0
    for name in ("ru.po", f"{GAME}.pot"):
        assert (tmp_path / LOCALE / name).read_bytes() == (repo_root / LOCALE / name).read_bytes(), name


def test_the_russian_translation_validates_without_a_finding(checked):
    in_locale = [str(d) for d in checked.diagnostics
                 if d.pos and d.pos.path.startswith(f"content/{GAME}/locale/")]
    assert in_locale == []
    assert not [d for d in checked.diagnostics if d.rule.startswith("translation-") or d.message.startswith("ru: ")]


def test_a_refused_content_file_leaves_its_translations_unreported(repo_root, tmp_path):
    copy_shipped(GAME, tmp_path)
    with (tmp_path / "content" / GAME / "cards.yaml").open("a", encoding="utf-8") as handle:
        handle.write("decks: [\n")
    found = validate(tmp_path, [GAME]).diagnostics
    assert any(d.rule == "yaml-syntax" and d.pos.path.endswith("cards.yaml") for d in found)
    assert [str(d) for d in found if d.pos and d.pos.path.endswith("ru.po")] == []


def test_the_term_list_heads_the_file_and_the_rulebook_terms_are_used(russian):
    assert "Term list" in russian.header_comment and "Detachment - Отряд*" in russian.header_comment
    strings = {str(m.context): m.string for m in russian if m.id}
    assert strings["term-dzkh:term"] == "ДЗХ (Дорожка записи хода)"
    assert strings["term-detachments:term"] == "Отряды"
    assert "+1 НВ" in strings["victory-points-track/threshold-1:label"]
    assert strings["lyudmitry-i:title"] == "Лжедмитрий I"
    # one Russian term per English one: every Commander's card type reads the same
    assert {s for c, s in strings.items() if c.endswith(":type") and s.startswith("Полковод")} == {"Полководец"}


@pytest.fixture(scope="module")
def built(repo_root, tmp_path_factory):
    out = tmp_path_factory.mktemp("tot-ru")
    code = main(["--project", str(repo_root), "build", "--game", GAME, "--lang", "ru", "--only",
                 "kit,quickref,html", "--paper", "a4", "--out", str(out)])
    assert code == 0
    return {
        "out": out,
        "kit": _squashed(text_of(out / "ru" / GAME / f"{GAME}-kit-a4.pdf")),
        "quickref": _squashed(text_of(out / "ru" / GAME / f"{GAME}-quickref-a4.pdf")),
        "html": _visible((out / "ru/html" / f"{GAME}.html").read_text(encoding="utf-8")),
        "page": (out / "ru/html" / f"{GAME}.html").read_text(encoding="utf-8"),
        "source kit": _squashed(text_of(out / GAME / f"{GAME}-kit-a4.pdf")),
        "source quickref": _squashed(text_of(out / GAME / f"{GAME}-quickref-a4.pdf")),
        "source html": _visible((out / "html" / f"{GAME}.html").read_text(encoding="utf-8")),
        "source page": (out / "html" / f"{GAME}.html").read_text(encoding="utf-8"),
    }


@pytest.mark.slow   # the Russian kit built whole
def test_the_russian_kit_prints_the_russian_cards_tables_and_tracks(built):
    kit = built["kit"]
    for russian in ("Смутное время 1605-1612", "Кинжал в спину",
                    "Всегда может быть разыгран против «Соглядатаев» (5.3.9).",
                    "Таблица набора войск", "Польские крылатые гусары", "Лжедмитрий I",
                    "Дорожка записи хода (ДЗХ)", "Осень 1606", "Троице-Сергиевская Лавра"):
        assert russian in kit, russian
    for english in ("Dagger in the Back", "Troop Recruitment Table", "Autumn 1606"):
        assert english not in kit and english in built["source kit"]


def test_the_russian_reference_prints_the_russian_rules_and_glossary(built):
    page = built["html"]
    for russian in ("Общее описание игры", "Атакованный Полководец уклоняется при 4+",
                    "Маркер «Кризис власти» в начале стоит на дорожке записи хода на Зиме 1606",
                    "Один шестигранный кубик.", "Полководцы и Персонажи вместе.", "Мир со Швецией"):
        assert russian in page, russian
    assert 'lang="ru"' in built["page"]
    assert "The attacked Commander evades on 4+" in built["source html"]


def test_the_russian_quick_reference_prints_the_russian_rules(built):
    quickref = built["quickref"]
    for russian in ("Смутное время 1605-1612", "Фаза определения очерёдности", "Подготовка к игре",
                    "Вместо движения Полководец может набирать войска"):
        assert russian in quickref, russian
    assert "Instead of moving, a Commander may recruit" not in quickref


def test_no_english_sentence_of_the_content_is_left_in_the_russian_outputs(russian, built):
    sentences = [m for m in russian if m.id and len(m.id.split()) >= 6 and m.string != m.id]
    assert len(sentences) > 150
    seen_in_source = 0
    for message in sentences:
        for where in ("kit", "html"):
            assert message.id not in built[where], (where, message.context)
        seen_in_source += message.id in built["source html"]
    assert seen_in_source > 150


def test_the_reasons_of_unknown_values_print_in_russian(built):
    # the victory points track's legend in the kit
    assert "Пример в 6.1 ставит 6 ПО на поле после отмеченного «+1 НВ»" in built["kit"]
    assert "6.1's example puts 6 VP" not in built["kit"] and "6.1's example puts 6 VP" in built["source kit"]
    # every Commander's unknown attributes, and the unknown card texts, in the reference
    html = built["html"]
    for russian in ("Есть на фишке и карточке (2.1.1); в тексте правил не приводится",
                    "Показано на фишке (2.1.1); шведами текст называет только Делагарди и Горна",
                    "Текста карты в правилах нет"):
        assert russian in html, russian
    for english in ("On the counter and card (2.1.1)", "Card text is not in the rulebook"):
        assert english not in html and english in built["source html"], english
    # a reason shown as a tooltip (the map's unknown roads)
    assert 'title="Дорог карты в тексте правил нет"' in built["page"]
    assert "The map&#39;s roads are not in the rulebook text" not in built["page"]


def test_the_derived_tables_print_in_russian(built):
    # the HTML reference prints the derived tables; the quick reference states their figures in its
    # briefs instead
    html = built["html"]
    for russian in ("Числа, которые стоит помнить", "Карт в руке после начала года", "8 карт", "1 карта",
                    "Уклонение (7.6.1)", "Нужный бросок", "Подчинение по легитимности (10.2)",
                    "Каждое значение - как в указанном разделе", "Осады и штурм (10.4, 10.5)", "не менее 1/6"):
        assert russian in html, russian
    for english in ("Numbers to remember", "Cards in hand after the Start of the Year", "Evasion (7.6.1)",
                    "Roll needed", "Subjugation by legitimacy (10.2)", "8 cards", "Sieges and storming",
                    "at least 1/6"):
        assert english not in html and english in built["source html"], english


def test_the_derived_tables_hold_the_figures_of_the_english_ones(checked):
    # a region's odds come from the table titled like the region: the Russian names the two
    # differently, and the figures must not change with the language
    source = checked.project.games[GAME]
    russian = translated_game(source, "ru")
    assert figures(derived_tables(russian)) == figures(derived_tables(source))
    odds = next(t for t in derived_tables(russian) if t.id == "tot-subjugation-odds")
    assert [row[2] for row in odds.rows][:2] == ["2/3", "2/3"]


def test_a_local_title_the_translation_repeats_prints_once(built):
    # the English prints "Spy" with its local title «Соглядатаи»; the Russian title is those words
    assert built["kit"].count("Соглядатаи") == built["source kit"].count("Соглядатаи") > 0
    local = re.compile(r'<span class="local"[^>]*>([^<]*)</span>')
    shown_in_source = set(local.findall(built["source page"]))
    assert {"Соглядатаи", "Таблица стрельбы", "Осада"} <= shown_in_source
    shown = set(local.findall(built["page"]))
    assert not shown & {"Соглядатаи", "Таблица стрельбы", "Осада", "Кинжал в спину"}
    # a local name with other words than the translation stays: ПО beside «Очки победы»
    assert "ПО" in shown


def test_the_reference_deck_facts_and_unknown_marks_print_in_russian(built):
    html, page = built["html"], built["page"]
    assert "стандартный (63 × 88 мм)" in html
    assert "standard (63 x 88 mm)" not in html and "standard (63 x 88 mm)" in built["source html"]
    badge = re.compile(r'<span class="unknown" title="[^"]*">([^<]*)</span>')
    assert set(badge.findall(page)) == {"неизвестно"}
    assert set(badge.findall(built["source page"])) == {"unknown"}
    mark = re.compile(r'<a class="src-mark"[^>]*>([^<]*)</a>')
    assert set(mark.findall(page)) == {"ист."} and set(mark.findall(built["source page"])) == {"src"}
    supplied = re.compile(r'<td data-label="Поставляется">([^<]*)</td>')
    assert set(supplied.findall(page)) == {"в комплекте", "в коробке", "игроками"}


def test_the_russian_kit_prints_the_calibration_square_and_page_labels_in_russian(built):
    kit = built["kit"]
    assert "50 mm" not in kit and "50 mm" in built["source kit"]
    assert kit.count("50 мм") > built["source kit"].count("50 мм")
    assert "This table's columns are too wide" not in kit
    # the note a board laid out as a grid prints above its spaces
    assert "Adjacency is not known" not in kit and "Adjacency is not known" in built["source kit"]
    # a yes-or-no attribute of a map space, and attribute headings (the project's locale/generator/ru.po)
    assert "Рядом поле Царя: да" in kit and "Tsar field: yes" in built["source kit"] and ": yes" not in kit
    assert "Легитимность:" in kit and "Legitimacy:" not in kit and "Legitimacy:" in built["source kit"]


def test_the_russian_kit_pdf_says_who_made_it_in_russian(repo_root, built):
    from pypdf import PdfReader

    out = built["out"]
    meta = PdfReader(out / "ru" / GAME / f"{GAME}-kit-a4.pdf").metadata
    source = PdfReader(out / GAME / f"{GAME}-kit-a4.pdf").metadata
    assert "комплект сделан игроками" in meta.author and "player-made" in source.author
    assert "комплект для печати" in meta.title and "print-and-play kit" in source.title
    assert "Комплект для печати: карты" in meta.subject
