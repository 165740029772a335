"""What the HTML templates receive: one declared structure per page, built from plain values.

Inline fragments (text with links, amounts, unknown markers) arrive as Markup already escaped;
everything else is plain text that the templates escape.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from markupsafe import Markup


@dataclass(frozen=True)
class Link:
    href: str
    label: str
    note: str = ""


@dataclass(frozen=True)
class RuleView:
    """One rule section with its sub-sections, numbered as the rulebook numbers it."""

    anchor: str
    number: str | None
    title: str
    local_title: str | None
    kind: str
    text: tuple[Markup, ...]
    src: str | None  # the link of its source mark, to the sources page
    children: tuple[RuleView, ...]
    level: int  # heading level, 3 to 6
    name: str = ""  # its name in link names, unique on the page

    @property
    def label(self) -> str:
        return f"{self.number} {self.title}" if self.number else self.title


@dataclass(frozen=True)
class GlanceItem:
    """A phase (or step) of the round at a glance."""

    anchor: str
    number: str | None
    title: str
    steps: tuple[GlanceItem, ...]


@dataclass(frozen=True)
class RulesSection:
    """A part of the game page made of rules: setup, turn structure, actions, battles..."""

    anchor: str
    title: str
    rules: tuple[RuleView, ...]
    elsewhere: tuple[Link, ...]  # rules of this part that sit inside another part's sections


@dataclass(frozen=True)
class NavItem:
    """An entry of the contents: a part of the page, or a rule within it."""

    href: str
    label: str
    children: tuple[NavItem, ...] = ()


@dataclass(frozen=True)
class Field:
    label: str
    value: Markup | str   # plain text is escaped by the template


@dataclass(frozen=True)
class ComponentView:
    anchor: str
    name: str
    local_name: str | None
    count: Markup
    per_colour: str
    supplied: str
    use: Markup
    notes: tuple[Markup, ...]
    src: str | None


@dataclass(frozen=True)
class CardView:
    anchor: str
    deck: str
    title: Markup
    local_title: str | None
    type: str | None
    copies: str | None          # "×3", "at least 1"; None for a single copy
    fields: tuple[Field, ...]
    text: tuple[Markup, ...]
    unknown_face: Markup | None
    src: str | None
    label: str  # the card's name as plain text, for link names
    image: str | None = None   # the card's PNG: relative to the game's output folder, then to the page
    image_alt: str = ""


@dataclass(frozen=True)
class DeckView:
    anchor: str
    id: str
    name: str
    local_name: str | None
    description: Markup | None
    facts: str  # "26 cards, standard size, back: Deed"
    cards: tuple[CardView, ...]
    src: str | None


@dataclass(frozen=True)
class HeadCell:
    label: str
    local_label: str | None = None


@dataclass(frozen=True)
class GridRow:
    anchor: str | None
    header: Markup
    cells: tuple[Markup, ...]


@dataclass(frozen=True)
class GridView:
    """Anything shown as a real HTML table: a content table, a derived table, a board, a track."""

    anchor: str
    title: str
    local_title: str | None
    lang: str | None
    description: Markup | None
    row_header: str
    columns: tuple[HeadCell, ...]
    rows: tuple[GridRow, ...]
    notes: tuple[Markup, ...]
    src: str | None
    kind: str = "table"  # table, derived table, board, track, token sheet: for link names
    stop: Markup | None = None  # where the sources stop, when some cells are unknown


@dataclass(frozen=True)
class TermView:
    anchor: str
    term: str
    local_term: str | None
    definition: tuple[Markup, ...]
    src: str | None
    rules: tuple[Link, ...] = ()  # the rules that mention it
    more_rules: int = 0           # mentions beyond those listed


@dataclass(frozen=True)
class IconView:
    anchor: str
    icon: str | None
    svg: Markup | None  # the kit's icon, drawn inline
    name: str
    local_name: str | None
    kind: str
    description: Markup | None


@dataclass(frozen=True)
class UnknownView:
    href: str | None
    where: str
    field: str
    reason: str
    position: str


@dataclass(frozen=True)
class SourceLine:
    """One entry's source on the sources page, with the content file and line that says it."""

    anchor: str   # src-<entry anchor>
    href: str     # the entry on the game page
    label: str
    kind: str
    cite: Markup
    position: str
    name: str = ""  # the link's name, unique on the page


@dataclass(frozen=True)
class EncodedView:
    """A component of the rulebook's list and the entry that encodes it."""

    href: str
    component: str
    encoded: Markup


@dataclass(frozen=True)
class SourcesView:
    rulebook: str
    grades: tuple[tuple[str, int], ...]
    public: tuple[Link, ...]  # each public source, with its confidence in the note
    unknowns: tuple[UnknownView, ...]
    files: tuple[str, ...]
    lines: tuple[SourceLine, ...] = ()
    encoded: tuple[EncodedView, ...] = ()


@dataclass(frozen=True)
class Overview:
    players: str
    publisher: str | None
    year: int | None
    rulebook: str
    version: str
    facts: tuple[Field, ...]


@dataclass(frozen=True)
class GamePage:
    """Everything one game's page shows."""

    id: str
    title: str
    local_title: str | None
    lang: str
    local_lang: str | None
    overview: Overview
    nav: tuple[NavItem, ...]
    glance: tuple[GlanceItem, ...]
    rule_sections: tuple[RulesSection, ...]
    components: tuple[ComponentView, ...]
    decks: tuple[DeckView, ...]
    tables: tuple[GridView, ...]
    derived: tuple[GridView, ...]
    boards: tuple[GridView, ...]
    glossary: tuple[TermView, ...]
    icons: tuple[IconView, ...]
    sources: SourcesView
    search_script: str
    version: str
    sources_page: str = ""
    unknown_count: int = 0
    table_page: str = ""   # the game's playtest table beside the page, when it is there


@dataclass(frozen=True)
class SourceGroup:
    """The sources of one kind of entry (rules, cards, table rows), under a heading of its own."""

    anchor: str
    title: str
    lines: tuple[SourceLine, ...]


@dataclass(frozen=True)
class SourcesPage:
    """A game's sources page: where every fact comes from, and what is unknown."""

    id: str
    title: str
    lang: str
    game_page: str
    sources: SourcesView
    version: str
    search_script: str = ""
    groups: tuple[SourceGroup, ...] = ()
    nav: tuple[NavItem, ...] = ()
    folder: str = ""  # the game's content folder, which the positions shown leave out


@dataclass(frozen=True)
class GameSummary:
    id: str
    title: str
    local_title: str | None
    page: str
    players: str
    counts: str  # "26 rules, 64 cards, 12 tables"
    search_script: str


@dataclass(frozen=True)
class IndexPage:
    games: tuple[GameSummary, ...]
    search_scripts: tuple[str, ...]
    version: str
    # each game's printable files by kind: game ID -> (('Quick reference', (A4, Letter)), ...)
    documents: dict[str, tuple[tuple[str, tuple[Link, ...]], ...]] = field(default_factory=dict)
