"""The committed JSON Schema is current and describes the content format."""

import json

from generator.cli.main import main
from generator.model.json_schema import SCHEMA_PATH, content_schema, schema_text


def test_committed_schema_is_current(repo_root):
    committed = (repo_root / SCHEMA_PATH).read_text(encoding="utf-8")
    assert committed == schema_text(), "schema is stale: run `python -m generator schema`"


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


def test_content_files_name_the_schema(repo_root):
    files = sorted((repo_root / "content").rglob("*.yaml"))
    assert files
    for path in files:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first == "# yaml-language-server: $schema=../../schema/content.schema.json", path
