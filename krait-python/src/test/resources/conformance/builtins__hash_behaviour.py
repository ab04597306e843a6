print(hash(1) == hash(1.0), hash(-1), hash(-2), hash(0), hash(True), hash(2 ** 61 - 1), hash(2 ** 61))
print(hash((1, 2)) == hash((1, 2)), hash(None) == hash(None), hash(3.5) == hash(3.5))
print(hash(float("inf")), hash(-float("inf")))
try:
    hash([])
except TypeError as e:
    print(type(e).__name__, e)
try:
    hash({})
except TypeError as e:
    print(type(e).__name__, e)
class H:
    def __hash__(self): return 12345
print(hash(H()))
