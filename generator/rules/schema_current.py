"""The game's JSON Schema for editors (``schema/<game>.schema.json``) matches its declarations."""

from __future__ import annotations

import json

from generator.diagnostics import Position, Severity
from generator.model.declarations.game_schema import game_schema, schema_path
from generator.model.game.project import GameContent
from generator.rules.registry import Finding, rule


@rule("schema-current", severity=Severity.WARNING)
def schema_current(game: GameContent):
    """A game's written schema is what ``schema`` would write now, when the project keeps one.

    Editors complete and check the content by it, so after declarations change it must be written
    again. The file is compared as parsed JSON with the schema made from the checked content,
    which takes some 10 to 20 ms a game; a project without the file is not asked to have one.
    Passes: ``schema`` run after the last change of declarations. Fails: a card attribute
    declared since, which the written schema does not allow.
    """
    shown = schema_path(game.id)
    path = game.root / shown
    if not path.is_file():
        return
    try:
        written = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):   # unreadable or no JSON: stale all the same
        written = None
    if written != game_schema(game):
        yield Finding(f"{shown} no longer matches the game's declarations, so editors complete and check "
                      "by old ones: run `boardgame-generator schema`", Position(shown, 1, 1))
