"""The Time of Troubles 1605-1612: this game's rules checks (``tot-*``) and derived odds.

``data`` reads the content's conventions (tables by ID, typed attributes), ``locate`` finds exact
positions inside attributes and cells, and the ``checks_*`` and ``odds`` modules hold the rules and
derivers that generator/builtin.py composes.
"""

from generator.games.time_of_troubles import (
    checks_combat, checks_parties, checks_places, checks_subjugation, odds,
)

MODULES = (checks_combat, checks_parties, checks_places, checks_subjugation, odds)
