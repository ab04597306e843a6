def forever(n):
    return forever(n + 1) + 1
print("recursing")
forever(0)
