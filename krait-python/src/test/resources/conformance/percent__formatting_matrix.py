vals = [0, 7, -7, 3.14159, -0.5, 1e10, 255]
for v in vals:
    print("%5d|%-6.2f|%+.1e|%x" % (v, v, v, int(v)) if isinstance(v, int) else "%5d|%-6.2f|%+.1e|%g" % (v, v, v, v))
print("%s|%r|%a" % ("ü", "ü", "ü"))
print("%(x)s-%(y)05.1f-%(x)r" % {"x": "k", "y": 2.25})
print("%-*s|%*s|" % (5, "ab", -5, "cd"))
print("%.3s|%5.1s|" % ("abcdef", "xyz"))
print("%o %#o %X %#X" % (64, 64, 3054, 3054))
