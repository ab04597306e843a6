d = {"key": "val", 3: "three"}
print("{0[key]} {1!r} {2[1]!s:>3}".format(d, "s", [1, 22]))
print("{x.real} {x.imag}".format(x=3 + 4j))
print("{:*>10}".format("{braces}"))
print("{!r:^10}|".format("q"))
print("{0}{0}{1}{0}".format("a", "b"))
class A:
    name = "anon"
    items = {"k": [10, 20]}
print("{0.name} {0.items[k][1]}".format(A()))
