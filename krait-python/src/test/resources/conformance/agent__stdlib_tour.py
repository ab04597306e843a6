from __future__ import annotations
import re, json, csv, io, textwrap, string, html, urllib.parse, unicodedata
from collections import Counter, defaultdict, OrderedDict, namedtuple, deque, ChainMap, UserDict
from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto
from typing import TypedDict, NamedTuple, Literal
import contextlib, functools, itertools

class Status(Enum):
    OPEN = auto()
    CLOSED = auto()

@dataclass(frozen=True)
class Issue:
    id: int
    title: str
    status: Status = Status.OPEN
    labels: tuple[str, ...] = ()

issues = [Issue(1, "Crash on start", labels=("bug", "p1")), Issue(2, "Add dark mode", Status.CLOSED, ("feature",)), Issue(3, "Typo in docs")]
print(Counter(i.status.name for i in issues))
try:
    issues[0].title = "x"
except Exception as e:
    print(type(e).__name__, e)
print(replace(issues[2], status=Status.CLOSED))
print(json.dumps([asdict(i) | {"status": i.status.name} for i in issues], indent=1)[:200])
buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["id", "title", "status"])
w.writeheader()
for i in issues:
    w.writerow({"id": i.id, "title": i.title, "status": i.status.name})
print(buf.getvalue())
rows = list(csv.DictReader(io.StringIO(buf.getvalue())))
print(rows[1])
log = "user=alice action=login ip=10.0.0.1\nuser=bob action=logout ip=10.0.0.2\nuser=alice action=upload size=1024"
kv = [dict(re.findall(r"(\w+)=(\S+)", line)) for line in log.splitlines()]
print(kv)
by_user = defaultdict(list)
for e in kv: by_user[e["user"]].append(e["action"])
print(dict(by_user))
print(re.sub(r"(?P<user>\w+)@(?P<dom>[\w.]+)", r"\g<dom>/\g<user>", "mail alice@example.com and bob@test.org"))
print(textwrap.dedent("""
    hello
      world
"""), textwrap.shorten("The quick brown fox jumps over the lazy dog", 20))
print(html.escape("<a href='x'>&</a>"), urllib.parse.urlencode({"q": "a b", "n": 1}), urllib.parse.urlparse("https://x.com:8080/p?q=1#f"))
with contextlib.redirect_stdout(io.StringIO()) as f:
    print("captured")
print(repr(f.getvalue()))
class Movie(TypedDict):
    name: str
    year: int
m: Movie = {"name": "Blade", "year": 1982}
print(m)
class Pt(NamedTuple):
    x: int
    y: int = 0
print(Pt(1), Pt(1)._replace(y=5), Pt._fields)
print(list(itertools.pairwise("abcd")))
print(unicodedata.normalize("NFKD", "ﬁ café").encode("ascii", "ignore"))
@functools.cache
def f(n): return n * 2
print(f(3), f.cache_info())
print(string.capwords("hello   world"), f"{'x':>{5}}")
