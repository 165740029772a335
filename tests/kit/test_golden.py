"""Golden files of drawing operations: sample faces of the demo game and a track.

Run ``pytest tests/kit --update-golden`` to rewrite them after an intended change, and review the
diff like code.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.faces.card_face import card_face
from generator.faces.deck_parts import back_form, face_form, number_item
from generator.faces.primitives import Use
from generator.faces.table_face import reference_faces
from generator.faces.token_face import token_face
from generator.kit.cards import deck_style
from generator.kit.colours import printed_colours
from generator.kit.track_drawing import tracks_drawing

from tests.kit.drawing_ops import drawing_ops

GOLDEN = Path(__file__).parent / "golden"


def card_ops(game, root, deck_id: str, card_id: str) -> list[str]:
    deck = game.deck(deck_id)
    ds = deck_style(game, deck, root)
    card = next(c for c in deck.cards if c.id == card_id)
    total = deck.card_count()
    return drawing_ops((Use(face_form(ds, 0.0, total)), *card_face(card, ds).items, number_item(ds, 1, total)))


SAMPLES = {
    "card-deed-mill": lambda g, r: card_ops(g, r, "deeds", "deed-mill"),
    "card-deed-cyrillic-low-confidence": lambda g, r: card_ops(g, r, "deeds", "deed-ferry"),
    "card-unknown-face": lambda g, r: card_ops(g, r, "deeds", "deed-secret"),
    "card-mini-omen-unknown-vp": lambda g, r: card_ops(g, r, "omens", "omen-storm"),
    "card-back-deeds": lambda g, r: drawing_ops((Use(back_form(deck_style(g, g.deck("deeds"), r), 0.0)),)),
    "track-score": lambda g, r: drawing_ops(tracks_drawing([g.track("score")], g, printed_colours(
        g.manifest.colours), 180.0).items),
    "reference-combat": lambda g, r: drawing_ops(reference_faces(g.table("combat"), {}, {}, g.title)[0].items),
    "token-worker": lambda g, r: drawing_ops(token_face("Worker", 15.875, "circle", "#c62828", "#ffffff").items),
    "token-worker-red": lambda g, r: drawing_ops(token_face("Worker", 15.875, "circle", "#c62828", "#ffffff",
                                                            caption="Red").items),
}


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_drawing_operations_match_the_golden_file(demo_game, demo_root, update_golden, name):
    text = "\n".join(SAMPLES[name](demo_game, demo_root)) + "\n"
    path = GOLDEN / f"{name}.txt"
    if update_golden:
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.is_file(), f"no golden file {path.name}: run pytest --update-golden"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} differs from {path}: run pytest --update-golden if intended"
