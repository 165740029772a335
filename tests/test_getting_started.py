"""docs/getting-started.md, run as written: the wheel built from this checkout installed in a
fresh virtual environment, used from a folder outside the checkout."""

from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, missing_tool

PAGE = ROOT / "docs" / "getting-started.md"
INSTALL = "pip install boardgame-generator"


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    """The wheel built from a copy of the files it is made of (the checkout stays clean)."""
    source = tmp_path_factory.mktemp("wheel-source")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "generator", source / "generator", ignore=shutil.ignore_patterns("__pycache__"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(source / "dist"),
                            str(source)], capture_output=True, text=True)
    if built.returncode != 0:   # the build backend is fetched from the package index
        missing_tool("wheel", f"pip could not build the wheel: {built.stderr.strip()[-300:]}")
    return next((source / "dist").glob("*.whl"))


def _page_commands() -> str:
    block = re.search(r"```sh\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    assert block is not None and INSTALL in block.group(1)
    return block.group(1)


@pytest.mark.slow
def test_the_getting_started_page_runs_as_written(tmp_path, wheel):
    """The page's first commands, with the wheel for `pip install boardgame-generator` (installed
    without its dependencies, which come from this interpreter's site-packages, so no index is
    needed) and this Python for `python3`."""
    deps = "\n".join(site.getsitepackages())
    script = _page_commands().replace("python3 -m venv .venv", '"$PYTHON" -m venv .venv', 1)
    script = re.sub(re.escape(INSTALL) + r".*", f'pip install -q --no-deps "{wheel}" && python "$DEPS"', script,
                    count=1)
    (tmp_path / "deps.py").write_text(
        "import os, site\n"
        "open(os.path.join(site.getsitepackages()[0], 'outer-deps.pth'), 'w').write(os.environ['OUTER'])\n")
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PYTHON=sys.executable, DEPS=str(tmp_path / "deps.py"), OUTER=deps + "\n")
    run = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    project = tmp_path / "saltmarsh"
    for made in ("output/saltmarsh/saltmarsh-kit-a4.pdf", "output/saltmarsh/saltmarsh-quickref-a4.pdf",
                 "output/html/index.html", ".github/workflows/content.yml", ".pre-commit-config.yaml"):
        assert (project / made).stat().st_size > 0, made
    where = subprocess.run([str(tmp_path / ".venv" / "bin" / "python"), "-c",
                            "import generator; print(generator.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(tmp_path / ".venv"), where   # the wheel's, not the checkout's
