"""The typed entities of a game's content. Every entity keeps its position and its fields' positions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.diagnostics import Position
from generator.model.game.values import SheetRef, Source, Unknown

@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Located:
    """Base: where the entity was written, and where each of its fields was."""

    pos: Position
    field_pos: dict[str, Position] = field(repr=False)
    refused: frozenset[str] = field(default=frozenset(), repr=False)  # fields and attributes refused at load

    def at(self, name: str) -> Position:
        return self.field_pos.get(name, self.pos)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Players(Located):
    min: int | Unknown
    max: int | Unknown

    def label(self) -> str:
        """'2-5', '4', 'up to 5', '2 or more' or 'not stated'."""
        low = None if isinstance(self.min, Unknown) else self.min
        high = None if isinstance(self.max, Unknown) else self.max
        if low is not None and high is not None:
            return f"{low}" if low == high else f"{low}-{high}"
        if high is not None:
            return f"up to {high} (fewest not stated)"
        if low is not None:
            return f"{low} or more (most not stated)"
        return "not stated"


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class QuickReference(Located):
    """What a game's quick-reference sheet shows, chosen by ID among its content."""

    round_extra: list[str]
    tables: list[str]
    actions: list[str]
    goal: str | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Manifest(Located):
    """The game itself: title, players, rulebook, player colours."""

    id: str
    title: str
    local_title: str | None
    lang: str
    players: Players
    rulebook: str | None
    colours: list[str]
    publisher: str | None
    designers: list[str]
    year: int | None
    edition: str | None
    licence: str | None
    kit_by: str
    cite: str
    version: str
    quick_reference: QuickReference | None
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class StandInKind(Located):
    """One kind among a stand-in's counters (Kingsburg's gold cubes), in a colour of its own."""

    label: str
    copies: int
    colour: str | None = None         # a colour name (yellow, brown, grey) or #rrggbb
    source: Source | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class StandIn(Located):
    """Counters the kit prints to stand in for pieces the player would otherwise supply."""

    label: str | None = None          # printed on each counter (default: the component's name)
    labels: list[str] = field(default_factory=list)   # one counter each, instead of ``label``
    shape: str = "circle"
    size_mm: float = 15.875
    per_colour: bool | None = None    # one set per player colour (default: when the component
                                      # has a per-colour count)
    icon: str | None = None
    kinds: tuple[StandInKind, ...] = ()   # counters by kind, instead of ``label``


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Standee(Located):
    """Folding vertical counters the kit prints for a component, one per named card of a deck
    (a Commander's counter duplicates its card): the card's title and the attributes in ``show``."""

    deck: str
    show: list[str] = field(default_factory=list)
    width_mm: float = 22.0
    height_mm: float = 34.0


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Component(Located):
    """One row of the rulebook's component list with its declared counts."""

    id: str
    name: str
    local_name: str | None
    total: int | Unknown
    per_colour: int | None
    extra: int
    encoded_as: str | None
    encoded_in: list[str] = field(default_factory=list)   # printed in parts by these entities
    supplied: str
    use: str | None
    notes: list[str]
    source: Source | None
    stand_in: StandIn | None = None
    standee: Standee | None = None
    not_printed: str | None = None    # why the kit cannot print it, as the cover says


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Resource(Located):
    """Something counted in costs and rewards: a good, coins, VP, troops..."""

    id: str
    name: str
    local_name: str | None
    kind: str
    icon: str | None
    description: str | None
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Card(Located):
    id: str
    title: str | Unknown | None
    local_title: str | None
    type: str | None
    copies: int
    cost: Any
    requirement: Any
    reward: Any
    vp: int | Unknown | None
    text: str | Unknown | None
    attributes: dict
    image: str | None
    back: str | None
    field_sources: dict[str, Source]
    unknown: Unknown | None
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class CardSize(Located):
    width_mm: float
    height_mm: float


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Deck(Located):
    id: str
    name: str
    local_name: str | None
    kind: str
    size: str | CardSize
    back: str | None
    back_image: str | None
    description: str | None
    cards: tuple[Card, ...]
    source: Source | None
    card_attributes: dict = field(default_factory=dict)   # declared attributes of the cards
    cards_from: SheetRef | None = None   # the spreadsheet the cards were read from
    on_request: bool = False             # the kit prints it only when asked

    def card_count(self) -> int:
        return sum(card.copies for card in self.cards)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Column(Located):
    id: str
    label: str
    local_label: str | None
    declaration: Any = None   # the cells' declared type (an AttributeDecl), when the column has one


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Row(Located):
    label: str | None
    roll: int | str | None
    cells: list
    source: Source | None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Table(Located):
    """A table; with ``dice`` set, rows are indexed by die faces or ranges of faces."""

    id: str
    title: str
    local_title: str | None
    lang: str | None
    dice: int | None
    row_header: str | None
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    notes: list[str]
    source: Source | None
    rows_from: SheetRef | None = None    # the spreadsheet the rows were read from


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Hold(Located):
    """Pieces a board or track space must have room for (it prints at the size they need)."""

    piece: str                  # a token sheet, token, deck or component ID
    count: int | Unknown
    per_colour: bool = False    # ``count`` for each player colour
    stack: bool = False         # they stack: room for one is enough
    label: str | None = None    # what the room is for, printed faintly in it
    source: Source | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Place(Located):
    """Where a space is: a cell of its board's grid, or a position in mm."""

    column: int | None = None
    row: int | None = None
    x: float | None = None
    y: float | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Grid(Located):
    """A board whose spaces sit on a grid of square or hexagonal cells."""

    shape: str = "square"
    columns: int | None = None


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Space(Located):
    id: str
    name: str
    local_name: str | None
    attributes: dict
    adjacent: list[str] | Unknown | None
    field_sources: dict[str, Source]
    source: Source | None
    holds: tuple[Hold, ...] = ()
    size_mm: CardSize | None = None
    place: Place | None = None     # written ``at`` in YAML


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Board(Located):
    """A board as a graph of spaces and adjacencies."""

    id: str
    name: str
    local_name: str | None
    description: str | None
    image: str | None
    spaces: tuple[Space, ...]
    source: Source | None
    grid: Grid | None = None
    holds: tuple[Hold, ...] = ()    # what every space holds, besides its own
    shows: list[str] = field(default_factory=list)     # the attributes printed on each space
    table: str | None = None     # a table whose rows and column groups are the spaces
    group: int = 1               # columns of ``table`` that make one space
    back: str | None = None      # the board on this one's other side
    layout_note: str | None = None   # what the board's page says about where its spaces are
    space_attributes: dict = field(default_factory=dict)   # declared attributes of the spaces


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class TrackSpace(Located):
    index: int
    label: str | None
    value: int | Unknown | None
    markers: list[str]
    source: Source | None
    holds: tuple[Hold, ...] = ()
    attributes: dict = field(default_factory=dict)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Threshold(Located):
    at_index: int | Unknown  # written ``at`` in YAML
    value: int | Unknown | None
    label: str | None
    source: Source | None
    attributes: dict = field(default_factory=dict)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Track(Located):
    """Ordered, contiguous spaces with values and scoring thresholds."""

    id: str
    name: str
    local_name: str | None
    description: str | None
    spaces: tuple[TrackSpace, ...]
    thresholds: tuple[Threshold, ...]
    source: Source | None
    holds: tuple[Hold, ...] = ()    # what every space holds, besides its own
    print_length: int | None = None    # spaces to print when the track's length is not known
    space_attributes: dict = field(default_factory=dict)   # declared attributes of the spaces
    threshold_attributes: dict = field(default_factory=dict)   # declared attributes of the thresholds


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Token(Located):
    id: str
    label: str
    local_label: str | None
    copies: int
    back: str | None
    image: str | None
    source: Source | None
    attributes: dict = field(default_factory=dict)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Sheet(Located):
    """A token or counter sheet."""

    id: str
    name: str
    local_name: str | None
    shape: str
    size_mm: float
    double_sided: bool
    per_colour: bool
    tokens: tuple[Token, ...]
    source: Source | None
    token_attributes: dict = field(default_factory=dict)   # declared attributes of the tokens

    def token_count(self) -> int:
        return sum(token.copies for token in self.tokens)


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Rule(Located):
    """A numbered section of rules text, with nested steps."""

    id: str
    number: str | None
    title: str
    local_title: str | None
    kind: str
    text: str | Unknown | None
    children: tuple[Rule, ...]
    source: Source | None
    brief: str | None = None  # the rule in short form, for the quick reference


@dataclass(kw_only=True, slots=True, eq=False, frozen=True)
class Term(Located):
    id: str
    term: str
    local_term: str | None
    definition: str
    source: Source | None


Entity = Component | Resource | Deck | Card | Table | Board | Space | Track | Sheet | Token | Rule | Term
"""Any entity with an ID, as ``GameContent.index()`` holds them."""
