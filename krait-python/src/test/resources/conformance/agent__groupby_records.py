records = [
    {"team": "red", "name": "ann", "score": 31},
    {"team": "blue", "name": "bob", "score": 12},
    {"team": "red", "name": "cy", "score": 25},
    {"team": "green", "name": "di", "score": 40},
    {"team": "blue", "name": "ed", "score": 18},
]
groups = {}
for r in records:
    groups.setdefault(r["team"], []).append(r)
for team, members in sorted(groups.items()):
    scores = [m["score"] for m in members]
    print(f"{team:<6} n={len(members)} total={sum(scores):>3} avg={sum(scores) / len(scores):6.2f} best={max(members, key=lambda m: m['score'])['name']}")
ranking = sorted(records, key=lambda r: (-r["score"], r["name"]))
print([r["name"] for r in ranking])
print({t: len(m) for t, m in groups.items()})
