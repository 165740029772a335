"""Over stdio: after each edit of a sequence (edit, undo, an edit in another file that a check
reads across), the findings the server publishes are those ``validate`` gives for the same texts
saved, on a copy of Kingsburg's content."""

from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types as lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from generator.lsp.features import SEVERITIES
from generator.validation import validate

pytestmark = pytest.mark.slow   # a language server through sequences of edits

ROOT = Path(__file__).resolve().parents[2]
GAME = Path("content") / "kingsburg"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "generator", "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("lsp-project")
    shutil.copytree(ROOT / GAME, root / GAME)
    lsp_client.project_root = root  # type: ignore[attr-defined]
    await lsp_client.initialize_session(lsp.InitializeParams(
        capabilities=pytest_lsp.client_capabilities("visual-studio-code"), root_uri=root.as_uri()))
    yield
    await lsp_client.shutdown_session()


def _published(client, root: Path) -> set[tuple]:
    out = set()
    for uri, found in client.diagnostics.items():
        shown = Path(uri.removeprefix("file://")).relative_to(root).as_posix()
        out |= {(shown, d.range.start.line + 1, d.range.start.character + 1, d.severity, d.code,
                 d.message) for d in found}
    return out


def _validated(texts: dict[str, str], tmp: Path) -> set[tuple]:
    """What ``validate`` finds with ``texts`` saved over a fresh copy of the game."""
    shutil.rmtree(tmp, ignore_errors=True)
    shutil.copytree(ROOT / GAME, tmp / GAME)
    for shown, text in texts.items():
        (tmp / shown).write_text(text, encoding="utf-8")
    return {(d.pos.path, d.pos.line, d.pos.column, SEVERITIES[d.severity], d.rule, d.message)
            for d in validate(tmp).diagnostics if d.pos is not None}


async def _settled(client, root: Path, expected: set[tuple]) -> None:
    """Wait for the published findings to equal ``expected``, and check they stay so."""
    for _ in range(300):
        if _published(client, root) == expected:
            break
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.5)     # longer than the pause before a check: nothing later undoes it
    assert _published(client, root) == expected


@pytest.mark.asyncio
async def test_published_findings_follow_validate_through_edits_and_undos(client: LanguageClient, tmp_path):
    root = client.project_root
    saved = {f"{GAME.as_posix()}/{name}": (root / GAME / name).read_text(encoding="utf-8")
             for name in ("advisors.yaml", "game.yaml")}
    advisors, manifest = saved
    texts: dict[str, str] = {}
    versions = dict.fromkeys(saved, 1)
    for shown, text in saved.items():
        client.text_document_did_open(lsp.DidOpenTextDocumentParams(text_document=lsp.TextDocumentItem(
            uri=(root / shown).as_uri(), language_id="yaml", version=1, text=text)))
    await _settled(client, root, _validated(texts, tmp_path / "a"))
    steps = [
        (advisors, saved[advisors].replace("value: 7\n", "value: 8\n", 1)),            # a duplicate value
        (advisors, saved[advisors]),                                                   # undo
        (manifest, saved[manifest].replace("- {id: gold, name: Gold,", "- {id: coin, name: Gold,", 1)),
        (advisors, saved[advisors].replace("value: 7\n", "value: 8\n", 1)),            # both at once
        (manifest, saved[manifest]),                                                   # undo the other file
        (advisors, saved[advisors]),
    ]
    findings = []
    for n, (shown, text) in enumerate(steps):
        assert text != saved[shown] or shown in texts
        texts[shown] = text
        versions[shown] += 1
        client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=(root / shown).as_uri(), version=versions[shown]),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))
        expected = _validated(texts, tmp_path / str(n))
        await _settled(client, root, expected)
        findings.append(expected)
    assert findings[0] and findings[2] and findings[3] and findings[2] != findings[3]
    assert any(f[0] == advisors for f in findings[2]), "renaming in game.yaml shows findings in advisors.yaml"
    assert findings[-1] == findings[1] == _validated({}, tmp_path / "saved")
