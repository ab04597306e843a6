def append_to(x, acc=[]):
    acc.append(x)
    return acc
print(append_to(1), append_to(2), append_to(3, []))
print(append_to(4))
def safe(x, acc=None):
    if acc is None:
        acc = []
    acc.append(x)
    return acc
print(safe(1), safe(2))
counter_default = {}
def count(k, d=counter_default):
    d[k] = d.get(k, 0) + 1
    return d
count("a"); count("a"); count("b")
print(counter_default)
