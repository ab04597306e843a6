for expr in ["1.0 / 0", "1 / 0.0", "1.0 // 0.0", "1.0 % 0", "0.0 / 0.0", "divmod(1.5, 0.0)"]:
    try:
        eval(expr)
    except ZeroDivisionError as e:
        print(f"{expr:18} {type(e).__name__}: {e}")
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    (-8.0) ** 0.5 + 0
    print("complex ok")
except ValueError as e:
    print(type(e).__name__, e)
