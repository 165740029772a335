"""Documentation of the checks the loader and the model apply while reading content."""

from generator.diagnostics import Severity
from generator.rules.registry import documented

E = Severity.ERROR

LOADER_RULES = (documented("yaml-syntax", E, """The file is valid YAML.
Passes: ``title: Kiev``. Fails: ``cards: [one, two`` (unclosed list)."""),
documented("yaml-encoding", E, """The file is UTF-8.
Passes: UTF-8 text. Fails: a file saved as Latin-1 or Windows-1251."""),
documented("yaml-size", E, """A content file stays under the size limit (8 MiB).
Passes: a 40 KB deck file. Fails: a 9 MiB file (split it into several files)."""),
documented("yaml-unreadable", E, """The file can be read from disk.
Passes: a readable file. Fails: a file without read permission, or a folder named ``x.yaml``."""),
documented("yaml-duplicate-key", E, """No key appears twice in one mapping; both lines are named.
Passes: ``{title: A, copies: 2}``. Fails: ``{title: A, title: B}``."""),
documented("yaml-anchor", E, """No anchors, aliases or merge keys: every value is written out in full.
Passes: ``cost: {fur: 1}``. Fails: ``cost: &c {fur: 1}`` and later ``cost: *c``."""),
documented("yaml-tag", E, """No explicit tags such as ``!!python/object``.
Passes: ``copies: 2``. Fails: ``copies: !!str 2`` or ``x: !!python/object:os.system``."""),
documented("yaml-depth", E, """Nesting stays under 64 levels.
Passes: a deck with cards with attributes. Fails: ``[[[[...]]]]`` nested 65 deep."""),
documented("yaml-character", E, """No control characters but tab and line breaks, and no U+FFFE or U+FFFF.
The first one found is reported at its line and column.
Passes: ``title: Kiev``. Fails: a BEL (U+0007) or U+FFFE inside ``title: Ki?ev``."""),
documented("yaml-text-size", E, """One text value stays under 20,000 characters.
Passes: a rule text of a few paragraphs. Fails: a 100 KB rule text (split it into sub-rules)."""),
documented("yaml-number", E, """An unquoted number has at most 15 digits before the point.
Passes: ``copies: 2``. Fails: ``copies: 10000000000000000`` (quote it when it is text)."""),
documented("yaml-key", E, """Mapping keys are plain text, not lists or mappings.
Passes: ``title: A``. Fails: ``? [a, b]\n: 1`` (a list as a key)."""),
documented("schema-type", E, """Each value has the type its field (or its attribute's declaration)
gives; only true and false are booleans.
Passes: ``copies: 2``; ``strength: 4`` declared integer. Fails: ``copies: many``, ``double_sided: yes``,
``strength: inf``."""),
documented("schema-range", E, """Every number lies in its field's range (docs/content-format.md lists
them) and is finite; a declared attribute or a constant stays within its declared ``min`` and ``max``.
Passes: ``copies: 0``; ``value: 18`` declared ``{type: integer, min: 1, max: 18}``. Fails:
``copies: -1``; ``value: 19``; ``print_length: 30000000``; ``size_mm: !!float nan``."""),
documented("schema-format", E, """IDs are lower-case letters, digits and hyphens; a pattern is a
regular expression of at most 1,000 characters, and a declared text matches its pattern.
Passes: ``id: grand-prince``; ``pattern: "[0-9]+"``. Fails: ``id: Grand Prince``; ``pattern: "(a"``."""),
documented("schema-pattern-time", Severity.WARNING, """A declared pattern matches a value within its
time limit (0.05 s); one that runs out of time is not applied to that value or later ones.
Passes: ``pattern: "a+"``. Fails (warning): ``pattern: "^(a+)+$"`` against 36 a's and a "!"."""),
documented("schema-choice", E, """A value is one of its field's choices, or of its attribute's
declared values or set (with a suggestion).
Passes: ``confidence: high``; ``kind: goblins`` in the set. Fails: ``confidence: sure``; ``kind: goblinz``."""),
documented("schema-required", E, """A required field, or a required declared attribute, is present.
Passes: a card with ``id``. Fails: a card without one; an advisor without its declared ``value``."""),
documented("schema-unknown-key", E, """No key beyond the declared fields, and no attribute beyond those
its container declares (typos are caught, with a suggestion).
Passes: ``copies: 2``. Fails: ``copeis: 2``; ``strenght: 4`` where ``strength`` is declared."""),
documented("schema-yaml11-word", Severity.WARNING, """A free-form attribute is not a bare yes/no/on/off,
which YAML 1.1 tools read as a boolean and this tool reads as text.
Passes: ``starting: true`` or ``answer: "yes"``. Fails: ``starting: yes``."""),
documented("schema-unknown", E, """An unknown is written ``{unknown: <reason>}`` with a non-empty reason.
Passes: ``vp: {unknown: not listed}``. Fails: ``vp: {unknown: ''}``."""),
documented("manifest-missing", E, """Each game folder has a game.yaml with a ``game:`` manifest.
Passes: ``content/rurik/game.yaml`` starting ``game: {id: rurik, ...}``. Fails: a folder without one."""),
documented("manifest-place", E, """Only game.yaml holds the ``game:`` manifest.
Passes: ``game:`` in game.yaml. Fails: ``game:`` in deeds.yaml."""),
documented("manifest-id", E, """The manifest's id equals its folder's name.
Passes: ``id: rurik`` in content/rurik/. Fails: ``id: rurik2`` there."""),
documented("derived-table", E, """Each derived table has the entries it is computed from, with values
it can compute with (checked on every validation, though the tables are computed only when the
build shows them).
Passes: Kingsburg's dice odds with the deck ``kings-court`` in the content. Fails: the same with the
advisors' file emptied: the odds table names the deck it needs; ``white-dice-per-group: 20`` without
its ``max``: the odds would enumerate more than their 100,000 rolls."""),
documented("settings-file", E, """generator.toml is valid TOML with the tables [kit], [cards] and [rules]
and their keys only, each value of its key's type and among its choices (with a suggestion);
``validate`` reports every problem at its line and ``build`` refuses until they are fixed.
Passes: ``[kit]`` with ``paper = "a4"``. Fails: ``[kits]``; ``papr = "a4"``; ``paper = "A5"``;
``ink_saver = "yes"``."""),
documented("project-rules", E, """A project's own Python rules (``[rules] python`` in generator.toml)
load: the folder exists inside the project, each module imports, and no rule ID is taken twice.
Passes: ``rules/checks.py`` defining ``@rule("mygame-bonus", game="mygame")``. Fails: a syntax
error in it (reported at its line), or a rule named ``unique-ids`` (a built-in rule's ID)."""),
)
