"""A project rule that raises, in the editor: the other findings are published with one for the
failure, the editor shows a message, and the server keeps serving."""

from __future__ import annotations

import json

from tests.lsp.lsp_pipe import PipeServer, frame, request
from tests.test_project_rules import RULES, project

ODD = "if value(card, \"bonus\") % 2:"


def _open(server: PipeServer, root) -> str:
    path = root / "content/demo/content.yaml"
    uri = path.as_uri()
    server.send(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "yaml", "version": 1, "text": path.read_text(encoding="utf-8")}}}))
    return uri


def _published(server: PipeServer, uri: str) -> tuple[list[dict], list[dict]]:
    seen = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                           and m["params"]["uri"] == uri and m["params"]["diagnostics"])
    told = ("window/showMessage", "window/logMessage")
    if not any(m.get("method") in told for m in seen):   # the message follows the findings
        seen += server.wait_for(lambda m: m.get("method") in told, timeout=20)
    diagnostics = [m for m in seen if m.get("method") == "textDocument/publishDiagnostics"
                   and m["params"]["uri"] == uri and m["params"]["diagnostics"]][-1]["params"]["diagnostics"]
    return diagnostics, [m for m in seen if m.get("method") in told]


def _served(tmp_path, failing: str):
    crashing = RULES.replace("demo-even-bonus", "demo-crashes").replace(ODD, f"raise {failing}\n        if 0:")
    root = project(tmp_path, {"a_crash.py": crashing, "b_checks.py": RULES})
    server = PipeServer(root)
    server.initialize(root)
    return server, root


def test_a_rule_that_raises_gives_a_finding_the_others_and_a_message(tmp_path):
    for number, failing in enumerate(("ZeroDivisionError('no')", "SystemExit(4)")):
        server, root = _served(tmp_path / str(number), failing)
        found, shown = _published(server, _open(server, root))
        by_rule = {d["code"]: d["message"] for d in found}
        assert by_rule["demo-even-bonus"] == "card 'b' has the odd bonus 3", failing
        assert by_rule["demo-crashes"].startswith("internal error in rule 'demo-crashes'"), failing
        assert any("demo-crashes" in m["params"]["message"] for m in shown), (failing, shown)
        server.send(frame(request(2, "shutdown")))
        assert "result" in server.response(2)[0]
        server.send(frame({"jsonrpc": "2.0", "method": "exit"}))
        assert server.process.wait(timeout=30) == 0


def test_a_check_that_stops_is_a_finding_and_a_message_and_the_server_stays(tmp_path):
    server, root = _served(tmp_path, "KeyboardInterrupt")   # nothing a rule runner catches
    uri = _open(server, root)
    found, shown = _published(server, (root / "content/demo/game.yaml").as_uri())
    [failure] = [d for d in found if d["code"] == "check-failed"]
    assert "KeyboardInterrupt" in failure["message"] and failure["range"]["start"]["line"] == 0
    assert any("stopped" in m["params"]["message"] for m in shown), shown
    server.send(frame(request(3, "textDocument/hover", {"textDocument": {"uri": uri},
                                                        "position": {"line": 0, "character": 0}})))
    assert "result" in server.response(3)[0], json.dumps(found)
    assert server.close() == 0
