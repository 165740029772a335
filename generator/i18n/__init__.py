"""Translations of a game's content: gettext catalogues, the translated model, and their checks."""
