vals = [1, 1.0, "s", b"b", [], (), {}, set(), None, True, range(1), print, int]
names = [type(v).__name__ for v in vals]
print(names)
print([isinstance(v, (int, float)) for v in vals])
print([isinstance(v, (list, tuple, range)) for v in vals])
print([callable(v) for v in vals])
print(isinstance(int, type), isinstance(type, type), issubclass(type, object))
