words = ["banana", "Apple", "cherry", "apple", "Banana", "äpple"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=lambda w: (len(w), w)))
print("a" < "b" < "c", "Z" < "a", "abc" < "abd", "ab" < "abc", "" < "a", max(words), min(words, key=len))
print([ord(c) for c in "aZä€"], "\u00e9" == "é", "e\u0301" == "é")
