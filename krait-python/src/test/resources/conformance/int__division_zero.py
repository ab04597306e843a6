for expr in ["1 / 0", "1 // 0", "1 % 0", "1.0 / 0", "1 // 0.0", "0.0 % 0.0", "divmod(0, 0)", "10 ** 30 // 0"]:
    try:
        eval(expr)
    except ZeroDivisionError as e:
        print(expr, "->", type(e).__name__, e)
