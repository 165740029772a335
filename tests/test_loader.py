"""The YAML loader: positions, and every refused input at its exact place."""

import time

import pytest

from generator.loading.yaml_reader import read_yaml_bytes, read_yaml_file


def read(text: str):
    return read_yaml_bytes(text.encode("utf-8"), "f.yaml")


def only(result):
    assert len(result.diagnostics) == 1, result.diagnostics
    d = result.diagnostics[0]
    return d.rule, d.pos.line, d.pos.column, d.message


def test_nested_values_keep_line_and_column():
    data = read("decks:\n  - id: deeds\n    cards:\n      - {id: a, copies: 2}\n").data
    card = data["decks"][0]["cards"][0]
    assert (data.at("decks").line, data.at("decks").column) == (2, 3)
    assert data["decks"][0].key_at("cards").line == 3
    assert (card.at("copies").line, card.at("copies").column) == (4, 25)
    assert card["copies"] == 2


def test_syntax_error_is_positioned():
    assert only(read("a: [1, 2\nb: 3\n"))[:3] == ("yaml-syntax", 1, 4)   # the '[' left open


@pytest.fixture(params=["libyaml", "pure"])
def either_parser(request, monkeypatch):
    """Each test twice: with libyaml's parser (when there is one) and the pure-Python one."""
    from generator.loading import yaml_reader

    if request.param == "pure":
        monkeypatch.setattr(yaml_reader, "_Parser", yaml_reader.PyParser)
    return request.param


@pytest.mark.parametrize("text, line, column, words", [
    # PyYAML notices these on the line after the fault: the finding is at the fault
    ("decks:\n  - id: a\n    kind advisor\n    name: A\n", 3, 5, "could not find expected ':'"),
    ("decks:\n  - id: a\n    name: \"A\n    kind: b\n", 3, 11, "(while scanning a quoted scalar)"),
    ("decks:\n  - id: a\n    tags: [x, y\n    kind: b\n", 3, 11, "(while parsing a flow sequence)"),
    # found where it is
    ("a: 1\n b: 2\n", 2, 3, "mapping values are not allowed"),
])
def test_a_syntax_error_is_reported_where_its_cause_is(either_parser, text, line, column, words):
    rule, at_line, at_column, message = only(read(text))
    assert (rule, at_line, at_column) == ("yaml-syntax", line, column), message
    assert words in message


@pytest.mark.parametrize("text, line, column", [
    ("decks:\n  - id: a\n\tname: A\n", 3, 1),
    ("decks:\n  - id: a\n    kind: b\n  \t- id: c\n", 4, 3),
    ("a:\n\tb: 1\n", 2, 1),
])
def test_a_tab_that_indents_says_tabs_cannot_indent_yaml(either_parser, text, line, column):
    rule, at_line, at_column, message = only(read(text))
    assert (rule, at_line, at_column) == ("yaml-syntax", line, column), message
    assert message == ("YAML syntax error: a tab indents this line; YAML is indented with spaces only "
                       "(tabs cannot indent YAML)")


def test_duplicate_key_names_both_lines():
    result = read("title: A\ncopies: 1\ntitle: B\n")
    rule, line, column, message = only(result)
    assert (rule, line, column) == ("yaml-duplicate-key", 3, 1)
    assert "first at line 1" in message
    assert result.diagnostics[0].related[0].pos.line == 1


@pytest.mark.parametrize("text, line, column, word", [
    ("a: &x {b: 1}\nc: 2\n", 1, 4, "anchor '&x'"),
    ("a: 1\nb: *x\n", 2, 4, "alias '*x'"),
])
def test_anchors_and_aliases_are_refused(text, line, column, word):
    rule, got_line, got_column, message = only(read(text))
    assert (rule, got_line, got_column) == ("yaml-anchor", line, column)
    assert word in message


def test_merge_key_is_refused():
    assert only(read("a:\n  <<: {b: 1}\n"))[:3] == ("yaml-anchor", 2, 3)


def test_alias_bomb_is_refused_at_once():
    bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        prev, cur = chr(ord("a") + i - 1), chr(ord("a") + i)
        bomb.append(f"{cur}: &{cur} [*{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}, *{prev}]")
    start = time.perf_counter()
    result = read("\n".join(bomb) + "\n")
    assert time.perf_counter() - start < 1.0
    assert only(result)[:3] == ("yaml-anchor", 1, 4)


def test_non_utf8_file_is_refused_at_the_byte():
    result = read_yaml_bytes(b"a: ok\nb: caf" + b"\xe9\n", "f.yaml")
    assert only(result)[:3] == ("yaml-encoding", 2, 7)


def test_file_over_the_size_cap_is_refused(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("a: " + "x" * 200 + "\n")
    result = read_yaml_file(path, "big.yaml", max_bytes=100)
    assert only(result)[0] == "yaml-size"


def test_explicit_tags_are_refused():
    assert only(read("a: !!python/object:os.system x\n"))[:3] == ("yaml-tag", 1, 4)


def test_a_number_tag_on_text_is_refused_at_the_value():
    rule, line, column, message = only(read("a: 1\nb: !!int many\n"))
    assert (rule, line, column) == ("yaml-tag", 2, 4)
    assert "does not fit the value 'many'" in message


def test_yaml11_forms_stay_text():
    data = read("a: yes\nb: off\nc: 0755\nd: 1:20\ne: 2024-01-01\nf: true\ng: 12\nh: 1.5\n").data
    assert data == {"a": "yes", "b": "off", "c": "0755", "d": "1:20", "e": "2024-01-01",
                    "f": True, "g": 12, "h": 1.5}


def test_empty_file_is_an_empty_mapping():
    result = read("# only a comment\n")
    assert result.data == {} and result.diagnostics == []


def test_pure_python_parser_gives_the_same_positions(monkeypatch):
    from generator.loading import yaml_reader

    text = "decks:\n  - id: deeds\n    cards:\n      - {id: a, copies: 2}\na: 1\na: 2\n"
    fast = read(text)
    monkeypatch.setattr(yaml_reader, "_Parser", yaml_reader.PyParser)
    pure = read(text)
    assert fast.diagnostics == pure.diagnostics
    assert [(d.pos.line, d.pos.column) for d in pure.diagnostics] == [(6, 1)]
    assert read("a: [1\n").diagnostics[0].rule == "yaml-syntax"


def test_libyaml_is_used_when_available():
    import yaml

    from generator.loading import yaml_reader

    assert bool(getattr(yaml, "__with_libyaml__", False)) == yaml_reader.USING_LIBYAML


def test_nesting_too_deep_is_refused():
    text = "a: " + "[" * 70 + "]" * 70 + "\n"
    rule, line, _column, message = only(read(text))
    assert (rule, line) == ("yaml-depth", 1)
    assert message == "nesting deeper than 64 levels"


def test_a_list_as_a_key_is_refused():
    assert only(read("? [a, b]\n: 1\n"))[:3] == ("yaml-key", 1, 3)


def test_unreadable_file_is_reported(tmp_path):
    folder = tmp_path / "x.yaml"
    folder.mkdir()
    result = read_yaml_file(folder, "x.yaml")
    assert only(result)[:3] == ("yaml-unreadable", 1, 1)


def test_number_too_long_for_int_conversion_is_positioned():
    rule, line, column, message = only(read("a: 1\nb: " + "9" * 5000 + "\n"))
    assert (rule, line, column) == ("yaml-number", 2, 4)
    assert "quote it" in message


def test_long_float_is_refused_and_quoted_digits_stay_text():
    assert only(read("a: 1." + "5" * 40 + "\n"))[:3] == ("yaml-number", 1, 4)
    assert read("a: '" + "9" * 5000 + "'\n").data["a"] == "9" * 5000


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x0b", "\x7f", "\x9b", "\ufffe", "\uffff"])
@pytest.mark.parametrize("tail", ["", " *x &y"])  # '*' or '&' used to send the file through a second parser
def test_control_and_non_characters_are_positioned(char, tail):
    rule, line, column, message = only(read(f"a: 1\nb: ok{char}x{tail}\n"))
    assert (rule, line, column) == ("yaml-character", 2, 6)
    assert f"U+{ord(char):04X}" in message
    assert "\n" not in message and "unicode string" not in message


def test_tab_and_line_breaks_are_allowed():
    assert read("a: 'x\ty'\r\nb: 2\n").data == {"a": "x\ty", "b": 2}


def test_a_text_value_over_the_cap_is_positioned():
    from generator.loading.yaml_values import MAX_TEXT_CHARS

    assert read("a: " + "w " * (MAX_TEXT_CHARS // 2 - 2) + "\n").diagnostics == []
    rule, line, column, message = only(read("a: 1\nb: >-\n  " + "w " * MAX_TEXT_CHARS + "\n"))
    assert (rule, line, column) == ("yaml-text-size", 2, 4)
    assert f"{MAX_TEXT_CHARS}" in message


@pytest.mark.parametrize("text, rule, line, column", [
    ("a: 1\na: 2\nb: [\n", "yaml-syntax", 4, 1),              # a syntax error later wins over a refusal
    ("a: 1\na: 2\nb: &x 3\n", "yaml-anchor", 3, 4),            # so does an anchor later in the file
    ("a: 1\na: 2\n--- b\n", "yaml-syntax", 3, 1),              # and a second document
    ("a: 1\n---\nb: &x 1\n", "yaml-anchor", 3, 4),             # an anchor in it, when there is one
    ("- x\n- !!int 5\n- y: !!str 7\n", None, 0, 0),            # tags naming the type the value has
])
def test_the_first_problem_reported_is_the_one_a_node_tree_gave(text, rule, line, column):
    result = read(text)
    if rule is None:
        assert result.diagnostics == [] and result.data == ["x", 5, {"y": "7"}]
    else:
        assert only(result)[:3] == (rule, line, column)
