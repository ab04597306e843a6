def f():
    raise ValueError('boom')
f()
