"""Write small projects from YAML snippets, for rule and CLI tests."""

from __future__ import annotations

import textwrap
from pathlib import Path

from generator.validation import validate

REPO = Path(__file__).resolve().parent.parent
RULES_SETTING = '[rules]\npython = "rules"\n'


def shipped_catalogue():
    """The rules the shipped project checks with: the tool's own and the games' (rules/)."""
    from generator.validation import catalogue_for

    return catalogue_for(REPO)


def copy_shipped(game: str, root: Path) -> Path:
    """``root`` made a project holding one shipped game as a user copies it: its content, its own
    Python rules (``rules/<package>/``) and the setting that opts in to them."""
    import shutil

    shutil.copytree(REPO / "content" / game, root / "content" / game)
    package = game.replace("-", "_")
    if (REPO / "rules" / package).is_dir():
        shutil.copytree(REPO / "rules" / package, root / "rules" / package,
                        ignore=shutil.ignore_patterns("__pycache__"))
        (root / "generator.toml").write_text(RULES_SETTING, encoding="utf-8")
    return root

HEADER = """\
game:
  id: demo
  title: Demo
  players: {min: 1, max: 4}
  rulebook: Demo rules
  colours: [red, blue]
  source: {section: Components}
"""


def write_project(root: Path, files: dict[str, str], game: str = "demo") -> Path:
    """Write ``files`` (name -> YAML, dedented) under ``root/content/<game>/``."""
    folder = root / "content" / game
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return root


def findings(root: Path, rule: str | None = None) -> list[tuple[str, int, int, str]]:
    """(rule, line, column, message) of every diagnostic, optionally of one rule."""
    found = validate(root).diagnostics
    return [(d.rule, d.pos.line, d.pos.column, d.message) for d in found
            if rule is None or d.rule == rule]


def demo(tmp_path: Path, body: str, rule: str | None = None):
    """A one-game project: the demo manifest plus ``body`` in content.yaml; its findings."""
    write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": body})
    return findings(tmp_path, rule)


def at(body: str, line: int, token: str) -> tuple[int, int]:
    """(line, column) of the first ``token`` on 1-based ``line`` of the dedented ``body``."""
    text = textwrap.dedent(body).splitlines()[line - 1]
    assert token in text, f"{token!r} not on line {line}: {text!r}"
    return line, text.index(token) + 1
