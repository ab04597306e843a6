x = 1
del x
try:
    x
except NameError as e:
    print(type(e).__name__, e)
a = [0, 1, 2, 3, 4, 5]
del a[0]
del a[-1]
del a[1:3]
print(a)
d = {"a": 1, "b": 2, "c": 3}
del d["a"], d["b"]
print(d)
class O: pass
o = O()
o.attr = 1
del o.attr
print(hasattr(o, "attr"))
p, q = 1, 2
del p, q
try:
    del undefined_var
except NameError as e:
    print(type(e).__name__, e)
def f():
    v = 1
    del v
    return v
try:
    f()
except UnboundLocalError as e:
    print(type(e).__name__, e)
