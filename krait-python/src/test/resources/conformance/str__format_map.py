class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{a} and {b}".format_map(Default(a="x")))
print("{n:>5}".format_map({"n": 42}))
try:
    "{a}".format_map({})
except KeyError as e:
    print(type(e).__name__, e)
