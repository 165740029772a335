"""The tool's own rule set, composed here at the top and handed to the runner.

Each rule is declared in the module that reports it: the YAML and spreadsheet readers' and the
typing pass's (as ``DeclaredRule`` values), the runner's, the generic rules, the rules of the
stages that print (faces, kit, quick reference, rules book, reference) and the language files'
checks. The shipped games' own Python is a project's, in rules/ beside content/. Lower packages
never import this module: data flows one way, from here down into the runner.
"""

from __future__ import annotations

from functools import lru_cache

from generator.rules.catalogue import Catalogue
from generator.rules.registry import RuleSpec, rules_in


@lru_cache(maxsize=1)
def builtin_catalogue() -> Catalogue:
    """Every built-in rule and deriver (imported on the first call)."""
    from generator.faces import glyph_check, image_checks
    from generator.i18n import catalogue as translation_files
    from generator.i18n import checks as translation_checks
    from generator.i18n import tool_checks
    from generator.kit import checks as kit_checks
    from generator.kit import colour_checks
    from generator.loading import csv_reader, grid, xlsx_reader, yaml_reader, yaml_values
    from generator.model import build
    from generator.model.schema import fields, patterns
    from generator.model.sheets import rows as sheet_rows
    from generator.model.sheets import sources as sheet_sources
    from generator.quickref import checks as quickref_checks
    from generator.reference import label_checks
    from generator.rulebook import checks as rulebook_checks
    from generator.render import template_errors
    from generator.rules import project_rules, rule_crash, runner, schema_current
    from generator.rules.generic import boards, counts, identity, references, sources, tables, tracks
    from generator import settings_file

    loading = (settings_file, yaml_reader, yaml_values, grid, csv_reader, xlsx_reader, fields, patterns, build,
               sheet_sources, sheet_rows)
    checking = (runner, rule_crash, project_rules, schema_current, boards, counts, identity, references,
                sources, tables, tracks)
    printing = (glyph_check, image_checks, kit_checks, colour_checks, label_checks, quickref_checks,
                rulebook_checks, template_errors, translation_files, translation_checks, tool_checks)
    return Catalogue(tuple(rules_in(*loading, *checking, *printing)))


def all_rules() -> list[RuleSpec]:
    """Every built-in rule, sorted by ID."""
    return builtin_catalogue().listed()
