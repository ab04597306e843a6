# An agent cell: aggregate tool results, build a CSV report, parse it back.
import csv
import io
from collections import defaultdict

orders = [
    {"id": 1, "customer": "acme", "region": "EU", "amount": 120.5},
    {"id": 2, "customer": "globex", "region": "US", "amount": 80},
    {"id": 3, "customer": "acme", "region": "EU", "amount": 42.25},
    {"id": 4, "customer": "Initech, Inc.", "region": "US", "amount": 300},
    {"id": 5, "customer": 'The "Big" One', "region": "APAC", "amount": 17.0},
]
totals = defaultdict(float)
for o in orders:
    totals[o["region"]] += o["amount"]

buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["id", "customer", "region", "amount"])
writer.writeheader()
for o in orders:
    writer.writerow(o)
report = buf.getvalue()
print(report)

summary = io.StringIO()
w = csv.writer(summary, lineterminator="\n")
w.writerow(["region", "total"])
w.writerows(sorted(totals.items()))
print(summary.getvalue(), end="")

rows = list(csv.DictReader(io.StringIO(report)))
print(len(rows), rows[3]["customer"], rows[4]["customer"])
print(sum(float(r["amount"]) for r in rows if r["region"] == "EU"))

text = """name,age,city
Ann,34,Paris
Bob,,Berlin
"Lee, Jr.",51,"New
York"
"""
reader = csv.reader(io.StringIO(text))
header = next(reader)
for row in reader:
    print(dict(zip(header, row)), reader.line_num)

for rec in csv.DictReader(text.splitlines(keepends=True)):
    print(rec["name"], "->", rec["age"] or "unknown")

with io.StringIO() as f:
    csv.writer(f, delimiter="\t").writerows([["a", 1], ["b", 2]])
    print(repr(f.getvalue()))
