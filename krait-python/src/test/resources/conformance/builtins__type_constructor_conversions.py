print(list(), tuple(), dict(), set(), str(), int(), float(), bool(), frozenset())
print(list((1, 2)), tuple([1]), set("aa"), dict([(1, 2)]), str(1), int("3"), float("2"), bool(2))
print(type(3)("7"), type("")(5), type([])("ab"))
print(int.__name__, list.__name__, type(list).__name__)
try:
    list(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict([1, 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print(type(e).__name__, e)
