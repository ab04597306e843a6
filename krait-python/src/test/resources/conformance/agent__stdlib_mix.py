import json, math, statistics, difflib, html, hashlib, uuid, base64, copy
from urllib.parse import urlparse, urlencode, parse_qs, quote, urljoin
from datetime import datetime, date
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction
from zoneinfo import ZoneInfo

print(math.prod([1, 2, 3, 4]), math.isqrt(99), math.dist((0, 0), (3, 4)), math.lcm(4, 6), math.gcd(12, 18))
print(statistics.correlation([1, 2, 3, 4], [2, 4, 5, 9]), statistics.linear_regression([1, 2, 3], [2, 4, 7]))
print("hello".translate(str.maketrans("el", "ip")), b"\x01\xff".hex(), (255).bit_count(), (10).to_bytes(2, "big"))
print(json.dumps({"when": datetime(2024, 1, 2, 3, 4), "d": Decimal("1.10")}, default=str))
print(datetime.fromisoformat("2024-01-01T10:00:00Z"), datetime.fromisoformat("2024-01-01T10:00:00+02:00").astimezone(ZoneInfo("UTC")))
u = urlparse("https://user@api.example.com:8443/v1/items?page=2&tag=a&tag=b#frag")
print(u.scheme, u.hostname, u.port, u.path, parse_qs(u.query), u.fragment, urljoin(u.geturl(), "../v2/x"))
print(urlencode({"q": "llama 3", "page": 1}), quote("a b/c&d"), html.escape("<a href='x'>&</a>"))
print(hashlib.md5(b"abc").hexdigest()[:8], uuid.uuid5(uuid.NAMESPACE_DNS, "example.com"), base64.b64encode(b"hi").decode())
print(Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP), Decimal("0.1") + Decimal("0.2"), Fraction(3, 4) + Fraction(1, 4), Fraction("0.125"))
a = "line one\nline two\nline three\n".splitlines(keepends=True)
b = "line one\nline 2\nline three\nline four\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")), end="")
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), round(difflib.SequenceMatcher(None, "kitten", "sitting").ratio(), 3))
nested = {"a": [1, {"b": [2, 3]}]}
c = copy.deepcopy(nested); c["a"][1]["b"].append(4)
print(nested, c)
try:
    sorted([3, None, 1])
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads("{'single': 1}")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
try:
    {"a": 1}["b"]
except KeyError as e:
    print("KeyError:", e, repr(e))
try:
    int("12abc")
except ValueError as e:
    print(e)
try:
    None.get("x")
except AttributeError as e:
    print(e)
try:
    "abc" + 1
except TypeError as e:
    print(e)
try:
    [1, 2][5]
except IndexError as e:
    print(e)
print(f"{date(2024, 2, 29):%A %d %B %Y}", date(2024, 2, 29).isoweekday(), (date(2024, 12, 25) - date(2024, 1, 1)).days)
