"""The tool's own wording (the kit's cover, the reference's labels, the quick reference's
headings, the cards' fixed words) in one language: the gettext domain ``generator``.

The shipped languages are ``generator/locale/<lang>.po``; a project adds or overrides one with
``locale/generator/<lang>.po`` at its root, message by message. A translated build hands its
``Wording`` to the renderers with the translated model (``PreparedGame.wording``), so nothing
global changes and one build can make several languages. A message with no translation in use
(missing, empty or fuzzy) prints the English text, which is its msgid.
"""

from __future__ import annotations

import gettext as stdlib_gettext
import io
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from generator.model.placeholders import Translated, problems

DOMAIN = "generator"
PACKAGE_LOCALE = Path(__file__).resolve().parent.parent / "locale"
PROJECT_LOCALE = Path("locale") / DOMAIN      # under a project's root
TEMPLATE = PACKAGE_LOCALE / f"{DOMAIN}.pot"


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


@dataclass(frozen=True)
class Wording:
    """The tool's messages in ``lang``: translations by (context, msgid); plural ones as tuples."""

    lang: str = ""
    messages: dict = field(default_factory=dict, repr=False, compare=False)
    plural: Callable[[int], int] = field(default=_english_plural, repr=False, compare=False)
    plural_expression: str = "n != 1"   # the same rule as gettext writes it (for the site's scripts)

    def gettext(self, message: str) -> str:
        """``message`` in this language (the English msgid without a translation in use); its
        ``.format`` substitutes placeholders as data (see generator.model.placeholders)."""
        found = self.messages.get(message)
        return Translated(found if isinstance(found, str) and found else message)

    __call__ = gettext

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        forms = self.messages.get(singular)
        if isinstance(forms, tuple):
            index = self.plural(n)
            if 0 <= index < len(forms) and forms[index]:
                return Translated(forms[index])
        return Translated(singular if n == 1 else plural)

    def number(self, value: float) -> str:
        """``value`` as the language writes it ('3,5' in Russian); English keeps '3.5' and '50'."""
        if self.lang:
            from babel import UnknownLocaleError   # Babel's locale data loads only for a language
            from babel.numbers import format_decimal

            try:
                return format_decimal(value, locale=self.lang)
            except (ValueError, UnknownLocaleError):
                pass
        return f"{value:g}"

    def mm(self, value: float) -> str:
        """A length in millimetres: '63.5 mm', '63,5 мм'."""
        return self.gettext("{size} mm").format(size=self.number(value))


ENGLISH = Wording()


def shown_values(game) -> dict[str, str]:
    """The words ``game`` (a translated copy) prints for its data values; none in the source language."""
    return dict(getattr(game, "shown_values", {}))


def words(game) -> Wording:
    """The wording ``game`` (a prepared game, or its translated copy) is rendered in."""
    found = getattr(game, "wording", None)
    return found if isinstance(found, Wording) else ENGLISH


def project_words(project) -> Wording:
    """The wording of a project's games (a translated project's games share one language)."""
    return next((words(g) for g in project.games.values()), ENGLISH)


def catalogue_paths(lang: str, root: Path | None) -> list[Path]:
    """The files giving ``lang``'s wording, the shipped one first, then the project's own."""
    paths = [PACKAGE_LOCALE / f"{lang}.po"]
    if root is not None:
        paths.append(root / PROJECT_LOCALE / f"{lang}.po")
    return [p for p in paths if p.is_file()]


def wording_for(lang: str, root: Path | None = None) -> Wording:
    """``lang``'s wording: the shipped catalogue with the project's messages over it."""
    messages: dict = {}
    plural: Callable[[int], int] = _english_plural
    expression = "n != 1"
    for path in catalogue_paths(lang, root):
        found, rule, text = _messages(path, path.stat().st_mtime_ns)
        messages.update(found)
        if rule is not None:
            plural, expression = rule, text
    return Wording(lang, messages, plural, expression)


def languages(root: Path | None) -> list[str]:
    """Every language the tool's wording has, shipped or the project's, sorted."""
    folders = [PACKAGE_LOCALE] + ([root / PROJECT_LOCALE] if root is not None else [])
    return sorted({p.stem for folder in folders if folder.is_dir() for p in folder.glob("*.po")})


@lru_cache(maxsize=16)
def _messages(path: Path, mtime: int) -> tuple[dict, Callable[[int], int] | None, str]:
    """The translations in use of one file (not fuzzy, not empty) and its plural rule; a file that
    cannot be read gives none (the checks report it)."""
    from babel.messages.pofile import read_po

    try:
        catalog = read_po(io.BytesIO(path.read_bytes()), abort_invalid=True, charset="utf-8")
    except Exception:   # reported by the checks as a finding; the build prints English
        return {}, None, ""
    found: dict = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        key = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
        string = message.string
        if isinstance(string, (tuple, list)):
            if all(string) and not any(problems(" ".join(message.id), form) for form in string):
                found[key] = tuple(string)
        elif string and not problems(key, string):   # a bad placeholder prints English (the checks say why)
            found[key] = string
    expression = catalog.plural_expr or ""
    return found, _plural_rule(expression), expression


def _plural_rule(expression: str | None) -> Callable[[int], int] | None:
    if not expression:
        return None
    try:
        return stdlib_gettext.c2py(expression)
    except ValueError:
        return None


def N_(message: str) -> str:
    """Marks ``message`` for the template where it is defined; it is translated where it is shown."""
    return message
