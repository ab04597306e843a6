people = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY"), ("eve", 35, "SF")]
print(sorted(people, key=lambda p: (p[1], p[0])))
print(sorted(people, key=lambda p: (-p[1], p[2], p[0])))
print(sorted(people, key=lambda p: (p[2], -p[1])))
import operator
print(sorted(people, key=operator.itemgetter(2, 0)))
by_city = {}
for name, age, city in people:
    by_city.setdefault(city, []).append((age, name))
print({c: sorted(v) for c, v in sorted(by_city.items())})
records = [{"n": "x", "s": 3.5}, {"n": "y", "s": 3.5}, {"n": "z", "s": 9}]
records.sort(key=lambda r: r["n"], reverse=True)
records.sort(key=lambda r: r["s"])
print([r["n"] for r in records])
words = ["banana", "Apple", "cherry", "apple", "fig", "Fig"]
print(sorted(words, key=lambda w: (len(w), w.lower(), w)))
print(sorted(range(-5, 6), key=abs), sorted([3, 1, 2], reverse=True), sorted("hello"), sorted({3: "a", 1: "b"}))
