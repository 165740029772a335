"""The HTML reference: Jinja2 templates (autoescaped, strict) fed declared view data."""

from __future__ import annotations

from pathlib import Path

import jinja2

from generator import __version__
from generator.model.project import GameContent, Project
from generator.report.coverage import coverage
from generator.template_dirs import template_dirs



def environment(root: Path) -> jinja2.Environment:
    """Autoescape on for every template, and undefined names are errors."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(p) for p in template_dirs(root, "html")]),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def game_page_name(game: GameContent) -> str:
    return f"{game.id}.html"


def write_site(project: Project, out: Path) -> list[Path]:
    """Write index.html and one page per game into ``out``; return the files written."""
    env = environment(project.root)
    out.mkdir(parents=True, exist_ok=True)
    games = [{"id": g.id, "title": g.title, "page": game_page_name(g)} for g in project.games.values()]
    written = [out / "index.html"]
    written[0].write_text(env.get_template("index.html").render(games=games, version=__version__),
                          encoding="utf-8")
    for game in project.games.values():
        page = out / game_page_name(game)
        page.write_text(env.get_template("game.html").render(
            game={"id": game.id, "title": game.title}, coverage=coverage(game), version=__version__),
            encoding="utf-8")
        written.append(page)
    return written
