# fnmatch: shell wildcards over names; translate() gives the equivalent regular expression
import fnmatch
import re

listing = ["main.py", "test_main.py", "README.md", "setup.cfg", "data-01.csv", "data-2.csv",
           "Data-03.CSV", "notes.txt", ".hidden", "img[2].png", "a-b", "x!y", "tab\there"]
for pattern in ["*.py", "test_*", "data-??.csv", "data-[0-9]*.csv", "[!.]*", "*[!a-z]*",
                "*.[ct][sx][vt]", "img[[]*", "*]*", "[a-]*", "[]x]*", "x[!]]y", "*\t*", "*", "", "[z-a]*"]:
    print(repr(pattern), fnmatch.filter(listing, pattern))

print(fnmatch.fnmatch("Report.CSV", "*.csv"), fnmatch.fnmatchcase("Report.CSV", "*.CSV"))
print(fnmatch.fnmatch(b"archive.tar.gz", b"*.gz"), fnmatch.filter([b"a1", b"b2", b"a3"], b"a?"))

for pattern in ["*.py", "a*b*c", "**x", "?[!ab]-[a-c]", "[!]", "[", "a+b(c)", "[^x]", "[\\]", "[a&&b]"]:
    regex = fnmatch.translate(pattern)
    print(repr(pattern), regex, bool(re.match(regex, "a+b(c)")))
combined = re.compile("|".join(fnmatch.translate(p) for p in ["*.md", "*.txt"]))
print([name for name in listing if combined.match(name)])

for call in [lambda: fnmatch.fnmatch(3, "*"), lambda: fnmatch.fnmatch("x", None),
             lambda: fnmatch.fnmatchcase(b"x", "*"), lambda: fnmatch.filter(["a", 1], "*"),
             lambda: fnmatch.filter(["a"], b"*")]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
