print("{} {}".format("a", "b"))
print("{1} {0} {1}".format("x", "y"))
print("{name} is {age}".format(name="Ann", age=30))
print("{0[0]} {0[1]} {1[k]}".format([10, 20], {"k": "v"}))
class P:
    x = 3
    y = [7, 8]
print("{0.x} {0.y[1]}".format(P()))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{:{w}.{p}f}".format(3.14159, w=10, p=3))
print("{!r} {!s} {!a}".format("hi", "hi", "hé"))
print("{{literal}} {}".format(5))
print("{0:b} {0:o} {0:x} {0:#X}".format(255))
