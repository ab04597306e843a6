total = 0
def add(n):
    global total
    total += n
add(5); add(7)
print(total)
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x += 10
        inner()
        return x
    return mid(), x
print(outer())
def make():
    global created
    created = "yes"
make()
print(created)
def shadow():
    total = "local"
    return total
print(shadow(), total)
