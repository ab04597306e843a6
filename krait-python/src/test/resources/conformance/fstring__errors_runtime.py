for spec in ["<<5", "5.5.5", "z", "5x5", ".-1f"]:
    try:
        print(format(3.0, spec))
    except ValueError as e:
        print(repr(spec), type(e).__name__, e)
try:
    x = undefined_name
    print(f"{x}")
except NameError as e:
    print(type(e).__name__, e)
try:
    print(f"{1/0}")
except ZeroDivisionError as e:
    print(type(e).__name__, e)
