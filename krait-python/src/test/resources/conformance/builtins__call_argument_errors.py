for expr in ["len()", "len(1, 2)", "abs(a=1)", "sorted()", "divmod(1)", "isinstance(1)", "chr()", "print(end=1)", "range()", "int('1', base=2, x=3)"]:
    try:
        eval(expr)
    except TypeError as e:
        print(expr, "->", e)
