# Warm-up corpus: a cell that does not parse, so the SyntaxError report path runs.
def broken(a, b):
    return {"a": a, "b": [b, (a + b]}
