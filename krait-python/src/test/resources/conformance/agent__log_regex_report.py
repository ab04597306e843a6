import re
import statistics
from collections import Counter, defaultdict
from datetime import datetime, timedelta

LOG = """\
2024-06-10 12:00:01,123 INFO  [api] GET /v1/users/42 200 35ms user=alice
2024-06-10 12:00:02,456 WARN  [api] GET /v1/users/999 404 12ms user=bob
2024-06-10 12:00:03,001 INFO  [api] POST /v1/orders 201 140ms user=alice
2024-06-10 12:00:05,777 ERROR [db] query timeout after 5000ms table=orders
2024-06-10 12:00:06,010 INFO  [api] GET /v1/orders/17 200 48ms user=carol
2024-06-10 12:01:10,300 ERROR [api] POST /v1/payments 500 2210ms user=bob
2024-06-10 12:01:11,000 INFO  [api] GET /v1/users/42 200 31ms user=alice
2024-06-10 12:02:45,900 WARN  [auth] token expired user=dave
2024-06-10 12:03:00,000 INFO  [api] DELETE /v1/orders/17 204 22ms user=carol
malformed line without structure
2024-06-10 12:04:30,500 INFO  [api] GET /v1/health 200 2ms
"""

LINE = re.compile(
    r"^(?P<ts>\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),(?P<ms>\d{3})\s+(?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\]\s+(?P<msg>.*)$"
)
REQ = re.compile(r"(?P<method>GET|POST|PUT|DELETE) (?P<path>/\S+) (?P<status>\d{3}) (?P<dur>\d+)ms(?: user=(?P<user>\w+))?")

records, bad = [], []
for lineno, line in enumerate(LOG.splitlines(), 1):
    m = LINE.match(line)
    if not m:
        bad.append(lineno)
        continue
    rec = m.groupdict()
    rec["when"] = datetime.strptime(rec["ts"], "%Y-%m-%d %H:%M:%S") + timedelta(milliseconds=int(rec.pop("ms")))
    r = REQ.search(rec["msg"])
    rec["req"] = r.groupdict() if r else None
    records.append(rec)

print(f"parsed {len(records)} records, bad lines: {bad}")
print("levels:", Counter(r["level"] for r in records).most_common())

reqs = [r["req"] for r in records if r["req"]]
durations = [int(q["dur"]) for q in reqs]
print(f"requests={len(reqs)} mean={statistics.mean(durations):.1f}ms median={statistics.median(durations)}ms "
      f"p-stdev={statistics.pstdev(durations):.1f}")

# Normalise paths: replace numeric ids with {id}
norm = Counter(re.sub(r"/\d+", "/{id}", q["path"]) for q in reqs)
for path, n in sorted(norm.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"  {path:<22}{n:>3}")

by_user = defaultdict(list)
for q in reqs:
    by_user[q["user"] or "-"].append(int(q["status"]))
print(f"{'user':<6}|{'reqs':>5}|{'errors':>7}|{'codes':<16}")
for user, codes in sorted(by_user.items()):
    errs = sum(c >= 400 for c in codes)
    print(f"{user:<6}|{len(codes):>5}|{errs:>7}|{','.join(map(str, sorted(set(codes)))):<16}")

errors = [r for r in records if r["level"] == "ERROR"]
for e in errors:
    print(e["when"].strftime("%H:%M:%S.%f")[:-3], e["comp"], "->", e["msg"][:40])

gaps = [(b["when"] - a["when"]).total_seconds() for a, b in zip(records, records[1:])]
print("largest gap:", max(gaps), "s; total window:", records[-1]["when"] - records[0]["when"])

kv = re.findall(r"(\w+)=(\w+)", LOG)
print("key=value pairs:", Counter(k for k, _ in kv))
print(re.sub(r"user=(\w)\w*", lambda m: f"user={m.group(1)}***", LOG.splitlines()[0]))
print(re.split(r"\s*\|\s*|,\s*", "a | b,c ,  d|e"))
emails = "Contact: Ada <ada@math.org>, bob.smith@corp.example.co.uk; invalid@; x@y.z"
print(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", emails))
print(bool(re.fullmatch(r"\d{3}-\d{4}", "555-1234")), re.escape("a.b*c"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
