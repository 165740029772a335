"""Exit codes of the command line."""

from generator.errors import UsageError  # noqa: F401  (re-exported for the commands)

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3
