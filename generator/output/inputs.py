"""What each build task reads, as fingerprints for its key (see ``reuse``).

A task's key covers everything its files depend on, and nothing more, so an edit re-runs only the
tasks that read what changed:

- the project's shared inputs (``project_inputs``): its ``templates/``, its tool wording
  (``locale/generator/``), its rules folder and ``generator.toml``;
- a game's files that are not YAML (``GameInputs.loose``: art, translations, spreadsheets), by bytes;
- the part of the checked model the task reads, by its ``repr`` (entities are plain dataclasses,
  so the ``repr`` holds every value; fields' positions, which only findings show, are left out).

A task that reads only part of a game is given only that part (``without_card_text``): what it
writes then depends on nothing its key leaves out, whatever its code reads.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path

from generator.model.game.project import GameContent, Project
from generator.model.wording import words
from generator.output.reuse import hash_entries, hash_tree, task_key, tree_digests
from generator.rules.derived import PreparedGame, derived_tables


@dataclass(frozen=True)
class GameInputs:
    """Fingerprints of what a game's tasks may read."""

    whole: str     # the game's folder and the project's shared inputs: all a task can read
    loose: str     # the game folder's files that are not YAML (pictures, translations, sheets)
    project: str   # the project's templates, tool wording, rules and settings


YAML = (".yaml", ".yml")
ADDRESS = re.compile(r" at 0x[0-9a-f]+")


def rules_folder(root: Path) -> Path:
    """The folder generator.toml names for the project's rules, else ``rules/`` (hashed either way:
    naming it in generator.toml makes it count)."""
    from generator.settings_file import rules_folder_name

    return root / (rules_folder_name(root) or "rules")


def project_inputs(project: Project) -> str:
    """A hash of what every game's tasks read from the project beside its content."""
    return shared_inputs(project.root)


def shared_inputs(root: Path) -> str:
    """``project_inputs`` of the project at ``root``, before it is loaded."""
    digest = hashlib.sha256()
    for folder in (root / "templates", root / "locale" / "generator", rules_folder(root)):
        digest.update(str(folder).encode("utf-8") + b"\0")
        hash_tree(digest, folder)
    settings = root / "generator.toml"
    digest.update(settings.read_bytes() if settings.is_file() else b"")
    return digest.hexdigest()


def game_inputs(game: GameContent, shared: str) -> GameInputs:
    """The fingerprints of ``game``'s folder (every file read once) with the project's ``shared``."""
    entries = tree_digests(game.folder)
    loose = [(name, digest) for name, digest in entries if not name.endswith(YAML)]
    return GameInputs(_folder_hash(game.folder, entries) + shared, _folder_hash(game.folder, loose), shared)


def game_key(folder: Path, shared: str, options, producers: tuple[str, ...]) -> str:
    """A hash of all that any task of the game in ``folder`` reads: its files, the project's
    ``shared`` inputs, the build ``options``, the names of the build's ``producers`` and (in
    ``task_key``) the tool; known before the game is loaded."""
    return task_key("game", _folder_hash(folder, tree_digests(folder)), shared, options_key(options),
                    sorted(options.only), producers)


def options_key(options) -> tuple:
    """The build options a task's files depend on (which outputs are built is not one of them; where
    they are written is, for the file URLs of the Tabletop Simulator save)."""
    return (options.kit, options.card_ppi, options.languages, options.tts_base_url, str(options.out))


def _folder_hash(folder: Path, entries: list[tuple[str, bytes]]) -> str:
    digest = hashlib.sha256(str(folder).encode("utf-8") + b"\0")
    hash_entries(digest, entries)
    return digest.hexdigest()


def model_text(game: GameContent) -> str:
    """The game's model as text: its entities, its derived tables (a translation's are the
    source's, translated), the names of its derived-table makers and its language."""
    derived = ADDRESS.sub("", repr(derived_tables(game)))   # makers' code is in the tool's hash
    derivers = ADDRESS.sub("", repr(getattr(game, "derivers", ())))
    return f"{game!r}\0{derived}\0{derivers}\0{words(game).lang!r}"


def _placeholder(text):
    """A written text as one placeholder word; an unknown or absent text as it is (the sheets
    mark what is unknown)."""
    return "text" if isinstance(text, str) and text else text


def without_card_text(game: GameContent) -> GameContent:
    """The game with every card's written text as a placeholder, for tasks that never show it
    (quick references; a test holds each shipped game's to the same bytes as the whole game's).
    It keeps the whole game's derived tables (in the key: ``model_text``)."""
    decks = tuple(replace(deck, cards=tuple(replace(card, text=_placeholder(card.text)) for card in deck.cards))
                  for deck in game.decks)
    if isinstance(game, PreparedGame):
        return replace(game, decks=decks, given_tables=game.derived)
    return replace(game, decks=decks)


def summary_text(game: GameContent) -> str:
    """What the reference's index shows of ``game`` (its summary), as text."""
    from generator.reference.game_page import game_summary

    return repr(game_summary(game))


def site_reads(summaries: list[str], games: tuple[str, ...]) -> tuple:
    """What the reference's index lists: every game's summary (``summary_text``, in the games'
    order). A build of some ``games`` lists those kept from before as well, so its index is never
    taken from the last build."""
    return (summaries, games, os.urandom(16) if games else b"")


def game_view(game: GameContent, reads: str) -> GameContent:
    """The game as a task that reads ``reads`` (see ``output.tasks``) is given it."""
    from generator.output.tasks import WITHOUT_CARD_TEXT

    return without_card_text(game) if reads == WITHOUT_CARD_TEXT else game


def task_reads(reads: str, inputs: GameInputs, view: GameContent) -> tuple:
    """The fingerprints of what a game's task reads (``reads``), given ``view`` of the game."""
    from generator.output.tasks import LOOSE_FILES, WITHOUT_CARD_TEXT

    if reads == WITHOUT_CARD_TEXT:
        return (inputs.project, inputs.loose, model_text(view))
    if reads == LOOSE_FILES:
        return (inputs.project, inputs.loose)
    return (inputs.whole,)
