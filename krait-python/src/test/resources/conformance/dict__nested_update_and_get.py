config = {"db": {"host": "h", "port": 1}, "debug": False}
override = {"db": {"port": 2, "user": "u"}, "debug": True}
def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out
m = merge(config, override)
print(m)
print(config)
print(m.get("db", {}).get("user"), m.get("cache", {}).get("size", "none"))
