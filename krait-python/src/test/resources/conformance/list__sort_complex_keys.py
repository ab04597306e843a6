data = [("b", 2, 3.0), ("a", 2, 1.0), ("c", 1, 2.0), ("a", 1, 5.0)]
print(sorted(data))
print(sorted(data, key=lambda t: t[2]))
print(sorted(data, key=lambda t: (t[1], -t[2])))
print(sorted(data, key=lambda t: t[0], reverse=True))
words = ["Banana", "apple", "cherry", "Apple"]
print(sorted(words), sorted(words, key=str.casefold), sorted(words, key=lambda w: (len(w), w)))
nested = [[3, 1], [1, 2, 3], [], [2]]
print(sorted(nested), sorted(nested, key=len), sorted(nested, key=sum, reverse=True))
