"""Documentation of the checks of language files (see docs/translations.md)."""

from generator.diagnostics import Severity
from generator.rules.registry import documented

TRANSLATION_RULES = (
documented("translation-file", Severity.ERROR, """A language file is a readable UTF-8 PO file named by its
language tag, in the game's locale/ folder.
Passes: ``locale/ru.po`` written by Poedit. Fails: ``locale/russian.po``, or a PO file with an unclosed quote."""),
documented("translation-missing", Severity.WARNING, """Every string of the content has a translation in each
language file (one warning per language, with the count; ``report`` shows it too).
Passes: a ru.po translating all 120 strings. Fails (warning): 12 of them with an empty msgstr."""),
documented("translation-stale", Severity.WARNING, """No translation is stale: fuzzy, or made for a source text
that has changed since (the build prints the source text instead).
Passes: a reviewed message. Fails (warning): ``#, fuzzy`` after the English text was edited."""),
documented("translation-markup", Severity.ERROR, """A translation keeps the source text's inline icons (``:coin:``),
link targets (``[see](#rule-3)``), rule references (``6.4.1.``), URLs and placeholders (``{count}``).
Passes: ``Gain :coin:`` as ``Получите :coin:``. Fails: ``Получите монету`` (the icon is gone)."""),
documented("translation-text-size", Severity.ERROR, """A translation is under the length limit of one
text value in the content (20,000 characters, as for YAML text); a longer one is left out and the
source text prints.
Passes: a rule's text translated at its own length. Fails: a 400 KB msgstr."""),
documented("tool-translation-missing", Severity.WARNING, """Every string of the tool's own wording (the kit's
cover and notes, the quick reference's headings, the reference's labels and scripts, the cards' fixed
words) has a translation in each language the project builds: shipped in ``generator/locale/<lang>.po``
or the project's ``locale/generator/<lang>.po`` (one warning per language, with the count).
Passes: ``build --lang ru`` with the shipped Russian. Fails (warning): a ``uk.po`` translating 40 of them."""),
documented("tool-translation-stale", Severity.WARNING, """No translation of the tool's wording is marked fuzzy
(the build prints the English text until it is reviewed).
Passes: a reviewed message. Fails (warning): ``#, fuzzy`` on ``msgid "How to print"``."""),
documented("tool-translation-markup", Severity.ERROR, """A translation of the tool's wording keeps its
placeholders (``{count}``, ``%(title)s``) and HTML tags as the English text has them.
Passes: ``{count} cards`` as ``карт: {count}``. Fails: ``карты`` (the count is gone)."""),
documented("tool-translation-placeholder", Severity.ERROR, """A placeholder in a translation of the tool's
wording is a name alone that the English message has: ``{page}`` (``%(title)s`` in the HTML reference's
messages), or ``{{`` and ``}}`` for a brace itself. A translation is substituted as data, never run
through Python's ``str.format``: a format spec, conversion, attribute, index or lone brace is refused at
its place in the PO file, and the build prints the English text.
Passes: ``Стр. {page}``. Fails: ``Стр {page} {``, ``{page:>999999999}``, ``{page.__class__}``."""),
documented("tool-translation-file", Severity.ERROR, """A project's ``locale/generator/<lang>.po`` is a readable
UTF-8 PO file.
Passes: a file written by Poedit. Fails: a file with an unclosed quote."""),
documented("translation-unused", Severity.WARNING, """Every message of a language file belongs to a string the
content still has (``i18n update`` marks the others obsolete). Not checked while loading refuses part of
the game's content: its strings are then unread, not gone.
Passes: a file updated after the last content edit. Fails (warning): a message for a card since removed."""),
)
