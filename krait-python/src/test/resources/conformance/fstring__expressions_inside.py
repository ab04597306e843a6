d = {"a": 1, "b": [10, 20]}
print(f"{d['a'] + d['b'][1]}")
print(f"{'yes' if d else 'no'} {[i * i for i in range(4)]} {(lambda v: v + 1)(1)}")
print(f"{'{'}{'}'} {{}} {'}'}")
print(f"{3 + 4:>{2 + 3}}")
x = 10
print(f"{x:#x}{x!r:>4}{(x, x)}")
print(f"{ x }{  'spaced'  }")
print(f"{d['b']!r:>12}")
print(f"{'multi'}" f"{'ple'}" "plain")
