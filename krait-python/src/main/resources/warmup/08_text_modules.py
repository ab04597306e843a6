# Warm-up corpus: the text-processing modules. json, re, string, textwrap, difflib, csv, io,
# html, base64, hashlib, urllib.parse, unicodedata and pprint, each on small inputs.
import base64
import csv
import difflib
import hashlib
import html
import io
import json
import pprint
import re
import string
import textwrap
import unicodedata
from urllib.parse import parse_qs, quote, unquote, urlencode, urljoin, urlparse

doc = {"name": "widget", "tags": ["a", "b"], "price": 9.5, "stock": None, "ok": True, "n": 3, "nested": {"k": [1, {"z": 2}]}}
text_doc = json.dumps(doc, sort_keys=True)
pretty = json.dumps(doc, indent=2, ensure_ascii=False)
back = json.loads(text_doc)
assert back == doc and json.loads("[1, 2.5e3, \"\\u00e9\", {\"a\": null}]") == [1, 2500.0, "é", {"a": None}]
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    json_error = (e.msg, e.pos)
log = """2024-01-03 10:15:02 ERROR [db] timeout after 30s
2024-01-03 10:15:09 INFO [web] request /api/items 200 12ms
2024-01-03 10:16:11 WARN [web] slow request /api/search 200 950ms
2024-01-03 10:17:45 ERROR [auth] invalid token for user=ana"""
line_re = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<svc>\w+)\] (?P<msg>.*)$", re.M)
entries = [m.groupdict() for m in line_re.finditer(log)]
levels = {}
for e in entries:
    levels[e["level"]] = levels.get(e["level"], 0) + 1
durations = [int(x) for x in re.findall(r"(\d+)ms", log)]
masked = re.sub(r"user=(\w+)", lambda m: "user=" + "*" * len(m.group(1)), log)
assert re.match(r"\d{4}-\d\d", log) and re.search(r"token", log).start() > 0 and re.split(r"[,;]\s*", "a, b;c") == ["a", "b", "c"]
assert re.fullmatch(r"[a-z]+", "abc") and not re.fullmatch(r"[a-z]+", "ab1") and re.escape("a.b") == "a\\.b"
assert re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host") == "host at me" and re.subn("a", "b", "aaa") == ("bbb", 3)
tpl = string.Template("$who likes ${what}")
assert tpl.substitute(who="ana", what="tea") == "ana likes tea" and string.ascii_lowercase[:3] == "abc" and string.capwords("a b") == "A B"
para = "The quick brown fox jumps over the lazy dog. " * 4
wrapped = textwrap.wrap(para, width=30)
assert all(len(line) <= 30 for line in wrapped) and textwrap.dedent("  a\n  b") == "a\nb" and textwrap.shorten(para, 25).endswith("[...]")
before = ["apple", "banana", "cherry", "date"]
after = ["apple", "blueberry", "cherry", "date", "elder"]
diff = list(difflib.unified_diff(before, after, "before", "after", lineterm=""))
ratio = difflib.SequenceMatcher(None, "kitten", "sitting").ratio()
close = difflib.get_close_matches("appel", ["ape", "apple", "peach"])
buf = io.StringIO()
writer = csv.writer(buf)
writer.writerow(["id", "name", "note"])
writer.writerows([[1, "ana", "says \"hi\""], [2, "ben", "a,b"]])
rows = list(csv.DictReader(io.StringIO(buf.getvalue())))
assert rows[1]["note"] == "a,b" and rows[0]["note"] == 'says "hi"'
escaped = html.escape("<a href='x'>&</a>")
assert html.unescape(escaped) == "<a href='x'>&</a>" and base64.b64decode(base64.b64encode(b"data")) == b"data"
digest = hashlib.sha256(b"warm").hexdigest()
assert len(digest) == 64 and hashlib.md5(b"x").hexdigest() == "9dd4e461268c8034f5c8564e155c67a6"
url = urlparse("https://example.com:8080/path/to?q=1&r=two#frag")
assert url.hostname == "example.com" and url.port == 8080 and parse_qs(url.query) == {"q": ["1"], "r": ["two"]}
assert urlencode({"a": 1, "b": "x y"}) == "a=1&b=x+y" and unquote(quote("a b/é")) == "a b/é" and urljoin("http://h/a/b", "c") == "http://h/a/c"
assert unicodedata.category("A") == "Lu" and unicodedata.normalize("NFC", "e\u0301") == "é" and unicodedata.name("☃") == "SNOWMAN"
out = io.StringIO()
pprint.pprint({"rows": rows, "levels": levels, "long": list(range(30))}, stream=out, width=60)
print("text", json_error, levels, durations, masked.splitlines()[-1], wrapped[0], diff[2:5], round(ratio, 3), close)
print(pretty[:40], pprint.pformat(doc, width=30).count("\n"), digest[:12], escaped, out.getvalue().count("\n"))
