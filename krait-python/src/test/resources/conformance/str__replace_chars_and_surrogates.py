# str.replace of one char by another (a single pass), with counts, astral chars and lone surrogates
s = "Hello World " * 3
print(s.replace("o", "0"), s.replace("o", "0", 2), s.replace("o", "0", 0), s.replace("o", "0", -1))
print(s.replace("z", "y") == s, s.replace("l", "L").count("L"))
a = "x\U0001F600y\U0001F600z"
print(ascii(a.replace("y", "Y")), ascii(a.replace("\U0001F600", "-")), len(a.replace("z", "\U0001F601")))
lone = "a\ud83db\ud83d"
print(ascii(lone.replace("\ud83d", "_")), ascii(a.replace("\ud83d", "_")))
print(("ab" * 5).replace("a", "b"), "".replace("a", "b") == "", "é".replace("é", "e"), "ñandú".replace("ú", "u"))
# a lone surrogate never matches half of an astral char, in any search
print(a.count("\ud83d"), a.find("\ud83d"), a.rfind("\ude00"), "\ude00" in a, a.split("\ud83d"), lone.count("\ud83d"))
print(ascii(lone + a), (lone + a).find("\ud83d", 2), (lone + a).rfind("\ud83d"), ascii((a + lone).rpartition("\ud83d")))
