# repr/str of floats: the shortest digits that read back, over values with few and many digits
import math
vals = []
seed = 12345
def rnd():
    global seed
    seed = (seed * 1103515245 + 12345) % (1 << 31)
    return seed / (1 << 31)
for i in range(1500):
    k = i % 6
    if k == 0: v = rnd() * 10 ** (int(rnd() * 30) - 12)
    elif k == 1: v = round(rnd() * 1000, int(rnd() * 9))
    elif k == 2: v = int(rnd() * 10**6) / 10 ** int(rnd() * 10)
    elif k == 3: v = float(int(rnd() * 10**15)) * float("1e%d" % (int(rnd() * 50) - 25))
    elif k == 4: v = (i * 0.1) + 0.2
    else: v = 2.0 ** (int(rnd() * 100) - 40) * (1 + int(rnd() * 10) / 8)
    vals.append(v)
for i in range(1, 400):
    v = i / 1000
    vals += [math.nextafter(v, 0), v, math.nextafter(v, 2), -v, v * 1e-7, v * 1e15]
for v in vals:
    print(repr(v), str(v), v == float(repr(v)))
