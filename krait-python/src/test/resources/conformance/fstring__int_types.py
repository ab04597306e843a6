n = 1000
print(f"{n:d} {n:b} {n:o} {n:x} {n:X} {n:c} {65:c} {n:e} {n:f} {n:g} {n:%} {n:n}")
print(f"{True:d} {False:x} {True:f}")
try:
    print(f"{n:s}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{1.5:d}")
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(f"{-1:c}")
except (ValueError, OverflowError) as e:
    print(type(e).__name__, e)
