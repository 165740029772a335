"""The cards section: every deck at its true size, fronts and backs per the duplex mode."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from dataclasses import dataclass
from pathlib import Path

from generator.faces.card_face import DeckStyle, card_face
from generator.faces.deck_parts import back_form, card_back_form, face_form, number_item
from generator.faces.layouts import layout_for
from generator.faces.primitives import Group, Primitive, Use
from generator.faces.values import Vocabulary
from generator.kit.pages import Page, fold_items, marks_form
from generator.kit.section import Part, Section
from generator.kit.settings import KitSettings
from generator.layout.imposition import Imposition, impose
from generator.layout.units import BLEED, PAPERS
from generator.model.entities import Deck
from generator.model.project import GameContent

SIDES = {"long-edge": "print double-sided, flip on the long edge",
         "short-edge": "print double-sided, flip on the short edge",
         "simplex": "print one-sided; glue each back page behind its front page",
         "gutterfold": "fold along the dashed line, glue, then cut"}


@dataclass(frozen=True)
class DeckPlan:
    ds: DeckStyle
    imp: Imposition
    bleed: float
    total: int
    paper: str

    @property
    def sheets(self) -> int:
        return self.imp.sheets(self.total)


def deck_style(game: GameContent, deck: Deck, root: Path | None, ink_saver: bool = False) -> DeckStyle:
    return DeckStyle(game.title, deck, layout_for(deck.kind, root), Vocabulary.of(game.resources),
                     game.folder, ink_saver)


def plan_deck(game: GameContent, deck: Deck, paper: str, settings: KitSettings, root: Path | None) -> DeckPlan:
    ds = deck_style(game, deck, root, settings.ink_saver)
    full_bleed = ds.layout.full_bleed and not settings.ink_saver
    bleed = BLEED if settings.bleed == "on" or (settings.bleed == "auto" and full_bleed) else 0.0
    w, h = ds.size
    imp = impose(w, h, *PAPERS[paper], mode=settings.duplex, bleed=bleed, offset=settings.back_offset)
    return DeckPlan(ds, imp, bleed, deck.card_count(), paper)


def cards_section(game: GameContent, paper: str, settings: KitSettings, root: Path | None) -> Section:
    section = Section("cards", "Cards")
    for deck in game.decks:
        if not settings.wants("cards", deck.id) or deck.card_count() == 0:
            continue
        plan = plan_deck(game, deck, paper, settings, root)
        pages_per_sheet = 1 if plan.imp.mode == "gutterfold" else 2
        note = f"{plan.total} cards, {plan.imp.per_sheet} per sheet, {plan.sheets} sheet(s)"
        section.parts.append(Part(deck.id, deck.name, plan.sheets * pages_per_sheet,
                                  partial(deck_pages, plan), pages_per_sheet == 2, note))
    return section


def copies(deck: Deck):
    """(card, number) for every printed card, copies numbered one after another."""
    number = 0
    for card in deck.cards:
        for _ in range(card.copies):
            number += 1
            yield card, number


def deck_pages(plan: DeckPlan) -> Iterator[Page]:
    """Front and back pages (or one gutterfold page) per sheet of the deck."""
    imp, ds = plan.imp, plan.ds
    pw, ph = imp.paper.w, imp.paper.h
    front_form = face_form(ds, plan.bleed, plan.total)
    back = back_form(ds, plan.bleed)
    key = f"{plan.paper}:{imp.item_w:g}x{imp.item_h:g}:{plan.bleed:g}:{imp.mode}"
    front_marks = marks_form(f"{key}:front", imp.front_marks, imp.paper)
    back_marks = marks_form(f"{key}:back:{imp.backs[0].placement}", imp.back_marks, imp.paper)
    batch, face, face_of, card_back = [], None, None, back
    sheet = 0
    for card, number in copies(ds.deck):
        if card is not face_of:
            face, face_of = card_face(card, ds), card
            card_back = card_back_form(ds, card, plan.bleed) if getattr(card, "back", None) else back
        batch.append((face, number, card_back))
        if len(batch) == imp.per_sheet:
            sheet += 1
            yield from _sheet(plan, sheet, batch, front_form, back, front_marks, back_marks, pw, ph)
            batch = []
    if batch:
        sheet += 1
        yield from _sheet(plan, sheet, batch, front_form, back, front_marks, back_marks, pw, ph)


def _sheet(plan: DeckPlan, sheet: int, batch, front_form, back, front_marks, back_marks, pw, ph):
    imp, ds = plan.imp, plan.ds
    where = f"{ds.game_title} \u00b7 {ds.deck.name} \u00b7 sheet {sheet}/{plan.sheets}"
    fronts: list[Primitive] = [Use(front_marks)]
    for slot, (face, number, _) in zip(imp.fronts, batch):
        fronts.append(Group(slot.placement, (Use(front_form), *face.items, number_item(ds, number, plan.total))))
    backs = [Use(back_marks)] + [Use(card_back, slot.placement) for slot, (_, _, card_back) in zip(imp.backs, batch)]
    if imp.mode == "gutterfold":
        yield Page(pw, ph, fronts + backs + fold_items(imp.fold), True, f"{where} \u00b7 {SIDES['gutterfold']}",
                   imp.front_label)
        return
    yield Page(pw, ph, fronts, False, f"{where} \u00b7 fronts \u00b7 {SIDES[imp.mode]}", imp.front_label)
    yield Page(pw, ph, backs, False, f"{where} \u00b7 backs of the page before", imp.back_label)


