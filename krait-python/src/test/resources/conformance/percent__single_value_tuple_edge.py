print("%s" % (1,), "%s" % [1, 2], "%s" % {"a": 1})
t = (1, 2)
print("value: %s" % (t,))
try:
    print("value: %s" % t)
except TypeError as e:
    print(type(e).__name__, e)
print("%d items" % 3.99, "%i" % True, "%.0f" % 2.5, "%.0f" % 3.5)
print("%%d" % (), "%c" % 10 == "\n")
