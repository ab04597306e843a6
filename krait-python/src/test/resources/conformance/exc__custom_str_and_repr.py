class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(code, msg)
        self.code, self.msg = code, msg
    def __str__(self): return f"[{self.code}] {self.msg}"
e = AppError(404, "not found")
print(e, repr(e), e.args, str(e), f"{e}", f"{e!r}")
class NoSuper(Exception):
    def __init__(self, x): self.x = x
n = NoSuper(5)
print(repr(str(n)), n.args, repr(n))
class WithRepr(ValueError):
    def __repr__(self): return "WithRepr!"
print(WithRepr("m"), [WithRepr("m")])
raise AppError(500, "server")
