errors = []
for item in ["1", "x", "3", None]:
    try:
        errors.append(int(item))
    except (ValueError, TypeError) as e:
        errors.append(f"{type(e).__name__}: {e}")
print(errors)
class MultiError(Exception):
    def __init__(self, errs):
        self.errs = errs
        super().__init__(f"{len(errs)} errors")
try:
    raise MultiError([ValueError(1), KeyError(2)])
except MultiError as m:
    print(m, [type(e).__name__ for e in m.errs])
