"""The Time of Troubles 1605-1612: only what its content cannot declare. Its other checks are
declared in content/time-of-troubles (attribute declarations, sets, constants and constraints).

``notation`` reads the content (combat cells, rule values, the subjugation regions); the
``checks_*`` modules hold the rules data cannot state, and ``odds_rolls``, ``odds_tables`` and
``numbers`` the derived reference tables.
"""
