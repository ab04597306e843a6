import re

for pattern in ["(a", "a)", "*a", "a**", "[abc", r"\q", r"(?P=x)", r"(a)\2", "[z-a]", "a(?i)b",
                "(?P<a>x)(?P<a>y)", "a{2,1}", r"(a\1)", r"\x1", "(?<n>a)", "(?P<1a>x)", "(?"]:
    try:
        re.compile(pattern)
        print("compiled", pattern)
    except re.error as e:
        print(repr(pattern), "->", e, "|", e.msg, e.pos)

for repl in [r"\q", r"\5", r"\g<nope>", r"\g<1"]:
    try:
        print(re.sub(r"(a)", repl, "a"))
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)

for args in [("a", 1), (b"a", "a"), ("a", b"a")]:
    try:
        re.search(*args)
    except TypeError as e:
        print("TypeError:", e)

m = re.search(r"(\d+)", "abc 42")
try:
    m.group(3)
except IndexError as e:
    print("IndexError:", e)
try:
    m.group("name")
except IndexError as e:
    print("IndexError:", e)
print(issubclass(re.error, Exception))
print(re.search("x", "abc") is None)
try:
    re.compile(re.compile("a"), re.I)
except ValueError as e:
    print("ValueError:", e)
print(re.compile(re.compile("a")).pattern)
re.compile("(unclosed")
