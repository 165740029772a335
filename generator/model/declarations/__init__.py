"""What a game declares about its own content: attribute types, closed sets, constants, constraints."""
