def shout(fn):
    def wrapper(*a, **k):
        return fn(*a, **k).upper() + "!"
    wrapper.__name__ = fn.__name__
    return wrapper
@shout
def hello(name):
    return "hello " + name
print(hello("world"), hello.__name__)
calls = []
def trace(fn):
    def w(*args):
        calls.append((fn.__name__, args))
        return fn(*args)
    return w
@trace
@shout
def hi(x):
    return x
print(hi("a"), calls)
