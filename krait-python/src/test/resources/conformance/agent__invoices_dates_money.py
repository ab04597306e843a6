import re, json, statistics, math, itertools, collections, datetime as dt
from decimal import Decimal, ROUND_HALF_UP
from zoneinfo import ZoneInfo

invoices = [
    {"id": "INV-001", "customer": "Acme Corp", "amount": "1234.50", "currency": "USD", "issued": "2024-01-15T09:30:00Z", "due_days": 30, "paid": "2024-02-10"},
    {"id": "INV-002", "customer": "Globex", "amount": "99.99", "currency": "EUR", "issued": "2024-01-20T14:00:00+01:00", "due_days": 14, "paid": None},
    {"id": "INV-003", "customer": "Acme Corp", "amount": "500", "currency": "USD", "issued": "2024-02-01T00:00:00Z", "due_days": 30, "paid": "2024-03-15"},
    {"id": "INV-004", "customer": "Initech", "amount": "2500.005", "currency": "USD", "issued": "2024-02-28T23:59:59-05:00", "due_days": 45, "paid": None},
]
today = dt.date(2024, 3, 20)
rates = {"USD": Decimal("1"), "EUR": Decimal("1.09")}
rows = []
for inv in invoices:
    issued = dt.datetime.fromisoformat(inv["issued"])
    due = (issued + dt.timedelta(days=inv["due_days"])).date()
    paid = dt.date.fromisoformat(inv["paid"]) if inv["paid"] else None
    usd = (Decimal(inv["amount"]) * rates[inv["currency"]]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    overdue = (today - due).days if not paid and today > due else 0
    late = (paid - due).days if paid and paid > due else 0
    rows.append({"id": inv["id"], "customer": inv["customer"], "usd": usd, "due": due, "overdue": overdue, "late": late,
                 "issued_local": issued.astimezone(ZoneInfo("America/New_York")).strftime("%Y-%m-%d %H:%M %Z")})
w = max(len(r["customer"]) for r in rows)
print(f"{'ID':<8} {'Customer':<{w}} {'USD':>10} {'Due':>10} {'Overdue':>7} {'Late':>4}  Issued (NY)")
for r in sorted(rows, key=lambda r: (-r["overdue"], r["id"])):
    print(f"{r['id']:<8} {r['customer']:<{w}} {r['usd']:>10,} {r['due'].isoformat():>10} {r['overdue']:>7} {r['late']:>4}  {r['issued_local']}")
total = sum(r["usd"] for r in rows)
print(f"Total: ${total:,.2f}; mean {statistics.mean(float(r['usd']) for r in rows):.2f}; median {statistics.median([r['usd'] for r in rows])}")
by_cust = collections.defaultdict(Decimal)
for r in rows: by_cust[r["customer"]] += r["usd"]
print(json.dumps({k: str(v) for k, v in sorted(by_cust.items(), key=lambda kv: kv[1], reverse=True)}, indent=2))
weeks = collections.Counter(dt.date.fromisoformat(inv["issued"][:10]).isocalendar().week for inv in invoices)
print(sorted(weeks.items()))
emails = "Contact: John.Doe@acme.com, jane_d@globex.co.uk; bad@; x@y.z"
print(re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", emails))
print(re.split(r"[;,]\s*", emails))
phone = re.compile(r"\(?(\d{3})\)?[-.\s]?(\d{3})[-.\s]?(\d{4})")
for s in ["(555) 123-4567", "555.987.6543", "5551112222", "12-34"]:
    m = phone.search(s)
    print(s, "->", "-".join(m.groups()) if m else None)
print(list(itertools.accumulate(sorted(float(r["usd"]) for r in rows))), math.isclose(0.1 + 0.2, 0.3))
print(dt.datetime(2024, 3, 10, 1, 30, tzinfo=ZoneInfo("America/New_York")) + dt.timedelta(hours=1))
print((dt.datetime(2024, 3, 10, 12, tzinfo=ZoneInfo("America/New_York")) - dt.datetime(2024, 3, 9, 12, tzinfo=ZoneInfo("America/New_York"))))
