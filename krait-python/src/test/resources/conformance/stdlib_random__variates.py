import random

rng = random.Random(2024)
print([round(rng.betavariate(2.0, 5.0), 12) for _ in range(4)])
print([round(rng.betavariate(0.5, 0.5), 12) for _ in range(3)])
print([round(rng.gammavariate(0.5, 2.0), 12) for _ in range(4)])
print([round(rng.gammavariate(1.0, 3.0), 12) for _ in range(3)])
print([round(rng.gammavariate(4.5, 1.5), 12) for _ in range(4)])
print([round(rng.vonmisesvariate(1.0, 4.0), 12) for _ in range(4)])
print([round(rng.vonmisesvariate(0.0, 0.0), 12) for _ in range(2)])
print([round(rng.expovariate(0.5), 12) for _ in range(3)])
print([round(rng.lognormvariate(0.0, 0.25), 12) for _ in range(3)])
print([round(rng.normalvariate(10, 2), 12) for _ in range(3)])
print([round(rng.paretovariate(3.0), 12) for _ in range(3)])
print([round(rng.weibullvariate(1.5, 2.0), 12) for _ in range(3)])
print([round(rng.triangular(), 12) for _ in range(2)], round(rng.triangular(1, 5), 12), rng.triangular(3, 3, 3))
print(round(rng.triangular(10, 0, 2), 12), round(rng.uniform(5, -5), 12))
print([round(rng.gauss(), 12) for _ in range(3)])
print(rng.getrandbits(1), rng.getrandbits(31), rng.getrandbits(32), rng.getrandbits(33), rng.getrandbits(200))
print(rng.randbytes(0), rng.randbytes(3).hex(), rng.randbytes(9).hex())

# module level functions share one seeded generator
random.seed(99)
print(round(random.betavariate(3, 3), 12), round(random.gammavariate(2, 2), 12), round(random.vonmisesvariate(3.14, 1), 12))

# state round trip
st = random.getstate()
first = [random.random() for _ in range(3)]
random.setstate(st)
print(first == [random.random() for _ in range(3)], type(st).__name__, len(st), st[0], len(st[1]))
g1 = random.Random()
g1.setstate(st)
print(g1.random() == first[0])

# choices / sample variants
r = random.Random(5)
print(r.choices(range(10), k=6))
print(r.choices(["a", "b"], [0.1, 0.9], k=8))
print(r.choices("xyz", cum_weights=[0.2, 0.5, 1.0], k=5))
print(r.choices(["only"]), r.choices([1, 2, 3], k=0))
print(r.sample(["red", "blue"], counts=[4, 2], k=5))
print(r.sample(range(10**6), 4), sorted(r.sample(range(30), 30)) == list(range(30)))
print(r.randrange(-10, 10, 3), r.randrange(100, 0, -7), r.randint(-5, -1), r.choice("hello"))
data = list(range(8)); r.shuffle(data); print(data)

# subclass
class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)

d = Dice(11)
print([d.roll() for _ in range(10)], isinstance(d, random.Random), type(d).__name__)
d.seed(11)
print([d.roll() for _ in range(3)])

# errors
for expr in ["rng.betavariate(0, 1)", "rng.gammavariate(-1, 1)", "rng.gammavariate(1, 0)",
             "rng.expovariate(0)", "rng.getrandbits(-1)", "rng.randbytes(-1)",
             "rng.choices([1, 2], weights=[1], k=2)", "rng.choices([1, 2], [1, 1], cum_weights=[1, 2])",
             "rng.choices([1, 2], weights=[0, 0])", "rng.sample([1, 2], 3)", "rng.sample([1, 2], -1)",
             "rng.sample(['a'], counts=[1, 2], k=1)", "rng.randrange(10, 2)",
             "rng.randrange(0, 10, 0)", "rng.choice([])", "rng.setstate((1, 2))", "random.Random([1])",
             "rng.seed({})"]:
    try:
        print(expr, "->", eval(expr))
    except Exception as e:
        print(expr, "!", type(e).__name__, e)
