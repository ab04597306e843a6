s = "héllo wörld 😀!"
print(len(s), s[1], s[7], s[-2], s[-1])
print(s[12:], s[::-1])
print(ord(s[12]), hex(ord(s[12])), chr(128512) == s[12])
e = "👍🏽x"
print(len(e), [hex(ord(c)) for c in e])
print("日本語テキスト"[2:5], len("日本語"))
print("a\u0301", len("a\u0301"), "é" == "e\u0301")
print(list("añ😀"))
try:
    s[100]
except IndexError as e:
    print(type(e).__name__, e)
