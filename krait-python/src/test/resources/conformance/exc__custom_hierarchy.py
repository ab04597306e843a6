class AppError(Exception):
    default = "app failed"
    def __init__(self, msg=None):
        super().__init__(msg or self.default)
class DbError(AppError):
    default = "db failed"
class ConnError(DbError):
    pass
for cls in [AppError, DbError, ConnError]:
    try:
        raise cls()
    except DbError as e:
        print("DbError handler:", type(e).__name__, e)
    except AppError as e:
        print("AppError handler:", type(e).__name__, e)
print([c.__name__ for c in ConnError.__mro__])
try:
    raise ConnError("custom msg")
except Exception as e:
    print(repr(e), e.args)
