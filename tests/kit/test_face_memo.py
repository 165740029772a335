"""A build's memo of card faces: the faces it hands back are those laid out without it, and a
deck's cards showing the same value in the same place have that element laid out once."""

from __future__ import annotations

from dataclasses import replace

from generator.faces import card_face as cf
from generator.faces import memo
from generator.kit.cards import deck_style


def test_faces_from_the_memo_are_the_faces_laid_out_without_it(demo_game, demo_root):
    styles = [deck_style(demo_game, deck, demo_root) for deck in demo_game.decks]
    alone = [[cf.card_face(card, ds) for card in ds.deck.cards] for ds in styles]
    with memo.remembering():
        kept = [[cf.card_face(card, ds) for card in ds.deck.cards] for ds in styles]
    assert kept == alone
    assert sum(len(faces) for faces in kept) > 3


def _fits_counted(monkeypatch) -> list:
    fitted: list = []
    real = cf.tx.fit

    def counting(words, style, width, height):
        fitted.append(words)
        return real(words, style, width, height)
    monkeypatch.setattr(cf.tx, "fit", counting)
    return fitted


def test_an_element_showing_the_same_value_is_laid_out_once_per_deck(demo_game, demo_root, monkeypatch):
    deck = demo_game.deck("deeds")
    mill = next(c for c in deck.cards if c.id == "deed-mill")
    other = replace(mill, id="deed-other", title="Other mill")
    ds = deck_style(demo_game, deck, demo_root)
    fitted = _fits_counted(monkeypatch)
    cf.card_face(mill, ds)
    per_card = len(fitted)
    with memo.remembering():
        first, second = cf.card_face(mill, ds), cf.card_face(other, ds)
    assert len(fitted) == 2 * per_card + 1   # the title again; type, amounts and text are kept
    differing = [(a.text, b.text) for a, b in zip(first.items, second.items, strict=True) if a != b]
    assert differing == [("Mill", "Other mill")]


def test_values_that_print_differently_are_kept_apart(demo_game, demo_root):
    deck = demo_game.deck("deeds")
    mill = next(c for c in deck.cards if c.id == "deed-mill")
    variants = [replace(mill, cost={"wood": amount}) for amount in (1, 1.0, True, "1")]
    variants += [replace(mill, cost=[{"wood": 1}]), replace(mill, vp=None), replace(mill, text=mill.text + ".")]
    ds = deck_style(demo_game, deck, demo_root)
    alone = [cf.card_face(card, ds).items for card in variants]
    with memo.remembering():
        cf.card_face(mill, ds)
        kept = [cf.card_face(card, ds).items for card in variants]
    assert kept == alone
    assert len(set(alone[:3])) == 3   # 1, 1.0 and True: equal as keys, printed apart
