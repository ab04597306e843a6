def run(x):
    log = []
    try:
        log.append("try")
        if x == 1:
            raise ValueError("v")
        if x == 2:
            raise KeyError("k")
    except ValueError:
        log.append("except-value")
    except (KeyError, IndexError) as e:
        log.append("except-key " + repr(e))
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
for x in range(3):
    print(run(x))
