"""Placeholders of the tool's wording are data: a translation is never run through ``str.format``
or ``%``, and each bad placeholder is a finding at its place in the PO file."""

from __future__ import annotations

from generator.model.placeholders import Translated, problems, substitute
from generator.model.wording import Wording, wording_for
from generator.render.html_site import environment
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, translate

BAD = ('msgid ""\nmsgstr "Language: ru\\n"\n\n'
       'msgid "Page {page}"\n'
       'msgstr "Стр {page} {"\n\n'                               # line 5: a lone brace
       'msgid "{count} cards"\n'
       'msgstr "{count:>999999999} карт"\n\n'                    # line 8: a format spec
       'msgid "{label} · page {page}"\n'
       'msgstr "{label} · стр. {page.__class__.__mro__}"\n\n'    # line 11: attribute access
       'msgid "Source of %(label)s"\n'
       'msgstr "Источник %(label)999999999s"\n')                # line 14: a width on a percent placeholder


def test_a_translation_is_substituted_as_data_never_formatted():
    assert Translated("Стр {page} {").format(page=2) == "Стр 2 {"
    assert Translated("{page:>999999999}").format(page=2) == "{page:>999999999}"
    assert Translated("{page.__class__.__mro__}").format(page=2) == "{page.__class__.__mro__}"
    assert Translated("{{x}} {page!r} {0}").format(7, page=2) == "{x} {page!r} {0}"
    assert Translated("%(label)999999999s, %(label)s 100%%") % {"label": "a"} == "%(label)999999999s, a 100%"
    assert substitute("{a}{b}", {"a": "{b}", "b": 1}) == "{b}1"   # a value is never read again
    wording = Wording("ru", {"Page {page}": "Стр {page.__class__}"})
    assert wording.gettext("Page {page}").format(page=3) == "Стр {page.__class__}"


def test_placeholder_problems_name_each_bad_one():
    assert problems("Page {page}", "Стр. {page}") == []
    assert problems("Page {page}", "{{Стр}} {page}") == []
    found = problems("Page {page}", "{page} { {page:>9} {page.x} {page[0]} {page!r} {pages} }")
    assert [p.token for p in found] == ["{ ", "{page:>9}", "{page.x}", "{page[0]}", "{page!r}", "{pages}", "}"]
    assert problems("Source of %(label)s", "Источник %(label)s, 100%") == []
    assert [p.token for p in problems("Source of %(label)s", "%(label)9s")] == ["%(label)9s"]


def test_bad_placeholders_are_findings_at_the_po_line_and_the_build_prints_english(tmp_path, capsys):
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    own = root / "locale/generator"
    own.mkdir(parents=True)
    (own / "ru.po").write_text(BAD, encoding="utf-8")
    assert cli(root, "validate") == 1
    out = capsys.readouterr().out
    assert "locale/generator/ru.po:5:20: error: ru: the translation of the tool's 'Page {page}' has a bad " \
           "placeholder: a lone '{'" in out
    assert "locale/generator/ru.po:8:9: error:" in out and "'{count:>999999999}' is not a placeholder" in out
    assert "locale/generator/ru.po:11:24: error:" in out and "'{page.__class__.__mro__}' is not a placeholder" in out
    assert "locale/generator/ru.po:14:18: error:" in out and "'%(label)999999999s' is not a placeholder" in out
    assert out.count("[tool-translation-placeholder]") == 4
    wording = wording_for("ru", root)   # what the build uses: the bad translations left out
    assert wording.gettext("Page {page}").format(page=3) == "Страница 3"   # the shipped Russian below it
    assert "__mro__" not in wording.gettext("{label} · page {page}").format(label="a", page=2)


def test_the_reference_templates_substitute_as_data(tmp_path):
    wording = Wording("ru", {"Link to %(label)s": "Ссылка %(label)999999999s на %(label)s"})
    env = environment(tmp_path, wording)
    html = env.from_string("{{ _('Link to %(label)s', label='<b>') }}").render()
    assert html == "Ссылка %(label)999999999s на &lt;b&gt;"
