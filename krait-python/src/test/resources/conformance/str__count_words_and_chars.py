text = "It was the best of times, it was the worst of times."
words = [w.strip(".,").lower() for w in text.split()]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
print(len(text), len(words), len(set(words)))
print(sum(c.isalpha() for c in text), sum(c in "aeiou" for c in text.lower()))
print(text.title()[:20], text.swapcase()[:10], text[::-1][:10])
