"""The language server's stdio loop: frames read by generator.lsp.frames, each handed to pygls's
protocol, and every frame that cannot be handled answered with a JSON-RPC error and logged, so
the server keeps serving (see frames.py for why this is not pygls's own loop)."""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from collections.abc import Callable
from threading import Event
from typing import BinaryIO

from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException
from pygls.io_ import StdoutWriter

from generator.lsp.frames import Frame, FrameReader

LOG = logging.getLogger(__name__)
PARSE_ERROR, INVALID_REQUEST, INVALID_PARAMS = -32700, -32600, -32602
CHUNK_BYTES = 64 * 1024


def serve_stdio(server, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
    """Serve ``server`` (a pygls LanguageServer) over stdin and stdout until the editor exits or
    closes the stream."""
    source = stdin or sys.stdin.buffer
    server._stop_event = Event()   # pygls's shutdown() sets it
    server.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
    read = getattr(source, "read1", None) or source.readline

    async def read_chunk() -> bytes:
        return await asyncio.get_running_loop().run_in_executor(server.thread_pool, read, CHUNK_BYTES)

    try:
        asyncio.run(_serve(server, read_chunk))
    except BrokenPipeError:
        LOG.error("the editor closed the connection; the server stops")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()


async def _serve(server, read_chunk: Callable) -> None:
    frames = FrameReader(read_chunk)
    while not server._stop_event.is_set():
        frame = await frames.next()
        if frame is None:
            LOG.info("the editor closed the input; the server stops")
            return
        handle_frame(server, frame)


def handle_frame(server, frame: Frame) -> None:
    """Hand one frame to the protocol, or answer why it cannot be."""
    if frame.body is None:
        refuse(server, None, PARSE_ERROR, f"cannot read {frame.problem}; it was skipped")
        if frame.uri is not None:
            server.over_limit(frame.uri, frame.size)
        return
    try:
        data = json.loads(frame.body)
    except ValueError as exc:   # also a body cut short by a Content-Length too small
        refuse(server, None, PARSE_ERROR, f"a message that is not JSON ({exc}); it was skipped")
        return
    if not isinstance(data, dict):
        refuse(server, None, INVALID_REQUEST, "a message that is not a JSON object; it was skipped")
        return
    request_id = data.get("id") if "method" in data and isinstance(data.get("id"), (int, str)) else None
    try:
        message = server.protocol.structure_message(data)   # pygls's object hook acts on the message alone
    except JsonRpcException as exc:
        why = f"'{data.get('method')}' with parameters that are not valid: {exc}; it was skipped"
        if "id" in data:
            refuse(server, request_id, INVALID_PARAMS, why)
        else:   # a notification is never answered
            LOG.warning("%s", why)
            server.window_log_message(lsp.LogMessageParams(type=lsp.MessageType.Warning, message=why))
        return
    try:
        server.protocol.handle_message(message)
    except Exception as exc:   # pygls answers a failing request itself; this is a failing notification
        LOG.exception("cannot handle a message")
        refuse(server, request_id, INVALID_REQUEST, f"cannot handle '{data.get('method')}': {exc}")


def refuse(server, request_id: int | str | None, code: int, why: str) -> None:
    """Answer a frame with a JSON-RPC error (id null when it is not known) and log why."""
    LOG.warning("%s", why)
    body = json.dumps({"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": why}})
    payload = body.encode("utf-8")
    writer = server.protocol.writer
    if writer is not None:
        writer.write(b"Content-Length: %d\r\n\r\n" % len(payload) + payload)
    server.window_log_message(lsp.LogMessageParams(type=lsp.MessageType.Warning, message=why))
