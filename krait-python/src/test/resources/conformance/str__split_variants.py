s = "  a  b\tc\nd  "
print(s.split())
print(s.split(" "))
print("a,b,,c,".split(","))
print("a,b,c".split(",", 1), "a,b,c".split(",", 0), "a,b,c".split(",", -1))
print("".split(), "".split(","), "   ".split())
print("a b c".split(maxsplit=1))
print("1<>2<>3".split("<>"))
try:
    "abc".split("")
except ValueError as e:
    print(type(e).__name__, e)
