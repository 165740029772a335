"""The committed JSON Schema is current and describes the content format."""

import json

from generator.cli.main import main
from generator.model.build import load_project
from generator.model.declarations.game_schema import schema_files
from generator.model.schema.json_schema import content_schema


def test_committed_schemas_are_current(repo_root):
    for path, text in schema_files(load_project(repo_root)).items():
        committed = (repo_root / path).read_text(encoding="utf-8")
        assert committed == text, f"{path} is stale: run `python -m generator schema`"


def test_schema_check_command_detects_staleness(tmp_path, capsys):
    (tmp_path / "content" / "demo").mkdir(parents=True)
    assert main(["--project", str(tmp_path), "schema", "--check"]) == 1
    assert main(["--project", str(tmp_path), "schema"]) == 0
    assert main(["--project", str(tmp_path), "schema", "--check"]) == 0


def test_schema_covers_every_section_and_unknowns():
    schema = content_schema()
    assert set(schema["properties"]) >= {"game", "components", "decks", "tables", "boards", "tracks",
                                         "sheets", "rules", "glossary", "resources"}
    card = schema["properties"]["decks"]["items"]["properties"]["cards"]["items"]
    assert "unknown" in json.dumps(card["properties"]["vp"])
    assert card["additionalProperties"] is False


def test_content_files_name_their_games_schema(repo_root):
    files = sorted((repo_root / "content").rglob("*.yaml"))
    assert files
    for path in files:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        game = path.relative_to(repo_root / "content").parts[0]
        assert first == f"# yaml-language-server: $schema=../../schema/{game}.schema.json", path


def _validator(repo_root, game: str):
    jsonschema = __import__("jsonschema")
    schema = json.loads((repo_root / "schema" / f"{game}.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft7Validator(schema)


def _read(path):
    from generator.loading.yaml_reader import read_yaml_file

    return read_yaml_file(path, path.name).data


def test_every_shipped_file_validates_against_its_games_schema(repo_root):
    for folder in sorted((repo_root / "content").iterdir()):
        validator = _validator(repo_root, folder.name)
        for path in sorted(folder.glob("*.yaml")):
            errors = [e.message for e in validator.iter_errors(_read(path))]
            assert errors == [], path


def test_a_games_schema_offers_its_declared_values(repo_root, tmp_path):
    validator = _validator(repo_root, "kingsburg")
    text = (repo_root / "content" / "kingsburg" / "enemies.yaml").read_text(encoding="utf-8")
    for good, bad in [("kind: goblins", "kind: goblinz"), ("strength: 2", "strenght: 2"),
                      ("loss: {vp: 8}", "loss: {gems: 8}"), ("stack: 5", "stack: 6")]:
        broken = tmp_path / "enemies.yaml"
        broken.write_text(text.replace(good, bad, 1), encoding="utf-8")
        assert list(validator.iter_errors(_read(broken))), bad
    kingsburg = json.loads((repo_root / "schema" / "kingsburg.schema.json").read_text(encoding="utf-8"))
    assert "goblins" in json.dumps(kingsburg["properties"]["decks"])
    assert '"gold", "wood", "stone"' in json.dumps(kingsburg["properties"]["boards"])


def test_an_empty_cell_passes_the_schema_only_where_its_column_is_optional(repo_root, tmp_path):
    validator = _validator(repo_root, "ruthenia")
    text = (repo_root / "content" / "ruthenia" / "orders.yaml").read_text(encoding="utf-8")
    assert not list(validator.iter_errors(_read(repo_root / "content" / "ruthenia" / "orders.yaml")))
    broken = tmp_path / "orders.yaml"
    # 'Given to' is required: an empty cell there is refused; 'Movement order counters...' is not.
    broken.write_text(text.replace('[fleet, "1 silver coin', '[~, "1 silver coin', 1), encoding="utf-8")
    assert list(validator.iter_errors(_read(broken)))


def test_validate_warns_when_a_games_written_schema_is_stale(tmp_path, monkeypatch, capsys):
    """Declarations changed and `schema` not run again: validate says so (the check cache
    notices the rewritten schema too)."""
    root = tmp_path / "marsh"
    assert main(["init", str(root)]) == 0
    monkeypatch.chdir(root)
    assert main(["validate"]) == 0
    capsys.readouterr()
    cards = root / "content" / "marsh" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("    back: Market\n", "    back: Market\n    card_attributes:\n"
                                  "      guild: {type: text, description: The guild}\n", 1), encoding="utf-8")
    assert main(["validate"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "schema/marsh.schema.json:1:1: warning: schema/marsh.schema.json no longer matches the game's "
        "declarations, so editors complete and check by old ones: run `boardgame-generator schema` "
        "[schema-current]"]
    assert main(["schema"]) == 0
    capsys.readouterr()
    assert main(["validate", "--strict"]) == 0
    assert capsys.readouterr().out == ""
    (root / "schema" / "marsh.schema.json").write_text("{not json", encoding="utf-8")
    assert main(["validate", "--strict"]) == 1
    assert "[schema-current]" in capsys.readouterr().out
