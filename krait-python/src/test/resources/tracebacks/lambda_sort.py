rows = [{'a': 1}, {'b': 2}]
rows.sort(key=lambda r: r['a'])
