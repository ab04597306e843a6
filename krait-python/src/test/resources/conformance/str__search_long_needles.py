# Substring search with needles long enough for the linear-time path, in str and bytes:
# periodic needles, near-misses, ranges, reverse searches, counting, splitting, replacing.
import random

rng = random.Random(5)
alphabet = "ab"
hay = "".join(rng.choice(alphabet) for _ in range(3000))
hay_b = hay.encode()
needles = [hay[100:130], hay[2000:2050], "ab" * 12, "a" * 9 + "b", "b" + "a" * 9,
           hay[2900:3000], hay[5:40] + "c", "aab" * 7]
for nd in needles:
    nb = nd.encode()
    print(len(nd), hay.find(nd), hay.rfind(nd), hay.count(nd), nd in hay,
          hay.find(nd, 500, 2500), hay.rfind(nd, 500, 2500), hay.count(nd, 10, -10))
    print(hay_b.find(nb), hay_b.rfind(nb), hay_b.count(nb), nb in hay_b,
          hay_b.find(nb, 500, 2500), hay_b.rfind(nb, 500, 2500))
    print([len(p) for p in hay.split(nd)][:8], [len(p) for p in hay.rsplit(nd, 2)])
    print([len(p) for p in hay_b.split(nb)][:8], [len(p) for p in hay_b.rsplit(nb, 2)])
    print(len(hay.replace(nd, "XYZ")), len(hay.replace(nd, "", 3)), len(hay_b.replace(nb, b"12345678901")))
    print([len(p) for p in hay.partition(nd)], [len(p) for p in hay.rpartition(nd)])
    print([len(p) for p in hay_b.partition(nb)], [len(p) for p in hay_b.rpartition(nb)])
    try:
        print(hay.index(nd), hay.rindex(nd))
    except ValueError as e:
        print("ValueError", e)

# the quadratic case of issue 12: linear now
big = "a" * 10**6
print(big.find("a" * 10**5 + "b"), big.rfind("b" + "a" * 10**5), big.count("a" * 10**5 + "b"))
print(("a" * 10**5 + "b") in big, big.count("a" * 10**5), len(big.split("a" * 10**5 + "b")))
print((b"a" * 10**6).find(b"a" * 10**5 + b"b"), (b"a" * 10**5 + b"b") in bytearray(b"a" * 10**6))
print(len(big.replace("a" * 10**5 + "b", "")), big.index("a" * 10**5, 10), big.rindex("a" * 10**5, 0, -7))
# non-BMP text: indices are code points
astral = "\U0001F600x" * 20 + "needle-needle-needle" + "\U0001F600" * 5
print(astral.find("needle-needle-needle"), astral.rfind("needle-needle"), astral.count("needle"))
