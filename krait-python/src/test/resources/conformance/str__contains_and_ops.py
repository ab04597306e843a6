s = "the quick brown fox"
print("quick" in s, "slow" in s, "" in s)
print(s.split()[::-1], " ".join(w.capitalize() for w in s.split()))
print(s[4:9] * 2, s.count("o") + s.count("u"))
print(s < "the slow", s.__len__(), s.__contains__("fox"))
words = s.split()
print(max(words, key=len), sorted(words, key=lambda w: (-len(w), w)))
