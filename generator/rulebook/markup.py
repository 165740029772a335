"""Content text as ReportLab paragraph markup for the rules book.

The references the HTML reference links (see ``generator.reference.text``) are printed as section
and page, "(7.1, p. 12)", and linked in the PDF; an entry link ``[label](#id)`` to something the book
holds reads "label (p. 12)". The page is left as a placeholder (``page_mark``) that the paragraph
fills at layout time from the previous pass (``pagerefs``). Each glossary term mentioned gets an
index entry.
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape, quoteattr

from generator.model.wording import N_
from generator.reference.anchors import Anchors
from generator.reference.books import in_book
from generator.reference.text import TOKENS, named_book, number_target, safe_href

MARK = "\x00"
PAGE = N_("p. {page}")
_MARKS = re.compile(MARK + r"([^\x00]+)" + MARK)


def page_mark(anchor: str) -> str:
    return f"{MARK}{anchor}{MARK}"


def fill_pages(markup: str, pages: dict[str, int]) -> str:
    """The markup with each page mark replaced by its page (a '?' before the first pass ends)."""
    return _MARKS.sub(lambda m: str(pages.get(m.group(1), "?")), markup)


def marked_anchors(markup: str) -> list[str]:
    return _MARKS.findall(markup)


class BookText:
    """Turns content text into markup, knowing which anchors the book prints and the terms' names."""

    def __init__(self, anchors: Anchors, in_book_anchors: set[str], term_names: dict[str, str]):
        self.anchors, self.present, self.term_names = anchors, in_book_anchors, term_names
        self.page_word = anchors.words(PAGE)

    def link(self, anchor: str, shown: str) -> str:
        """``shown`` linked to ``anchor`` with its page: '7.1, p. 12'."""
        page = self.page_word.format(page=page_mark(anchor))
        return f'<a href="#{anchor}" color="#7a2e12">{escape(shown)}, {page}</a>'

    def markup(self, text: str, scope: str = "") -> str:
        out, last = [], 0
        for match in TOKENS.finditer(text):
            replacement = self._token(match, scope)
            if replacement is None:
                continue
            out.append(self._plain(text[last:match.start()]))
            out.append(replacement)
            last = match.end()
        out.append(self._plain(text[last:]))
        return "".join(out)

    def _token(self, match: re.Match, scope: str) -> str | None:
        if match.group("label") is not None:
            href = safe_href(match.group("target"), self.anchors)
            label = match.group("label")
            if href and href.startswith("#") and href[1:] in self.present:
                page = self.page_word.format(page=page_mark(href[1:]))
                return f'<a href="{href}" color="#7a2e12">{escape(label)} ({page})</a>'
            if href and not href.startswith("#"):
                return f"<a href={quoteattr(href)}>{escape(label)}</a>"
            return escape(label)
        if match.group("url") is not None:
            url = match.group("url").rstrip(".,;:")
            return f"<a href={quoteattr(url)}>{escape(url)}</a>" + escape(match.group("url")[len(url):])
        target = number_target(match, self.anchors, scope)
        if target is None or target.anchor not in self.present:
            return None
        lead = escape(match.group("lead") or "")
        book = "" if named_book(match, self.anchors) else target.book
        number = match.group("number")
        shown = in_book(number[:-1] if number.endswith(".") else number, book)
        return lead + self.link(target.anchor, shown)

    def _plain(self, text: str) -> str:
        """Escaped text with an index entry after each term's first mention in it."""
        out, last, seen = [], 0, set()
        for _start, end, ident, _anchor in self.anchors.terms.found(text):
            if ident in seen or ident not in self.term_names:
                continue
            seen.add(ident)
            out.append(escape(text[last:end]))
            out.append(f"<index item={quoteattr(index_item(self.term_names[ident]))}/>")
            last = end
        out.append(escape(text[last:]))
        return "".join(out)


def index_item(name: str) -> str:
    """A term as an index entry: SimpleIndex reads commas as levels."""
    return name.replace(",", " ")
