s = "héllo\n"
print(f"{s!r}|{s!s}|{s!a}")
class C:
    def __repr__(self): return "R"
    def __str__(self): return "S"
    def __format__(self, spec): return "F" + spec
c = C()
print(f"{c}|{c!r}|{c!s}|{c:xyz}|{c!r:>4}|{c!s:<3}|")
print(f"{'a'!r:^7}|{3!a}|{[1, 'é']!a}")
