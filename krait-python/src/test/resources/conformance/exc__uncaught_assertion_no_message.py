x = 3
assert x == 3
print("first passed")
assert x == 4
