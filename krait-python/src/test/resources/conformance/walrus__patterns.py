import math
values = [4, 9, 15, 16, 20, 25]
print([(v, r) for v in values if (r := math.isqrt(v)) ** 2 == v])
data = {"a": [1, 2], "b": []}
for k in data:
    if (n := len(data[k])) > 0:
        print(k, "has", n)
    else:
        print(k, "is empty")
chunks = iter(["ab", "cd", ""])
while chunk := next(chunks):
    print("chunk", chunk)
print((x := 5, x * 2))
def f(a):
    return [y := a, y ** 2]
print(f(3))
