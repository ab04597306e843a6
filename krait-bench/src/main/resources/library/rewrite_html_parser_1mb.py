# issue 11 closing note: the old html.parser (a text block of CPython's parser) against the Java tokenizer
from html.parser import HTMLParser

row = ('<tr class="row" data-id="17"><td><a href="/item?id=17&amp;x=1">Item &lt;17&gt;</a></td>'
       '<td style="color: red">caf&eacute; &#169; 2024</td><!-- note --><td><img src="i.png" alt="" /></td></tr>\n')
page = "<!DOCTYPE html><html><head><title>T</title><script>var x = '<b>';</script></head><body><table>\n" + row * (1_000_000 // len(row)) + "</table></body></html>"


class Counter(HTMLParser):
    def __init__(self):
        super().__init__()
        self.n = 0

    def handle_starttag(self, tag, attrs):
        self.n += 1 + len(attrs)

    def handle_endtag(self, tag):
        self.n += 1

    def handle_data(self, data):
        self.n += 1

    def handle_comment(self, data):
        self.n += 1


p = Counter()
p.feed(page)
p.close()
assert len(page) > 990_000 and p.n > 100_000, (len(page), p.n)
