"""The tool's own rule set, composed here at the top and handed to the runner.

It gathers the loader's and the spreadsheet reader's documented checks, the generic rules, the
rules of the stages that print (faces, kit, quick reference) and the language files' checks. The
shipped games' own Python is a project's, in rules/ beside content/. Lower packages never import
this module: data flows one way, from here down into the runner.
"""

from __future__ import annotations

from functools import lru_cache

from generator.rules.catalogue import Catalogue
from generator.rules.registry import RuleSpec, rules_in


@lru_cache(maxsize=1)
def builtin_catalogue() -> Catalogue:
    """Every built-in rule and deriver (imported on the first call)."""
    from generator.faces import glyph_check, image_checks
    from generator.i18n import rule_docs as translation_rules
    from generator.kit import checks as kit_checks
    from generator.kit import colour_checks
    from generator.quickref import checks as quickref_checks
    from generator.reference import label_checks
    from generator.rulebook import checks as rulebook_checks
    from generator.rules import loader_rules, schema_current, sheet_rules
    from generator.render import template_errors
    from generator.rules.generic import boards, counts, identity, references, sources, tables, tracks

    stages = (loader_rules, schema_current, sheet_rules, boards, counts, identity, references, sources,
              tables, tracks, glyph_check, image_checks, kit_checks, colour_checks, label_checks,
              quickref_checks, rulebook_checks, template_errors, translation_rules)
    return Catalogue(tuple(rules_in(*stages)))


def all_rules() -> list[RuleSpec]:
    """Every built-in rule, sorted by ID."""
    return builtin_catalogue().listed()
