data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print("long", n)
print([y for x in data if (y := x * 2) > 7])
print(y)
i = 0
while (i := i + 1) < 4:
    print("loop", i)
print((z := 10) + z)
def f():
    if (k := 5):
        return k * 2
print(f())
print([(last := v) for v in "abc"], last)
