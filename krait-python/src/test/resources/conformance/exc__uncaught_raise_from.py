def load(key):
    try:
        return {"a": 1}[key]
    except KeyError as e:
        raise LookupError(f"no config for {key}") from e
print(load("a"))
load("b")
