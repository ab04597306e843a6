# Warm-up corpus: strings and bytes. The str methods agent code uses, slicing, formatting in
# all three styles, encoding, and bytes/bytearray.
s = "  Hello, World! Hello again.  "
t = s.strip()
assert t == "Hello, World! Hello again." and s.lstrip().startswith("Hello") and s.rstrip().endswith(".")
assert t.lower() == "hello, world! hello again." and t.upper().startswith("HELLO")
assert t.count("Hello") == 2 and t.find("World") == 7 and t.rfind("Hello") == 14 and t.index("!") == 12
assert t.replace("Hello", "Bye", 1) == "Bye, World! Hello again." and t.split(", ") == ["Hello", "World! Hello again."]
assert "a,b,,c".split(",") == ["a", "b", "", "c"] and "a b  c".split() == ["a", "b", "c"] and "k=v=w".rsplit("=", 1) == ["k=v", "w"]
assert "k=v".partition("=") == ("k", "=", "v") and "a.b.c".rpartition(".") == ("a.b", ".", "c")
assert "-".join(["x", "y", "z"]) == "x-y-z" and "ab" * 3 == "ababab" and "x" + "y" == "xy"
assert "hello world".title() == "Hello World" and "hello".capitalize() == "Hello" and "HeLLo".swapcase() == "hEllO"
assert "abc".center(7, "*") == "**abc**" and "abc".ljust(5) == "abc  " and "abc".rjust(5, ".") == "..abc" and "42".zfill(5) == "00042"
assert "123".isdigit() and "abc".isalpha() and "a1".isalnum() and " \t".isspace() and "ab".istitle() is False
assert "abc".isidentifier() and "ABC".isupper() and "abc".islower() and "١٢".isdecimal() and "½".isnumeric()
assert "line1\nline2\r\nline3".splitlines() == ["line1", "line2", "line3"] and "a\tb".expandtabs(4) == "a   b"
assert "prefix_name".removeprefix("prefix_") == "name" and "file.txt".removesuffix(".txt") == "file"
assert "hello"[1:4] == "ell" and "hello"[::-1] == "olleh" and "hello"[-1] == "o" and "hello"[::2] == "hlo"
assert "ß".casefold() == "ss" and "é".encode("utf-8") == b"\xc3\xa9" and b"\xc3\xa9".decode() == "é"
assert ord("A") == 65 and chr(9731) == "☃" and "abc" < "abd" and "a" in "cat" and "z" not in "cat"
assert str.maketrans("ab", "xy") == {97: 120, 98: 121} and "aabb".translate(str.maketrans("ab", "xy")) == "xxyy"
assert "{} {}".format(1, 2) == "1 2" and "{0}{1}{0}".format("a", "b") == "aba" and "{x:>4}".format(x=7) == "   7"
assert "{:.3}".format(3.14159) == "3.14" and "{!r}".format("q") == "'q'" and "{:,}".format(10 ** 6) == "1,000,000"
assert format(12.5, ".1f") == "12.5" and format(5, "03d") == "005" and format("x", "^5") == "  x  "
name, score = "ana", 0.91234
assert f"{name!r:>8}|{score:.2%}|{len(name)=}" == "   'ana'|91.23%|len(name)=3"
assert f"{'nested ' + f'{1 + 1}'}" == "nested 2" and f"{{literal}}" == "{literal}" and f"{3:{'>'}{5}}" == "    3"
assert repr("it's") == '"it\'s"' and repr('a"b') == "'a\"b'" and repr("\n\x00é") == "'\\n\\x00é'" and ascii("é") == "'\\xe9'"
b = b"hello bytes"
assert b.upper() == b"HELLO BYTES" and b.split() == [b"hello", b"bytes"] and b[0] == 104 and b[:5] == b"hello"
assert b.hex() == "68656c6c6f206279746573" and bytes.fromhex("6869") == b"hi" and b.find(b"by") == 6
ba = bytearray(b"abc")
ba.append(100)
ba.extend(b"ef")
ba[0] = 65
assert ba == bytearray(b"Abcdef") and bytes(ba).decode("ascii") == "Abcdef" and len(ba) == 6
assert bytes([1, 2, 3]) == b"\x01\x02\x03" and list(b"ab") == [97, 98] and b"%d-%s" % (1, b"x") == b"1-x"
words = "the quick brown fox jumps over the lazy dog the end".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
longest = max(words, key=len)
caps = " ".join(w.capitalize() for w in words if len(w) > 3)
print("strings", sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3], longest, caps)
report = []
for i, w in enumerate(sorted(set(words))):
    report.append(f"{i:>2}. {w:<6}|{w[::-1]:>6}|{w.upper():^7}|")
print("\n".join(report))
print("%-6s|%6s|%06.2f|%c|%5.1e" % ("ab", "cd", 3.14159, 65, 1234.5))
print(str(b"raw"), repr(bytearray(b"\x00x")), "é".encode("utf-16-le"), "x".encode("latin-1"))
