import json
class I(int):
    def __repr__(self): return "I!"
class F(float):
    def __repr__(self): return "F!"
print(json.dumps([I(5), F(2.5), 1e300, 1.5e-7, -0.0, 10**30, "a\"b\\c\n\x01\x7f\xe9\u20ac\U0001f600", True, None]))
print(json.dumps({"é": "ü\x7f", "b": [1, (2, 3)]}, ensure_ascii=False))
print(json.dumps({"b": 1, "a": {"d": 2, "c": 3}}, sort_keys=True, indent=2))
print(json.dumps({1: 2, 2.5: 3, True: 4, None: 5}))
l = [1]; l.append(l)
try: json.dumps(l)
except ValueError as e: print(e)
d = {}; d["x"] = [d]
try: json.dumps(d)
except ValueError as e: print(e)
class X: pass
try: json.dumps([X()])
except TypeError as e: print(e)
print(json.dumps([X(), X()], default=lambda o: {"x": 1}))
def dflt(o):
    return [o2] if False else "X"
x = X()
print(json.dumps([x, [x, x]], default=lambda o: "X"))
# circular through default
def loop(o): return o
try: json.dumps(X(), default=loop)
except ValueError as e: print(e)
deep = []
cur = deep
for i in range(60):
    nxt = []; cur.append(nxt); cur = nxt
print(len(json.dumps(deep)))
s = json.dumps([{"id": i, "k\\u00e9y": i, "name": "n%d" % i} for i in range(3)])
print(s)
back = json.loads(s)
print(back, [list(r) for r in back])
print(json.loads('{"a": 1, "a": 2, "b\\u0041": 3, "bA": 4}'))
print(json.loads('[-0, -12, 123456789012345678, 1234567890123456789, -1234567890123456789012, 1.5, -2e3, 1E+2, 0.1]'))
print(json.loads('{"a": [1, {"b": null}], "c": true}', object_pairs_hook=lambda p: p))
print(json.loads('{"a": {"b": 1}}', object_hook=lambda d: sorted(d)))
for bad in ['{"a" 1}', '{"a": 1,}', '[1, 2', '{"a\\x": 1}', '"abc', '{"ab', '[1 2]', '{1: 2}', '', ' ', '[', '{"a":1}x', '"\x01"', '-', '-a', '01']:
    try: print(json.loads(bad))
    except json.JSONDecodeError as e: print(repr(bad), e, e.pos, e.lineno, e.colno)
print(json.loads('"\x01"', strict=False) == "\x01")
print(json.loads('[1.5, 2]', parse_float=lambda t: "F" + t, parse_int=lambda t: "I" + t))
print(json.loads(' {"a" : [ ] , "b" : { } } '))
big = [{"k%d" % (i % 300): i} for i in range(2000)]
print(json.loads(json.dumps(big)) == big)
print(json.dumps("\ud800"), json.dumps("\ud800", ensure_ascii=False) == '"\ud800"')
