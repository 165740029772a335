"""The demo site's HTML against golden files; `pytest --update-golden` rewrites them."""

import pytest

from generator import __version__
from tests.reference.conftest import ROOT

GOLDEN = ROOT / "tests" / "reference" / "golden"


@pytest.mark.parametrize("name", ["demo.html", "demo-sources.html", "index.html", "assets/search-demo.js"])
def test_demo_site_matches_golden(demo_site, update_golden, name):
    # the tool's version is printed on every page; the golden files hold a placeholder instead
    made = (demo_site / name).read_text(encoding="utf-8").replace(__version__, "VERSION")
    golden = GOLDEN / name.replace("assets/", "")
    if update_golden:
        golden.write_text(made, encoding="utf-8")
        pytest.skip(f"rewrote {golden.name}")
    assert golden.exists(), f"no golden {golden.name}: run pytest --update-golden"
    assert made == golden.read_text(encoding="utf-8"), (
        f"{name} differs from its golden file; if the change is meant, run pytest --update-golden "
        "and review the diff")
