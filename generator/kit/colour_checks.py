"""The manifest's player colours: a misspelt one is reported, as the kit would print it as written."""

from __future__ import annotations

import difflib

from generator.kit.colours import NAMED, UNNAMED
from generator.model.game.paths import item_position
from generator.model.game.project import GameContent
from generator.rules.registry import Finding, rule
from generator.diagnostics import Severity


@rule("player-colour-name", severity=Severity.WARNING)
def player_colour_names(game: GameContent):
    """A player colour close to, but not, a colour name or an entry's ID is reported as misspelt.

    A colour is fine as a colour name the kit knows, a placeholder (``colour-1``, ``#rrggbb``), the
    ID of one of the game's entries, or a name close to none of these.

    Passes: ``colours: [red, blue]``; ``colours: [muscovite, rebel]`` with spaces of those IDs;
    ``colours: [ochre]`` (close to nothing: printed in a palette colour under its own name).
    Fails: ``colours: [rebeql]`` where a space is ``rebel``; ``colours: [bleu]``.
    """
    manifest = game.manifest
    if manifest is None or not isinstance(manifest.colours, list):
        return
    ids = {entity.id for entity in game.all_entities()}
    known = sorted(ids | set(NAMED))
    for index, colour in enumerate(manifest.colours):
        key = str(colour).strip().lower()
        if colour in ids or key in NAMED or UNNAMED.match(key) or key.startswith("#"):
            continue
        close = difflib.get_close_matches(str(colour), known, n=1, cutoff=0.8)
        if close:
            yield Finding(f"player colour '{colour}' is no colour the kit knows and no entry of the game; "
                          f"did you mean '{close[0]}'?",
                          item_position(manifest.colours, index, manifest.at("colours")))
