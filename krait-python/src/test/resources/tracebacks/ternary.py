x = None
y = x.a if x is not None else x.b
