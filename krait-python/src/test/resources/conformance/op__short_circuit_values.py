print(0 or "x")
print("" or [] or None)
print(1 and 2 and 3)
print(1 and 0 and 3)
print(None and 1 / 0)
print(True or 1 / 0)
print([] or {} or ())
print(not [])
print(not [0])
def side(v):
    print("side", v)
    return v
print(side(0) and side(1))
print(side(2) or side(3))
print(side(0) or side(False) or side("end"))
x = 3
print(x > 2 and "big" or "small")
