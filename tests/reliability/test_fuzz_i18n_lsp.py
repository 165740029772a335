"""Seeded fuzz of translations and of the language server's frames.

Translations: random placeholders (well formed, with format specs, conversions, attributes,
indexes, lone braces, percent forms) and sizes around the text cap. Whatever a translation holds,
substitution never raises nor grows past its input and values, the accepted ones print what
``str.format`` would, and ``validate`` answers with positioned findings only.

Frames: valid messages split at random chunk boundaries, mixed with malformed frames; every valid
frame after a malformed one is still read, and the server answers every request.
"""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest

from generator.loading.yaml_values import MAX_TEXT_CHARS
from generator.lsp.frames import FrameReader
from generator.model.placeholders import Translated, problems
from tests.i18n.i18n_fixture import RUSSIAN, cli, demo_project, translate
from tests.i18n.test_translation_caps import with_long_translation
from tests.lsp.lsp_pipe import PipeServer, frame, request

SEED = 20261207
FINDING = re.compile(r"^(?P<path>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (error|warning|info): .+ \[[a-z0-9-]+\]$")
PIECES = ["{page}", "{label}", "{{", "}}", "{", "}", "{page:>999999999}", "{page!r}", "{page.__class__.__mro__}",
          "{page[0]}", "{0}", "{}", "{pages}", "%(label)s", "%(label)999999999s", "%%", "%", "%(", "Стр. ", " ",
          "страница", "\\n", "\"", "<b>", "</b>", "{ page }", "{page:}", "{label!s:^9}"]


def _translation(rng: random.Random) -> str:
    return "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 8)))


@pytest.mark.slow
def test_substitution_never_raises_and_matches_str_format_on_what_it_accepts():
    rng = random.Random(SEED)
    for _ in range(20_000):
        text = _translation(rng)
        braces = Translated(text).format(page=7, label="L")
        percent = Translated(text) % {"label": "L", "page": 7}
        assert len(braces) <= len(text) + 2 * text.count("{") and len(percent) <= len(text) + text.count("%")
        if not problems("Page {page} of {label}", text):
            assert braces == text.format(page=7, label="L"), text
        plain = "%" not in text.replace("%%", "").replace("%(label)s", "")
        if not problems("Source of %(label)s", text) and plain:
            assert percent == text % {"label": "L"}, text


@pytest.mark.slow
def test_random_tool_translations_give_positioned_findings_only(tmp_path, capsys):
    rng = random.Random(SEED + 1)
    root = demo_project(tmp_path)
    translate(root, RUSSIAN)
    own = root / "locale/generator"
    own.mkdir(parents=True)
    ids = ["Page {page}", "{count} cards", "{label} · page {page}", "Source of %(label)s", "Link to %(label)s",
           "{title}: quick reference", "Players: {players}."]
    for round_ in range(12):
        body = "".join(f'msgid "{i}"\nmsgstr "{_translation(rng)}"\n\n' for i in ids)
        (own / "ru.po").write_text('msgid ""\nmsgstr "Language: ru\\n"\n\n' + body, encoding="utf-8")
        capsys.readouterr()
        code = cli(root, "validate", "--no-cache")
        out = capsys.readouterr().out.splitlines()
        assert code in (0, 1), (round_, body)
        for line in out[:-1]:
            assert FINDING.match(line) or line.startswith("    "), (round_, line)
        assert "internal error" not in "\n".join(out), body


@pytest.mark.slow
def test_content_translations_at_and_beyond_the_text_cap(tmp_path, capsys):
    root, write = with_long_translation(tmp_path)
    for size in (MAX_TEXT_CHARS - 1, MAX_TEXT_CHARS, MAX_TEXT_CHARS + 1, 400_000, 2_000_000):
        write(size, "я")
        capsys.readouterr()
        code = cli(root, "validate", "--no-cache")
        out = capsys.readouterr().out
        over = size > MAX_TEXT_CHARS
        assert ("[translation-text-size]" in out) == over, size
        assert code in (0, 1) and "internal error" not in out, (size, out[-400:])


MALFORMED = [b"Content-Type: x\r\n\r\n", b"Content-Length: -3\r\n\r\n", b"Content-Length: x1\r\n\r\n",
             b"Content-Length: 3\r\n\r\n", b"Content-Length: 99999999999999\r\n\r\n", b"\r\n\r\n",
             b"Content-Length: 5\r\n\r\n[1,2]", b"Content-Length: 1e3\r\n\r\n", b"garbage\x00\xff\r\n\r\n"]


def _stream(rng: random.Random, count: int, first: int = 0) -> tuple[bytes, list[int]]:
    """``count`` valid requests, each after 0 to 2 malformed frames (with a JSON body of their own)."""
    out, ids = b"", []
    for number in range(first, first + count):
        for _ in range(rng.randrange(3)):
            out += rng.choice(MALFORMED) + json.dumps(request(-1, "x")).encode() * rng.randrange(2)
        out += frame(request(number, "textDocument/hover", {"textDocument": {"uri": "file:///nowhere/content/x.yaml"},
                                                             "position": {"line": rng.randrange(9), "character": 0}}))
        ids.append(number)
    return out, ids


def _run_apart(coroutine):
    """Run ``coroutine`` on an event loop of its own, in a thread of its own: the browser tests'
    session leaves a loop running in the main thread."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.mark.slow
def test_the_frame_reader_finds_every_valid_frame_after_malformed_ones():
    rng = random.Random(SEED + 2)
    for _ in range(300):
        data, ids = _stream(rng, 6)
        cuts = sorted(rng.sample(range(1, len(data)), min(len(data) - 1, rng.randrange(1, 30))))
        chunks = [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)])]

        async def read_all(chunks=chunks) -> list[int]:
            queue = list(chunks)

            async def chunk() -> bytes:
                return queue.pop(0) if queue else b""

            reader, seen = FrameReader(chunk), []
            while (found := await reader.next()) is not None:
                if found.body is not None:
                    try:
                        message = json.loads(found.body)
                    except ValueError:
                        continue
                    if isinstance(message, dict) and message.get("id", -1) >= 0:
                        seen.append(message["id"])
            return seen

        assert _run_apart(read_all()) == ids, data


@pytest.mark.slow
def test_the_server_answers_every_request_among_malformed_frames(tmp_path):
    rng = random.Random(SEED + 3)
    root = demo_project(tmp_path)
    server = PipeServer(root)
    server.initialize(root)
    for round_ in range(40):
        data, [wanted] = _stream(rng, 1, 1000 + round_)
        server.send(data)
        answer, _ = server.response(wanted, timeout=30)
        assert "result" in answer, (round_, data)
        assert server.process.poll() is None, (round_, data)
    assert server.close() == 0
