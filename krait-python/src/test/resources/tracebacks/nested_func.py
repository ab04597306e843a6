def a():
    return b()
def b():
    return {}['k']
val = a()
