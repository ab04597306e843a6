s = "banana"
print(s.count("a"), s.count("an"), s.count("ana"), s.count(""), s.count("a", 2), s.count("a", 2, 4))
print("".count(""), "aaaa".count("aa"), "abc".count("d"))
print("héllo wörld".count("ö"))
