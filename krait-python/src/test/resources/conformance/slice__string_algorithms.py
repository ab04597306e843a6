s = "racecar"
print(s == s[::-1], s[:len(s) // 2], s[len(s) // 2 + 1:][::-1])
word = "abcdefgh"
print([word[i:i + 3] for i in range(0, len(word), 3)])
print(word[1::3], word[-1::-3], word[::-1][::2])
def rotate(t, n):
    n %= len(t)
    return t[n:] + t[:n]
print(rotate("abcdef", 2), rotate("abcdef", -1), rotate([1, 2, 3], 4))
print("hello world"[slice(6, None)], "hello"[-3:-1], "hello"[-1:-3])
