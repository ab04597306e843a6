# Grouping 50k records by a field, averaging per group and taking the top 10.

RECORDS = [{"id": i, "region": "r%d" % (i % 37), "amount": (i * 7121) % 1000, "ok": i % 3 != 0}
           for i in range(100_000)]


def bench():
    groups = {}
    for rec in RECORDS:
        if not rec["ok"]:
            continue
        bucket = groups.get(rec["region"])
        if bucket is None:
            bucket = groups[rec["region"]] = []
        bucket.append(rec["amount"])
    averages = [(region, sum(v) / len(v)) for region, v in groups.items()]
    averages.sort(key=lambda p: p[1], reverse=True)
    return averages[:10]
