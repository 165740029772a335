"""Entry point for ``python -m generator``."""

import sys

from generator.cli.main import main

sys.exit(main())
