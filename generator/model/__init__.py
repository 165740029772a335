"""Model stage: typed entities built from positioned YAML values.

``game`` holds the game as typed values (entities, sources and unknowns, the project) and ways to
walk and select them; ``schema`` the content format (every kind, its fields and their types, and
the JSON Schema made from them); ``declarations`` what a game declares about its own content;
``sheets`` decks and tables read from spreadsheets. ``build`` reads a project's files into the
model; ``wording`` and ``placeholders`` are the tool's own words.
"""
