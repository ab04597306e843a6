rows = [('a', 1), ('b',)]
d = {k: v for k, v in rows}
