text = """The quick brown fox jumps over the lazy dog. The dog sleeps!
A fox, a dog, and THE end? Yes: the end."""
import string
words = [w.strip(string.punctuation).lower() for w in text.split()]
words = [w for w in words if w]
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(words), len(freq), top)
sentences = [s.strip() for s in text.replace("!", ".").replace("?", ".").split(".") if s.strip()]
print(len(sentences), [len(s.split()) for s in sentences])
print(f"avg word length: {sum(map(len, words)) / len(words):.3f}", max(words, key=len), sorted(set(words), key=lambda w: (len(w), w))[:3])
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
print("".join(sorted(letters, key=lambda c: (-letters[c], c))[:6]), sum(letters.values()))
lines = text.splitlines()
print([(i + 1, len(l)) for i, l in enumerate(lines)], text.count("the"), text.lower().count("the"))
print(" ".join(w.capitalize() for w in "hello big world".split()), "_".join(words[:3]).upper())
