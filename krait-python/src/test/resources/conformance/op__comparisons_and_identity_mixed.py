a = [1, 2]
b = [1, 2]
print(a == b, a is b, a is not b, [a] == [b], (1, [2]) == (1, [2]), {1: a} == {1: b})
print([1, 2] < [1, 3], [1, 2] < [1, 2, 0], (2,) > (1, 99), "abc" < "abd", {1, 2} < {1, 2, 3}, {1} <= {1})
print(1 < 2 < 3 > 2, 1 < 3 < 2, 1 == 1 != 2, 3 > 2 > 1 > 0, "a" < "b" in ["b"], 2 in [1, 2] == True)
for x, y in [(1, "1"), ([1], (1,)), (None, 0), ({}, [])]:
    print(x == y, end=" ")
print()
for x, y in [(1, "1"), ([1], (1,)), (None, 0)]:
    try:
        x < y
    except TypeError as e:
        print(e)
