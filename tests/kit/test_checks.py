"""The kit's rules report what would not print, at the content's line and column."""

from __future__ import annotations

from tests.project_fixture import HEADER, at, demo, findings, write_project

LONG = "Take one good from the market and place it on your boat. " * 30

CARDS = f"""\
decks:
  - id: omens
    name: Omens
    kind: omen
    size: mini-american
    source: {{section: Omens}}
    cards:
      - id: omen-short
        title: Storm
        text: "Discard a good."
      - id: omen-long
        title: Flood
        text: "{LONG}"
      - id: omen-title
        title: "The Extraordinarily Prolonged and Unseasonably Torrential Flood of the Northern Marshes"
"""


def test_card_text_fits_reports_the_text_and_the_title(tmp_path):
    found = demo(tmp_path, CARDS, "card-text-fits")
    assert [(rule, line, col) for rule, line, col, _ in found] == [
        ("card-text-fits", *at(CARDS, 13, '"Take')),
        ("card-text-fits", *at(CARDS, 15, '"The')),
    ]
    text_message, title_message = found[0][3], found[1][3]
    assert text_message.startswith("card 'omen-long': text does not fit the card")
    assert "at the minimum 6 pt" in text_message
    assert title_message.startswith("card 'omen-title': title does not fit the card")


def test_a_card_larger_than_the_paper_is_an_error_at_its_size(tmp_path):
    body = """\
decks:
  - id: posters
    name: Posters
    size: {width_mm: 200, height_mm: 280}
    source: {section: Posters}
    cards: [{id: poster, title: Poster}]
"""
    found = demo(tmp_path, body, "card-size-fits")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 4, "{width_mm")]
    assert "does not fit on a 210 x 297 mm sheet" in found[0][3]


def test_every_error_of_a_layout_is_reported_at_once_at_its_place(tmp_path):
    body = """\
decks:
  - id: omens
    name: Omens
    kind: omen
    source: {section: Omens}
    cards: [{id: storm, title: Storm}]
"""
    write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": body})
    layouts = tmp_path / "templates" / "layouts"
    layouts.mkdir(parents=True)
    (layouts / "omen.yaml").write_text("extends: default\ncolour: {}\ntop:\n  - {field: price}\nstyles:\n"
                                       "  body: {font: comic}\n", encoding="utf-8")
    from generator.validation import validate
    found = [d for d in validate(tmp_path).diagnostics if d.rule == "card-layout"]
    assert [(d.pos.path, d.pos.line, d.pos.column) for d in found] == [
        ("templates/layouts/omen.yaml", 2, 1), ("templates/layouts/omen.yaml", 4, 13),
        ("templates/layouts/omen.yaml", 6, 16)]
    assert "unknown key 'colour' in layout; did you mean 'colours'?" in found[0].message
    assert "'price' is not one of: title" in found[1].message and "'comic' is not one of" in found[2].message
    for d in found:
        (deck,) = d.related
        assert (deck.pos.line, deck.pos.column) == at(body, 4, "omen") and deck.message == "deck 'omens' uses it"


def test_token_labels_must_fit_their_counter(tmp_path):
    body = """\
sheets:
  - id: markers
    name: Markers
    source: {section: Markers}
    tokens:
      - {id: ok, label: Round}
      - {id: wordy, label: "Place this marker on the space of the region you conquered last round, then move it one space along the track for each rebel you defeated."}
"""
    found = demo(tmp_path, body, "token-text-fits")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 7, '"Place')]


def test_an_icon_missing_from_the_set_is_a_warning(tmp_path):
    body = """\
resources:
  - {id: coin, name: Coin, icon: coin, source: {section: Components}}
  - {id: ale, name: Ale, icon: goblet, source: {section: Components}}
"""
    found = demo(tmp_path, body, "icon-known")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 3, "goblet")]
    from generator.validation import validate
    (d,) = [d for d in validate(tmp_path).diagnostics if d.rule == "icon-known"]
    assert d.severity.label == "warning"


def test_the_shipped_content_prints_without_kit_findings(repo_root):
    found = [f for f in findings(repo_root) if f[0] in ("card-text-fits", "card-size-fits", "card-layout",
                                                        "token-text-fits")]
    assert found == []


def test_a_track_label_too_long_for_any_cell_is_an_error(tmp_path):
    body = """\
tracks:
  - id: score
    name: Score
    source: {section: Scoring}
    spaces:
      - {index: 0, label: "Start"}
      - {index: 1, label: "When every player has passed, the player with the most influence in the capital takes the first turn of the next round, then the others in clockwise order."}
"""
    found = demo(tmp_path, body, "track-text-fits")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 7, '"When')]


def test_a_table_too_large_for_any_reference_card_is_an_error(tmp_path):
    columns = ", ".join(f"{{id: c{i}, label: Extraordinarily{i}}}" for i in range(14))
    body = f"""\
tables:
  - id: huge
    title: Huge
    columns: [{columns}]
    rows:
      - {{label: Only, cells: [{", ".join(["1"] * 14)}]}}
    source: {{section: Tables}}
"""
    found = demo(tmp_path, body, "reference-card-fits")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 2, "id: huge")]


def test_a_long_table_runs_on_over_several_reference_cards(tmp_path):
    rows = "".join(f"      - {{label: 'row {i}', cells: ['a long cell of text number {i}', {i}]}}\n" for i in range(300))
    body = ("tables:\n  - id: long\n    title: Long table\n    columns: [{id: a, label: A}, {id: b, label: B}]\n"
            "    source: {section: X}\n    rows:\n" + rows)
    assert demo(tmp_path, body, "reference-card-fits") == []
    from generator.faces.table_face import reference_faces
    from generator.validation import validate
    table = validate(tmp_path).project.games["demo"].table("long")
    faces = reference_faces(table, {}, {}, "Demo")
    assert len(faces) > 1 and all(f.fits for f in faces)
    titles = [next(i.text for i in f.items if getattr(i, "text", "").startswith("Long table")) for f in faces]
    assert titles == [f"Long table ({i}/{len(faces)})" for i in range(1, len(faces) + 1)]


STANDEES = """\
decks:
  - id: commanders
    name: Commanders
    source: {section: C}
    cards:
      - {id: c1, title: Shuisky, attributes: {nationality: russian, tactical: 3}}
components:
  - {id: counters, name: Counters, total: 1, source: {section: C}, standee: {deck: commandrs}}
  - id: more
    name: More
    total: 1
    source: {section: C}
    standee:
      deck: commanders
      show: [nationality, tactcal]
  - {id: fine, name: Fine, total: 1, source: {section: C}, standee: {deck: commanders, show: [tactical]}}
"""


def test_a_standee_naming_a_missing_deck_or_attribute_is_an_error_at_its_line(tmp_path):
    found = demo(tmp_path, STANDEES, "standee-parts")
    assert [(line, col) for _, line, col, _ in found] == [at(STANDEES, 8, "commandrs"),
                                                        at(STANDEES, 15, "[nationality")]
    assert "deck 'commandrs', which is no deck" in found[0][3]
    assert "shows 'tactcal', an attribute no card of deck 'commanders' has" in found[1][3]


def test_the_cli_reports_a_broken_standee_without_a_traceback(tmp_path):
    import subprocess
    import sys

    write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": STANDEES})
    done = subprocess.run([sys.executable, "-m", "generator", "--project", str(tmp_path), "validate"],
                          capture_output=True, text=True)
    assert done.returncode != 0 and "Traceback" not in done.stderr + done.stdout
    assert "content/demo/content.yaml:8:" in done.stdout + done.stderr
    assert "[standee-parts]" in done.stdout + done.stderr


def test_a_stand_in_icon_not_in_the_icon_set_is_a_warning(tmp_path):
    body = """\
components:
  - {id: coins, name: Coins, total: 5, supplied: player, source: {section: C}, stand_in: {icon: coins}}
  - {id: cubes, name: Cubes, total: 5, supplied: player, source: {section: C}, stand_in: {icon: coin}}
"""
    found = demo(tmp_path, body, "stand-in-icon")
    assert [(line, col) for _, line, col, _ in found] == [at(body, 2, "coins}")]
