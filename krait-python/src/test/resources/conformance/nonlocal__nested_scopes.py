def outer():
    a = 1
    b = 2
    def middle():
        nonlocal a
        a += 10
        b = 20
        def inner():
            nonlocal a, b
            a += 100
            b += 200
            return a, b
        return inner(), b
    return middle(), a, b
print(outer())
def make_acc():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    def reset():
        nonlocal items
        items = []
    return add, reset, lambda: items
add, reset, get = make_acc()
add(1); add(2)
print(get())
reset()
add(3)
print(get())
