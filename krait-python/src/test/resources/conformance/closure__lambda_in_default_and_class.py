class Ops:
    factor = 3
    scale = [factor * i for i in range(3)] if False else None
    double = staticmethod(lambda x: x * 2)
print(Ops.double(4), Ops.scale)
class Scope:
    y = 5
    try:
        vals = [y for _ in range(2)]
    except NameError as e:
        vals = str(e)
print(Scope.vals)
adders = {n: (lambda x, n=n: x + n) for n in range(3)}
print([adders[k](10) for k in adders])
