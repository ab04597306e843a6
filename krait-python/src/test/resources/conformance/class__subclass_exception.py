class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
try:
    raise NotFound("missing item", 404)
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, Exception))
class Custom(ValueError):
    def __str__(self): return "custom str"
try:
    raise Custom("ignored")
except ValueError as e:
    print(e, repr(e), e.args)
print(NotFound.__mro__[1:3])
