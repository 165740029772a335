"""Text broken with the font's metrics and shrunk to fit; layouts as data with extends."""

from __future__ import annotations

import textwrap

import pytest

from generator.faces import text as tx
from generator.faces.layouts import LayoutError, layout_for
from generator.faces.metrics import ASCENT, em, text_width
from generator.faces.primitives import Icon, Text

BODY = tx.TextStyle("regular", 9.0, 6.0, 1.2, "#000000")


def test_lines_never_run_past_the_width():
    words = tx.tokenize("Remove one of your troops from three regions and move two troops anywhere. " * 3, {})
    fitted = tx.fit(words, BODY, 50.0, 100.0)
    assert fitted.fits and fitted.size == 9.0 and len(fitted.lines) > 3
    for line in fitted.lines:
        assert tx.line_width(line, "regular", 9.0) <= 50.0 + 1e-6


def test_text_shrinks_to_fit_then_says_it_does_not():
    words = tx.tokenize("word " * 120, {})
    shrunk = tx.fit(words, BODY, 50.0, 40.0)
    assert shrunk.fits and 6.0 <= shrunk.size < 9.0 and shrunk.height <= 40.0
    too_long = tx.fit(tx.tokenize("word " * 400, {}), BODY, 50.0, 40.0)
    assert not too_long.fits and too_long.size == 6.0


def test_a_word_wider_than_the_box_does_not_fit():
    assert not tx.fit(tx.tokenize("Pneumonoultramicroscopic", {}), BODY, 10.0, 40.0).fits


def test_icons_sit_inline_on_the_baseline():
    words = tx.tokenize("Gain :coin: now", {"coin": "coin"})
    fitted = tx.fit(words, BODY, 80.0, 20.0)
    items = tx.draw(fitted, tx_rect())
    texts = [i for i in items if isinstance(i, Text)]
    icons = [i for i in items if isinstance(i, Icon)]
    assert [t.text for t in texts] == ["Gain", "now"] and [i.name for i in icons] == ["coin"]
    baseline = texts[0].y
    assert texts[1].y == baseline
    size = em(9.0)
    assert icons[0].y == pytest.approx(baseline - tx.ICON_DROP * size)
    assert icons[0].y + icons[0].size > baseline + 0.5 * size     # reaches up to the capitals
    assert icons[0].x == pytest.approx(texts[0].x + text_width("Gain ", "regular", 9.0))
    assert texts[1].x == pytest.approx(icons[0].x + icons[0].size + text_width(" ", "regular", 9.0))


def test_unknown_icon_names_stay_text():
    assert tx.tokenize("ratio :12: and :nope:", {"coin": "coin"}) == \
        (((("t", "ratio"),), (("t", ":12:"),), (("t", "and"),), (("t", ":nope:"),)),)


def test_first_baseline_leaves_the_ascent_below_the_top():
    fitted = tx.fit(tx.tokenize("Title", {}), BODY, 50, 20)
    (text,) = tx.draw(fitted, tx_rect())
    assert text.y == pytest.approx(30.0 - em(9.0) * ASCENT)


def tx_rect():
    from generator.geometry.plane import Rect
    return Rect(10.0, 10.0, 80.0, 20.0)


def write(root, name, text):
    folder = root / "templates" / "layouts"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.yaml").write_text(textwrap.dedent(text), encoding="utf-8")


def test_a_kind_extends_the_default_and_overrides_only_what_it_says(tmp_path):
    write(tmp_path, "potion", """\
        extends: default
        colours: {accent: "#123456"}
        styles:
          body: {font: italic, size: 7, min_size: 5}
        """)
    potion, default = layout_for("potion", tmp_path), layout_for("card", tmp_path)
    assert potion.colours["accent"] == "#123456" and potion.colours["band"] == default.colours["band"]
    assert potion.body.style.font == "italic" and potion.body.style.size == 7
    assert [e.field for e in potion.top] == [e.field for e in default.top] and default.name == "default"


def test_a_project_layout_overrides_the_built_in_one(tmp_path):
    write(tmp_path, "default", """\
        extends: default
        gap: 3
        """)
    assert layout_for("anything", tmp_path).gap == 3


@pytest.mark.parametrize("text, message, line", [
    ("extends: default\ncolour: {}\n", "unknown key 'colour' in layout; did you mean 'colours'?", 2),
    ("extends: nothing\n", "extends unknown layout 'nothing'", 1),
    ("extends: default\ntop:\n  - {field: price}\n", "the text 'price' is not one of: title", 3),
    ("extends: default\ntop:\n  - {field: title, style: huge}\n", "unknown style 'huge'", 3),
    ("extends: default\nstyles:\n  body: {font: comic}\n", "the text 'comic' is not one of: regular", 3),
    ("extends: default\nstyles:\n  body: {colour: gold}\n", "unknown colour 'gold'", 3),
    ("extends: default\ngap: wide\n", "expected a number, got the text 'wide'", 2),
    ("extends: default\nbottom:\n  - {field: attribute}\n", "'attribute' element names its attribute", 3),
    ("- a list\n", "expected a mapping (layout), got a list", 1),
    ("top: [\n", "", 2),
])
def test_layout_errors_name_their_line(tmp_path, text, message, line):
    write(tmp_path, "broken", text)
    with pytest.raises(LayoutError) as caught:
        layout_for("broken", tmp_path)
    (problem,) = caught.value.diagnostics
    assert message in problem.message
    assert problem.pos.line == line and problem.pos.path.endswith("broken.yaml")


def test_every_error_of_a_layout_is_raised_at_once(tmp_path):
    write(tmp_path, "broken", "extends: default\ncolour: {}\ntop:\n  - {field: price}\nstyles:\n"
                              "  body: {font: comic, size: big}\nfooter: {style: tiny}\n")
    with pytest.raises(LayoutError) as caught:
        layout_for("broken", tmp_path)
    assert [(d.pos.line, d.pos.column) for d in caught.value.diagnostics] == [(2, 1), (4, 13), (6, 16), (6, 29), (7, 17)]


def test_a_layout_extending_itself_is_refused(tmp_path):
    write(tmp_path, "a", "extends: b\n")
    write(tmp_path, "b", "extends: a\n")
    with pytest.raises(LayoutError, match="extends itself"):
        layout_for("a", tmp_path)


def test_a_long_page_label_wraps_and_is_never_cut_short():
    from generator.kit.pages import label_items
    from generator.geometry.plane import Rect
    text = ("The Time of Troubles 1605-1612 \u00b7 Commander cards \u00b7 sheet 10/16 \u00b7 fronts \u00b7 "
            "print double-sided, flip on the short edge \u00b7 page 123")
    for box in (Rect(10, 280, 60, 12), Rect(10, 288, 85, 4.0)):
        items = label_items(text, box)
        assert " ".join(i.text for i in items) == text
        assert all(box.y - 1e-6 <= i.y and i.x + i.width <= box.right + 1e-6 for i in items)


def test_a_one_line_label_takes_the_largest_size_whose_width_fits():
    from generator.kit.pages import LABEL_MIN_SIZE, _single_line
    from generator.geometry.plane import Rect
    text = "Synthetic \u00b7 sheet 12 of 1125: Action cards 89-96 of 9000 \u00b7 fronts \u00b7 page 25"
    full = text_width(text, "regular", 7.0)
    for width in (full * 1.01, full, full * 0.999, full * 0.8, full * 0.75, full * 0.7, full * 0.5):
        sizes = [7.0 - 0.25 * i for i in range(int((7.0 - LABEL_MIN_SIZE) / 0.25) + 1)]
        fitting = [s for s in sizes if text_width(text, "regular", s) <= width]
        line = _single_line(text, Rect(0.0, 0.0, width, 10.0), 7.0)
        assert (line.size if line is not None else None) == (fitting[0] if fitting else None)
