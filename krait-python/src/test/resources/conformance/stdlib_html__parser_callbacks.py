# html.parser: which callback fires, in which order, with which arguments
from html.parser import HTMLParser


class Journal(HTMLParser):
    """Writes one line per callback, with the parser's position."""

    def note(self, *what):
        print(self.getpos(), *what)

    def handle_starttag(self, tag, attrs):
        self.note("open", tag, attrs)

    def handle_endtag(self, tag):
        self.note("close", tag)

    def handle_data(self, data):
        self.note("text", repr(data))

    def handle_comment(self, data):
        self.note("comment", repr(data))

    def handle_decl(self, decl):
        self.note("decl", repr(decl))

    def handle_pi(self, data):
        self.note("pi", repr(data))

    def handle_charref(self, name):
        self.note("charref", name)

    def handle_entityref(self, name):
        self.note("entityref", name)

    def unknown_decl(self, data):
        self.note("marked", repr(data))


def run(label, *pieces, parser=Journal, **options):
    print("--", label)
    p = parser(**options)
    for piece in pieces:
        p.feed(piece)
    p.close()
    print("   left over:", repr(p.rawdata))


run("attributes: quoting, case, bare names, entities in values",
    "<INPUT Type=checkbox checked value='a &amp; b' title=\"x>y\" data-n=3 />")
run("self-closing tags without an override fire open then close", "<br/><hr />")
run("doctype, comments, processing instructions",
    "<!DOCTYPE html>\n<!-- one --><!----><?xml version='1.0'?><!weird>")
run("text with references converted", "caf&eacute; &amp; &#233;&#xE9; &bogus; & alone")
run("references reported one by one", "caf&eacute; &#233;&#xE9;x &lt tail", convert_charrefs=False)
run("script and style keep their text raw",
    "<script>if (a < b && c) { s = '</p>'; }</script><style>p>a{}</style>")
run("CDATA and conditional sections", "<![CDATA[ 1 < 2 ]]><![if !IE]>x<![endif]>")
run("end tags: spaces, junk after the name, bogus forms", "</a ><b></b x=1></></ 3>")
run("broken markup becomes text at close", "a < b <c d='unterminated", "")
run("a tag split across feeds", "<a hr", "ef='/x'>li", "nk</a>")
run("positions over several lines", "one\n<p>\ntwo</p>\n<b\nx=1>")

# a handler stored on the instance wins over the class's
p = HTMLParser()
seen = []
p.handle_starttag = lambda tag, attrs: seen.append(tag)
p.feed("<ul><li>x</ul>")
print(seen)

# the tags whose content stays raw come from the class attribute
class Verbatim(Journal):
    CDATA_CONTENT_ELEMENTS = ("pre",)

run("a subclass choosing its raw-text tags", "<pre><b>bold?</b></pre><script><i></i></script>",
    parser=Verbatim)

class Strict(HTMLParser):
    pass

try:
    Strict().feed("<![bogus[x]]>")
except AssertionError as e:
    print("AssertionError:", e)
try:
    HTMLParser(True)
except TypeError as e:
    print("TypeError:", e)
print(HTMLParser.CDATA_CONTENT_ELEMENTS, HTMLParser().get_starttag_text(), HTMLParser().getpos())
