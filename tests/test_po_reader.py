"""The quick PO reader gives Babel's messages for every shipped language file, and leaves to
Babel what it does not read the same way."""

import io
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from generator.loading.po_reader import PoReadError, read_messages, read_plain_po

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted([*ROOT.glob("content/*/locale/*.po"), *ROOT.glob("content/*/locale/*.pot"),
                  *ROOT.glob("generator/locale/*.po*"), *ROOT.glob("locale/generator/*.po")])


def babel_messages(raw: bytes) -> tuple[list[tuple], str]:
    catalog = read_po(io.BytesIO(raw), locale=None, abort_invalid=True, charset="utf-8")
    return ([(m.id, m.string, m.context, m.fuzzy, m.lineno) for m in catalog if m.id],
            catalog.plural_expr)


def test_every_shipped_file_is_read_as_babel_reads_it():
    assert len(SHIPPED) >= 3
    for path in SHIPPED:
        raw = path.read_bytes()
        plain = read_plain_po(raw.decode("utf-8"))
        assert plain is not None, path
        messages, plural = babel_messages(raw)
        assert [(m.id, m.string, m.context, m.fuzzy, m.lineno) for m in plain.messages] == messages, path
        assert plain.plural_expr == plural, path


PLAIN = """# a comment
msgid ""
msgstr ""
"Language: ru\\n"
"Plural-Forms: nplurals=3; plural=(n%10==1 ? 0 : n%10>=2 ? 1 : 2);\\n"
"Content-Type: text/plain; charset=utf-8\\n"

#. an entry
#, fuzzy, python-format
msgctxt "deck.a"
msgid "Say \\"hi\\"\\n"
"again"
msgstr ""
"Скажи\\t"
"привет"

msgid "one"
msgid_plural "many"
msgstr[0] "a"
msgstr[2] "c"

#~ msgid "gone"
#~ msgstr "ушло"
"""


def test_escapes_continuations_flags_and_plurals_as_babel():
    plain = read_plain_po(PLAIN)
    assert plain is not None
    messages, plural = babel_messages(PLAIN.encode())
    assert [(m.id, m.string, m.context, m.fuzzy, m.lineno) for m in plain.messages] == messages
    assert plain.messages[0].string == "Скажи\tпривет" and plain.messages[1].string == ("a", "", "c")
    assert plain.plural_expr == plural == "(n%10==1 ? 0 : n%10>=2 ? 1 : 2)"


@pytest.mark.parametrize("text", [
    'msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n',                 # the same message twice
    'msgid "a"\n\nmsgid "b"\nmsgstr "y"\n',                               # a msgid without msgstr
    'msgid ""\nmsgstr "Language: ru\\n"\n\nmsgid "a"\nmsgid_plural "b"\nmsgstr[0] "x"\n',  # plurals from locale data
    '#-#-#-#-# conflict\nmsgid "a"\nmsgstr "x"\n',
    'msgid "a"\nmsgstr "x"\nmsgfoo "y"\n',
    'msgid ""\nmsgstr "Content-Type: text/plain; charset=latin-1\\n"\n',
    '# only a comment\n',
])
def test_what_it_does_not_read_is_left_to_babel(text):
    assert read_plain_po(text) is None


def test_babel_reads_what_it_leaves_and_its_refusal_keeps_the_line():
    found = read_messages(b'msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n', abort_invalid=True)
    assert [(m.id, m.string) for m in found.messages] == [("a", "x")]
    with pytest.raises(PoReadError) as refused:
        read_messages(b'msgid "a"\nmsgstr "x"\nmsgfoo "y"\n', abort_invalid=True, charset="utf-8")
    assert refused.value.lineno == 2
