def f():
    try:
        return "try"
    finally:
        return "finally"
print(f())
def g():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            print("finally", i)
    return i
print(h())
def k():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x set to", x)
print(k())
