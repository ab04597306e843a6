def check(x):
    assert x >= 0, f"negative value: {x}"
    return x
print(check(1))
check(-5)
