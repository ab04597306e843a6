a = 1
b = None
print(a < b < 3)
