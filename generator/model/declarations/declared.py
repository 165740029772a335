"""What a game declares about its own content: attribute types, closed sets, constants, constraints.

These are entities like cards and spaces: read from YAML with their positions and sources, and
checked by the engine (attribute types at load, constraints as rules). docs/content-format.md
describes the YAML forms.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from generator.diagnostics import Position
from generator.model.game.entities import Located
from generator.model.game.values import Source

if TYPE_CHECKING:
    from generator.model.schema.patterns import BoundedPattern

ATTRIBUTE_TYPES = ("integer", "number", "boolean", "text", "one-of", "reference", "amount", "list",
                   "mapping", "map")
# Collections a constraint or a reference may name: a section, or the items inside containers.
SECTION_COLLECTIONS = ("components", "resources", "decks", "tables", "boards", "tracks", "sheets",
                       "rules", "glossary", "sets", "constants")
ITEM_COLLECTIONS = {"cards": "deck", "spaces": "board or track", "tokens": "sheet", "rows": "table",
                    "thresholds": "track"}


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Collection(Located):
    """Which entities a constraint or a reference means: ``components``, ``cards`` (every deck's),
    or ``{cards: kings-court}`` (one deck's; a list names several)."""

    kind: str
    ids: tuple[str, ...] | None = None

    def describe(self) -> str:
        if self.ids is None:
            return self.kind
        return f"{self.kind} of {', '.join(self.ids)}"


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Condition(Located):
    """Tests on fields, all of which must hold: ``{type: Rebellion, copies: {min: 1}}``."""

    tests: dict[str, dict[str, Any]]          # field path -> {test name: argument}
    test_pos: dict[str, Position] = field(default_factory=dict)   # field path -> where written


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class ValueSpec(Located):
    """A closed list of values: ``{from: 1, to: 5}``, ``[a, b]`` or ``{set: enemy-kinds}``."""

    values: tuple | None = None
    low: int | None = None
    high: int | None = None
    set_id: str | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class AttributeDecl(Located):
    """The declared type of one attribute (or of a list item, map key or value, mapping field)."""

    name: str
    type: str
    description: str | None = None
    required: bool = False
    unknown_ok: bool = True
    minimum: float | None = None
    maximum: float | None = None
    unit: str | None = None
    pattern: BoundedPattern | None = None     # text: compiled at load
    values: list | None = None                 # one-of, written out
    set_id: str | None = None                  # one-of, from a declared set
    to: Collection | None = None               # reference: what it names
    by: str = "id"                             # reference: the target field it matches
    where: Condition | None = None             # reference and amount: which targets qualify
    resources: list[str] | None = None         # amount: the resources allowed
    item: AttributeDecl | None = None          # list
    key: AttributeDecl | None = None           # map
    value: AttributeDecl | None = None         # map
    fields: dict[str, AttributeDecl] = field(default_factory=dict)   # mapping
    source: Source | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class ValueSet(Located):
    """A closed set of values with a name and a source, for ``one-of`` attributes."""

    id: str
    name: str
    values: list[str]
    description: str | None
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Constant(Located):
    """One rule value with its source, read by the engine or a game's Python."""

    id: str
    name: str
    value: Any
    unit: str | None
    description: str | None
    source: Source | None
    minimum: float | None = None   # the declared range of a numeric value (and of each in a list)
    maximum: float | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Constraint(Located):
    """A declared check: its kind and options, the entities it applies to, its message."""

    id: str
    kind: str
    options: Any                  # the kind's options, as the constraint kinds parse them
    of: Collection
    where: Condition | None
    group_by: Any                 # GroupBy or None
    message: str
    severity: str
    description: str | None
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class GroupBy(Located):
    """Partition by a field's value; ``values`` lists the groups that must exist (even empty)."""

    field: str
    values: ValueSpec | None = None
