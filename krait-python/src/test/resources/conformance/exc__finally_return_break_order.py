def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
def g():
    for i in range(3):
        try:
            if i == 1:
                break
        finally:
            print("finally", i)
    return i
print(g())
def h():
    for i in range(3):
        try:
            continue
        finally:
            print("cont-finally", i)
h()
def k():
    try:
        raise ValueError
    finally:
        return "swallowed"
print(k())
def m():
    x = []
    try:
        x.append(1)
        return x
    finally:
        x.append(2)
print(m())
def nested():
    try:
        try:
            return 1
        finally:
            print("inner")
    finally:
        print("outer")
print(nested())
