class Both:
    def __bool__(self):
        print("bool called")
        return True
    def __len__(self):
        print("len called")
        return 0
print(bool(Both()))
print("truthy" if Both() else "falsy")
class LenOnly:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
print([bool(LenOnly(i)) for i in range(3)], not LenOnly(0))
print(LenOnly(0) or "fallback", LenOnly(2) and "second")
