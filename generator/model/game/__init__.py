"""The game as typed values: entities, sources and unknowns, the project, and ways to walk and select them."""
