"""The HTML reference: Jinja2 templates (autoescaped, strict) fed declared view data.

Writes ``index.html``, one page per game, the search index scripts and the static assets (CSS and
JavaScript found in the templates' ``static/`` folder), all with relative links so the site works
from file:// with no network.
"""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from pathlib import Path

import jinja2
import jinja2.bccache
import jinja2.runtime
import jinja2.sandbox
import markupsafe

from generator.i18n.script_words import NAME as WORDS_NAME
from generator.i18n.script_words import words_script
from generator.model.wording import ENGLISH, Wording, project_words
from generator.model.wording import words as words_of
from generator.model.placeholders import substitute_percent
from generator.model.game.project import GameContent, Project
from generator.reference.anchors import build_anchors, sources_page_name
from generator.reference.game_page import (
    ASSETS,
    game_page,
    game_summary,
    index_page,
    page_name,
    search_script_name,
    sources_page,
)
from generator.reference.documents import documents_by_kind, game_documents
from generator.reference.link_names import distinct_link_names, target_places
from generator.reference.search_index import index_script, search_entries, titles_in_translations
from generator.reference.views import GameSummary
from generator.render.png_links import with_card_images
from generator.render.template_errors import TemplateRefused, template_finding
from generator.rules.derived import derived_tables
from generator.template_dirs import template_dirs

STATIC = "static"
STATIC_FILES = ("reference.css", "reference.js", "search.js", "vendor/minisearch.js", "vendor/stemmers.js")


class _CompiledTemplates(jinja2.BytecodeCache):
    """Templates compiled once in this process and shared by every environment (there is one per
    game's wording): the compiled code does not depend on the wording, which reaches the
    templates at render time. Jinja2 checks each template's source against the kept code."""

    def __init__(self) -> None:
        self.kept: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self.kept.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self.kept[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _CompiledTemplates()


def environment(root: Path, wording: Wording = ENGLISH) -> jinja2.Environment:
    """Autoescape on for every template, undefined names are errors, and ``{% trans %}`` and
    ``_()`` give the tool's words in ``wording`` (this environment's own, so each language's site
    has its own). A project's own templates are data, not code: they render in Jinja2's sandbox,
    which refuses attributes such as ``__globals__`` and unsafe callables."""
    env = jinja2.sandbox.SandboxedEnvironment(
        bytecode_cache=_COMPILED,
        loader=jinja2.FileSystemLoader([str(p) for p in template_dirs(root, "html")]),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=["jinja2.ext.i18n"],
    )
    env.install_gettext_callables(wording.gettext, wording.ngettext, newstyle=True)  # type: ignore[attr-defined]
    env.globals.update(gettext=_template_gettext(wording), ngettext=_template_ngettext(wording))
    return env


def _template_gettext(wording: Wording):
    """Jinja2's newstyle ``gettext`` with the placeholders substituted as data, not by ``%``
    (a translation is the project's text: see generator.model.placeholders)."""
    @jinja2.pass_context
    def gettext(context: jinja2.runtime.Context, message: str, **values) -> str:
        return _filled(context, wording.gettext(message), values)
    return gettext


def _template_ngettext(wording: Wording):
    @jinja2.pass_context
    def ngettext(context: jinja2.runtime.Context, singular: str, plural: str, num: int, **values) -> str:
        values.setdefault("num", num)
        return _filled(context, wording.ngettext(singular, plural, num), values)
    return ngettext


def _filled(context: jinja2.runtime.Context, text: str, values: dict) -> str:
    if not context.eval_ctx.autoescape:
        return substitute_percent(text, values)
    return markupsafe.Markup(substitute_percent(text, {k: markupsafe.escape(v) for k, v in values.items()}))


def game_page_name(game: GameContent) -> str:
    return page_name(game)


def table_page_name(game_id: str) -> str:
    """The game's playtest table (``generator.playtest`` writes it), which its page links when there."""
    return f"{game_id}-table.html"


def _static_file(root: Path, name: str) -> Path:
    for folder in template_dirs(root, "html"):
        if (folder / STATIC / name).is_file():
            return folder / STATIC / name
    raise FileNotFoundError(f"no {STATIC}/{name} in the html templates")


def render_game(env: jinja2.Environment, game: GameContent, out: Path | None = None,
                images: frozenset[str] = frozenset()) -> tuple[str, str, str]:
    """One game's page, its sources page and its search index script (``images``: the card
    images the running build is writing, as ``with_card_images`` takes them)."""
    derived = derived_tables(game)
    anchors = build_anchors(game, derived)
    page = with_card_images(game_page(game, derived, anchors), out.parent if out else None, images)
    if out is not None and (out / table_page_name(game.id)).is_file():
        page = replace(page, table_page=table_page_name(game.id))
    words = words_file(words_of(game))
    places = target_places(game, words_of(game))
    html = env.get_template("game.html").render(page=page, words_script=words)
    sources = env.get_template("sources.html").render(page=sources_page(page, words_of(game)), words_script=words)
    html, sources = (distinct_link_names(p, places, words_of(game)) for p in (html, sources))
    script = index_script(game.title, search_entries(game, anchors, page_name(game), derived,
                                                     titles_in_translations(game, page_name(game))))
    return html, sources, script


def write_site(project: Project, out: Path, planned: frozenset[str] = frozenset()) -> list[Path]:
    """Write index.html, one page per game and the assets into ``out``; return the files written."""
    written = [p for game in project.games.values() for p in write_game_pages(project, game, out)]
    return write_site_shell(project, out, planned) + written


def write_game_pages(project: Project, game: GameContent, out: Path,
                     images: frozenset[str] = frozenset()) -> list[Path]:
    """One game's page, sources page, search script and summary (what the index lists); the
    pages link the card images beside ``out`` and ``images`` (see ``render_game``)."""
    try:
        html, sources, script = render_game(environment(project.root, project_words(project)), game, out, images)
    except jinja2.TemplateError as error:
        raise TemplateRefused(template_finding(error, project.root)) from None
    (out / ASSETS).mkdir(parents=True, exist_ok=True)
    return [_write(out / page_name(game), html), _write(out / sources_page_name(game.id), sources),
            _write(out / search_script_name(game), script),
            _write(out / summary_name(game.id), json.dumps(asdict(game_summary(game))))]


def write_site_shell(project: Project, out: Path, planned: frozenset[str] = frozenset()) -> list[Path]:
    """The assets, the script words of a translated site and index.html, listing every game whose
    summary is in ``out`` (so written after the games' pages) with its quick references and kits
    found beside ``out`` or in ``planned`` (``<game>/<file>`` paths the running build writes there)."""
    wording = project_words(project)
    env = environment(project.root, wording)
    written = []
    for name in STATIC_FILES:
        target = out / ASSETS / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(_static_file(project.root, name).read_bytes())
        written.append(target)
    if words_file(wording):
        written.append(_write(out / words_file(wording), words_script(wording)))
    summaries = _summaries(out)
    documents = {s.id: documents_by_kind(game_documents(s.id, out.parent, planned, wording), wording)
                 for s in summaries}
    try:
        index = env.get_template("index.html").render(page=index_page(summaries, documents),
                                                      words_script=words_file(wording))
    except jinja2.TemplateError as error:
        raise TemplateRefused(template_finding(error, project.root)) from None
    written.append(_write(out / "index.html", index))
    return written


def words_file(wording: Wording) -> str:
    """The site's script words for a translated site (its path in the site), else ''."""
    return f"{ASSETS}/{WORDS_NAME}" if wording.lang else ""


def summary_name(game_id: str) -> str:
    return f"{ASSETS}/summary-{game_id}.json"


def _summaries(out: Path) -> list[GameSummary]:
    """Every game in the site, this build's and those a partial build (--game) kept from before."""
    found = []
    for path in sorted((out / ASSETS).glob("summary-*.json")):
        summary = _summary(path)
        if summary is not None and (out / summary.page).is_file() and (out / summary.search_script).is_file():
            found.append(summary)
    return found


def _summary(path: Path) -> GameSummary | None:
    """A game's summary as an earlier build wrote it; None when the file is not one (plain data
    from the output folder: read, checked, never run)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        summary = GameSummary(**data)
    except (OSError, ValueError, TypeError, RecursionError):
        return None
    if not all(isinstance(v, str) for k, v in data.items() if k != "local_title"):
        return None
    return summary if isinstance(summary.local_title, (str, type(None))) else None


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
