"""Rules the kit brings: what it prints must fit, and every icon the content names must exist.

Each check lays the content out exactly as the kit will print it, so a finding here is a card or
counter that would otherwise be clipped.
"""

from __future__ import annotations

from dataclasses import fields
from functools import lru_cache
from pathlib import Path

from generator.diagnostics import Diagnostic, Position, Related, Severity
from generator.faces.card_face import DeckStyle, card_face, card_size
from generator.faces.deck_parts import footer_text
from generator.faces.icons import ICONS
from generator.faces.layouts import RULE as CARD_LAYOUT, LayoutError, layout_for
from generator.faces.token_face import token_face
from generator.faces.table_face import reference_fits
from generator.faces.values import Vocabulary
from generator.kit.track_cells import cell_size, label_fits
from generator.geometry.imposition import impose
from generator.geometry.units import PAPERS
from generator.model.game.project import GameContent
from generator.model.wording import ENGLISH, Wording, words, shown_values
from generator.rules import fit_cache
from generator.rules.fit_cache import PLACES
from generator.rules.registry import Finding, rule


def _shown(pos: Position, root: Path) -> Position:
    try:
        return Position(Path(pos.path).resolve().relative_to(root.resolve()).as_posix(), pos.line, pos.column)
    except ValueError:
        return pos


@rule(CARD_LAYOUT)
def card_layout(game: GameContent):
    """Each deck's layout, checked where faces/layouts.py declares the rule."""
    root = game.root
    users: dict[Diagnostic, list[Related]] = {}
    for deck in game.decks:
        try:
            layout_for(deck.kind, root)
        except LayoutError as exc:
            for problem in exc.diagnostics:
                users.setdefault(problem, []).append(Related(deck.at("kind"), f"deck '{deck.id}' uses it"))
    for problem, decks in users.items():
        pos = _shown(problem.pos, root) if problem.pos else None
        yield Finding(f"card layout: {problem.message}", pos, tuple(decks))


@rule("card-text-fits", per_language=True)
def card_text_fits(game: GameContent):
    """Everything a card's layout prints fits the card at or above the style's minimum type size.

    Passes: a deed with two lines of text on a standard card. Fails: a 1,500-character ``text`` on
    a mini card (reported at ``text``), or a title too long for two lines at the minimum size.
    """
    root, vocab = game.root, Vocabulary.of(game.resources, words(game), shown_values(game))
    for deck in game.decks:
        try:
            ds = DeckStyle(game.title, deck, layout_for(deck.kind, root), vocab, game.folder, words=words(game))
        except LayoutError:
            continue
        _, problem = footer_text(ds, deck.card_count())
        if problem is not None:
            yield Finding(f"deck '{deck.id}': {problem.message}", deck.at(problem.field))
        style = _style_content(ds) if fit_cache.is_on() else None
        for card in deck.cards:
            for message, field in _card_problems(card, ds, style):
                yield Finding(f"card '{card.id}': {message}", card.at(field))


def _style_content(ds: DeckStyle) -> tuple | None:
    """What a card's face reads of its deck style (the deck without its cards), as a hashable
    value; None while fits are not kept (a validate run), which lays every card out."""
    if not fit_cache.is_on():
        return None
    deck = tuple((f.name, getattr(ds.deck, f.name)) for f in fields(ds.deck) if f.name not in ("cards", *PLACES))
    vocab = (tuple(sorted(ds.vocab.icons.items())), tuple(sorted(ds.vocab.names.items())))
    return fit_cache.content_key("deck-style", ds.game_title, deck, ds.deck.card_count(), ds.layout,
                                 vocab, str(ds.folder), ds.ink_saver, ds.words.lang)


def _card_problems(card, ds: DeckStyle, style: tuple | None) -> tuple[tuple[str, str], ...]:
    """The (message, field) of each problem of the card's face; a card showing art (its size is
    read from the image file) is always laid out again."""
    def problems() -> tuple[tuple[str, str], ...]:
        return tuple((p.message, p.field) for p in card_face(card, ds, measure_only=True).problems)
    if style is None or getattr(card, "image", None):
        return problems()
    key = fit_cache.content_key("card-face", card)
    return fit_cache.remembered(key and (key, style), problems)


@rule("card-size-fits")
def card_size_fits(game: GameContent):
    """A deck's cards fit on both A4 and US Letter with margins and crop marks.

    Passes: ``size: tarot`` (70 x 120 mm). Fails: ``size: {width_mm: 200, height_mm: 280}``.
    """
    for deck in game.decks:
        w, h = card_size(deck)
        for pw, ph in PAPERS.values():
            problem = _imposition_problem(w, h, pw, ph)
            if problem is not None:
                yield Finding(f"deck '{deck.id}': {problem}", deck.at("size"))
                break


@lru_cache(maxsize=256)   # decks share a few card sizes
def _imposition_problem(w: float, h: float, pw: float, ph: float) -> str | None:
    """Why cards of ``w`` x ``h`` mm do not impose on a ``pw`` x ``ph`` mm sheet, or None."""
    try:
        impose(w, h, pw, ph)
    except ValueError as exc:
        return str(exc)
    return None


@rule("token-text-fits", per_language=True)
def token_text_fits(game: GameContent):
    """A token's label (and back) fits the token at 5 pt or larger.

    Passes: ``label: Fur`` on a 5/8 inch counter. Fails: a forty-word label on a 5/8 inch counter.
    """
    for sheet in game.sheets:
        for token in sheet.tokens:
            for field, text in (("label", token.label), ("back", token.back)):
                if text and not token_face(text, sheet.size_mm, sheet.shape, None, "#000000").fits:
                    yield Finding(f"token '{token.id}': its {field} does not fit a {sheet.size_mm:g} mm "
                                  f"{sheet.shape} at 5 pt", token.at(field))


@rule("track-text-fits", per_language=True)
def track_text_fits(game: GameContent):
    """A track space's label fits the widest track cell (44 mm) at 6 pt or larger.

    Passes: ``label: "Rule 5 regions, including Kiev and Novgorod"``. Fails: a label of a paragraph.
    """
    for track in game.tracks:
        w, h = cell_size(track)
        for space in track.spaces:
            if space.label and not label_fits(space.label, w, h):
                yield Finding(f"track '{track.id}': the label of space {space.index} does not fit a "
                              f"{w:g} x {h:g} mm cell at 6 pt", space.at("label"))


@rule("reference-card-fits", per_language=True)
def reference_card_fits(game: GameContent):
    """A table's columns fit a reference card (up to 186 mm wide) at 6 pt or larger.

    Its rows may run on over several cards.
    Passes: a six-row dice table, or 300 rows of two columns. Fails: fourteen columns of long words.
    """
    icons = {r.id: r.icon for r in game.resources if r.icon}
    names = {r.id: r.name for r in game.resources}
    for table in game.tables:
        if table.rows and not _table_fits(table, icons, names, game.title, words(game)):
            yield Finding(f"table '{table.id}': its columns do not fit the widest reference card at 6 pt",
                          table.pos)


def _table_fits(table, icons: dict, names: dict, title: str, _: Wording = ENGLISH) -> bool:
    values = (table, sorted(icons.items()), sorted(names.items()), title, _.lang)
    return fit_cache.remembered(fit_cache.content_key("reference-card", *values),
                                lambda: reference_fits(table, icons, names, title, _))


@rule("icon-known", Severity.WARNING)
def icon_known(game: GameContent):
    """A resource's ``icon`` names an icon of the kit's icon set.

    Passes: ``icon: coin``. Fails (warning): ``icon: goblet``; the kit draws a tile with its initial.
    """
    for resource in game.resources:
        if resource.icon and resource.icon not in ICONS:
            yield Finding(f"resource '{resource.id}': no icon '{resource.icon}' in the icon set, so the kit "
                          f"prints a tile with its initial; icons: {', '.join(sorted(ICONS))}",
                          resource.at("icon"))


@rule("component-parts")
def component_parts(game: GameContent):
    """Every ID a component's ``encoded_in`` lists is a deck, sheet, board, track or table.

    Passes: ``encoded_in: [kings-court, calendar]`` with that deck and track. Fails: ``encoded_in: [calender]``.
    """
    printable = {e.id for group in (game.decks, game.sheets, game.boards, game.tracks, game.tables) for e in group}
    for component in game.components:
        for entity_id in component.encoded_in:
            if entity_id not in printable:
                yield Finding(f"component '{component.id}': encoded_in names '{entity_id}', which is no deck, "
                              f"sheet, board, track or table", component.at("encoded_in"))


@rule("hold-piece")
def hold_piece(game: GameContent):
    """Every piece a board or track space ``holds`` is a token sheet, token, deck or component.

    Passes: ``holds: [{piece: structure-church}]`` with that token. Fails: ``{piece: churches}``.
    """
    from generator.kit.pieces import footprint

    for holder, holds in _holders(game):
        for hold in holds:
            if footprint(game, hold.piece) is None:
                yield Finding(f"{holder}: holds '{hold.piece}', which is no token sheet, token, deck or "
                              "component", hold.at("piece"))


def _holders(game: GameContent):
    for board in game.boards:
        yield f"board '{board.id}'", board.holds
        for space in board.spaces:
            yield f"space '{space.id}'", space.holds
    for track in game.tracks:
        yield f"track '{track.id}'", track.holds
        for cell in track.spaces:
            yield f"track '{track.id}' space {cell.index}", cell.holds


@rule("board-parts")
def board_parts(game: GameContent):
    """A board's ``table`` and ``back`` name a table and another board, and ``group`` fits.

    ``group`` must divide the table's columns. Passes: ``table: strategy-board-3-4, group: 2`` with a
    12-column table. Fails: ``back: strategey``.
    """
    boards = {b.id for b in game.boards}
    for board in game.boards:
        if board.back and (board.back not in boards or board.back == board.id):
            yield Finding(f"board '{board.id}': its back '{board.back}' is no other board of the game",
                          board.at("back"))
        if board.table:
            table = game.table(board.table)
            if table is None:
                yield Finding(f"board '{board.id}': table '{board.table}' does not exist", board.at("table"))
            elif len(table.columns) % board.group:
                yield Finding(f"board '{board.id}': group {board.group} does not divide the "
                              f"{len(table.columns)} columns of table '{table.id}'", board.at("group"))


@rule("standee-parts")
def standee_parts(game: GameContent):
    """A component's ``standee`` names a deck of the game, and each attribute it ``show``s is one
    that some card of the deck has (else every standee would print ``?`` there).

    Passes: ``standee: {deck: commander-deck, show: [nationality]}`` with cards that have a
    nationality. Fails: ``deck: commanders`` with no such deck, or ``show: [nationalty]``.
    """
    from generator.rules.targets import unread_hint

    hint = unread_hint(game)
    for component in game.components:
        standee = component.standee
        if standee is None:
            continue
        deck = game.deck(standee.deck)
        if deck is None:
            yield Finding(f"component '{component.id}': its standee names deck '{standee.deck}', which is "
                          f"no deck of the game{hint}", standee.at("deck"))
            continue
        known = {name for card in deck.cards for name in card.attributes}
        for name in standee.show:
            if name not in known:
                yield Finding(f"component '{component.id}': its standee shows '{name}', an attribute no "
                              f"card of deck '{deck.id}' has", standee.at("show"))


@rule("stand-in-icon", Severity.WARNING)
def stand_in_icon(game: GameContent):
    """A component's ``stand_in`` ``icon`` is in the kit's icon set.

    Passes: ``stand_in: {label: "1", icon: coin}``. Fails (warning): ``icon: coins``; the counters
    then print a tile with its initial.
    """
    for component in game.components:
        stand_in = component.stand_in
        if stand_in is not None and stand_in.icon and stand_in.icon not in ICONS:
            yield Finding(f"component '{component.id}': its stand-in icon '{stand_in.icon}' is not in the "
                          f"icon set, so the counters print a tile with its initial", stand_in.at("icon"))
