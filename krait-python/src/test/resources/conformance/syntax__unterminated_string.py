s = "never closed
print(s)
