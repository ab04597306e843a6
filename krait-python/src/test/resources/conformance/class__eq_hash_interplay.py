class NoEq:
    pass
class WithEq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, WithEq) and self.v == o.v
class WithBoth(WithEq):
    def __hash__(self): return hash(self.v)
print(NoEq() == NoEq(), len({NoEq(), NoEq()}))
print(WithEq(1) == WithEq(1), WithEq(1) != WithEq(1), WithEq(1) != WithEq(2))
print(WithEq.__hash__)
try:
    {WithEq(1)}
except TypeError as e:
    print(type(e).__name__, e)
print(len({WithBoth(1), WithBoth(1), WithBoth(2)}))
print(WithBoth(3) in [WithBoth(3)], WithEq(1) == 1)
