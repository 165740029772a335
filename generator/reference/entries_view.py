"""View models of a game's entries: components, decks and cards, glossary terms, the icon legend."""

from __future__ import annotations

from collections.abc import Mapping

from markupsafe import Markup

from generator.model.wording import N_, Wording
from generator.model.game import entities as e
from generator.model.schema.shared_fields import CARD_SIZES_MM
from generator.model.game.project import GameContent, walk_rules
from generator.model.game.values import AtLeast, Unknown
from generator.reference.anchors import Anchors
from generator.reference.fragments import amount, key_label, unknown_badge, value
from generator.reference.icon_svg import icon_svg
from generator.reference.names import unique_names
from generator.reference.rules_view import rule_names
from generator.reference.text import inline, paragraphs
from generator.reference.views import (
    CardView,
    ComponentView,
    DeckView,
    Field,
    IconView,
    Link,
    TermView,
)
from generator.rules.generic.counts import encoded_count


def encoded_link(component: e.Component, anchors: Anchors, index: Mapping, page: str = "") -> Markup:
    """The entry that encodes a component, with its count: 'Deed cards (26)'."""
    target = anchors.by_id.get(component.encoded_as) if component.encoded_as else None
    if target is None:
        return Markup("")
    count = encoded_count(index.get(component.encoded_as))
    encoded = Markup('<a href="{}#{}">{}</a>').format(page, target.anchor, target.label)
    return encoded + (Markup(" ({})").format(count) if count is not None else Markup(""))


# Who supplies a component, and what a resource is, as the reference prints them (content keys).
SUPPLIED_NAMES = {"kit": N_("kit"), "player": N_("player"), "box": N_("box")}
RESOURCE_KIND_NAMES = {"good": N_("good"), "currency": N_("currency"), "points": N_("points"), "unit": N_("unit"),
                       "card": N_("card"), "token": N_("token"), "action": N_("action"), "other": N_("other")}


def component_view(component: e.Component, anchors: Anchors) -> ComponentView:
    anchors = anchors.within(component)
    per_colour = ""
    if component.per_colour is not None:
        per_colour = f"{component.per_colour}" + (f" + {component.extra}" if component.extra else "")
    anchor = anchors.of(component)
    seen: set[str] = set()
    return ComponentView(
        anchor=anchor, name=component.name, local_name=component.local_name,
        count=value(component.total, anchors, with_reason=True), per_colour=per_colour,
        supplied=anchors.words(SUPPLIED_NAMES.get(component.supplied, component.supplied)),
        use=inline(component.use or "", anchors, seen=seen),
        notes=tuple(inline(note, anchors, seen=seen) for note in component.notes),
        src=_src(component, anchor, anchors))


def _src(entity, anchor: str, anchors: Anchors) -> str | None:
    """The link of an entry's source mark, when it has a source."""
    has = getattr(entity, "source", None) is not None or getattr(entity, "field_sources", None)
    return anchors.source_href(anchor) if has else None


_CARD_FIELDS = (("cost", N_("Cost")), ("requirement", N_("Requires")), ("reward", N_("Reward")))


def _card_fields(card: e.Card, anchors: Anchors) -> tuple[Field, ...]:
    _ = anchors.words
    fields = [Field(_(label), amount(getattr(card, name), anchors))
              for name, label in _CARD_FIELDS if getattr(card, name) is not None]
    if card.vp is not None:
        fields.append(Field(_("VP"), value(card.vp, anchors, with_reason=True)))
    fields.extend(Field(_(key_label(key)), value(item, anchors, with_reason=True))
                  for key, item in card.attributes.items())
    if card.back:
        fields.append(Field(_("Back"), inline(card.back, anchors)))
    return tuple(fields)


def _copies(copies: int, _: Wording) -> str | None:
    """How the page states a card's copies: "\u00d73", "at least 1", nothing for one."""
    if isinstance(copies, AtLeast):
        return _("at least {count}").format(count=int(copies))
    return f"\u00d7{copies}" if copies != 1 else None


def card_view(card: e.Card, deck: e.Deck, anchors: Anchors, names: dict[str, str] | None = None) -> CardView:
    anchors = anchors.within(card if card.source is not None else deck)
    if isinstance(card.title, Unknown):
        title = unknown_badge(card.title, with_reason=True, words=anchors.words)
    else:
        title = Markup("{}").format(card.title or card.id)
    if isinstance(card.text, Unknown):
        text: tuple = (unknown_badge(card.text, with_reason=True, words=anchors.words),)
    else:
        text = tuple(paragraphs(card.text or "", anchors, seen=set()))
    face = unknown_badge(card.unknown, with_reason=True, words=anchors.words) if card.unknown else None
    anchor = anchors.of(card)
    label = (names or {}).get(card.id) or _card_name(card)
    return CardView(
        anchor=anchor, deck=deck.id, title=title, local_title=card.local_title,
        type=card.type, copies=_copies(card.copies, anchors.words), fields=_card_fields(card, anchors), text=text,
        unknown_face=face, src=_src(card, anchor, anchors), label=label,
        image=f"cards/{deck.id}/{card.id}.png", image_alt=_card_name(card))


def _card_name(card: e.Card) -> str:
    return card.title if isinstance(card.title, str) and card.title else card.id


# The named card sizes as the reference prints them (the names are the content's keys).
SIZE_NAMES = {"poker": N_("poker"), "standard": N_("standard"), "bridge": N_("bridge"), "mini-euro": N_("mini-euro"),
              "mini-american": N_("mini-american"), "euro": N_("euro"), "tarot": N_("tarot"), "square": N_("square")}


def _deck_facts(deck: e.Deck, _: Wording) -> str:
    count = deck.card_count()
    if isinstance(deck.size, str):
        width, height = CARD_SIZES_MM.get(deck.size, (0, 0))
        size = _("{name} ({width} x {height} mm)").format(name=_(SIZE_NAMES.get(deck.size, deck.size)),
                                                          width=_.number(width), height=_.number(height))
    else:
        size = _("{width} x {height} mm").format(width=_.number(deck.size.width_mm),
                                                 height=_.number(deck.size.height_mm))
    facts = [_.ngettext("{count} card", "{count} cards", count).format(count=count), size]
    if deck.back:
        facts.append(_("back: {back}").format(back=deck.back))
    return ", ".join(facts)


def deck_view(deck: e.Deck, anchors: Anchors) -> DeckView:
    names = unique_names([(c.id, f"{_card_name(c)} ({deck.name})", "") for c in deck.cards])
    return DeckView(
        anchor=anchors.of(deck), id=deck.id, name=deck.name, local_name=deck.local_name,
        description=inline(deck.description, anchors) if deck.description else None,
        facts=_deck_facts(deck, anchors.words),
        cards=tuple(card_view(card, deck, anchors, names) for card in deck.cards),
        src=_src(deck, anchors.of(deck), anchors))


RULES_LISTED = 12  # rules listed under a glossary term; the rest are counted


def term_view(term: e.Term, anchors: Anchors, mentioned: list[Link]) -> TermView:
    anchors = anchors.within(term)
    anchor = anchors.of(term)
    return TermView(anchor, term.term, term.local_term,
                    tuple(paragraphs(term.definition, anchors, seen={term.id})), _src(term, anchor, anchors),
                    tuple(mentioned[:RULES_LISTED]), max(0, len(mentioned) - RULES_LISTED))


def _mentions(game: GameContent, anchors: Anchors) -> dict[str, list[Link]]:
    """The rules that mention each term, in rulebook order."""
    found: dict[str, list[Link]] = {}
    names = rule_names(game.rules)
    for rule in walk_rules(game.rules):
        if isinstance(rule.text, str):
            for ident in anchors.terms.mentions(rule.text):
                found.setdefault(ident, []).append(Link("#" + anchors.of(rule), names[rule.id]))
    return found


def glossary(game: GameContent, anchors: Anchors) -> tuple[TermView, ...]:
    """The glossary in alphabetical order, each term with the rules that mention it."""
    mentions = _mentions(game, anchors)
    ordered = sorted(game.glossary, key=lambda t: (t.term.strip('"\'').casefold(), t.id))
    return tuple(term_view(t, anchors, mentions.get(t.id, [])) for t in ordered)


def icon_view(resource: e.Resource, anchors: Anchors) -> IconView:
    anchors = anchors.within(resource)
    return IconView(
        anchor=anchors.of(resource), icon=resource.icon,
        svg=icon_svg(resource.icon, resource.name) if resource.icon else None,
        name=resource.name, local_name=resource.local_name,
        kind=anchors.words(RESOURCE_KIND_NAMES.get(resource.kind, resource.kind)) if resource.kind else resource.kind,
        description=inline(resource.description, anchors) if resource.description else None)


def entries(game: GameContent, anchors: Anchors):
    """(components, decks, glossary, icons) of a game."""
    return (tuple(component_view(c, anchors) for c in game.components),
            tuple(deck_view(d, anchors) for d in game.decks),
            glossary(game, anchors),
            tuple(icon_view(r, anchors) for r in game.resources))
