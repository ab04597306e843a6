log = []
def f():
    try:
        log.append("try")
        raise ValueError("a")
    except ValueError:
        log.append("except")
        return "from except"
    else:
        log.append("else")
    finally:
        log.append("finally")
print(f(), log)
def g():
    try:
        return "try"
    except Exception:
        return "except"
    else:
        return "else"
print(g())
