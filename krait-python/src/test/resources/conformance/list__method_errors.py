a = [1, 2, 3]
for action in [lambda: a.remove(9), lambda: a.index(9), lambda: [].pop(), lambda: a.pop(10), lambda: a.index(1, 1)]:
    try:
        action()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
try:
    a.sort(key=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1, "a"].sort()
except TypeError as e:
    print(type(e).__name__, e)
try:
    a.append(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
