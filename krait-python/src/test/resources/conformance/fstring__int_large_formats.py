n = 2 ** 70
print(f"{n:,} {n:x} {n:e} {n:.3e} {n:g}")
print(f"{-n:_d} {n:>30_}")
print(f"{n:f}")
print(f"{10**16:.0f} {10**16:e}")
