import json

bad_docs = ['', '   ', '{"a":1,}', '[1,]', '{"a" 1}', '{"a":1 "b":2}', '[1 2]', '"abc', '"a\x01"',
            '"\\q"', '"\\u12"', '01', '{a:1}', 'nul', 'True', '[', '{"a":\n  [1,\n   x]}', '1 2', "{'a': 1}"]
for doc in bad_docs:
    try:
        json.loads(doc)
        print("parsed", repr(doc))
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e, "|", e.msg, e.pos, e.lineno, e.colno)

try:
    json.loads("[1, 2")
except ValueError as e:
    print("ValueError caught:", type(e).__name__, isinstance(e, json.JSONDecodeError))

for value in [{1, 2}, {"k": b"bytes"}, object, {(1, 2): "tuple key"}]:
    try:
        json.dumps(value)
    except TypeError as e:
        print("TypeError:", e)

print(json.dumps({(1, 2): "skip", "ok": 1}, skipkeys=True))
loop = [1]
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError:", e)
d = {}
d["self"] = d
try:
    json.dumps(d)
except ValueError as e:
    print("ValueError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps([float("inf"), float("-inf"), float("nan")]))
print(json.loads("[NaN, Infinity, -Infinity]"))
try:
    json.loads(42)
except TypeError as e:
    print("TypeError:", e)
e = json.JSONDecodeError("Custom problem", "line one\nline two", 12)
print(e, e.lineno, e.colno)
print(issubclass(json.JSONDecodeError, ValueError))
json.loads('{"unterminated": ')
