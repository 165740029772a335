"""Entry point for ``python -m generator``."""

from generator.cli.main import run

run()
