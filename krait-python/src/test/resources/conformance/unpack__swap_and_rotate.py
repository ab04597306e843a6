a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
lst = [1, 2, 3, 4]
lst[0], lst[-1] = lst[-1], lst[0]
print(lst)
first, *rest = lst
lst = rest + [first]
print(lst)
x = y = 0
x, y = y + 1, x + 2
print(x, y)
