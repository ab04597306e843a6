for expr in ['1 + "a"', '"a" + 1', '[1] + (2,)', '{} + {}', 'None + 1', '"a" * "b"', '[1] - [1]', '1 < "a"', '"x" % ()', '{1} < 3']:
    try:
        print(eval(expr))
    except TypeError as e:
        print(expr, "->", e)
