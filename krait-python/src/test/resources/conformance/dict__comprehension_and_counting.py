text = "the cat and the hat and the bat"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
print({w: c for w, c in counts.items() if c > 1})
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
inv = {}
for w, c in counts.items():
    inv.setdefault(c, []).append(w)
print(inv)
print({v: k for k, v in {"a": 1, "b": 1}.items()})
