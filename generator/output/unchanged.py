"""Games a build keeps whole, neither loaded nor checked: their inputs hash as in the last build.

A game's key (``inputs.game_key``) hashes its folder's files and everything else its tasks may
read (the tool, the project's shared inputs, the build's options), so it is known before the game
is loaded. The last build records, per game, that key, its tasks in order with their keys, its
summary for the reference's index and the documents the index links (``Pipeline`` writes the
record). A game whose key is unchanged, and whose recorded files are all still in the output as
they were written, was checked and built from the same inputs by the same tool: the build links
its files as it would after loading it, planning it and finding every task's key unchanged.

Only a whole build keeps games this way: one of some games or some outputs, of translations or of
named kit components (checked against every game) loads every game it builds. The project's own
rules are part of every game's key (the rules folder is one of the shared inputs); a rule reads
only the game it is given, so a game whose inputs are unchanged gets the findings it got before.
"""

from __future__ import annotations

from pathlib import Path

from generator.model.build import game_folders
from generator.output.inputs import game_key, shared_inputs
from generator.output.reuse import intact, read_record


def eligible(options) -> bool:
    """Whether a build with ``options`` may keep games whole (see the module's notes)."""
    from generator.output.tasks import OUTPUTS

    components = getattr(options.kit, "components", ())
    return not options.games and set(options.only) == set(OUTPUTS) and not options.languages and not components


def unchanged_games(root: Path, options, producers: tuple[str, ...]) -> dict[str, dict]:
    """The last build's record of each game a build with ``options`` by a pipeline of
    ``producers`` (their names) can keep whole, by game ID."""
    if not eligible(options):
        return {}
    previous = options.out.resolve()
    tasks, games = read_record(previous)
    if not games:
        return {}
    shared = shared_inputs(root)
    found = {}
    for folder in game_folders(root):
        record = games.get(folder.name)
        if record is None or record.get("key") != game_key(folder, shared, options, producers):
            continue
        names, documents = record.get("tasks"), record.get("documents")
        if (isinstance(record.get("summary"), str) and isinstance(documents, list)
                and all(isinstance(d, str) for d in documents)
                and isinstance(names, list) and all(_kept(tasks, previous, entry) for entry in names)):
            found[folder.name] = record
    return found


def _kept(tasks: dict[str, dict], previous: Path, entry) -> bool:
    """Whether a game's recorded task (its name and key) is recorded with its files all intact."""
    if not (isinstance(entry, list) and len(entry) == 2 and all(isinstance(x, str) for x in entry)):
        return False
    name, key = entry
    task = tasks.get(name)
    return task is not None and task.get("key") == key and intact(previous, task)
