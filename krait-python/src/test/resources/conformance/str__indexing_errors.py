s = "hello"
print(s[0], s[-1], s[1:-1], s[::-1], s[10:], s[-10:2])
for bad in [lambda: s[5], lambda: s[-6], lambda: s["a"], lambda: s[1.0]]:
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    s[0] = "H"
except TypeError as e:
    print(e)
try:
    del s[0]
except TypeError as e:
    print(e)
