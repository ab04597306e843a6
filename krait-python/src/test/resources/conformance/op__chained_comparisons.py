x = 5
print(1 < x < 10)
print(1 < x > 10)
print(1 < 2 < 3 < 4 < 5)
print(3 > 2 == 2)
print(1 == 1.0 == True)
print(1 < 2 > 0 != 5)
calls = []
def f(v):
    calls.append(v)
    return v
print(f(1) < f(0) < f(2))
print(calls)
calls.clear()
print(f(1) < f(2) < f(3))
print(calls)
print("a" < "b" <= "b" < "c")
print([1, 2] < [1, 3] < [2])
