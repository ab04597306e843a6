for spec in ["", "10", "<10", ">10", "^10", "*^10", ".3", "10.3", "-<6"]:
    print(repr(format("python", spec)))
for bad in ["+", "=10", "010", ",", "d"]:
    try:
        format("py", bad)
    except ValueError as e:
        print(bad, "->", e)
