print(len("abc"), len([1]), len(()), len({1: 2}), len(set()), len(range(5)), len(b"ab"))
try:
    len(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    len(iter([1]))
except TypeError as e:
    print(type(e).__name__, e)
class L:
    def __len__(self): return 2 ** 70
try:
    len(L())
except OverflowError as e:
    print(type(e).__name__, e)
class L2:
    def __len__(self): return "3"
try:
    len(L2())
except TypeError as e:
    print(type(e).__name__, e)
