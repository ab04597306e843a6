x = 1
assert x == 2, 'x must be 2'
