def f():
    results = [last := i * i for i in range(4)]
    return results, last
print(f())
total = 0
[total := total + x for x in range(5)]
print(total)
found = any((hit := w).startswith("b") for w in ["apple", "banana", "cherry"])
print(found, hit)
