try:
    raise ValueError("x")
except ValueError as err:
    saved = err
try:
    print(err)
except NameError as e:
    print(type(e).__name__, e)
print(saved)
err = "reassigned"
try:
    1 / 0
except ZeroDivisionError as err:
    pass
print("err" in dir())
