class OnlyIter:
    def __iter__(self):
        print("iterating")
        yield from [1, 2, 3]
print(2 in OnlyIter())
class OnlyGetitem:
    def __getitem__(self, i):
        if i > 2:
            raise IndexError
        return i
print(1 in OnlyGetitem(), 5 in OnlyGetitem(), list(OnlyGetitem()))
class Nothing:
    pass
try:
    1 in Nothing()
except TypeError as e:
    print(type(e).__name__, e)
