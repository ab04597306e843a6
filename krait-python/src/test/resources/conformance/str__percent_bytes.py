print(b"%s-%d" % (b"ab", 5))
print(b"%05x|%c|%r" % (255, 65, b"q"))
print(b"%(k)s" % {b"k": b"v"})
try:
    b"%s" % "text"
except TypeError as e:
    print(type(e).__name__, e)
