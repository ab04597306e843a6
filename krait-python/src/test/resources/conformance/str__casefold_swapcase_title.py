print("Straße".casefold(), "Straße".lower(), "Straße".upper(), "hELLO wORLD".swapcase())
print("they're bill's friends".title(), "hello_world-foo bar2baz".title(), "ǅ".lower())
print("ß".upper(), "ﬁ".upper(), "İ".lower().encode("unicode_escape") if False else len("İ".lower()))
print("ABC".isupper(), "AbC".istitle(), "Ab Cd".istitle(), "123".isupper(), "a1".islower())
