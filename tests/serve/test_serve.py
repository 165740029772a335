"""``serve``: a save reaches the page as an event and the card's new image; broken content keeps
the last good preview; the server stays on the loopback interface."""

from __future__ import annotations

import fcntl
import os
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from generator.errors import UsageError
from generator.serve.preview import Preview
from generator.serve.server import loopback_address
from preview_client import HARBOUR, EventStream, card_url, copy_project, get, state

pytestmark = pytest.mark.slow   # a server running background builds

CARDS = "content/harbour/contracts.yaml"
SALT_FISH = "{id: salt-fish, title: Salt Fish,"


@contextmanager
def _running(root: Path):
    """A preview of ``root`` (with its background build), loaded, and a stream of its events."""
    running = Preview(root, "127.0.0.1", 0)
    stop = threading.Event()
    watching = threading.Thread(target=running.watch, args=(stop,), daemon=True)
    running.start()
    watching.start()
    try:
        assert running.loaded.wait(timeout=60)
        port = running.server.server_address[1]
        stream = EventStream(port)
        stream.wait("hello")
        yield running, port, stream
        stream.close()
    finally:
        stop.set()
        running.stop()
        watching.join(timeout=10)


@pytest.fixture
def preview(tmp_path):
    with _running(copy_project(HARBOUR, tmp_path / "project")) as started:
        yield started


def _edit(root: Path, old: str, new: str) -> None:
    path = root / CARDS
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _changed(game: str, name: str):
    return lambda data: name in data.get("changed", {}).get(game, [])


def test_an_edited_card_reaches_the_page_and_its_image_is_the_one_the_build_writes(preview):
    running, port, stream = preview
    before_url = card_url(state(port), "harbour", "salt-fish")
    before = get(port, before_url)
    assert before.startswith(b"\x89PNG")
    _edit(running.root, SALT_FISH, "{id: salt-fish, title: Salted Herring,")
    event = stream.wait("update", _changed("harbour", "cards/contracts/salt-fish.png"))
    page = state(port)
    assert page["version"] >= event["version"]
    after_url = card_url(page, "harbour", "salt-fish")
    assert after_url != before_url
    after = get(port, after_url)
    assert after.startswith(b"\x89PNG") and after != before
    assert card_url(page, "harbour", "net-mending") == card_url(page, "harbour", "net-mending")
    titles = [c["title"] for g in page["games"] for d in g["decks"] for c in d["cards"]]
    assert "Salted Herring" in titles and "Salt Fish" not in titles
    # The background build writes the edited card; the preview drew the very same bytes.
    stream.wait("build", lambda data: data["status"] == "built", timeout=120)
    built = running.root / "output" / "harbour" / "cards" / "contracts" / "salt-fish.png"
    assert built.read_bytes() == after
    assert get(port, after_url) == after


def test_broken_content_shows_findings_and_keeps_the_last_good_image(preview):
    running, port, stream = preview
    good_url = card_url(state(port), "harbour", "salt-fish")
    good = get(port, good_url)
    _edit(running.root, "{id: net-mending,", "{id: salt-fish,")   # two cards with one ID
    stream.wait("update", lambda data: "harbour" in data["games"])
    page = state(port)
    errors = [f for f in page["findings"] if f["severity"] == "error"]
    assert errors and all(f["where"].startswith(f"{CARDS}:") for f in errors)
    assert any(f["source"].startswith(f"/source/{CARDS}#L") for f in errors)
    game = next(g for g in page["games"] if g["id"] == "harbour")
    assert game["broken"]
    assert card_url(page, "harbour", "salt-fish") == good_url
    assert get(port, good_url) == good
    line = int(errors[0]["source"].rsplit("#L", 1)[1])
    source = get(port, errors[0]["source"].split("#")[0]).decode("utf-8")
    assert f'id="L{line}"' in source and "net-mending" not in source.split(f'id="L{line}"')[1].split("</li>")[0]
    _edit(running.root, "{id: salt-fish, title: Net Mending,", "{id: net-mending, title: Net Mending,")
    stream.wait("update", lambda data: "harbour" in data["games"])
    page = state(port)
    assert not [f for f in page["findings"] if f["severity"] == "error"]
    assert not next(g for g in page["games"] if g["id"] == "harbour")["broken"]
    assert get(port, card_url(page, "harbour", "salt-fish")) == good


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "example.com"])
def test_the_server_refuses_any_address_but_loopback(host, tmp_path):
    with pytest.raises(UsageError, match="loopback"):
        loopback_address(host)
    with pytest.raises(UsageError, match="loopback"):
        Preview(copy_project(HARBOUR, tmp_path / "p"), host, 0)


def test_a_request_for_another_host_name_is_refused(preview):
    import http.client

    _, port, _ = preview
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", "/state.json", headers={"Host": f"attacker.example:{port}"})
    assert connection.getresponse().status == 403
    connection.close()
    assert loopback_address("localhost") == "127.0.0.1" and loopback_address("::1") == "::1"


def test_files_outside_the_project_sources_and_output_are_not_served(preview):
    from urllib.error import HTTPError

    _, port, _ = preview
    for path in ("/source/../../etc/passwd", "/source/output/.generator-build.json", "/out/../content/harbour/game.yaml",
                 "/out/.generator-build.json", "/img/harbour/../../game.yaml", "/img/nogame/cards/x.png"):
        with pytest.raises(HTTPError) as refused:
            get(port, path)
        assert refused.value.code == 404, path


def test_a_refused_build_s_findings_come_back_relative_to_the_project():
    from generator.serve.rebuild import parse_findings

    text = ("games/content/harbour/game.yaml:3:5: error: quick reference of 'harbour': too long [quickref-fit]\n"
            "build refused: 1 error(s); the previous output was left as it was\n")
    [finding] = parse_findings(text, "games/")
    assert (finding.pos.path, finding.pos.line, finding.pos.column) == ("content/harbour/game.yaml", 3, 5)
    assert (finding.rule, finding.severity.label) == ("quickref-fit", "error")


def test_the_background_build_waits_while_another_build_holds_the_output(tmp_path):
    root = copy_project(HARBOUR, tmp_path / "project")
    lock = os.open(root / ".output.lock", os.O_RDWR | os.O_CREAT)   # as `build` in another terminal holds it
    fcntl.flock(lock, fcntl.LOCK_EX)
    try:
        with _running(root) as (_running_server, port, stream):
            stream.wait("build", lambda data: data["status"] == "building")   # an attempt after the first
            assert not (root / "output" / "harbour").exists()
            assert next(g for g in state(port)["games"] if g["id"] == "harbour")["build"] == "building"
            os.close(lock)
            lock = -1
            stream.wait("build", lambda data: data["status"] == "built", timeout=120)
            assert (root / "output" / "harbour" / "cards" / "contracts" / "salt-fish.png").is_file()
    finally:
        if lock >= 0:
            os.close(lock)


def test_a_finding_links_to_its_line_and_with_editor_to_the_editor(tmp_path):
    from generator.diagnostics import Diagnostic, Position, Related, Severity
    from generator.serve.page_state import _finding

    finding = Diagnostic("unique-ids", Severity.ERROR, "ID 'x' is already used", Position(CARDS, 12, 7),
                         (Related(Position(CARDS, 10, 7), "first used here"),))
    shown = _finding(finding, "vscode://file/{path}:{line}:{column}", tmp_path)
    assert shown["where"] == f"{CARDS}:12:7" and shown["source"] == f"/source/{CARDS}#L12"
    assert shown["editor"] == f"vscode://file/{tmp_path / CARDS}:12:7"
    assert shown["related"] == [{"where": f"{CARDS}:10:7", "source": f"/source/{CARDS}#L10",
                                 "message": "first used here"}]
    assert _finding(finding, None, tmp_path)["editor"] is None


@pytest.mark.parametrize("path", [b"/out/html/index.html%00.txt", b"/source/content/harbour/game.yaml%00",
                                  b"/img/harbour/%00.png", b"/out/a\x00b.pdf", b"/%00"])
def test_a_path_holding_a_nul_is_answered_not_dropped(tmp_path, path):
    import socket

    running = Preview(copy_project(HARBOUR, tmp_path / "p"), "127.0.0.1", 0, build=False)
    running.start()
    try:
        port = running.server.server_address[1]
        with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
            connection.sendall(b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            answer = connection.recv(200)
        assert answer.split(b"\r\n")[0] in (b"HTTP/1.1 400 Bad Request", b"HTTP/1.1 404 Not Found"), answer
    finally:
        running.stop()
