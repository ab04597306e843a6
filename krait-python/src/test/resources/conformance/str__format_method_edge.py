print("{0}{1}{0}".format("a", "b"), "{}-{}".format(*"xy"), "{name}!".format(name="Bob"), "{{literal}}".format())
print("{0[1]} {0[k]}".format({1: "one", "k": "kay"}), "{0.real} {0.imag}".format(3+4j), "{:>{w}}|".format("x", w=4))
print("{!r:>8}".format("hi"), "{0!s:^7}".format(1.5), "{:,}".format(10**7), "{:_x}".format(2**20))
for fmt, args in [("{}{}", ("a",)), ("{0}{}", ("a", "b")), ("{x}", ()), ("{:d}", ("s",)), ("{", ()), ("}", ())]:
    try:
        print(fmt.format(*args))
    except (IndexError, KeyError, ValueError) as e:
        print(type(e).__name__, e)
