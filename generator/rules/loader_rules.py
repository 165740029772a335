"""Documentation of the checks the loader and the model apply while reading content."""

from generator.diagnostics import Severity
from generator.rules.registry import document

E = Severity.ERROR

document("yaml-syntax", E, """The file is valid YAML.
Passes: ``title: Kiev``. Fails: ``cards: [one, two`` (unclosed list).""")
document("yaml-encoding", E, """The file is UTF-8.
Passes: UTF-8 text. Fails: a file saved as Latin-1 or Windows-1251.""")
document("yaml-size", E, """A content file stays under the size limit (8 MiB).""")
document("yaml-unreadable", E, """The file can be read from disk.""")
document("yaml-duplicate-key", E, """No key appears twice in one mapping; both lines are named.
Passes: ``{title: A, copies: 2}``. Fails: ``{title: A, title: B}``.""")
document("yaml-anchor", E, """No anchors, aliases or merge keys: every value is written out in full.
Passes: ``cost: {fur: 1}``. Fails: ``cost: &c {fur: 1}`` and later ``cost: *c``.""")
document("yaml-tag", E, """No explicit tags such as ``!!python/object``.""")
document("yaml-depth", E, """Nesting stays under 64 levels.""")
document("yaml-key", E, """Mapping keys are plain text, not lists or mappings.""")
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
document("schema-unknown", E, """An unknown is written ``{unknown: <reason>}`` with a non-empty reason.""")
document("manifest-missing", E, """Each game folder has a game.yaml with a ``game:`` manifest.""")
document("manifest-place", E, """Only game.yaml holds the ``game:`` manifest.""")
document("manifest-id", E, """The manifest's id equals its folder's name.""")
