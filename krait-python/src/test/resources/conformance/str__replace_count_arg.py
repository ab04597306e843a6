s = "aaaa"
print(s.replace("a", "b", 2), s.replace("a", "b", 0), s.replace("a", "b", -1), s.replace("", "-"), s.replace("", "-", 2))
print("abc".replace("", ""), "".replace("", "x"), "banana".replace("ana", "A"), "a.b.c".replace(".", "", 1))
print("hello".replace("l", "L", count=1) if False else "skip")
