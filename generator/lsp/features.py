"""What the editor asks of a checked game: hover text, completions and the outline, from the
model and its declarations."""

from __future__ import annotations

from lsprotocol import types as lsp

from generator.diagnostics import Position, Severity
from generator.model.game import entities as e
from generator.model.declarations.declared import AttributeDecl
from generator.model.game.project import GameContent

SEVERITIES = {Severity.ERROR: lsp.DiagnosticSeverity.Error, Severity.WARNING: lsp.DiagnosticSeverity.Warning,
              Severity.INFO: lsp.DiagnosticSeverity.Information}
SYMBOL_KINDS = {e.Deck: lsp.SymbolKind.Array, e.Card: lsp.SymbolKind.Object, e.Table: lsp.SymbolKind.Struct,
                e.Board: lsp.SymbolKind.Module, e.Space: lsp.SymbolKind.Field, e.Track: lsp.SymbolKind.Enum,
                e.Sheet: lsp.SymbolKind.Package, e.Rule: lsp.SymbolKind.String}
_SUMMARY_FIELDS = ("title", "name", "type", "kind", "cost", "requirement", "reward", "vp", "value", "text",
                   "description")


def lsp_range(pos: Position, length: int = 0) -> lsp.Range:
    """A 1-based position as an LSP range (0-based), ``length`` characters long."""
    start = lsp.Position(line=max(pos.line - 1, 0), character=max(pos.column - 1, 0))
    return lsp.Range(start=start, end=lsp.Position(line=start.line, character=start.character + length))


def summary(entity) -> str:
    """Markdown naming an entity and its fields worth seeing: a card's title, type, costs, text."""
    lines = [f"**{type(entity).__name__.lower()}** `{entity.id}`"]
    for name in _SUMMARY_FIELDS:
        value = getattr(entity, name, None)
        if value not in (None, "", {}, []):
            lines.append(f"- {name}: {value}")
    for name, value in (getattr(entity, "attributes", None) or {}).items():
        lines.append(f"- {name}: {value}")
    return "\n".join(lines)


def declarations(game: GameContent) -> dict[str, AttributeDecl]:
    """Every declared attribute by name (cards', spaces' and tokens')."""
    found: dict[str, AttributeDecl] = {}
    for owner in (*game.decks, *game.boards, *game.tracks, *game.sheets):
        for name in ("card_attributes", "space_attributes", "token_attributes"):
            found.update(getattr(owner, name, None) or {})
    return found


def enum_values(game: GameContent, decl) -> list[str]:
    if decl.values:
        return [str(v) for v in decl.values]
    if decl.set_id and (value_set := next((s for s in game.sets if s.id == decl.set_id), None)):
        return [str(v) for v in value_set.values]
    return []


def completions(game: GameContent) -> list[lsp.CompletionItem]:
    """The game's IDs, declared attribute names and the values of its closed sets."""
    items = {entity.id: lsp.CompletionItem(label=entity.id, kind=lsp.CompletionItemKind.Reference,
                                           detail=type(entity).__name__.lower())
             for entity in game.all_entities()}
    for name, decl in declarations(game).items():
        items.setdefault(name, lsp.CompletionItem(label=name, kind=lsp.CompletionItemKind.Property,
                                                  detail=f"attribute: {decl.type}",
                                                  documentation=decl.description))
        for value in enum_values(game, decl):
            items.setdefault(value, lsp.CompletionItem(label=value, kind=lsp.CompletionItemKind.EnumMember,
                                                       detail=f"value of {name}"))
    return list(items.values())


def _children(entity) -> list:
    for name in ("cards", "spaces", "tokens", "children"):
        if getattr(entity, name, None):
            return list(getattr(entity, name))
    return []


def _symbol(entity) -> lsp.DocumentSymbol:
    at = entity.field_pos.get("id", entity.pos)
    label = getattr(entity, "title", None) or getattr(entity, "name", None)
    selection = lsp_range(at, len(entity.id))
    children = [_symbol(child) for child in _children(entity) if child.pos.path == entity.pos.path]
    ends = [selection.end, *(child.range.end for child in children)]
    end = max(ends, key=lambda p: (p.line, p.character))
    return lsp.DocumentSymbol(
        name=entity.id, detail=str(label) if label else None,
        kind=SYMBOL_KINDS.get(type(entity), lsp.SymbolKind.Object),
        range=lsp.Range(start=lsp_range(entity.pos).start, end=end), selection_range=selection,
        children=children or None,
    )


def document_symbols(game: GameContent, shown: str) -> list[lsp.DocumentSymbol]:
    """The decks, cards, tables, boards, tracks, sheets and rules written in one file."""
    return [_symbol(entity) for entity in game.top_level()
            if getattr(entity, "id", None) and entity.pos.path == shown]
