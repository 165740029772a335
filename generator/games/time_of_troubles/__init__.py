"""The Time of Troubles 1605-1612: this game's rules checks (``tot-*``) and derived odds.

``data`` reads the content's conventions (tables by ID, typed attributes), ``locate`` finds exact
positions inside attributes and cells, and the ``checks_*`` and ``odds`` modules register with the
rule and deriver registries on import.
"""

from generator.games.time_of_troubles import (  # noqa: F401
    checks_combat, checks_parties, checks_places, checks_subjugation, odds,
)
