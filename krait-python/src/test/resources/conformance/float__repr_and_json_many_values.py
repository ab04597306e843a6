# float repr and json float parsing over many generated values (exercises the shortest-digits
# repr and the decoder's exact short-float path against CPython's output)
import json
import random

random.seed(12345)
texts = []
for i in range(800):
    k = i % 5
    if k == 0:
        texts.append(repr(random.random() * 10 ** random.randint(-20, 20)))
    elif k == 1:
        texts.append("%d.%de%d" % (random.randint(0, 10**9), random.randint(0, 10**9), random.randint(-320, 310)))
    elif k == 2:
        texts.append("-%d.%0*d" % (random.randint(0, 99999), random.randint(1, 17), random.randint(0, 10**16)))
    elif k == 3:
        texts.append("%de%d" % (random.randint(1, 10**18), random.randint(-30, 30)))
    else:
        texts.append("0." + "".join(random.choice("0123456789") for _ in range(random.randint(1, 25))))
values = json.loads("[" + ",".join(texts) + "]")
finite = [float.fromhex("%s0x1.%013xp%d" % (random.choice("+-"), random.getrandbits(52), random.randint(-1022, 1023)))
          for _ in range(800)]
for v in values + finite:
    print(repr(v), "%.17g" % v)
print(json.dumps(values[:50]))
print(json.loads(json.dumps(finite)) == finite)
