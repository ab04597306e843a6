# A LOAD_GLOBAL site must see rebinding, deletion and shadowing of globals and builtins.
def uses_len():
    return len([1, 2, 3])

def uses_x():
    return x

results = []
for round_ in range(7):
    if round_ == 1:
        len = lambda seq: 99          # a global now shadows the builtin
    if round_ == 2:
        del len                       # back to the builtin
    if round_ == 3:
        x = "first"
    if round_ == 4:
        x = "rebound"
    if round_ == 5:
        globals()["x"] = "via globals()"
        for i in range(20):           # grow the globals dict (entries move on resize)
            globals()[f"filler{i}"] = i
    if round_ == 6:
        del x
    try:
        results.append((round_, uses_len(), uses_x()))
    except NameError as e:
        results.append((round_, uses_len(), "NameError: " + str(e)))
for r in results:
    print(r)

code = "def h():\n    return y\n"
ns1 = {"y": 1}
ns2 = {"y": 2}
exec(code, ns1)
exec(code, ns2)
print([ns1["h"]() for _ in range(2)], [ns2["h"]() for _ in range(2)])
ns1["y"] = 10
print(ns1["h"](), ns2["h"]())
