"""One small rule module per game: its own checks and derived reference data."""

from generator.games import kingsburg, rurik, ruthenia, time_of_troubles  # noqa: F401
