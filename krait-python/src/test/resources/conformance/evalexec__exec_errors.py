try:
    exec("raise ValueError('from exec')")
except ValueError as e:
    print(type(e).__name__, e)
try:
    exec("def broken(:\n    pass")
except SyntaxError as e:
    print(type(e).__name__, e.msg)
try:
    eval("1 +")
except SyntaxError as e:
    print(type(e).__name__, e.msg)
g = {"__builtins__": {}}
try:
    exec("print('hi')", g)
except NameError as e:
    print(type(e).__name__, e)
