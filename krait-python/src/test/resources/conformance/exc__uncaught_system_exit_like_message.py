class Fatal(BaseException):
    pass
try:
    raise Fatal("base exception subclass")
except Exception:
    print("not caught by Exception")
