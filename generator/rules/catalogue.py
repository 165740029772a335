"""Imports every module that registers rules, so the registry is complete."""

from generator.rules import loader_rules, sheet_rules  # noqa: F401
from generator.rules.generic import (  # noqa: F401
    boards, counts, glyphs, identity, images, references, sources, tables, tracks,
)
from generator import games  # noqa: F401
from generator.kit import checks  # noqa: F401  (the kit's fit and icon checks)
from generator.i18n import rule_docs as i18n_rule_docs  # noqa: F401  (the language files' checks)
from generator.quickref import checks as quickref_checks  # noqa: F401  (the quick reference's pick and fit rules)
