def f(x):
    return x['a'] + x['b']
f({'a': 1})
