print(sep="-", "x")
