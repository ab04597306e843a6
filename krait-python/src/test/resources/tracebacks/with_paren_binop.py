a = 5
b = None
c = (a) * b
