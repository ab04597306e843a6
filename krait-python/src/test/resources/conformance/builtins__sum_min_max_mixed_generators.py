data = {"a": [3, 1], "b": [], "c": [10, -2, 5]}
print(sum(len(v) for v in data.values()), max(data, key=lambda k: len(data[k])))
print(min((min(v) for v in data.values() if v)), max((x for v in data.values() for x in v), default=None))
print(sum((v for v in data.values()), []), sorted(data.items(), key=lambda kv: sum(kv[1])))
print(max([], key=len, default="none"), min("bca", key=lambda c: -ord(c)))
