"""Time from an unsaved edit to the language server's published findings, on the shipped content.

Starts ``python -m generator lsp`` over stdio with a pygls client, opens one content file of each
game, then changes it (a comment line added) several times and prints the median and worst time
from the didChange notification to the publishDiagnostics for that file (the server's 50 ms pause
in typing included), against the target of 300 ms, with the load average before and after (on a
busy machine the figures are larger than the server's own work).

    python bench/bench_lsp.py [--rounds N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

import os

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from measure import load

TARGET_MS = 300
FILES = {"kingsburg": "advisors.yaml", "rurik": "deeds.yaml", "ruthenia": "orders.yaml",
         "time-of-troubles": "cards.yaml"}


async def measure(rounds: int) -> None:
    client = LanguageClient("bench", "1")
    published: asyncio.Queue = asyncio.Queue()

    @client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: lsp.PublishDiagnosticsParams):
        published.put_nowait((time.perf_counter(), params.uri))

    print(load())
    await client.start_io(sys.executable, "-m", "generator", "lsp", "--project", str(ROOT))
    await client.initialize_async(lsp.InitializeParams(capabilities=lsp.ClientCapabilities()))
    client.initialized(lsp.InitializedParams())
    for game, name in FILES.items():
        path = ROOT / "content" / game / name
        uri, text = path.as_uri(), path.read_text(encoding="utf-8")
        client.text_document_did_open(lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)))
        await _until(published, uri)
        times, cpus = [], []
        for version in range(2, rounds + 2):
            start, cpu = time.perf_counter(), _cpu(client)
            client.text_document_did_change(lsp.DidChangeTextDocumentParams(
                text_document=lsp.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text + f"\n# edit {version}\n")]))
            times.append(await _until(published, uri) - start)
            cpus.append(_cpu(client) - cpu)
        median, cpu = statistics.median(times) * 1000, statistics.median(cpus) * 1000
        print(f"{game:18} {name:14} median {median:6.0f} ms   worst {max(times) * 1000:6.0f} ms   "
              f"server CPU median {cpu:5.0f} ms   ({rounds} edits; target {TARGET_MS} ms: wall "
              f"{'met' if median <= TARGET_MS else 'NOT met'}, server CPU {'met' if cpu <= TARGET_MS else 'NOT met'})")
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    print(load())


def _cpu(client: LanguageClient) -> float:
    """User + system seconds the server process has used (what a busy machine inflates least)."""
    server = getattr(client, "_server", None)
    try:
        with open(f"/proc/{server.pid}/stat") as f:   # type: ignore[union-attr]
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, AttributeError, IndexError, ValueError):
        return float("nan")


async def _until(published: asyncio.Queue, uri: str) -> float:
    while True:
        at, got = await asyncio.wait_for(published.get(), timeout=60)
        if got == uri:
            return at


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(measure(parser.parse_args().rounds))
