def tag(t):
    print("making", t)
    def deco(fn):
        print("applying", t)
        def w():
            return f"<{t}>{fn()}</{t}>"
        return w
    return deco
@tag("b")
@tag("i")
def text():
    return "hi"
print(text())
