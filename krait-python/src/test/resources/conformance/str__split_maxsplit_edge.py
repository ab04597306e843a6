s = "  a  b   c  "
print(s.split(), s.split(None, 1), s.rsplit(None, 1))
print("a,b,,c".split(",", 2), "a,b,,c".rsplit(",", 2), "".split(","), "".split())
print("x".split("x"), "xx".split("x"), "abc".split("abc", 0))
try:
    "abc".split("")
except ValueError as e:
    print(type(e).__name__, e)
print("a\tb\nc\x0bd\x0ce\rf\x1cg".split())
print("1 2 3".split(maxsplit=1), "1 2 3".rsplit(maxsplit=1), "a-b-c".split(sep="-", maxsplit=-1))
