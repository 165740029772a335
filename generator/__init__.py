"""Board-game content as data: validation, print-and-play kits and rules references."""

__version__ = "0.2.0"
