"""Documentation of the checks the loader and the model apply while reading content."""

from generator.diagnostics import Severity
from generator.rules.registry import document

E = Severity.ERROR

document("yaml-syntax", E, """The file is valid YAML.
Passes: ``title: Kiev``. Fails: ``cards: [one, two`` (unclosed list).""")
document("yaml-encoding", E, """The file is UTF-8.
Passes: UTF-8 text. Fails: a file saved as Latin-1 or Windows-1251.""")
document("yaml-size", E, """A content file stays under the size limit (8 MiB).
Passes: a 40 KB deck file. Fails: a 9 MiB file (split it into several files).""")
document("yaml-unreadable", E, """The file can be read from disk.
Passes: a readable file. Fails: a file without read permission, or a folder named ``x.yaml``.""")
document("yaml-duplicate-key", E, """No key appears twice in one mapping; both lines are named.
Passes: ``{title: A, copies: 2}``. Fails: ``{title: A, title: B}``.""")
document("yaml-anchor", E, """No anchors, aliases or merge keys: every value is written out in full.
Passes: ``cost: {fur: 1}``. Fails: ``cost: &c {fur: 1}`` and later ``cost: *c``.""")
document("yaml-tag", E, """No explicit tags such as ``!!python/object``.
Passes: ``copies: 2``. Fails: ``copies: !!str 2`` or ``x: !!python/object:os.system``.""")
document("yaml-depth", E, """Nesting stays under 64 levels.
Passes: a deck with cards with attributes. Fails: ``[[[[...]]]]`` nested 65 deep.""")
document("yaml-character", E, """The file holds no control characters but tab and line breaks, and no U+FFFE or U+FFFF.
The first one found is reported at its line and column.
Passes: ``title: Kiev``. Fails: a BEL (U+0007) or U+FFFE inside ``title: Ki?ev``.""")
document("yaml-text-size", E, """One text value stays under 20,000 characters.
Passes: a rule text of a few paragraphs. Fails: a 100 KB rule text (split it into sub-rules).""")
document("yaml-number", E, """An unquoted number has at most 15 digits before the point.
Passes: ``copies: 2``. Fails: ``copies: 10000000000000000`` (quote it when it is text).""")
document("yaml-key", E, """Mapping keys are plain text, not lists or mappings.
Passes: ``title: A``. Fails: ``? [a, b]\n: 1`` (a list as a key).""")
document("schema-type", E, """Each value has the type its field declares; only true and false are booleans.
Passes: ``copies: 2``. Fails: ``copies: many`` and ``double_sided: yes``.""")
document("schema-range", E, """Counts and costs are not negative.
Passes: ``copies: 0``. Fails: ``copies: -1``.""")
document("schema-format", E, """IDs are lower-case letters, digits and hyphens.
Passes: ``id: grand-prince``. Fails: ``id: Grand Prince``.""")
document("schema-choice", E, """A value is one of its field's choices.
Passes: ``confidence: high``. Fails: ``confidence: sure``.""")
document("schema-required", E, """A required field is present.
Passes: a card with ``id``. Fails: a card without one.""")
document("schema-unknown-key", E, """No key beyond the declared fields (typos are caught, with a suggestion).
Passes: ``copies: 2``. Fails: ``copeis: 2``.""")
document("schema-yaml11-word", Severity.WARNING, """A free-form attribute is not a bare yes/no/on/off,
which YAML 1.1 tools read as a boolean and this tool reads as text.
Passes: ``starting: true`` or ``answer: "yes"``. Fails: ``starting: yes``.""")
document("schema-unknown", E, """An unknown is written ``{unknown: <reason>}`` with a non-empty reason.
Passes: ``vp: {unknown: not listed}``. Fails: ``vp: {unknown: ''}``.""")
document("manifest-missing", E, """Each game folder has a game.yaml with a ``game:`` manifest.
Passes: ``content/rurik/game.yaml`` starting ``game: {id: rurik, ...}``. Fails: a folder without one.""")
document("manifest-place", E, """Only game.yaml holds the ``game:`` manifest.
Passes: ``game:`` in game.yaml. Fails: ``game:`` in deeds.yaml.""")
document("manifest-id", E, """The manifest's id equals its folder's name.
Passes: ``id: rurik`` in content/rurik/. Fails: ``id: rurik2`` there.""")
