x = "global"
def read():
    return x
def shadow():
    x = "local"
    return x
def read_then_assign():
    try:
        y = x
    except UnboundLocalError as e:
        return type(e).__name__ + ": " + str(e)
    x = 1
print(read(), shadow(), read_then_assign(), x)
def make():
    v = "enclosed"
    class Inner:
        attr = v
        def m(self): return v
    return Inner
I = make()
print(I.attr, I().m())
