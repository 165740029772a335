"""A new project from the built-in starter: a small original game a publisher grows into their own.

The starter's files are package data (``generator/templates/init``) with ``${name}`` fields;
files that already exist are never overwritten, so a second game can join an existing project.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass
from pathlib import Path
from string import Template

from generator import __version__
from generator.model.build import load_project
from generator.model.declarations.game_schema import schema_files
from generator.template_dirs import BUILTIN

STARTER = BUILTIN / "init"
GAME_ID = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
# starter file -> where it goes in the project ({game} is the game's folder)
FILES = {
    "content/game.yaml": "content/{game}/game.yaml",
    "content/cards.yaml": "content/{game}/cards.yaml",
    "content/board.yaml": "content/{game}/board.yaml",
    "content/rules.yaml": "content/{game}/rules.yaml",
    "generator.toml": "generator.toml",
    "gitignore": ".gitignore",
    "README.md": "README.md",
}
# with --ci: a GitHub Actions workflow and a pre-commit configuration that install the tool
# by the requirement given (its version, or a pinned commit) and run validate
CI_FILES = {
    "ci/github-workflow.yml": ".github/workflows/content.yml",
    "ci/pre-commit-config.yaml": ".pre-commit-config.yaml",
}


class ScaffoldError(ValueError):
    """The project cannot be made as asked (a bad ID, or the game exists already)."""


@dataclass(frozen=True)
class Starter:
    game_id: str
    title: str
    publisher: str = "Your Publisher"
    designer: str = "Your Name"


def game_id_for(folder: Path) -> str:
    """A game ID from a folder name: lower case, hyphens for everything else."""
    return re.sub(r"[^a-z0-9]+", "-", folder.name.lower()).strip("-") or "my-game"


def tool_requirement() -> str:
    """The pip requirement for this very version of the tool, as the CI files install it."""
    return f"boardgame-generator=={__version__}"


def ci_files(requirement: str) -> dict[str, str]:
    """The CI files ``init --ci`` writes: project path -> text, installing the tool by ``requirement``."""
    if '"' in requirement or "\n" in requirement:
        raise ScaffoldError(f"'{requirement}' is not a pip requirement")
    return {target: Template((STARTER / source).read_text(encoding="utf-8")).substitute(requirement=requirement)
            for source, target in CI_FILES.items()}


def scaffold(root: Path, starter: Starter, ci_requirement: str | None = None) -> list[Path]:
    """Write the starter project under ``root``, with the CI files when ``ci_requirement`` is
    given; return the files written (existing ones are kept)."""
    if not GAME_ID.match(starter.game_id):
        raise ScaffoldError(f"'{starter.game_id}' is not a game ID (lower-case letters, digits and hyphens, "
                            "starting with a letter)")
    if (root / "content" / starter.game_id).exists():
        raise ScaffoldError(f"{root / 'content' / starter.game_id} exists already; choose another --game")
    fields = {"game_id": starter.game_id, "title": starter.title.replace('"', "'"),
              "publisher": starter.publisher, "designer": starter.designer,
              "year": str(datetime.date.today().year)}
    written = []
    for source, target in FILES.items():
        path = root / target.format(game=starter.game_id)
        if path.exists():
            continue
        text = Template((STARTER / source).read_text(encoding="utf-8")).substitute(fields)
        written.append(_write(path, text))
    for target, text in (ci_files(ci_requirement) if ci_requirement else {}).items():
        if not (root / target).exists():
            written.append(_write(root / target, text))
    for schema, text in schema_files(load_project(root)).items():
        if not (root / schema).exists():
            written.append(_write(root / schema, text))
    return written


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
