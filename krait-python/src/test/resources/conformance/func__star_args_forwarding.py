def inner(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"
def outer(*args, **kwargs):
    return inner(*args, **kwargs)
print(outer())
print(outer(1, 2, x=3))
def wrapper(first, *rest, **kw):
    return inner(first * 2, *rest, extra=True, **kw)
print(wrapper(5, 6, y=7))
try:
    wrapper(1, extra=False)
except TypeError as e:
    print(type(e).__name__, e)
