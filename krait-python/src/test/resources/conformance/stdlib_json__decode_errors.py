import json

docs = ['', ' ', '{', '}', '[', ']', '[1,]', '[1 2]', '{"a" 1}', '{"a": }', '{"a": 1,}', '{a: 1}', "{'a': 1}",
        '{"a": 1 "b": 2}', '"abc', '"\\x"', '"\\u12"', '"\\u12G4"', 'tru', 'True', 'nul', 'NaNa', '01', '1.', '.5',
        '-', '1e', '1e+', '+1', '[1] [2]', '1 2', '{"a":1}}', '[\n  1,\n  2\n  3\n]', '{\n"k": [\n1,\n]\n}',
        '"a\nb"', '[1, 2, 3', '{"a": [1, {"b": 2]}', '\t\n  x', '"\\', '[-]', '["a"\n,\n]', '{"":1, "":}',
        '[1,\n\n,2]', '{"a"', '{"a":', '{"a":1', '[1,', 'Infinityx', '-Infinity', '-NaN', '[.1]', '1.5e3.2',
        '"\ud800"', '[true false]']
for d in docs:
    try:
        r = json.loads(d)
        print('ok', repr(d), repr(r))
    except json.JSONDecodeError as e:
        print(repr(d), '->', e.msg, '|', e.pos, e.lineno, e.colno, e.doc == d)
e = json.JSONDecodeError('Custom message', 'line1\nline2 here', 9)
print(e, e.args, e.lineno, e.colno)
print(str(json.JSONDecodeError('m', '', 0)))
try:
    json.loads('{"user": {"id": 1, "name": "x",}}')
except ValueError as e:
    print(type(e).__name__, e)
import io
try:
    json.load(io.StringIO('[1, 2,'))
except json.JSONDecodeError as e:
    print('load:', e)
print(json.load(io.StringIO('{"ok": [1, 2]}')))
buf = io.StringIO()
json.dump({'a': [1, {'b': None}]}, buf, indent=2)
print(buf.getvalue())
# reshaping agent-style
records = json.loads('''[
  {"id": 1, "name": "Ana", "tags": ["x", "y"], "meta": {"age": 31, "city": "Lisbon"}},
  {"id": 2, "name": "Bo", "tags": [], "meta": {"age": 25}},
  {"id": 3, "name": "Cy", "tags": ["y"], "meta": null}
]''')
flat = [{'id': r['id'], 'name': r['name'], 'ntags': len(r['tags']), **{f'meta_{k}': v for k, v in (r['meta'] or {}).items()}} for r in records]
print(json.dumps(flat, indent=1))
by_tag = {}
for r in records:
    for t in r['tags']:
        by_tag.setdefault(t, []).append(r['id'])
print(json.dumps(by_tag, sort_keys=True), json.dumps(by_tag, separators=(',', ':'), sort_keys=True))
print(json.loads(json.dumps(records)) == records)
print(json.dumps("\u00e9\u4e2d\U0001f600", ensure_ascii=True), json.loads(json.dumps("\U0001f600")))
print(json.dumps({'a': 1, 'b': [True, False, None]}, indent=4, sort_keys=True))
try:
    json.dumps({'a': 1, 2: 'b'}, sort_keys=True)
except TypeError as e:
    print('TypeError', e)
