# Sorting tuples whose first items tie: later items of simple kinds compare fast, others the general way.
import random
random.seed(5)
nan = float("nan")
vals = [0, 1, -1, 2**70, -2**70, 0.0, -0.0, 1.5, "a", "b", "", "é", True, None]
rows = []
for i in range(3000):
    n = random.randint(1, 4)
    first = random.choice(["x", "y"])
    t = (first,) + tuple(random.choice(vals[:12]) if random.random() < 0.9 else random.choice(vals) for _ in range(n))
    rows.append(t)
def safe(rows):
    try:
        return sorted(rows)[:5], sorted(rows)[-5:]
    except TypeError as e:
        return "TypeError: %s" % e
ok = [r for r in rows if all(not isinstance(v, str) for v in r[1:2])]
nums = [(r[0],) + tuple(v for v in r[1:] if isinstance(v, (int, float)) and v is not None) for r in rows]
print(safe(nums))
strs = [(r[0],) + tuple(v for v in r[1:] if isinstance(v, str)) for r in rows]
print(sorted(strs)[:5], sorted(strs)[-3:])
print(safe(rows))
ints = [(i % 7, (i * 31) % 11, -i, "s%d" % (i % 3)) for i in range(2000)]
print(sorted(ints)[:4], sorted(ints, reverse=True)[:4])
print(sorted(ints, key=lambda r: (r[1], r[3]))[:4])
same = (1,) * 40
print(sorted([same + (2,), same + (1,), same])[:2] == [same, same + (1,)])
print(sorted([(1, 2), (1,), (1, 2, 0), (0, 9)]))
print(sorted([("a", 0.0, "z"), ("a", -0.0, "b")]))
