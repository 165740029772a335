"""The language server over a raw pipe: a malformed frame is answered with a JSON-RPC error and
the server keeps answering; a request with bad parameters gets an error response; unsaved text
far over the content limit gives a finding quickly; the end of input ends it cleanly."""

from __future__ import annotations

import json
import time

import pytest

from tests.i18n.i18n_fixture import demo_project
from tests.lsp.lsp_pipe import PipeServer, frame, request

BODY = json.dumps(request(99, "workspace/symbol", {"query": ""})).encode()
MALFORMED = {
    "no Content-Length": b"Content-Type: application/vscode-jsonrpc\r\n\r\n" + BODY,
    "negative": b"Content-Length: -5\r\n\r\n" + BODY,
    "not a number": b"Content-Length: twelve\r\n\r\n" + BODY,
    "short": b"Content-Length: 10\r\n\r\n" + BODY,
    "huge": b"Content-Length: 1000000000000\r\n\r\n" + BODY,
    "not JSON": frame(b"{not json"),
    "not an object": frame(b"[1, 2]"),
}


@pytest.fixture
def server(tmp_path):
    root = demo_project(tmp_path)
    running = PipeServer(root)
    running.initialize(root)
    running.root = root   # type: ignore[attr-defined]
    yield running
    if running.process.poll() is None:
        running.close()


def _hover(request_id: int, uri: str, line: int) -> bytes:
    return frame(request(request_id, "textDocument/hover",
                         {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}}))


def test_every_malformed_frame_is_answered_and_the_server_keeps_serving(server):
    uri = (server.root / "content/demo/content.yaml").as_uri()
    for number, (kind, raw) in enumerate(MALFORMED.items(), start=10):
        server.send(raw + _hover(number, uri, 0))
        answer, before = server.response(number)
        assert "result" in answer, (kind, answer)
        errors = [m for m in before if "error" in m and m.get("id") is None]
        assert errors and errors[0]["error"]["code"] in (-32700, -32600), (kind, before)
        assert server.process.poll() is None, kind
    assert server.close() == 0


def test_a_request_with_bad_parameters_gets_an_error_response(server):
    uri = (server.root / "content/demo/content.yaml").as_uri()
    server.send(_hover(5, uri, -1))
    answer, _ = server.response(5)
    assert answer["error"]["code"] == -32602
    server.send(_hover(6, uri, 2))
    assert "result" in server.response(6)[0]


def test_unsaved_text_over_the_limit_is_a_finding_quickly(server):
    uri = (server.root / "content/demo/content.yaml").as_uri()
    text = "# " + "x" * 100_000_000 + "\n"
    started = time.monotonic()
    server.send(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "yaml", "version": 1, "text": text}}}))
    del text
    seen = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                           and m["params"]["uri"] == uri and m["params"]["diagnostics"], timeout=30)
    took = time.monotonic() - started
    [finding] = [d for d in seen[-1]["params"]["diagnostics"] if d["code"] == "yaml-size"]
    assert "over the 8388608-byte limit" in finding["message"] and finding["range"]["start"]["line"] == 0
    assert took < 10, took
    server.send(_hover(7, uri, 0))
    assert "result" in server.response(7)[0]
