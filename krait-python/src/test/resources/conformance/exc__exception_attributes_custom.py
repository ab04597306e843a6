class HttpError(Exception):
    def __init__(self, status, body=""):
        self.status = status
        self.body = body
        super().__init__(status, body)
    def __str__(self):
        return f"HTTP {self.status}: {self.body or 'no body'}"
e = HttpError(404, "not found")
print(e, repr(e), e.args, e.status)
try:
    raise HttpError(500)
except HttpError as err:
    print(err, err.body == "")
class NoSuper(Exception):
    def __init__(self, x):
        self.x = x
n = NoSuper(5)
print(repr(n), n.args, str(n))
