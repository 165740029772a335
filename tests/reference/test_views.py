"""What the game page is made of: rules placed in parts, the round at a glance, cards, tables."""

import json
import re

from generator.model.game.project import walk_rules
from generator.reference.anchors import build_anchors
from generator.reference.game_page import game_page
from generator.reference.rules_view import glance, placed_units
from generator.reference.search_index import index_script, search_entries
from generator.validation import validate
from tests.project_fixture import demo as demo_findings, write_project
from tests.reference.demo_project import GAME


def _demo(demo_root):
    return validate(demo_root).project.games["demo"]


def test_rules_go_to_the_part_their_kind_names(demo_root):
    game = _demo(demo_root)
    placed = placed_units(game.rules, build_anchors(game))
    shown = {part: [(u.rule.id, u.heading_only) for u in units] for part, units in placed.items() if units}
    assert shown == {
        "overview": [("intro", False)],
        "setup": [("setup", False)],
        # "The Round" holds only phases (one with an action inside): it stays whole
        "turn": [("round", False)],
        "battles": [("battle", False)],
        "scoring": [("end", False)],
        "variants": [("solo", False)],
    }


def test_a_section_feeding_several_parts_is_split_and_each_rule_shown_once(tmp_path):
    body = """\
    rules:
      - id: book
        title: Strategy Book
        kind: section
        source: {section: Book}
        children:
          - {id: b-setup, number: "2.", title: Set-Up, kind: setup}
          - {id: b-plan, number: "1.", title: Plan, kind: phase}
          - {id: b-end, number: "3.", title: End, kind: victory}
          - {id: b-note, number: "4.", title: Notes, kind: note}
    """
    assert demo_findings(tmp_path, body, "source-required") == []
    game = validate(tmp_path).project.games["demo"]
    placed = placed_units(game.rules, build_anchors(game))
    shown = {part: [(u.rule.id, u.heading_only) for u in units] for part, units in placed.items() if units}
    assert shown == {"setup": [("book", True), ("b-setup", False)], "turn": [("b-plan", False)],
                     "scoring": [("b-end", False)], "rules": [("b-note", False)]}
    page = game_page(game, [])
    anchors = [v.anchor for s in page.rule_sections for v in _views(s.rules)]
    assert sorted(anchors) == sorted(f"rule-{r.id}" for r in walk_rules(game.rules))


def _views(views):
    for view in views:
        yield view
        yield from _views(view.children)


def test_phases_are_ordered_by_their_number_whatever_the_file_order(tmp_path):
    write_project(tmp_path, {"game.yaml": GAME, "b.yaml": """\
        rules:
          - {id: claim, number: "3", title: Claim, kind: phase, source: {section: "3"}}
          - {id: strategy, number: "1", title: Strategy, kind: phase, source: {section: "1"},
             children: [{id: s-a, number: A, title: Place, kind: step}]}
          - {id: winter, number: "4", title: Winter Battle, kind: battle, source: {section: "4"}}
          - {id: actions, number: "2", title: Actions, kind: phase, source: {section: "2"}}
        """})
    game = validate(tmp_path).project.games["demo"]
    anchors = build_anchors(game)
    items = glance(game.rules, anchors, extra=("winter",))
    assert [(i.number, i.title) for i in items] == [("1", "Strategy"), ("2", "Actions"), ("3", "Claim"),
                                                     ("4", "Winter Battle")]
    assert [(s.number, s.anchor) for s in items[0].steps] == [("A", "rule-s-a")]


def test_the_demo_page_holds_every_entry_with_its_data(demo_root):
    page = game_page(_demo(demo_root), [])
    assert [s.anchor for s in page.rule_sections] == ["s-overview", "s-setup", "s-turn", "s-actions",
                                                       "s-battles", "s-scoring", "s-variants"]
    actions = page.rule_sections[3]
    assert actions.rules == () and [(link.href, link.label) for link in actions.elsewhere] == [
        ("#rule-muster", "2.2.1. Muster")]
    assert [n.href for n in page.nav][:3] == ["#s-overview", "#s-components", "#s-setup"]
    cards = {c.anchor: c for d in page.decks for c in d.cards}
    harbour = cards["card-deed-harbour"]
    fields = {f.label: re.sub(r'<svg class="icon-svg"[^>]*aria-hidden="true">.*?</svg>', "", str(f.value))
              for f in harbour.fields}
    assert fields["Cost"] == ('<span class="amount">2 <a href="#resource-fur">Fur</a></span>, '
                              '<span class="amount">1 <a href="#resource-coin">Coin</a></span>')
    assert "one of: " in fields["Reward"] and "<em>or</em>" in fields["Reward"]
    assert fields["Region"] == '<a href="#space-kiev">Kiev</a>'  # a value naming an entry links to it
    assert cards["card-deed-lost"].unknown_face is not None
    table = page.tables[0]
    assert (table.anchor, table.local_title, table.lang) == ("table-shooting", "Таблица стрельбы", "ru")
    assert 'class="unknown"' in str(table.rows[2].cells[0])
    assert page.local_lang == "ru"
    assert [u.field for u in page.sources.unknowns] == ["Total", "VP", "Unknown", "Cells"]


def test_board_adjacency_links_to_spaces(demo_root):
    page = game_page(_demo(demo_root), [])
    board = page.boards[0]
    assert board.rows[0].anchor == "space-kiev"
    assert str(board.rows[0].cells[-1]) == '<a href="#space-volyn">Volyn</a>'


def test_the_search_index_is_a_script_with_cards_rules_and_terms(demo_root):
    game = _demo(demo_root)
    entries = search_entries(game, build_anchors(game), "demo.html")
    kinds = {e.kind for e in entries}
    assert kinds == {"card", "rule", "term", "table", "space", "board", "component", "track", "icon"}
    harbour = next(e for e in entries if e.title == "Harbour")
    assert harbour.url == "demo.html#card-deed-harbour"
    script = index_script("Demo", entries)
    assert script.startswith("(window.REFERENCE_INDEX = window.REFERENCE_INDEX || []).push(")
    payload = json.loads(script[script.index("(", 5) + 1:script.rindex(")")].split("push(", 1)[-1])
    assert payload["game"] == "Demo" and len(payload["entries"]) == len(entries)
    assert "</script>" not in script.lower() or "\\u" in script  # non-ASCII escaped; JS file, not inline


GLOSSARY_GAME = """\
    glossary:
      - {id: t-zeal, term: Zeal, definition: "Spent on a claim track.", source: {section: G}}
      - {id: t-claim, term: Claim track, definition: "Where claims are marked.", source: {section: G}}
      - {id: t-lg, term: LG (legitimacy), definition: "A ruler's right.", source: {section: G}}
      - {id: t-army, term: Army, definition: "Troops together.", source: {section: G}}
    rules:
      - id: r1
        number: "1."
        title: Marching
        kind: phase
        text: "Armies march. An army on a claim track moves; the army's LG rises, but lg does not.\\nArmy again."
        source: {section: "1."}
    tables:
      - id: tb
        title: Costs
        source: {section: T}
        columns: [{id: a, label: A}, {id: b, label: B}]
        rows:
          - {label: home-province, cells: [1, null]}
          - {label: t-army, cells: [2, null]}
    """


def test_glossary_terms_are_linked_at_their_first_mention_in_each_entry_and_sorted(tmp_path):
    assert demo_findings(tmp_path, GLOSSARY_GAME, "source-required") == []
    game = validate(tmp_path).project.games["demo"]
    page = game_page(game, [])
    rule = next(v for s in page.rule_sections for v in s.rules if v.anchor == "rule-r1")
    html = "".join(str(p) for p in rule.text)
    assert html.count('href="#term-t-army"') == 1 and '<a class="term" href="#term-t-army">Armies</a>' in html
    assert '<a class="term" href="#term-t-claim">claim track</a>' in html
    assert '<a class="term" href="#term-t-lg">LG</a>' in html and "lg does" in html  # upper case only
    assert [t.term for t in page.glossary] == ["Army", "Claim track", "LG (legitimacy)", "Zeal"]
    army = next(t for t in page.glossary if t.term == "Army")
    assert [(link.href, link.label) for link in army.rules] == [("#rule-r1", "1. Marching")]
    assert 'href="#term-t-claim"' in str(page.glossary[-1].definition[0])  # terms link each other


def test_tables_drop_empty_columns_and_show_labels_not_keys(tmp_path):
    assert demo_findings(tmp_path, GLOSSARY_GAME, "source-required") == []
    game = validate(tmp_path).project.games["demo"]
    table = game_page(game, []).tables[0]
    assert [c.label for c in table.columns] == ["A"]
    assert [str(r.header) for r in table.rows] == ["Home province", "Army"]
    assert table.src == "demo-sources.html#src-table-tb"


def test_a_word_of_a_one_of_column_is_not_linked_to_an_entry_of_the_same_id(tmp_path):
    body = GLOSSARY_GAME.rstrip(" ") + """\
      - id: priorities
        title: Priorities
        source: {section: T}
        columns:
          - {id: goes-to, label: Goes to, type: one-of, values: [t-zeal, other]}
          - {id: named, label: Named, type: reference, to: glossary}
        rows:
          - {label: first, cells: [t-zeal, t-zeal]}
    """
    assert [f for f in demo_findings(tmp_path, body) if f[1] > GLOSSARY_GAME.count("\n")] == []
    game = validate(tmp_path).project.games["demo"]
    table = next(t for t in game_page(game, []).tables if t.anchor == "table-priorities")
    word, named = (str(cell) for cell in table.rows[0].cells)
    assert word == "T zeal"  # a word, as words read, never a link
    assert 'href="#term-t-zeal"' in named


def test_a_range_of_die_faces_stays_a_range_on_the_page_and_the_sheet(demo_root):
    from generator.quickref.grids import label

    page = game_page(_demo(demo_root), [])
    heads = [str(r.header) for t in page.tables for r in t.rows]
    assert "1-2" in heads and "3-5" in heads and "1 2" not in heads
    assert [label(x, {}) for x in ("1-2", "3-4", "home-province")] == ["1-2", "3-4", "Home province"]


def test_the_sources_page_holds_each_entry_with_its_file_and_line(demo_root):
    page = game_page(_demo(demo_root), [])
    lines = {line.anchor: line for line in page.sources.lines if line.anchor}
    harbour = lines["src-card-deed-harbour"]
    assert harbour.href == "demo.html#card-deed-harbour" and harbour.position.startswith("content/demo/")
    assert "rulebook" in str(harbour.cite)
    assert all(u.href is None or u.href.startswith("demo.html#") for u in page.sources.unknowns)


def test_the_search_index_keeps_whole_texts_and_where_each_entry_is(demo_root):
    game = _demo(demo_root)
    entries = search_entries(game, build_anchors(game), "demo.html")
    muster = next(e for e in entries if e.title == "2.2.1. Muster")
    assert muster.where == "Turn structure" and muster.text == "Place troops."
    card = next(e for e in entries if e.title == "Harbour")
    assert card.where == "Cards · Deed cards" and "Cost:" in card.text


def test_a_sources_page_names_every_unknown_by_its_entry_and_file(shipped_site):
    """The players' unknown minimum is 'Players' (not the method that labels them), and positions
    leave out the game's folder, which the page names once."""
    page = (shipped_site / "ruthenia-sources.html").read_text(encoding="utf-8")
    assert "bound method" not in page
    assert '<tr><th scope="row">Players</th><td data-label="Field">Min</td>' in page
    assert "Content files, in <code>content/ruthenia/</code>:" in page
    assert "<code>game.yaml:6:10</code>" in page and "<code>content/ruthenia/game.yaml:" not in page
