def risky(kind):
    if kind == "key":
        return {}["k"]
    if kind == "idx":
        return [][0]
    if kind == "type":
        return 1 + None
    if kind == "zero":
        return 1 // 0
    return "fine"
for kind in ["key", "idx", "type", "zero", "none"]:
    try:
        print("result", risky(kind))
    except LookupError as e:
        print("lookup", type(e).__name__, e)
    except (TypeError, ArithmeticError) as e:
        print("other", type(e).__name__, e)
    finally:
        print("-", kind)
