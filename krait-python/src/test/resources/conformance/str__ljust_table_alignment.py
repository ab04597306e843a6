rows = [("id", "name", "score"), (1, "alpha", 9.5), (22, "be", 10.25), (333, "gamma ray", 7)]
widths = [max(len(str(r[i])) for r in rows) for i in range(3)]
for r in rows:
    print(" | ".join(str(c).ljust(w) if i == 1 else str(c).rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
print("+".join("-" * (w + 2) for w in widths))
