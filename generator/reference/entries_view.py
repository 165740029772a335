"""View models of a game's entries: components, decks and cards, glossary terms, the icon legend."""

from __future__ import annotations

from generator.model import entities as e
from generator.model.kinds import CARD_SIZES_MM
from generator.model.project import GameContent
from generator.model.values import AtLeast, Unknown
from generator.reference.anchors import Anchors
from generator.reference.icon_svg import icon_svg
from generator.reference.fragments import amount, cite, key_label, link, unknown_badge, value
from generator.reference.text import inline, paragraphs
from generator.reference.views import CardView, ComponentView, DeckView, Field, IconView, TermView
from generator.rules.generic.counts import encoded_count

from markupsafe import Markup


def component_view(component: e.Component, anchors: Anchors, index: dict) -> ComponentView:
    encoded = Markup("")
    if component.encoded_as:
        target = anchors.by_id.get(component.encoded_as)
        count = encoded_count(index.get(component.encoded_as))
        if target:
            encoded = link(target.anchor, target.label)
            if count is not None:
                encoded += Markup(" ({})").format(count)
    per_colour = ""
    if component.per_colour is not None:
        per_colour = f"{component.per_colour}" + (f" + {component.extra}" if component.extra else "")
    return ComponentView(
        anchor=anchors.of(component), name=component.name, local_name=component.local_name,
        count=value(component.total, anchors, with_reason=True), per_colour=per_colour,
        supplied=component.supplied, use=inline(component.use or "", anchors),
        notes=tuple(inline(note, anchors) for note in component.notes), encoded=encoded,
        source=cite(component.source))


_CARD_FIELDS = (("cost", "Cost"), ("requirement", "Requires"), ("reward", "Reward"))


def _card_fields(card: e.Card, anchors: Anchors) -> tuple[Field, ...]:
    fields = [Field(label, amount(getattr(card, name), anchors))
              for name, label in _CARD_FIELDS if getattr(card, name) is not None]
    if card.vp is not None:
        fields.append(Field("VP", value(card.vp, anchors, with_reason=True)))
    fields.extend(Field(key_label(key), value(item, anchors, with_reason=True))
                  for key, item in card.attributes.items())
    if card.back:
        fields.append(Field("Back", inline(card.back, anchors)))
    fields.extend(Field(f"Source of {key_label(name)}", cite(source))
                  for name, source in card.field_sources.items())
    return tuple(fields)


def _copies(copies: int) -> str | None:
    """How the page states a card's copies: "×3", "at least 1", nothing for one."""
    if isinstance(copies, AtLeast):
        return copies.words()
    return f"\u00d7{copies}" if copies != 1 else None


def card_view(card: e.Card, deck: e.Deck, anchors: Anchors) -> CardView:
    if isinstance(card.title, Unknown):
        title = unknown_badge(card.title, with_reason=True)
    else:
        title = Markup("{}").format(card.title or card.id)
    if isinstance(card.text, Unknown):
        text: tuple = (unknown_badge(card.text, with_reason=True),)
    else:
        text = tuple(paragraphs(card.text or "", anchors))
    face = unknown_badge(card.unknown, with_reason=True) if card.unknown else None
    return CardView(
        anchor=anchors.of(card), deck=deck.id, title=title, local_title=card.local_title,
        type=card.type, copies=_copies(card.copies), fields=_card_fields(card, anchors), text=text,
        unknown_face=face, source=cite(card.source if card.source is not deck.source else None),
        image=f"cards/{deck.id}/{card.id}.png",
        image_alt=card.title if isinstance(card.title, str) and card.title else card.id)


def _deck_facts(deck: e.Deck) -> str:
    count = deck.card_count()
    if isinstance(deck.size, str):
        width, height = CARD_SIZES_MM.get(deck.size, (0, 0))
        size = f"{deck.size} ({width:g} x {height:g} mm)"
    else:
        size = f"{deck.size.width_mm:g} x {deck.size.height_mm:g} mm"
    facts = [f"{count} card{'s' if count != 1 else ''}", size]
    if deck.back:
        facts.append(f"back: {deck.back}")
    return ", ".join(facts)


def deck_view(deck: e.Deck, anchors: Anchors) -> DeckView:
    return DeckView(
        anchor=anchors.of(deck), id=deck.id, name=deck.name, local_name=deck.local_name,
        description=inline(deck.description, anchors) if deck.description else None,
        facts=_deck_facts(deck), cards=tuple(card_view(card, deck, anchors) for card in deck.cards),
        source=cite(deck.source))


def term_view(term: e.Term, anchors: Anchors) -> TermView:
    return TermView(anchors.of(term), term.term, term.local_term,
                    tuple(paragraphs(term.definition, anchors)), cite(term.source))


def icon_view(resource: e.Resource, anchors: Anchors) -> IconView:
    return IconView(
        anchor=anchors.of(resource), icon=resource.icon,
        svg=icon_svg(resource.icon, resource.name) if resource.icon else None,
        name=resource.name, local_name=resource.local_name, kind=resource.kind,
        description=inline(resource.description, anchors) if resource.description else None)


def entries(game: GameContent, anchors: Anchors):
    """(components, decks, glossary, icons) of a game."""
    index = game.index()
    return (tuple(component_view(c, anchors, index) for c in game.components),
            tuple(deck_view(d, anchors) for d in game.decks),
            tuple(term_view(t, anchors) for t in game.glossary),
            tuple(icon_view(r, anchors) for r in game.resources))
