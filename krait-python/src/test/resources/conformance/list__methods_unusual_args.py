a = [5, 3, 8, 3, 1]
print(a.index(3), a.index(3, 2), a.index(8, -3), a.count(3), a.count(9))
a.insert(100, "end"); a.insert(-100, "start"); a.insert(-1, "pen")
print(a)
print(a.pop(0), a.pop(-2), a.pop(), a)
a.extend(range(2)); a.extend("ab"); a += (9,)
print(a)
a.remove(3)
print(a, a.copy() == a, a.copy() is a)
try:
    a.index(3, 0, 1)
except ValueError as e:
    print(e)
b = [3, 1, 2]
print(b.sort(), b, b.reverse(), b, b.clear(), b)
try:
    [].insert(1)
except TypeError as e:
    print(e)
