s = "hello world, hello"
print(s.find("hello"), s.find("hello", 1), s.rfind("hello"), s.find("xyz"))
print(s.find("o", 5, 10), s.rfind("o", 0, 5), s.find(""), s.rfind(""), s.find("", 100))
print(s.index("world"), s.rindex("l"))
try:
    s.index("zzz")
except ValueError as e:
    print(type(e).__name__, e)
try:
    s.rindex("zzz")
except ValueError as e:
    print(type(e).__name__, e)
print(s.find("h", -5), s.find("l", -100, -15))
