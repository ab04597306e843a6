d = {}
x = d.missing_method(1)
