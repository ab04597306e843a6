class Button:
    def __init__(self, label):
        self.label = label
        self.handlers = []
    def on_click(self, fn):
        self.handlers.append(fn)
        return fn
    def click(self):
        return [h(self) for h in self.handlers]
b = Button("ok")
prefix = ">"
@b.on_click
def log(btn): return f"{prefix} clicked {btn.label}"
b.on_click(lambda btn: btn.label.upper())
prefix = ">>"
print(b.click())
def make_multiplier_methods():
    class M:
        pass
    for n in (2, 3):
        setattr(M, f"times{n}", lambda self, x, n=n: x * n)
    return M()
m = make_multiplier_methods()
print(m.times2(5), m.times3(5))
