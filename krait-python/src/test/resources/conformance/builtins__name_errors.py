try:
    undefined_thing
except NameError as e:
    print(type(e).__name__, e)
def f():
    return local_missing
try:
    f()
except NameError as e:
    print(type(e).__name__, e)
def g():
    print(x)
    x = 1
try:
    g()
except UnboundLocalError as e:
    print(type(e).__name__, e)
print(issubclass(UnboundLocalError, NameError))
