"""The language server reuses parsed files and fit results between checks: what it finds after
any sequence of edits is exactly what ``validate`` finds in the same texts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from generator.lsp.workspace import Workspace
from generator.rules import fit_cache
from generator.validation import validate

pytestmark = pytest.mark.slow   # sequences of edits checked against validate

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("kingsburg", "rurik", "ruthenia", "time-of-troubles")


@pytest.fixture
def workspace():
    yield Workspace(ROOT)
    fit_cache.keep(0)


def _findings(diagnostics) -> list[tuple]:
    return [(str(d.pos), d.severity.value, d.rule, d.message, tuple((str(r.pos), r.message) for r in d.related))
            for d in diagnostics if d.pos is not None]


def _check_matches_validate(ws: Workspace, game: str) -> list[tuple]:
    checked = ws.check(game)
    assert checked is not None
    with fit_cache.paused():
        expected = _findings(validate(ROOT, [game], sources=dict(ws.buffers)).diagnostics)
    assert _findings(checked.diagnostics) == expected
    return expected


def _replaced(text: str, line: int, column: int, old: str, new: str) -> str:
    lines = text.split("\n")
    assert lines[line - 1][column - 1:].startswith(old), (lines[line - 1], old)
    lines[line - 1] = lines[line - 1][:column - 1] + new + lines[line - 1][column - 1 + len(old):]
    return "\n".join(lines)


def _written(saved: dict[str, str], entity, field: str) -> str | None:
    """How ``field``'s value is written where it stands (plain or quoted on its line), or None."""
    value, pos = getattr(entity, field), entity.at(field)
    if not isinstance(value, str) or pos.path not in saved:
        return None
    line = saved[pos.path].split("\n")[pos.line - 1][pos.column - 1:]
    return next((q + value + q for q in ("", '"', "'") if line.startswith(q + value + q)), None)


def _edits(game_id: str) -> list[tuple[str, str]]:
    """(shown path, new text) steps: a long card text, its undo, a table too wide, a resource
    renamed in another file than the ones that name it, and every undo."""
    game = validate(ROOT, [game_id]).project.games[game_id]
    saved = {shown: (ROOT / shown).read_text(encoding="utf-8") for shown in game.files if shown.endswith(".yaml")}
    card, card_field = next((c, f) for f in ("text", "title") for d in game.decks for c in d.cards
                            if _written(saved, c, f))
    table = next(t for t in game.tables if t.rows and _written(saved, t, "title"))
    resource = next(r for r in game.resources if _written(saved, r, "id"))
    steps = []
    for entity, field, new in ((card, card_field, '"' + "many words here " * 120 + '"'),
                               (table, "title", "W" * 400), (resource, "id", resource.id + "-renamed")):
        pos = entity.at(field)
        written = _written(saved, entity, field)
        assert written is not None
        steps.append((pos.path, _replaced(saved[pos.path], pos.line, pos.column, written, new)))
        steps.append((pos.path, saved[pos.path]))      # undo
    steps[3:3] = steps[0:2]     # the long text again (the same text as before) while the table is wide
    return steps


@pytest.mark.parametrize("game", GAMES)
def test_every_check_of_an_edit_sequence_finds_what_validate_finds(workspace, game):
    first = _check_matches_validate(workspace, game)
    seen = set()
    for shown, text in _edits(game):
        workspace.buffers[shown] = text.encode("utf-8")
        seen.add(tuple(_check_matches_validate(workspace, game)))
    assert _check_matches_validate(workspace, game) == first, "after every undo the findings are as at first"
    assert len(seen) >= 3, "the edits change the findings (so the comparison means something)"
    assert fit_cache.stats["reused"] > 0 and workspace.documents.parsed < 3 * len(workspace.documents)


def test_caches_stay_bounded_over_many_edits(workspace):
    shown = "content/kingsburg/advisors.yaml"
    text = (ROOT / shown).read_text(encoding="utf-8")
    for n in range(30):
        workspace.buffers[shown] = f"{text}\n# edit {n}\n".encode()
        workspace.check("kingsburg")
    files = len(workspace.checked["kingsburg"].game.files)
    assert len(workspace.documents) <= files     # one document per file, whatever the number of edits
    held = fit_cache.held()
    workspace.buffers[shown] = f"{text}\n# edit again\n".encode()
    workspace.check("kingsburg")
    assert fit_cache.held() == held              # an edit that changes no card or table adds nothing


def test_fit_results_are_bounded_by_the_limit():
    fit_cache.keep(3)
    try:
        for n in range(10):
            assert fit_cache.remembered(fit_cache.content_key("test", n), lambda n=n: n * 2) == n * 2
        assert fit_cache.held() == 3
        assert fit_cache.remembered(fit_cache.content_key("test", 9), lambda: -1) == 18     # the newest are kept
        assert fit_cache.remembered(fit_cache.content_key("test", 0), lambda: -1) == -1     # the oldest went
    finally:
        fit_cache.keep(0)


def test_a_value_compared_only_by_identity_is_never_kept():
    class Opaque:
        pass

    assert fit_cache.content_key("test", [Opaque()]) is None
    fit_cache.keep(8)
    try:
        assert fit_cache.remembered(fit_cache.content_key("test", Opaque()), lambda: 1) == 1
        assert fit_cache.remembered(fit_cache.content_key("test", Opaque()), lambda: 2) == 2
    finally:
        fit_cache.keep(0)


def test_equal_content_gives_equal_keys_wherever_it_was_written():
    game = validate(ROOT, ["kingsburg"]).project.games["kingsburg"]
    again = validate(ROOT, ["kingsburg"]).project.games["kingsburg"]
    card, same = game.decks[0].cards[0], again.decks[0].cards[0]
    assert card is not same and fit_cache.content_key("c", card) == fit_cache.content_key("c", same)
    moved = replace(same, pos=replace(same.pos, line=same.pos.line + 5))    # the same content
    assert fit_cache.content_key("c", card) == fit_cache.content_key("c", moved)
    changed = replace(same, title=f"{same.title}!")                          # another key
    assert fit_cache.content_key("c", card) != fit_cache.content_key("c", changed)
    assert fit_cache.content_key("c", 1) != fit_cache.content_key("c", True) != fit_cache.content_key("c", 1.0)


TROUBLES, RU = "time-of-troubles", "content/time-of-troubles/locale/ru.po"


def _translation_edits() -> list[tuple[str, str]]:
    """(shown path, new text) steps on the translated game: a translation too long for its card,
    the English title it translates changed (the translation goes stale), each undone, and the
    long translation again (a language file's text seen before)."""
    game = validate(ROOT, [TROUBLES]).project.games[TROUBLES]
    card = next(c for d in game.decks for c in d.cards if c.title == "Spy")
    entry = game.translations["ru"].entries[f"{card.id}:title"]
    po = (ROOT / RU).read_text(encoding="utf-8")
    yaml_path = card.at("title").path
    saved = (ROOT / yaml_path).read_text(encoding="utf-8")
    line = po.split("\n").index(f'msgstr "{entry.msgstr}"', entry.pos.line - 1) + 1
    long_title = _replaced(po, line, 1, f'msgstr "{entry.msgstr}"', 'msgstr "' + "очень длинное слово " * 60 + '"')
    pos = card.at("title")
    renamed = _replaced(saved, pos.line, pos.column, '"Spy"', '"Spy of the Tsar"')
    return [(RU, long_title), (RU, po), (yaml_path, renamed), (yaml_path, saved), (RU, long_title), (RU, po)]


def test_edits_of_the_language_file_and_of_translated_text_find_what_validate_finds(workspace, monkeypatch):
    from generator.i18n import catalogue

    parsed = []
    parse = catalogue.parsed_translation
    monkeypatch.setattr(catalogue, "parsed_translation", lambda *a: parsed.append(a[1]) or parse(*a))
    first = _check_matches_validate(workspace, TROUBLES)
    found = []
    for shown, text in _translation_edits():
        workspace.buffers[shown] = text.encode("utf-8")
        found.append(_check_matches_validate(workspace, TROUBLES))
    long_title, undone, stale = found[0], found[1], found[2]
    assert any(f[0].startswith(RU) and f[2] == "card-text-fits" for f in long_title) and long_title != first
    assert undone == first and found[3] == first and found[4] == long_title and found[5] == first
    assert any(f[2] == "translation-stale" and f[0].startswith(RU) for f in stale) and stale != first
    assert len(parsed) <= 2, "each text of the language file is parsed once (its own and the long title)"
