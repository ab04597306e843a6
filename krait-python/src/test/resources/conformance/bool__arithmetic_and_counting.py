flags = [True, False, True, True]
print(sum(flags), flags.count(True), all(flags), any(flags), flags.index(False))
print(True + True + True, True * False, -True, True / 4, True // 2, True % 2)
print(max(True, 0), min(False, -1), abs(-True), round(True), int(True) is not None)
print([n for n in range(6) if (n % 2 == 0) ^ (n > 3)])
print(f"{True!r} {False:>6} {True:d} {True:.1f}", str(True).lower())
