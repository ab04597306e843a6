print(type(super).__name__, type(print).__name__, type(iter([])).__name__, type(iter("")).__name__)
print(type(range(1)).__name__, type(iter(range(1))).__name__, type({}.keys()).__name__, type({}.items()).__name__)
print(type(reversed([])).__name__, type(enumerate([])).__name__, type((x for x in [])).__name__)
print(type(...).__name__, type(NotImplemented).__name__, type(slice(1)).__name__)
