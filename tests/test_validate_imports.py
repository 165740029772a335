"""`validate` loads neither the HTML templates' engine nor the PDF rasteriser."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_validate_loads_neither_templates_nor_pdfium():
    probe = ("import sys, io, contextlib\n"
             "from generator.cli.main import main\n"
             "with contextlib.redirect_stdout(io.StringIO()):\n"
             f"    main(['--project', {str(ROOT)!r}, 'validate'])\n"
             "print(sorted(m for m in ('jinja2', 'pypdfium2') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
