class Vector:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__ if isinstance(item, type) else item!r}]"
print(Vector[int], Vector["x"], Vector[3])
class Typed:
    cache = {}
    def __class_getitem__(cls, t):
        if t not in cls.cache:
            cls.cache[t] = type(f"Typed_{t.__name__}", (cls,), {"item_type": t})
        return cls.cache[t]
IntT = Typed[int]
print(IntT.__name__, IntT.item_type, Typed[int] is IntT, issubclass(IntT, Typed))
print(list[int], dict[str, int], list[int]([1, 2]), tuple[int, ...], type[int])
