print("%(name)s has %(n)05d items" % {"name": "box", "n": 42})
print("%*d|%-*d|%.*f" % (6, 1, 6, 2, 3, 3.14159))
print("%+d % d %+.1f" % (5, 5, -1.25))
print("%05.1f %-6.2f|" % (3.14159, 2.0))
print("%s" % [1, 2], "%s" % ((1, 2),), "%s %s" % (1, 2))
print("%s" % "single", "%d%%" % 50)
print("%(a)s %(a)r" % {"a": "x"})
for fmt, args in [("%d", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(k)s", 5), ("%c", 1114112)]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, OverflowError) as e:
        print(repr(fmt), type(e).__name__, e)
