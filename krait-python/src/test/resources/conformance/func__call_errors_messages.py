def two(a, b): pass
def kwo(*, k): pass
class C:
    def m(self, x): pass
tests = [lambda: two(1), lambda: two(1, 2, 3), lambda: kwo(), lambda: C().m(), lambda: C().m(1, 2), lambda: two(1, 2, c=3), lambda: C.m(1)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
