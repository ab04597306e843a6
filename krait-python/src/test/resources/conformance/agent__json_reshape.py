import json
from collections import defaultdict, OrderedDict
from itertools import groupby
from operator import itemgetter

raw = '''
{
  "orders": [
    {"id": "o-1001", "customer": {"id": 7, "name": "Ada Lovelace", "tier": "gold"},
     "lines": [{"sku": "BK-1", "qty": 2, "unit": 12.5}, {"sku": "PN-9", "qty": 10, "unit": 0.99}],
     "placed": "2024-05-01T09:15:00Z", "status": "shipped"},
    {"id": "o-1002", "customer": {"id": 3, "name": "Alan Turing", "tier": "silver"},
     "lines": [{"sku": "BK-2", "qty": 1, "unit": 30.0}],
     "placed": "2024-05-01T11:40:00Z", "status": "pending"},
    {"id": "o-1003", "customer": {"id": 7, "name": "Ada Lovelace", "tier": "gold"},
     "lines": [{"sku": "MG-4", "qty": 3, "unit": 7.25}, {"sku": "BK-1", "qty": 1, "unit": 12.5}],
     "placed": "2024-05-02T16:05:00Z", "status": "shipped"},
    {"id": "o-1004", "customer": {"id": 11, "name": "Grace Hopper", "tier": null},
     "lines": [], "placed": "2024-05-03T08:00:00Z", "status": "cancelled"},
    {"id": "o-1005", "customer": {"id": 3, "name": "Alan Turing", "tier": "silver"},
     "lines": [{"sku": "PN-9", "qty": 100, "unit": 0.89}],
     "placed": "2024-05-03T21:30:00Z", "status": "shipped", "coupon": "SPRING10"}
  ]
}
'''

data = json.loads(raw)
orders = data["orders"]

# Flatten to line items
flat = [
    {"order": o["id"], "customer": o["customer"]["name"], "sku": l["sku"], "qty": l["qty"],
     "total": round(l["qty"] * l["unit"], 2), "day": o["placed"][:10]}
    for o in orders for l in o["lines"]
]
print(json.dumps(flat[:2], indent=1))

# Customer rollup
rollup = defaultdict(lambda: {"orders": set(), "spend": 0.0, "items": 0})
for row in flat:
    r = rollup[row["customer"]]
    r["orders"].add(row["order"])
    r["spend"] += row["total"]
    r["items"] += row["qty"]
report = {name: {"orders": sorted(v["orders"]), "spend": round(v["spend"], 2), "items": v["items"]}
          for name, v in sorted(rollup.items(), key=lambda kv: -kv[1]["spend"])}
print(json.dumps(report, separators=(",", ":")))

# Group by day with itertools.groupby (needs sorted input)
flat.sort(key=itemgetter("day", "sku"))
for day, rows in groupby(flat, key=itemgetter("day")):
    rows = list(rows)
    print(day, len(rows), "lines", f"${sum(r['total'] for r in rows):.2f}", sorted({r["sku"] for r in rows}))

# Pivot SKU x status
pivot = defaultdict(lambda: defaultdict(int))
for o in orders:
    for l in o["lines"]:
        pivot[l["sku"]][o["status"]] += l["qty"]
statuses = sorted({o["status"] for o in orders})
print("sku   " + "".join(f"{s:>10}" for s in statuses))
for sku in sorted(pivot):
    print(f"{sku:<6}" + "".join(f"{pivot[sku].get(s, 0):>10}" for s in statuses))

# Safe navigation and defaults
tiers = {o["customer"]["name"]: (o["customer"].get("tier") or "none") for o in orders}
print(tiers)
print([o.get("coupon", "-") for o in orders])
empty = [o["id"] for o in orders if not o["lines"]]
print("empty orders:", empty)

# Round-trip with non-str keys, ordering and escaping
odd = OrderedDict([(2, "two"), (1, "one")])
print(json.dumps(odd), json.dumps({"k": "caf\u00e9 \"q\""}), json.dumps({"k": "café"}, ensure_ascii=False))
try:
    json.dumps({"when": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, "at", e.pos, "line", e.lineno, "col", e.colno)
print(json.dumps({"nan": float("nan"), "big": 10**20, "f": 1e-7, "t": (1, 2)}))
