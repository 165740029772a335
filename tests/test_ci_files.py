"""The CI files `init --ci` writes and docs/ci.md shows: the tool installed by version (or a
pinned commit), never from a checkout of this repository, and `validate` with annotations."""

from __future__ import annotations

import re
import shlex
import subprocess

import pytest
import yaml

from generator import __version__
from generator.cli.main import main
from tests.conftest import ROOT

WORKFLOW = ".github/workflows/content.yml"
PRE_COMMIT = ".pre-commit-config.yaml"
PINNED = f"boardgame-generator=={__version__}"


def _run_steps(workflow: dict) -> list[str]:
    return [step["run"] for step in workflow["jobs"]["validate"]["steps"] if "run" in step]


def test_init_ci_writes_a_workflow_that_installs_the_tool_by_version(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["init", "marsh", "--ci"]) == 0
    workflow = yaml.safe_load((tmp_path / "marsh" / WORKFLOW).read_text(encoding="utf-8"))
    runs = _run_steps(workflow)
    assert runs[0] == f'pip install "{PINNED}"'
    assert "boardgame-generator validate --format github" in runs
    assert not any("-e ." in run for run in runs)
    # the steps after the install run clean in the new project
    capsys.readouterr()
    for run in runs[1:]:
        argv = shlex.split(run)
        assert argv[0] == "boardgame-generator"
        assert main(["--project", str(tmp_path / "marsh"), *argv[1:]]) == 0, run


def test_init_ci_writes_a_pre_commit_hook_pinned_to_the_version(tmp_path):
    assert main(["init", str(tmp_path / "marsh"), "--ci"]) == 0
    config = yaml.safe_load((tmp_path / "marsh" / PRE_COMMIT).read_text(encoding="utf-8"))
    hook = config["repos"][0]["hooks"][0]
    assert config["repos"][0]["repo"] == "local"
    assert hook["entry"] == "boardgame-generator validate" and hook["language"] == "python"
    assert hook["additional_dependencies"] == [PINNED]
    assert re.search(hook["files"], "content/marsh/cards.yaml")
    assert re.search(hook["files"], "generator.toml") and not re.search(hook["files"], "README.md")


def test_init_ci_pins_a_commit_when_asked(tmp_path):
    pin = "boardgame-generator @ git+https://example.org/tool.git@" + "a" * 40
    assert main(["init", str(tmp_path / "marsh"), "--ci", "--tool", pin]) == 0
    assert f'pip install "{pin}"' in (tmp_path / "marsh" / WORKFLOW).read_text(encoding="utf-8")
    config = yaml.safe_load((tmp_path / "marsh" / PRE_COMMIT).read_text(encoding="utf-8"))
    assert config["repos"][0]["hooks"][0]["additional_dependencies"] == [pin]


def test_init_without_ci_writes_no_ci_files(tmp_path, capsys):
    assert main(["init", str(tmp_path / "marsh")]) == 0
    assert not (tmp_path / "marsh" / WORKFLOW).exists() and not (tmp_path / "marsh" / PRE_COMMIT).exists()
    assert main(["init", str(tmp_path / "fen"), "--tool", PINNED]) == 2
    assert "give --ci too" in capsys.readouterr().err


def _doc_blocks() -> list[str]:
    text = (ROOT / "docs" / "ci.md").read_text(encoding="utf-8")
    return re.findall(r"```yaml\n(.*?)```", text, re.S)


def test_the_docs_show_the_workflow_init_writes(tmp_path):
    assert main(["init", str(tmp_path / "marsh"), "--ci"]) == 0
    written = (tmp_path / "marsh" / WORKFLOW).read_text(encoding="utf-8")
    assert written in _doc_blocks()
    assert not any("pip install -e" in block for block in _doc_blocks())


def test_the_docs_pre_commit_example_pins_a_revision_that_exists():
    """The hook repository example names a commit of this repository holding the hooks it uses."""
    block = next(b for b in _doc_blocks() if "rev:" in b)
    repo = yaml.safe_load(block)["repos"][0]
    rev = str(repo["rev"])
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    hooks = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:.pre-commit-hooks.yaml"],
                           capture_output=True, text=True)
    assert hooks.returncode == 0, f"rev {rev} is not in the repository: {hooks.stderr}"
    assert re.fullmatch(r"[0-9a-f]{40}", rev) or rev in subprocess.run(
        ["git", "-C", str(ROOT), "tag"], capture_output=True, text=True).stdout.split()
    ids = {hook["id"] for hook in yaml.safe_load(hooks.stdout)}
    assert {hook["id"] for hook in repo["hooks"]} <= ids
