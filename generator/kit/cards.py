"""The cards section: every deck at its true size, fronts with their backs, packed onto the
kit's shared sheets with the other decks, counters and reference cards.

Cards whose faces are not known print as fill-in blanks. By default a deck prints one sheet of
them (the cover gives the count to make); ``--blanks`` prints every copy.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from collections.abc import Iterator

from generator.model.wording import Wording, words, shown_values
from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.layouts import layout_for
from generator.faces.primitives import Box, Form, Use
from generator.faces.values import Vocabulary
from generator.kit.section import Face, Part, RunSpec, Section
from generator.settings_file import KitSettings
from generator.geometry.plane import Rect
from generator.geometry.packed import Run
from generator.geometry.sheets import capacity
from generator.geometry.units import BLEED, PAPERS
from generator.model.game.entities import Card, Deck
from generator.model.game.project import GameContent


@dataclass(frozen=True)
class DeckPlan:
    ds: DeckStyle
    bleed: float         # around each card on the sheet (and of full-bleed backgrounds)
    back_fill: bool      # the back gets a colour running into the bleed (full-bleed backs)
    total: int           # copies printed with a number (the known cards)
    paper: str
    blanks: int = 0      # fill-in blanks printed
    unknown: int = 0     # copies whose faces are not known


def deck_style(game: GameContent, deck: Deck, root: Path | None, ink_saver: bool = False) -> DeckStyle:
    vocab = Vocabulary.of(game.resources, words(game), shown_values(game))
    return DeckStyle(game.title, deck, layout_for(deck.kind, root), vocab, game.folder, ink_saver, words(game))


def plan_deck(game: GameContent, deck: Deck, paper: str, settings: KitSettings, root: Path | None) -> DeckPlan:
    ds = deck_style(game, deck, root, settings.ink_saver)
    full_bleed = ds.layout.full_bleed and not settings.ink_saver
    bleed = BLEED if settings.bleed == "on" or (settings.bleed == "auto" and full_bleed) else 0.0
    back_fill = settings.full_bleed_backs and not settings.ink_saver and not full_bleed
    if settings.full_bleed_backs and not settings.ink_saver:
        bleed = BLEED
    unknown = sum(c.copies for c in deck.cards if c.unknown is not None)
    blanks = unknown
    if unknown and not settings.blanks:
        w, h = ds.size
        one_sheet = capacity(_run(deck.id, w, h, unknown, bleed), *PAPERS[paper], settings.duplex)
        blanks = min(unknown, one_sheet)
    return DeckPlan(ds, bleed, back_fill, deck.card_count() - unknown, paper, blanks, unknown)


def _run(key: str, w: float, h: float, count: int, bleed: float, own_sheet: bool = False) -> Run:
    return Run(key, w, h, count, True, bleed, 2 * bleed, own_sheet=own_sheet)


def cards_section(game: GameContent, paper: str, settings: KitSettings, root: Path | None) -> Section:
    _ = words(game)
    section = Section("cards", _("Cards"))
    for deck in game.decks:
        if not settings.wants("cards", deck.id) or deck.card_count() == 0 or not settings.prints_deck(deck):
            continue
        plan = plan_deck(game, deck, paper, settings, root)
        w, h = plan.ds.size
        specs = []
        if plan.total:
            specs.append(RunSpec(_run(deck.id, w, h, plan.total, plan.bleed), deck.name,
                                 partial(known_faces, plan), numbered=True))
        if plan.blanks:
            own = plan.blanks < plan.unknown
            specs.append(RunSpec(_run(f"{deck.id}:blanks", w, h, plan.blanks, plan.bleed, own),
                                 _("{deck}: blanks to fill in").format(deck=deck.name), partial(blank_faces, plan)))
        section.parts.append(Part(deck.id, deck.name, note=_note(plan, _), packed=tuple(specs)))
    return section


def _note(plan: DeckPlan, _: Wording) -> str:
    note = _("{count} cards").format(count=plan.total) if plan.total else ""
    if plan.unknown:
        blanks = _("{count} not known, printed as blanks to fill in").format(count=plan.unknown)
        if plan.blanks < plan.unknown:
            blanks = _("{count} not known: one sheet of {blanks} blanks to fill in; print it {times} times (or "
                       "build with --blanks)").format(count=plan.unknown, blanks=plan.blanks,
                                                      times=-(-plan.unknown // plan.blanks))
        note = f"{note}; {blanks}" if note else blanks
    return note


def copies(deck: Deck, known: bool = True) -> Iterator[tuple[Card, int]]:
    """(card, number) for every copy of the known (or unknown) cards, each numbered by its place
    among all the deck's copies (as the card images number them)."""
    number = 0
    for card in deck.cards:
        for _ in range(card.copies):
            number += 1
            if (card.unknown is None) == known:
                yield card, number


def _backs(plan: DeckPlan):
    """A function giving a card's back form (the deck's, or the card's own back text)."""
    ds, bleed = plan.ds, plan.bleed

    def filled(form: Form) -> Form:
        if not plan.back_fill:
            return form
        w, h = ds.size
        colour = ds.layout.colour("band") or "#eeeeee"
        return Form(f"{form.key}:full-bleed", Rect(-bleed - 0.5, -bleed - 0.5, w + 2 * bleed + 1, h + 2 * bleed + 1),
                    (Box(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, colour), Use(form)))

    deck_back = filled(back_form(ds, bleed))

    def back_of(card: Card) -> Form:
        return filled(card_back_form(ds, card, bleed)) if card.back else deck_back
    return back_of


def known_faces(plan: DeckPlan) -> Iterator[Face]:
    """Front and back of every known card's copies, in order: each distinct card laid out once."""
    ds = plan.ds
    total = ds.deck.card_count()
    front = Use(face_form(ds, plan.bleed, total))
    back_of = _backs(plan)
    drawn: tuple[Card, tuple, Use] | None = None
    for card, number in copies(ds.deck):
        if drawn is None or drawn[0] is not card:
            drawn = (card, card_face(card, ds).items, Use(back_of(card)))
        yield Face((front, *drawn[1], number_item(ds, number, total)), (drawn[2],))


def blank_faces(plan: DeckPlan) -> Iterator[Face]:
    """The blanks: the unknown cards' marked faces, each blank card once per copy printed."""
    ds = plan.ds
    front = Use(face_form(ds, plan.bleed, ds.deck.card_count()))
    back_of = _backs(plan)
    drawn: tuple[Card, tuple, Use] | None = None
    for printed, (card, _) in enumerate(copies(ds.deck, known=False)):
        if printed == plan.blanks:
            return
        if drawn is None or drawn[0] is not card:
            drawn = (card, card_face(card, ds).items, Use(back_of(card)))
        yield Face((front, *drawn[1]), (drawn[2],))


def deck_sheets(game: GameContent, deck: Deck, paper: str, settings: KitSettings, root: Path | None):
    """One deck packed on sheets of its own, as the kit would print it alone (for checks and
    previews: its pages, and where each card lands)."""
    from generator.kit.shared import shared_sheets

    section = cards_section(game, paper, replace(settings, components=(deck.id,)), root)
    return shared_sheets([p for p in section.parts if p.key == deck.id], paper, settings)
