d = {}
for k in ["z", "a", "m", "b"]:
    d[k] = ord(k)
print(list(d))
del d["a"]
d["a"] = 0
print(list(d))
d["z"] = 999
print(d)
print(dict(sorted(d.items())), dict(sorted(d.items(), key=lambda kv: kv[1])))
print({**d, "m": "new", "q": 1})
print(list(reversed(d)), list(reversed(d.items()))[0])
