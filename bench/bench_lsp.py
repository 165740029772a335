"""Time from an unsaved edit to the language server's published findings, on the shipped content.

Starts ``python -m generator lsp`` over stdio with a pygls client, opens one content file of each
game, then changes it (a comment line added) several times and prints the median and worst time
from the didChange notification to the publishDiagnostics for that file. Target: 300 ms.

    python bench/bench_lsp.py [--rounds N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parent.parent
FILES = {"kingsburg": "advisors.yaml", "rurik": "deeds.yaml", "ruthenia": "orders.yaml",
         "time-of-troubles": "cards.yaml"}


async def measure(rounds: int) -> None:
    client = LanguageClient("bench", "1")
    published: asyncio.Queue = asyncio.Queue()

    @client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: lsp.PublishDiagnosticsParams):
        published.put_nowait((time.perf_counter(), params.uri))

    await client.start_io(sys.executable, "-m", "generator", "lsp", "--project", str(ROOT))
    await client.initialize_async(lsp.InitializeParams(capabilities=lsp.ClientCapabilities()))
    client.initialized(lsp.InitializedParams())
    for game, name in FILES.items():
        path = ROOT / "content" / game / name
        uri, text = path.as_uri(), path.read_text(encoding="utf-8")
        client.text_document_did_open(lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        await _until(published, uri)
        times = []
        for version in range(2, rounds + 2):
            start = time.perf_counter()
            client.text_document_did_change(lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text + f"\n# edit {version}\n")]))
            times.append(await _until(published, uri) - start)
        print(f"{game:18} {name:14} median {statistics.median(times) * 1000:6.0f} ms   "
              f"worst {max(times) * 1000:6.0f} ms   ({rounds} edits; target 300 ms)")
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()


async def _until(published: asyncio.Queue, uri: str) -> float:
    while True:
        at, got = await asyncio.wait_for(published.get(), timeout=60)
        if got == uri:
            return at


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(measure(parser.parse_args().rounds))
