from html.parser import HTMLParser
import html.parser

class LinkTable(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.rows, self._row, self._cell, self.text = [], [], None, None, []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self._row.append("".join(self._cell).strip()); self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row); self._row = None
    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)
        self.text.append(data)
    def handle_startendtag(self, tag, attrs):
        print("self-closing", tag, attrs)
    def handle_comment(self, data):
        print("comment", repr(data))
    def handle_entityref(self, name):
        print("entity", name)

page = """<!DOCTYPE html><html><head><title>Report &amp; Co</title><script>if (a < b) { x = "</p>"; }</script></head>
<body><!-- generated --><p class="lead">Prices &euro; &#8364; <br/> today</p>
<a href="/a?x=1&amp;y=2">A</a> <A HREF='https://ex.com/b'>B</A> <a name=anchor>no href</a>
<table><tr><th>Item</th><th>Qty</th></tr><tr><td>Apple</td><td> 3 </td></tr><tr><td>Pear &lt;ripe&gt;</td><td>5</td></tr></table>
<img src="i.png" alt="pic"/></body></html>"""
p = LinkTable()
p.feed(page)
p.close()
print(p.links)
print(p.rows)
print(repr("".join(p.text).split()[:8]))
q = html.parser.HTMLParser(convert_charrefs=False)
q.handle_charref = lambda name: print("charref", name)
q.handle_entityref = lambda name: print("entityref", name)
q.feed("x &amp; &#65; &#x42; y"); q.close()
print(q.getpos())
