seen = set()
for item in [1, "a", [2]]:
    seen.add(item)
    print("added", item)
