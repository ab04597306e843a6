# itertools.batched is new in Python 3.12; models use it, so Krait provides it (expected output hand-written).
from itertools import batched

print(list(batched(range(7), 3)))
print(list(batched("ABCDEFG", 2)))
print(list(batched([], 4)))
ids = list(range(1, 11))
for chunk in batched(ids, 4):
    print(len(chunk), sum(chunk), chunk)
try:
    list(batched("abc", 0))
except ValueError as e:
    print("ValueError:", e)
