shared = {"counter": 0}
for _ in range(3):
    exec("counter += 1", shared)
print(shared["counter"])
exec("class K:\n    v = 7\nobj = K()", shared)
print(shared["obj"].v, type(shared["obj"]).__name__)
print(eval("counter * obj.v", shared))
x = "module x"
exec("x = 'exec x'")
print(x)
