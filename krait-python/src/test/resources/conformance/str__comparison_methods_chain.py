data = "  Alpha, beta ,GAMMA,, delta "
items = [p.strip().lower() for p in data.split(",") if p.strip()]
print(items)
print(sorted(items, key=len), [i.title() for i in items])
print("-".join(i[::-1] for i in items))
print({i[0]: i for i in items})
print(sum(len(i) for i in items), max(items), min(items, key=lambda s: s[-1]))
