"""Every entity cites its source; public sources state their confidence."""

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.rules.registry import Finding, rule


@rule("source-required")
def source_required(game: GameContent):
    """Every entry has a source: its own or its parent's.

    Passes: a deck with ``source: {section: Game Components}`` whose cards inherit it.
    Fails: a deck with no source.
    """
    entities: list[e.Entity | e.Manifest] = list(game.all_entities())
    if game.manifest:
        entities.insert(0, game.manifest)
    for entity in entities:
        if entity.source is None:
            yield Finding(f"'{entity.id}' cites no source (a rulebook section, or a public source "
                          "with a confidence)", entity.pos)


@rule("source-form")
def source_form(game: GameContent):
    """A source (an entry's or a single field's) names a rulebook section or a public source; a
    public source states its confidence.

    Passes: ``{public: apeace/governor kingsburg.py, confidence: high}``.
    Fails: ``{public: apeace/governor kingsburg.py}`` or ``{note: from memory}``.
    """
    seen = set()
    sources = [s for entity in game.all_entities()
               for s in (entity.source, *getattr(entity, "field_sources", {}).values())]
    for source in sources:
        if source is None or id(source) in seen:
            continue
        seen.add(id(source))
        if not source.section and not source.public and not source.design:
            yield Finding("a source names a rulebook 'section', a 'public' source or the game's own "
                          "'design'", source.pos)
        elif source.public and not source.confidence:
            yield Finding(f"public source '{source.public}' needs a confidence (high, medium, low)",
                          source.pos)
