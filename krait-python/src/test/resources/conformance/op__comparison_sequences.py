print((1, 2, 3) < (1, 2, 4))
print((1, 2) < (1, 2, 0))
print([] < [0], [0] < [], [1] == [1.0])
print("Z" < "a", "abc" < "abd", "ab" < "abc")
print((1, "a") < (1, "b"))
try:
    print((1, "a") < (1, 2))
except TypeError as e:
    print(type(e).__name__, e)
print(max([3, 1], [3, 0, 9]), min("b", "ab"))
print({1, 2} < {1, 2, 3}, {1, 2} <= {1, 2}, {1} > set())
print({1: 2} == {1: 2.0}, (1,) == [1])
