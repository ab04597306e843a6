s = "hello world hello"
print(s.find("hello"), s.find("hello", 1), s.rfind("hello"), s.rfind("hello", 0, 10), s.find("z"))
print(s.find("", 5), s.find("", 100), s.rfind(""), s.index("world", -11), s.count("l", 3, -3))
print(s.find("o", -5), s.rfind("o", -5, -1), s.startswith("world", 6), s.endswith("hello", 0, 5))
print(s.startswith(("x", "he")), s.endswith(("lo", "zz"), 10))
for bad in [lambda: s.index("zz"), lambda: s.rindex("q"), lambda: s.startswith(["h"])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
