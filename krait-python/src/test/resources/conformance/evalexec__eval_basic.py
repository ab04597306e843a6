print(eval("1 + 2 * 3"))
print(eval("x * 2", {"x": 21}))
print(eval("a + b", {"a": 1}, {"b": 2}))
g = {"val": 10}
print(eval("[val * i for i in range(3)]", g))
print(eval("len('abc')"), eval("  5  "), eval("(lambda q: q ** 2)(9)"))
try:
    eval("undefined_zz")
except NameError as e:
    print(type(e).__name__, e)
try:
    eval("x = 1")
except SyntaxError as e:
    print(type(e).__name__, e.msg)
