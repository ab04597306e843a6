a = b = c = 0
a += 1
print(a, b, c)
d = {"k": [1, 2]}
d["k"][0] += 10
d["n"] = d.get("n", 0) + 1
print(d)
class O:
    v = 1
o = O()
o.v += 1
print(o.v, O.v)
lst = [1, 2, 3]
lst[-1] *= 5
lst[0:2] += [9]
print(lst)
x = [1]
y = x
x = x + [2]
print(x, y)
