"""The playtest table's page: ``<game>-table.html`` beside the HTML reference, its data in a JSON
block the page's own script reads, and the script and style sheet under ``assets/`` (no inline
code, no network: it opens from file:// and from ``serve``)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import jinja2
import jinja2.sandbox

from generator.model.game.project import GameContent, Project
from generator.playtest.table_data import table_data
from generator.render.html_site import table_page_name
from generator.template_dirs import template_dirs

ASSETS = "assets"
STATIC_FILES = ("table-game.js", "table.js", "table.css")


def write_table(project: Project, game: GameContent, html_folder: Path,
                images: frozenset[str] = frozenset()) -> list[Path]:
    """Write the game's table page and its assets into ``html_folder``; return the files written.
    The page links the card images in ``<html_folder>/../<game>/`` and those in ``images`` (paths
    in that folder, ``cards/<deck>/<card>.png``, that the running build writes); a card without
    one shows its name."""
    folder = html_folder.parent / game.id
    data = table_data(game, lambda path: path in images or (folder / path).is_file())
    text = json.dumps(data, sort_keys=True, ensure_ascii=False)
    data["version"] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    folders = template_dirs(project.root, "playtest")
    env = jinja2.sandbox.SandboxedEnvironment(loader=jinja2.FileSystemLoader([str(f) for f in folders]),
                                              autoescape=True, undefined=jinja2.StrictUndefined)
    block = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")
    page = env.get_template("table.html").render(title=game.title, data_json=block, assets=ASSETS)
    (html_folder / ASSETS).mkdir(parents=True, exist_ok=True)
    written = [html_folder / table_page_name(game.id)]
    written[0].write_text(page, encoding="utf-8")
    for name in STATIC_FILES:
        source = next(f / "static" / name for f in folders if (f / "static" / name).is_file())
        target = html_folder / ASSETS / name
        partial = target.with_name(f".{name}.{os.getpid()}")   # every game's table writes them: whole files only
        partial.write_bytes(source.read_bytes())
        os.replace(partial, target)
        written.append(target)
    return written
