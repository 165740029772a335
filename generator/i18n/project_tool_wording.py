"""``i18n tool --lang L``: the tool's wording to translate, written into the project as
``locale/generator/<lang>.po`` from the template shipped with the tool, so nobody copies it out
of the installed package by hand. An existing file gains the template's new messages and keeps
everything it has (its translations, and messages of its own such as attribute headings)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from generator.i18n.catalogue import FIXED_DATE
from generator.i18n.tool_template import catalogue_text
from generator.model.wording import DOMAIN, PROJECT_LOCALE, TEMPLATE

HEADER = ("# The wording of boardgame-generator itself (the kit, the quick reference,\n"
          "# the HTML reference and the cards' fixed words) for this project.\n"
          "# Written by 'boardgame-generator i18n tool'; translate each msgstr.\n"
          "# Placeholders ({name} and %(name)s) and HTML tags stay as the English has them.\n#")


def write_tool_language(root: Path, lang: str) -> tuple[Path, int, int]:
    """Write (or bring up to the template) the project's tool-wording file for ``lang``: its path,
    the messages it has, and how many of them are translated."""
    with TEMPLATE.open("rb") as handle:
        template = read_po(handle)
    path = root / PROJECT_LOCALE / f"{lang}.po"
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, abort_invalid=True, charset="utf-8")
    else:
        catalog = _new_catalogue(lang)
    for message in template:
        if message.id and message.id not in catalog:
            forms = ("",) * catalog.num_plurals if isinstance(message.id, (tuple, list)) else ""
            catalog[message.id] = Message(message.id, forms, list(message.locations), set(message.flags),
                                          list(message.auto_comments))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(catalogue_text(catalog))
    messages = [m for m in catalog if m.id]
    done = sum(1 for m in messages if not m.fuzzy and all(m.string if isinstance(m.string, tuple) else (m.string,)))
    return path, len(messages), done


def _new_catalogue(lang: str) -> Catalog:
    try:
        return Catalog(locale=lang, project="boardgame-generator", domain=DOMAIN, creation_date=FIXED_DATE,
                       revision_date=FIXED_DATE, fuzzy=False, header_comment=HEADER)
    except ValueError:   # a tag Babel has no locale data for: written without its plural rule
        return Catalog(project="boardgame-generator", domain=DOMAIN, creation_date=FIXED_DATE,
                       revision_date=FIXED_DATE, fuzzy=False, header_comment=HEADER)
