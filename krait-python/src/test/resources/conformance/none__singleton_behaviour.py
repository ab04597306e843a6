print(None, repr(None), str(None), type(None).__name__)
print(None is None, None == None, None != 0, None == False)
x = print("side")
print(x)
def f(): pass
print(f(), f() is None)
try:
    n = None
    n()
except TypeError as e:
    print(type(e).__name__, e)
try:
    None.foo
except AttributeError as e:
    print(type(e).__name__, e)
try:
    None < 1
except TypeError as e:
    print(type(e).__name__, e)
print(bool(None), [None] * 2, {None: 1}[None])
print(type(None)() is None)
