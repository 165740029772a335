"""The site's templates are compiled once per process, whichever wording's environment asks."""

from __future__ import annotations

import jinja2

from generator.model.wording import ENGLISH, Wording
from generator.render import html_site


def test_a_template_compiles_once_for_every_wording_and_each_renders_its_own_words(repo_root, monkeypatch, tmp_path):
    compiled: list[str] = []
    compile_template = jinja2.Environment.compile

    def counting(self, source, name=None, filename=None, raw=False, defer_init=False):
        compiled.append(name)
        return compile_template(self, source, name, filename, raw, defer_init)

    monkeypatch.setattr(html_site, "_COMPILED", html_site._CompiledTemplates())
    monkeypatch.setattr(jinja2.Environment, "compile", counting)
    folder = tmp_path / "templates" / "html"
    folder.mkdir(parents=True)
    (folder / "probe.html").write_text("{{ _('Contents') }}\n", encoding="utf-8")
    russian = Wording("ru", {"Contents": "Содержание"})
    english = html_site.environment(tmp_path, ENGLISH).get_template("probe.html").render()
    translated = html_site.environment(tmp_path, russian).get_template("probe.html").render()
    assert (english, translated) == ("Contents\n", "Содержание\n")
    assert compiled.count("probe.html") == 1
    (folder / "probe.html").write_text("{{ _('Contents') }}!\n", encoding="utf-8")
    assert html_site.environment(tmp_path, ENGLISH).get_template("probe.html").render() == "Contents!\n"
    assert compiled.count("probe.html") == 2
