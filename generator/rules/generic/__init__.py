"""Rules that apply to every game."""
