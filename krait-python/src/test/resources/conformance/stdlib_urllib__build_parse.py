import urllib.parse
from urllib.parse import quote, quote_plus, unquote, unquote_plus, urlencode, urlparse, urlsplit, urlunparse, parse_qs, parse_qsl, urljoin
import html

print(quote("hello world/ä?&"), quote("a/b c", safe=""), quote_plus("a b&c=d/e"), quote("~user_name-1.0"))
print(unquote("caf%C3%A9%20bar"), unquote_plus("a+b%2Bc"), unquote("100%"), unquote("%zz%41"))
print(urlencode({"q": "python 3", "page": 2, "tags": ["a", "b"]}))
print(urlencode({"tags": ["a", "b"], "x": "y z"}, doseq=True), urlencode([("k", "v1"), ("k", "v&2")]))
u = urlparse("https://user:pw@Example.com:8443/path/to;params?q=1&r=two#frag")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.path, u.params, u.query, u.fragment)
print(u.geturl(), u._replace(query="x=1").geturl(), tuple(u)[:2])
s = urlsplit("http://[::1]:80/a?b#c")
print(s, s.hostname, s.port)
print(urlparse("/relative/path?x=1"), urlparse("mailto:someone@example.com"), urlparse("example.com/x"))
print(urlunparse(("https", "api.example.com", "/v1/items", "", "limit=10&offset=20", "")))
print(urllib.parse.urlunsplit(("http", "h", "p", "q", "f")))
print(parse_qs("a=1&a=2&b=&c=hello+world&d=%2F"), parse_qs("b=&c", keep_blank_values=True))
print(parse_qsl("x=1&y=2&x=3"), parse_qsl(""))
base = "https://example.com/a/b/c?q=1"
for rel in ["d", "../d", "/d", "//other.org/x", "?z=2", "#frag", "../../../../d", "./", "https://x.y/z", ""]:
    print(repr(rel), "->", urljoin(base, rel))
try:
    urlparse("http://h:99999/").port
except ValueError as e:
    print("ValueError:", e)
print(html.escape("<a href=\"x\">Tom & 'Jerry'</a>"), html.escape("<b>", quote=False))
print(html.unescape("&lt;p&gt;caf&eacute; &amp; &#8364;5 &#x41; &copy 2024 &nbsp;| &bogus; &amp"))
