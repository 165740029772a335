"""The preview's web server: loopback only, one thread per request (standard library).

``/`` the page, ``/state.json`` what it shows, ``/events`` the event stream, ``/img/<game>/<name>``
a card image, ``/out/<path>`` a built file (reference pages, PDFs), ``/source/<path>`` a project
file with numbered lines. A request naming another host than the loopback one is refused, so a web
page elsewhere cannot reach the preview through a name that points at this machine.
"""

from __future__ import annotations

import ipaddress
import json
import mimetypes
import os
import queue
import socket
from contextlib import suppress
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from urllib.parse import unquote, urlsplit

from generator.errors import UsageError
from generator.serve.events import Events
from generator.serve.page_state import page_state
from generator.serve.session import Session
from generator.serve.source_view import source_page

KEEP_ALIVE_SECONDS = 15.0
LOCAL_NAMES = ("localhost", "127.0.0.1", "::1", "[::1]")


def loopback_address(host: str) -> str:
    """``host`` as an address of the loopback interface; anything else is refused."""
    if host == "localhost":
        return "127.0.0.1"
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        raise UsageError(f"--host {host}: give a loopback address (127.0.0.1 or ::1); "
                         "the preview is never served beyond this machine") from None
    if not address.is_loopback:
        raise UsageError(f"--host {host}: not a loopback address; the preview is never served beyond this machine")
    return str(address)


class PreviewServer(ThreadingHTTPServer):
    daemon_threads = True
    # A port left in TIME_WAIT by the last run's pages is taken again; one that a program listens on
    # is still refused (on Linux and macOS; Windows gives SO_REUSEADDR another meaning).
    allow_reuse_address = os.name != "nt"

    def __init__(self, host: str, port: int, session: Session, events: Events, out: Path,
                 editor: str | None = None):
        address = loopback_address(host)
        self.address_family = socket.AF_INET6 if ":" in address else socket.AF_INET
        self.session, self.events, self.out, self.editor = session, events, out, editor
        try:
            super().__init__((address, port), Handler)
        except OSError as exc:
            raise UsageError(f"cannot listen on {address} port {port}: {exc.strerror or exc}"
                             + ("; give another with --port" if exc.errno in (98, 48, 10048) else "")) from None

    def handle_error(self, request, client_address) -> None:
        """One line on the terminal, not the standard library's traceback; the server goes on."""
        import sys

        error = sys.exc_info()[1]
        print(f"generator: error answering a request: {type(error).__name__}: {error}", file=sys.stderr, flush=True)

    @property
    def url(self) -> str:
        host, port = str(self.server_address[0]), self.server_address[1]
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/"


class Handler(BaseHTTPRequestHandler):
    server: PreviewServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # the terminal shows rebuilds, not every request
        pass

    def do_GET(self):
        if not self._local_host():
            self._send(403, b"only for this machine\n", "text/plain; charset=utf-8")
            return
        path = unquote(urlsplit(self.path).path)
        with suppress(BrokenPipeError, ConnectionResetError):  # the page went away mid-answer
            if "\0" in path:   # no file has one; the file system would refuse it with an exception
                self._send(400, b"bad request: a NUL in the path\n", "text/plain; charset=utf-8")
            else:
                self._route(path)

    def _local_host(self) -> bool:
        host = self.headers.get("Host") or ""
        name = host.split("]")[0] + "]" if host.startswith("[") else host.rsplit(":", 1)[0]
        return name in LOCAL_NAMES

    def _route(self, path: str) -> None:
        server = self.server
        if path == "/":
            self._send(200, resources.files("generator").joinpath("templates/serve/page.html").read_bytes(),
                       "text/html; charset=utf-8")
        elif path == "/state.json":
            state = page_state(server.session, server.out, server.editor)
            self._send(200, json.dumps(state).encode("utf-8"), "application/json")
        elif path == "/events":
            self._stream()
        elif path.startswith("/img/"):
            game, _, name = path[len("/img/"):].partition("/")
            data = server.session.image(game, name, server.out)
            self._found(data, "image/png")
        elif path.startswith("/out/"):
            self._found(_built_file(server.out, path[len("/out/"):]), _type_of(path))
        elif path.startswith("/source/"):
            self._found(source_page(server.session.root, path[len("/source/"):]), "text/html; charset=utf-8")
        else:
            self._found(None, "")

    def _found(self, data: bytes | None, kind: str) -> None:
        if data is None:
            self._send(404, b"not found\n", "text/plain; charset=utf-8")
        else:  # an address with ?v= names one version of the file, which never changes
            self._send(200, data, kind, forever="?v=" in self.path)

    def _send(self, code: int, body: bytes, kind: str, forever: bool = False) -> None:
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=31536000, immutable" if forever else "no-cache")
        self.end_headers()
        self.wfile.write(body)

    def _stream(self) -> None:
        events = self.server.events
        q = events.subscribe()
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            self.wfile.write(f"event: hello\ndata: {json.dumps({'version': self.server.session.version})}\n\n"
                             .encode())
            self.wfile.flush()
            while True:
                try:
                    message = q.get(timeout=KEEP_ALIVE_SECONDS)
                except queue.Empty:
                    message = b": still here\n\n"
                if message is None:
                    break
                self.wfile.write(message)
                self.wfile.flush()
        finally:
            events.unsubscribe(q)
            self.close_connection = True


def _built_file(out: Path, rel: str) -> bytes | None:
    """A file of the output folder (not its records or a staging folder), else None."""
    parts = Path(rel).parts
    if not parts or ".." in parts or any(p.startswith(".") for p in parts):
        return None
    path = (out / rel).resolve()
    if not path.is_relative_to(out.resolve()) or not path.is_file():
        return None
    try:
        return path.read_bytes()
    except OSError:
        return None


def _type_of(path: str) -> str:
    kind = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"{kind}; charset=utf-8" if kind.startswith("text/") or kind.endswith("javascript") else kind
