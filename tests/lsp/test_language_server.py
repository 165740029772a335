"""The language server driven over stdio by a real LSP client (pytest-lsp), on a copy of
Kingsburg's content."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient
from tests.project_fixture import copy_shipped

pytestmark = pytest.mark.slow   # language server sessions over stdio

ROOT = Path(__file__).resolve().parents[2]


def _project(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("lsp-project")
    copy_shipped("kingsburg", root)
    return root


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "generator", "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path_factory):
    root = _project(tmp_path_factory)
    lsp_client.project_root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=pytest_lsp.client_capabilities("visual-studio-code"), root_uri=root.as_uri()))
    yield
    await lsp_client.shutdown_session()


def _uri(client, name: str) -> str:
    return (client.project_root / "content" / "kingsburg" / name).as_uri()


def _text(client, name: str) -> str:
    return (client.project_root / "content" / "kingsburg" / name).read_text(encoding="utf-8")


def _at(text: str, needle: str, shift: int = 0) -> lsp.Position:
    index = text.index(needle) + shift
    return lsp.Position(line=text.count("\n", 0, index), character=index - (text.rfind("\n", 0, index) + 1))


async def _open(client, name: str) -> str:
    uri = _uri(client, name)
    client.text_document_did_open(lsp.DidOpenTextDocumentParams(
        text_document=lsp.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=_text(client, name))))
    await client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


async def _findings_once(client, uri: str, settled, timeout: float = 60.0) -> list[lsp.Diagnostic]:
    """The findings published for ``uri`` once ``settled(findings)`` holds (a publish of an earlier
    check may arrive first on a loaded machine); the last ones seen if it never holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not settled(list(client.diagnostics.get(uri, []))) and loop.time() < deadline:
        try:
            await asyncio.wait_for(client.wait_for_notification(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS),
                                   deadline - loop.time())
        except asyncio.TimeoutError:
            break
    return list(client.diagnostics.get(uri, []))


@pytest.mark.asyncio
async def test_unsaved_edit_gets_a_positioned_finding_then_clears(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    assert list(client.diagnostics.get(uri, [])) == []
    text = _text(client, "advisors.yaml")
    broken = text.replace("value: 7\n", "value: 8\n", 1)
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=broken)]))
    found = await _findings_once(client, uri, bool)
    assert found, "the unsaved duplicate value is reported"
    assert any("value 8" in d.message for d in found)
    assert all(d.source == "boardgame-generator" and d.code for d in found)
    assert (client.project_root / "content" / "kingsburg" / "advisors.yaml").read_text() == text  # not saved
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=3),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))
    assert await _findings_once(client, uri, lambda found: not found) == []


@pytest.mark.asyncio
async def test_yaml_error_is_positioned(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    text = _text(client, "advisors.yaml")
    client.text_document_did_change(lsp.DidChangeTextDocumentParams(
        text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text + "\n  - : [\n")]))
    found = await _findings_once(client, uri, bool)
    assert [d.code for d in found] == ["yaml-syntax"]
    assert found[0].range.start.line >= text.count("\n")


@pytest.mark.asyncio
async def test_definition_and_references_of_a_resource_named_as_a_key(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    text = _text(client, "advisors.yaml")
    where = _at(text, "reward: {gold: 1}", len("reward: {g"))
    target = await client.text_document_definition_async(lsp.DefinitionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=where))
    assert isinstance(target, lsp.Location)
    assert target.uri == _uri(client, "game.yaml")
    game = _text(client, "game.yaml")
    assert target.range.start == _at(game, "{id: gold", len("{id: "))
    places = await client.text_document_references_async(lsp.ReferenceParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=where,
        context=lsp.ReferenceContext(include_declaration=False)))
    assert places is not None
    in_advisors = [p.range.start for p in places if p.uri == uri]
    assert _at(text, "reward: {gold: 1}", len("reward: {")) in in_advisors
    assert len(in_advisors) >= text.count("gold: ")


@pytest.mark.asyncio
async def test_definition_of_a_deck_named_in_a_constraint(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    text = _text(client, "advisors.yaml")
    target = await client.text_document_definition_async(lsp.DefinitionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=_at(text, "{cards: kings-court}", 10)))
    assert isinstance(target, lsp.Location)
    assert target.range.start == _at(text, "id: kings-court", 4)


@pytest.mark.asyncio
async def test_hover_shows_the_card(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    text = _text(client, "advisors.yaml")
    hover = await client.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=_at(text, "id: squire", 5)))
    assert hover is not None and isinstance(hover.contents, lsp.MarkupContent)
    value = hover.contents.value
    assert "`squire`" in value and "title: Squire" in value and "type: Advisor" in value
    assert "text: Take 1 gold." in value and "value: 2" in value


@pytest.mark.asyncio
async def test_completion_offers_ids_attributes_and_values(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    result = await client.text_document_completion_async(lsp.CompletionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri), position=lsp.Position(line=0, character=0)))
    assert isinstance(result, lsp.CompletionList)
    kinds = {item.label: item.kind for item in result.items}
    assert kinds["kings-court"] == lsp.CompletionItemKind.Reference
    assert kinds["gold"] == lsp.CompletionItemKind.Reference
    assert kinds["pairing"] == lsp.CompletionItemKind.Property
    assert kinds["by-position"] == lsp.CompletionItemKind.EnumMember


@pytest.mark.asyncio
async def test_document_symbols_outline_decks_and_cards(client: LanguageClient):
    uri = await _open(client, "advisors.yaml")
    symbols = await client.text_document_document_symbol_async(lsp.DocumentSymbolParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri)))
    assert symbols is not None
    decks = [s for s in symbols if isinstance(s, lsp.DocumentSymbol) and s.name == "kings-court"]
    assert len(decks) == 1
    cards = [c.name for c in decks[0].children or []]
    assert cards[:3] == ["jester", "squire", "architect"] and len(cards) == 18
