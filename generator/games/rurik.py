"""Rules and derived data specific to this game (filled in by the game's content work)."""
