"""The language server (pygls over stdio): findings published after a short pause in typing,
definition, references, completion, hover and document symbols."""

from __future__ import annotations

import asyncio
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from generator import __version__
from generator.diagnostics import Diagnostic, Position
from generator.lsp.features import SEVERITIES, completions, document_symbols, lsp_range, summary
from generator.lsp.ids import word_at
from generator.lsp.stdio import serve_stdio
from generator.lsp.workspace import Checked, Workspace
from generator.model.build import CONTENT_DIR, MANIFEST_FILE
from generator.rules.rule_crash import RULE_FAILED, check_stopped

DEBOUNCE_S = 0.05  # a pause in typing this long starts a check


class ContentServer(LanguageServer):
    def __init__(self, root: Path | None):
        super().__init__("boardgame-generator", __version__)
        self.fixed_root = root is not None
        self.workspace_state = Workspace(root or Path.cwd())
        self.pending: dict[str, asyncio.TimerHandle] = {}
        self.published: dict[str, set[str]] = {}  # URIs with findings, by game
        self.failed_rules: set[str] = set()        # rules that raised in the last check, told once

    def start_io(self, stdin=None, stdout=None) -> None:
        """Serve over stdio with a frame reader that survives malformed frames (generator.lsp.stdio)."""
        serve_stdio(self, stdin, stdout)

    def over_limit(self, uri: str, size: int) -> None:
        """A message about ``uri`` was too large to read: its unsaved text is reported as over the
        limit, and its saved text is checked instead."""
        shown = self.shown_of(uri)
        if shown:
            self.workspace_state.buffers.pop(shown, None)
            self.workspace_state.too_large[shown] = size
            if game_id := self.workspace_state.game_of(shown):
                self.schedule(game_id)

    def shown_of(self, uri: str) -> str | None:
        path = to_fs_path(uri)
        return self.workspace_state.shown(Path(path)) if path else None

    def uri_of(self, shown: str) -> str:
        return from_fs_path(str(self.workspace_state.root / shown)) or shown

    def schedule(self, game_id: str) -> None:
        """Check ``game_id`` after the debounce pause, replacing a check already waiting."""
        if handle := self.pending.pop(game_id, None):
            handle.cancel()
        loop = asyncio.get_running_loop()
        self.pending[game_id] = loop.call_later(
            DEBOUNCE_S, lambda: asyncio.ensure_future(self.check_and_publish(game_id)))

    async def check_and_publish(self, game_id: str) -> None:
        self.pending.pop(game_id, None)
        try:
            checked = await asyncio.to_thread(self.workspace_state.check, game_id)
        except asyncio.CancelledError:
            raise
        except BaseException as exc:   # project code in the worker thread may raise anything: the server stays
            if game_id not in self.pending:
                self.report_failed_check(game_id, exc)
            return
        if checked is not None and game_id not in self.pending:  # else a newer edit's check will publish
            self.publish(game_id, checked.diagnostics)
            self.tell_failed_rules(checked.diagnostics)

    def report_failed_check(self, game_id: str, exc: BaseException) -> None:
        """A check that stopped: the last check's findings stay, with one saying what stopped it,
        and the editor shows the message."""
        previous = self.workspace_state.checked.get(game_id)
        where = Position(f"{CONTENT_DIR}/{game_id}/{MANIFEST_FILE}", 1, 1)
        failure = check_stopped(where, game_id, exc)
        self.publish(game_id, [*(previous.diagnostics if previous else []), failure])
        self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error, message=failure.message))

    def tell_failed_rules(self, findings: list[Diagnostic]) -> None:
        """Show a message for each rule that raised (its finding is published too), once until it
        stops failing."""
        failed = {f.rule: f.message for f in findings if f.message.startswith(RULE_FAILED)}
        for rule in sorted(set(failed) - self.failed_rules):
            self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error, message=failed[rule]))
        self.failed_rules = set(failed)

    def publish(self, game_id: str, findings: list[Diagnostic]) -> None:
        by_uri: dict[str, list[lsp.Diagnostic]] = {}
        for finding in findings:
            assert finding.pos is not None
            by_uri.setdefault(self.uri_of(finding.pos.path), []).append(as_lsp(finding, self))
        for uri in self.published.get(game_id, set()) | set(by_uri) | self.open_uris(game_id):
            self.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(uri=uri, diagnostics=by_uri.get(uri, [])))
        self.published[game_id] = set(by_uri)

    def open_uris(self, game_id: str) -> set[str]:
        state = self.workspace_state
        return {self.uri_of(s) for s in state.buffers if state.game_of(s) == game_id}

    def checked_for(self, uri: str) -> tuple[Checked, str] | None:
        shown = self.shown_of(uri)
        game_id = self.workspace_state.game_of(shown) if shown else None
        if not game_id or not shown:
            return None
        checked = self.workspace_state.checked.get(game_id)
        if checked is None:
            try:
                checked = self.workspace_state.check(game_id)
            except asyncio.CancelledError:
                raise
            except BaseException:   # reported by the check after the edit (report_failed_check)
                return None
        return (checked, shown) if checked else None

    def word(self, uri: str, position: lsp.Position) -> str | None:
        shown = self.shown_of(uri)
        text = self.workspace_state.text(shown).decode("utf-8", "replace") if shown else ""
        return word_at(text, position.line, position.character)


def as_lsp(finding: Diagnostic, server: ContentServer) -> lsp.Diagnostic:
    assert finding.pos is not None
    related = [lsp.DiagnosticRelatedInformation(
        location=lsp.Location(uri=server.uri_of(r.pos.path), range=lsp_range(r.pos)), message=r.message)
        for r in finding.related]
    return lsp.Diagnostic(range=lsp_range(finding.pos, 1), message=finding.message,
                          severity=SEVERITIES[finding.severity], code=finding.rule,
                          source="boardgame-generator", related_information=related or None)


def make_server(root: Path | None) -> ContentServer:
    """The server for the project at ``root`` (None: the editor's workspace folder)."""
    server = ContentServer(root)

    @server.feature(lsp.INITIALIZED)
    def initialized(ls: ContentServer, params: lsp.InitializedParams):
        if not ls.fixed_root and ls.workspace.root_path:
            ls.workspace_state = Workspace(Path(ls.workspace.root_path))

    _document_sync(server)
    _navigation(server)
    return server


def _changed(server: ContentServer, uri: str, text: str | None) -> None:
    shown = server.shown_of(uri)
    if not shown:
        return
    state = server.workspace_state
    state.too_large.pop(shown, None)
    if text is None:
        state.buffers.pop(shown, None)
    else:
        state.buffers[shown] = text.encode("utf-8")
    if game_id := state.game_of(shown):
        server.schedule(game_id)


def _document_sync(server: ContentServer) -> None:
    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: ContentServer, params: lsp.DidOpenTextDocumentParams):
        _changed(ls, params.text_document.uri, params.text_document.text)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: ContentServer, params: lsp.DidChangeTextDocumentParams):
        uri = params.text_document.uri
        _changed(ls, uri, ls.workspace.get_text_document(uri).source)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: ContentServer, params: lsp.DidSaveTextDocumentParams):
        _changed(ls, params.text_document.uri, ls.workspace.get_text_document(params.text_document.uri).source)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: ContentServer, params: lsp.DidCloseTextDocumentParams):
        _changed(ls, params.text_document.uri, None)


def _navigation(server: ContentServer) -> None:
    def location(pos, length: int) -> lsp.Location:
        return lsp.Location(uri=server.uri_of(pos.path), range=lsp_range(pos, length))

    @server.feature(lsp.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: ContentServer, params: lsp.DefinitionParams):
        found, word = ls.checked_for(params.text_document.uri), ls.word(params.text_document.uri, params.position)
        pos = found[0].index.definitions.get(word) if found and word else None
        return location(pos, len(word)) if pos and word else None

    @server.feature(lsp.TEXT_DOCUMENT_REFERENCES)
    def references(ls: ContentServer, params: lsp.ReferenceParams):
        found, word = ls.checked_for(params.text_document.uri), ls.word(params.text_document.uri, params.position)
        if not found or not word or word not in found[0].index.definitions:
            return []
        places = list(found[0].index.references.get(word, []))
        if params.context.include_declaration:
            places.insert(0, found[0].index.definitions[word])
        return [location(pos, len(word)) for pos in places]

    @server.feature(lsp.TEXT_DOCUMENT_HOVER)
    def hover(ls: ContentServer, params: lsp.HoverParams):
        found, word = ls.checked_for(params.text_document.uri), ls.word(params.text_document.uri, params.position)
        entity = found[0].game.index().get(word) if found and word else None
        if entity is None:
            return None
        return lsp.Hover(contents=lsp.MarkupContent(kind=lsp.MarkupKind.Markdown, value=summary(entity)))

    @server.feature(lsp.TEXT_DOCUMENT_COMPLETION)
    def completion(ls: ContentServer, params: lsp.CompletionParams):
        found = ls.checked_for(params.text_document.uri)
        return lsp.CompletionList(is_incomplete=False, items=completions(found[0].game) if found else [])

    @server.feature(lsp.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def symbols(ls: ContentServer, params: lsp.DocumentSymbolParams):
        found = ls.checked_for(params.text_document.uri)
        return document_symbols(found[0].game, found[1]) if found else []
