"""Write a game's rules books: one per paper the kit is built for (A4 beside A4 and A3 kits, Letter
beside Letter and Tabloid ones), and with ``booklet`` the same imposed as a booklet."""

from __future__ import annotations

from pathlib import Path

from generator.model.game.project import GameContent
from generator.kit.rules_file import rules_paper, rules_path
from generator.rules.derived import derived_tables
from generator.rulebook.document import make_rulebook


def rules_papers(kit_papers: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(rules_paper(p) for p in kit_papers))


def rules_files(game_id: str, kit_papers: tuple[str, ...], booklet: bool) -> list[Path]:
    """The files ``write_rulebooks`` writes, relative to the game's folder."""
    return [rules_path(Path(), game_id, paper, flag) for paper in rules_papers(kit_papers)
            for flag in ((False, True) if booklet else (False,))]


def write_rulebook(game: GameContent, folder: Path, name: str) -> Path:
    """Write the rules book ``name`` (one of ``rules_files``) into ``folder``."""
    made = make_rulebook(game, derived_tables(game), "letter" if name.endswith("letter.pdf") else "a4",
                         booklet="-booklet-" in name)
    path = folder / name
    path.write_bytes(made.pdf)
    return path


def write_rulebooks(game: GameContent, folder: Path, kit_papers: tuple[str, ...], booklet: bool) -> list[Path]:
    return [write_rulebook(game, folder, name.name) for name in rules_files(game.id, kit_papers, booklet)]
