x = "outer"
print([x for x in range(3)], x)
y = 10
print([y * i for i in range(3)])
res = [i for i in range(4)]
try:
    print(i)
except NameError as e:
    print(type(e).__name__, e)
class C:
    v = 5
    items = [v for _ in range(2)] if False else [1, 2]
    doubled = [i * 2 for i in items]
print(C.doubled)
class D:
    k = 3
    try:
        bad = [k for _ in range(2)]
    except NameError as e:
        print(type(e).__name__, e)
