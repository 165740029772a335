"""Incremental builds: after an edit, only what changed is rewritten, and the output is byte for
byte what a clean build writes."""

from __future__ import annotations

from tests.project_fixture import copy_shipped

import os
import random
import re
from pathlib import Path

import pytest

from generator.cli.main import main
from generator.output.reuse import MANIFEST
from project_fixture import HEADER, write_project

pytestmark = pytest.mark.slow   # whole builds of the shipped games


CARDS = "".join(f"      - {{id: c{i}, title: Card {i}, text: \"Gain {i % 3} gold.\"}}\n" for i in range(80))
BODY = f"""\
components:
  - {{id: deeds, name: Deeds, total: 80, encoded_as: deck, source: {{section: S}}}}
  - {{id: others, name: Others, total: 2, encoded_as: other, source: {{section: S}}}}
decks:
  - id: deck
    name: Deck
    source: {{section: S}}
    cards:
{CARDS}  - id: other
    name: Other
    source: {{section: S}}
    cards:
      - {{id: o1, title: Other one, text: "Nothing."}}
      - {{id: o2, title: Other two, text: "Nothing else."}}
"""
CONTENT = Path(__file__).resolve().parent.parent / "content"
OTHER = HEADER.replace("id: demo", "id: second").replace("title: Demo", "title: Second")


def build(root, out):
    assert main(["--project", str(root), "build", "--out", str(out)]) == 0


def state(folder):
    """Per file (its record of tasks aside): bytes, inode and modification time. A Tabletop
    Simulator save names its files by their URLs under ``folder``, which are made alike, so the
    output of two folders compares."""
    found = {}
    url = folder.resolve().as_uri().encode()
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.name != MANIFEST:
            stat = path.stat()
            data = path.read_bytes()
            if path.suffix == ".json" and path.parent.name == "tts":
                data = data.replace(url, b"OUT")
            found[path.relative_to(folder).as_posix()] = (data, stat.st_ino, stat.st_mtime_ns)
    return found


def test_an_edited_card_rewrites_only_what_changed_and_equals_a_clean_build(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    write_project(root, {"game.yaml": OTHER}, game="second")
    out = tmp_path / "out"
    build(root, out)
    before = state(out)
    edited = BODY.replace('Card 5, text: "Gain 2 gold."', 'Card 5, text: "Gain 7 gold."')
    assert edited != BODY
    (root / "content/demo/c.yaml").write_text(edited)
    build(root, out)
    after = state(out)
    clean = tmp_path / "clean"
    build(root, clean)
    assert {k: v[0] for k, v in after.items()} == {k: v[0] for k, v in state(clean).items()}
    changed = sorted(k for k in after if after[k][1:] != before[k][1:])
    same_bytes = [k for k in changed if after[k][0] == before[k][0]]
    assert same_bytes == []  # a file whose bytes did not change was not rewritten
    assert "demo/cards/deck/c5.png" in changed and "demo/tts/deck-1.png" in changed
    assert "demo/demo-kit-a4.pdf" in changed and "html/demo.html" in changed
    for untouched in ("demo/cards/deck/c4.png", "demo/cards/deck/c79.png", "demo/tts/deck-2.png",
                      "demo/cards/other/o1.png", "demo/tts/other-1.png", "demo/cards/deck/deck-back.png",
                      "second/second-kit-a4.pdf", "second/second-components.pdf", "html/second.html"):
        assert untouched in after and untouched not in changed, untouched


def test_an_unchanged_project_rewrites_nothing(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    out = tmp_path / "out"
    build(root, out)
    before = state(out)
    build(root, out)
    assert state(out) == before


def test_a_record_that_does_not_match_the_files_is_not_trusted(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    out = tmp_path / "out"
    build(root, out)
    kit = out / "demo" / "demo-kit-a4.pdf"
    good = kit.read_bytes()
    kit.write_bytes(b"edited by hand")
    os.utime(kit, ns=(0, 0))
    build(root, out)
    assert kit.read_bytes() == good


def test_only_some_outputs_keeps_the_others_from_before(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    out = tmp_path / "out"
    build(root, out)
    before = state(out)
    assert main(["--project", str(root), "build", "--out", str(out), "--only", "kit,html"]) == 0
    assert state(out).keys() == before.keys()
    assert main(["--project", str(root), "build", "--out", str(out), "--only", "kits"]) == 2
    build(root, out)
    # a partial build starts from a copy of the output: bytes and times stay, inodes do not
    assert {k: (v[0], v[2]) for k, v in state(out).items()} == {k: (v[0], v[2]) for k, v in before.items()}


def test_no_images_leaves_out_cards_and_sheets(tmp_path):
    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    out = tmp_path / "out"
    assert main(["--project", str(root), "build", "--out", str(out), "--no-images"]) == 0
    files = state(out)
    assert "demo/demo-kit-a4.pdf" in files and "html/demo.html" in files
    assert not [f for f in files if "/cards/" in f or "/tts/" in f]
    assert 'class="face"' not in (out / "html" / "demo.html").read_text(encoding="utf-8")


def test_a_record_naming_files_outside_the_output_is_ignored(tmp_path):
    import json

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    out = tmp_path / "out"
    build(root, out)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    record = json.loads((out / MANIFEST).read_text())
    stat = victim.stat()
    for entry in record["tasks"].values():
        entry["files"] = [["../victim.txt", stat.st_size, stat.st_mtime_ns]]
    (out / MANIFEST).write_text(json.dumps(record))
    build(root, out)
    assert victim.read_text() == "keep me"
    assert (out / "demo" / "demo-kit-a4.pdf").is_file()
    (out / MANIFEST).write_text("[1, 2]")
    build(root, out)
    assert (out / "demo" / "demo-kit-a4.pdf").is_file()


FIELD = re.compile(r'(?<=[\s{,])(\w+): (?:"([^"\n]+)"|(\d+)\b)')   # a quoted text or a whole number


def _edited(text: str, rng: random.Random) -> tuple[str, str]:
    """``text`` with one field, picked at random, changed (a text gains a word, a number grows)."""
    found = list(FIELD.finditer(text))
    match = rng.choice(found)
    if match.group(2) is not None:
        start, end, new = match.start(2), match.end(2), match.group(2) + " edited"
    else:
        start, end, new = match.start(3), match.end(3), str(int(match.group(3)) + 1)
    return text[:start] + new + text[end:], f"{match.group(0)!r} -> {new!r}"


def test_an_edit_to_a_random_field_of_a_shipped_game_builds_as_a_clean_build(tmp_path):
    from generator.validation import validate

    seed = int(os.environ.get("INCREMENTAL_SEED") or random.randrange(1 << 30))
    rng = random.Random(seed)
    game = rng.choice(["kingsburg", "ruthenia", "time-of-troubles", "rurik"])
    root, out = tmp_path / "p", tmp_path / "out"
    copy_shipped(game, root)
    build(root, out)
    before = state(out)
    for _ in range(20):   # an edit the checks or the build refuse (a count, a text too long) is tried again
        path = rng.choice(sorted((root / "content" / game).rglob("*.yaml")))
        original = path.read_text(encoding="utf-8")
        text, edit = _edited(original, rng)
        path.write_text(text, encoding="utf-8")
        if not validate(root).errors():
            if main(["--project", str(root), "build", "--out", str(out)]) == 0:
                break
            assert state(out) == before   # a refused build leaves the output as it was
        path.write_text(original, encoding="utf-8")
    else:
        pytest.skip(f"seed {seed}: no edit the checks accept")
    why = f"seed {seed} (INCREMENTAL_SEED): {path.name}: {edit}"
    after = state(out)
    build(root, tmp_path / "clean")
    clean = {k: v[0] for k, v in state(tmp_path / "clean").items()}
    assert {k: v[0] for k, v in after.items()} == clean, why
    rewritten = [k for k in after if k in before and after[k][1:] != before[k][1:] and after[k][0] == before[k][0]]
    assert rewritten == [], why


def test_a_kept_kit_keeps_its_board_layouts_for_the_next_build(tmp_path):
    from generator.geometry.kept import FOLDER

    root, out = tmp_path / "p", tmp_path / "out"
    copy_shipped("rurik", root)
    build(root, out)
    stored = {p.name: p.stat().st_ino for p in (out / FOLDER).iterdir()}
    assert stored   # Rurik's boards are laid out by the search, and the results kept
    build(root, out)   # nothing changed: the kits are kept, and so are the layouts they used
    assert {p.name: p.stat().st_ino for p in (out / FOLDER).iterdir()} == stored


def test_a_game_whose_inputs_did_not_change_is_not_even_loaded(tmp_path, monkeypatch):
    import generator.model.build as model_build

    root = write_project(tmp_path / "p", {"game.yaml": HEADER, "c.yaml": BODY})
    write_project(root, {"game.yaml": OTHER}, game="second")
    out = tmp_path / "out"
    build(root, out)
    loaded = []
    load_game = model_build.load_game

    def spied(folder, *args, **kwargs):
        loaded.append(folder.name)
        return load_game(folder, *args, **kwargs)

    monkeypatch.setattr(model_build, "load_game", spied)
    before = state(out)
    build(root, out)
    assert loaded == [] and state(out) == before   # nothing changed: nothing loaded nor rewritten
    (root / "content/demo/c.yaml").write_text(BODY.replace("Gain 2 gold.", "Gain 9 gold."))
    build(root, out)
    assert loaded == ["demo"]
    build(root, tmp_path / "clean")
    assert {k: v[0] for k, v in state(out).items()} == {k: v[0] for k, v in state(tmp_path / "clean").items()}
    after = state(out)
    assert after["html/second.html"] == before["html/second.html"]
    assert after["html/index.html"] == before["html/index.html"]   # the summaries did not change
    (out / "second" / "second-kit-a4.pdf").unlink()   # a kept game's file gone: that game is built again
    loaded.clear()
    build(root, out)
    assert loaded == ["second"] and (out / "second" / "second-kit-a4.pdf").is_file()
