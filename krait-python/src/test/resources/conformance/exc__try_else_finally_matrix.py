def run(mode):
    log = []
    try:
        log.append("try")
        if mode == "raise": raise ValueError
        if mode == "return": return log
    except ValueError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    log.append("after")
    return log
for m in ["ok", "raise", "return"]:
    print(m, run(m))
def gen_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
for x in gen_finally():
    print(x)
    break
print("loop done")
