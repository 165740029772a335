"""What the page shows, as JSON: the games with their decks' image addresses, the built files to
open, each game's build status, and every finding with the address of its place in the source."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

from generator.diagnostics import Diagnostic
from generator.serve.session import GameState, Session

DOCUMENTS = (("reference page", "../html/{game}.html"), ("quick reference A4", "{game}-quickref-a4.pdf"),
             ("quick reference Letter", "{game}-quickref-letter.pdf"), ("components", "{game}-components.pdf"),
             ("kit A4", "{game}-kit-a4.pdf"), ("kit Letter", "{game}-kit-letter.pdf"))


def page_state(session: Session, out: Path, editor: str | None = None) -> dict:
    with session.lock:
        games = [session.games[g] for g in sorted(session.games)]
        return {"version": session.version, "ready": session.ready,
                "games": [_game(state, out) for state in games],
                "findings": [_finding(d, editor, session.root) for state in games
                             for d in [*state.findings, *state.build_findings]]}


def _game(state: GameState, out: Path) -> dict:
    images = state.images
    decks = []
    if images is not None:
        def url(name):
            return f"/img/{quote(state.id)}/{quote(name)}?v={images.prints[name]}"

        decks = [{"id": d.id, "name": d.name, "back": url(d.back), "aspect": f"{d.size[0]:g} / {d.size[1]:g}",
                  "cards": [{"title": title, "face": url(face), "back": url(back) if back else None}
                            for title, face, back in d.cards]} for d in images.decks]
    return {"id": state.id, "title": state.title or state.id, "broken": state.broken,
            "loaded": images is not None, "build": state.build, "build_note": state.build_note,
            "decks": decks, "documents": _documents(state.id, out)}


def _documents(game: str, out: Path) -> list[dict]:
    found = []
    for label, pattern in DOCUMENTS:
        rel = (Path(game) / pattern.format(game=game)).as_posix().replace(f"{game}/../", "")
        try:
            stamp = (out / rel).stat().st_mtime_ns
        except OSError:
            continue
        found.append({"label": label, "url": f"/out/{quote(rel)}?v={stamp}"})
    return found


def _source(pos) -> str | None:
    return f"/source/{quote(pos.path)}#L{pos.line}" if pos is not None else None


def _finding(d: Diagnostic, editor: str | None, root: Path) -> dict:
    pos = d.pos
    item = {"text": str(d), "severity": d.severity.label, "message": d.message, "rule": d.rule,
            "where": str(pos) if pos else "", "source": _source(pos), "editor": None,
            "related": [{"where": str(r.pos), "source": _source(r.pos), "message": r.message} for r in d.related]}
    if pos is not None and editor:
        item["editor"] = (editor.replace("{path}", str(root / pos.path)).replace("{line}", str(pos.line))
                          .replace("{column}", str(pos.column)))
    return item
